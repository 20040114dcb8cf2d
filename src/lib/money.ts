/** Money as typed ("85,000", "$85000.50"): a number, or NaN when it is not one. */
export const parseAmount = (value: string): number => {
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' || !/^\d+(\.\d{1,2})?$/.test(cleaned) ? Number.NaN : Number(cleaned);
};

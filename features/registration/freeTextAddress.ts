/** Ours, not the spec's (docs/decisions.md 134): typed text that is not a chosen suggestion opens the manual fields. */
export const ADDRESS_NOT_FOUND =
  'We could not match that address. Check the street, city, state and ZIP code below, then continue.';

/**
 * The parts of a free-text address typed as "street, city, ST 12345" (commas optional before the state): whatever
 * can be read goes into the manual fields, the rest stays empty for the borrower to fill in.
 */
export function parseFreeTextAddress(query: string): { street1: string; city: string; state: string; zip: string } {
  const parts = query
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const street1 = parts[0] ?? '';
  const rest = parts.slice(1).join(' ');
  const tail = /^(.*?)\s*\b([A-Za-z]{2})\s*(\d{5})?(?:-\d{4})?$/.exec(rest);
  if (!tail) return { street1, city: rest, state: '', zip: '' };
  return { street1, city: (tail[1] ?? '').trim(), state: (tail[2] ?? '').toUpperCase(), zip: tail[3] ?? '' };
}

/** US phone formatting (001 §5): (xxx) xxx-xxxx, 14 characters; +1 and 10-12 character forms are accepted. */
export const US_PHONE_LENGTH = 14;

/** Formats as the borrower types: digits only, a leading +1 dropped, grouped as (xxx) xxx-xxxx. */
export function formatUsPhone(raw: string): string {
  const withoutCountry = raw.trim().startsWith('+1') ? raw.trim().slice(2) : raw;
  const digits = withoutCountry.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export const phoneDigits = (formatted: string): string => formatted.replace(/\D/g, '');

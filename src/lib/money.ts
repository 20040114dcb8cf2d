/** Money and number helpers (001 §5, §9). Pure: formatting goes through Intl, never by hand. */
import { numberFormat } from './intlFormats';
import { currentIntlLocale } from './locale';

/** Money as typed ("85,000", "$85000.50"): a number, or NaN when it is not one. */
export const parseAmount = (value: string): number => {
  const cleaned = value.replace(/[$,\s]/g, '');
  return cleaned === '' || !/^\d+(\.\d{1,2})?$/.test(cleaned) ? Number.NaN : Number(cleaned);
};

/** 001 §5 numeric check: rejects non-numbers, NaN, and values outside the optional bounds. */
export function isValidNumber(value: unknown, bounds: { min?: number; max?: number } = {}): value is number {
  if (typeof value !== 'number' || Number.isNaN(value)) return false;
  if (bounds.min !== undefined && value < bounds.min) return false;
  return !(bounds.max !== undefined && value > bounds.max);
}

/** Dividing out the scale leaves binary noise (1.005 * 100 = 100.49999…); this much is treated as a tie. */
const TIE_TOLERANCE = 1e-8;

/**
 * 001 §9: half-even ("banker's") rounding to `decimals` places, 2 by default. Ties go to the even neighbour, so
 * rounding a column of amounts does not drift upwards.
 */
export function roundHalfEven(value: number, decimals = 2): number {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError('Invalid money input: precision');
  if (!Number.isFinite(value)) throw new RangeError('Invalid money input: value');
  const scale = 10 ** decimals;
  const scaled = value * scale;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  let rounded: number;
  if (Math.abs(fraction - 0.5) < TIE_TOLERANCE) rounded = floor % 2 === 0 ? floor : floor + 1;
  else rounded = Math.round(scaled);
  return rounded / scale;
}

/**
 * 001 §9: USD in en-US (es-US for a Spanish-speaking borrower, issue 19), 0 decimals by default (the design library's
 * default). Needs a number and a non-negative whole precision (001 §5), else throws: a wrong amount on screen is worse
 * than an error.
 */
export function formatUsd(value: number, decimals = 0): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError('Invalid money input: precision');
  if (!isValidNumber(value)) throw new RangeError('Invalid money input: value');
  return numberFormat(currentIntlLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'halfEven',
  }).format(value);
}

/** 001 §9: a rate given as a fraction (0.0799) as a percent with 3 decimals by default ("7.990%"). */
export function formatPercent(rate: number, decimals = 3): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError('Invalid money input: precision');
  if (!isValidNumber(rate)) throw new RangeError('Invalid money input: value');
  return numberFormat(currentIntlLocale(), {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'halfEven',
  }).format(rate);
}

/** The last 4 characters of an account number: all the app ever shows of it (001 §3 mask). */
export const lastFour = (value: string): string => value.slice(-4);

/**
 * The money mask: what was typed, kept to digits (and cents after one point), with thousands grouped: "85000.5" →
 * "85,000.5". Grouping by hand keeps the typed text exact (Intl would round or pad the cents).
 */
export function maskAmount(typed: string): string {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const whole = (point === -1 ? cleaned : cleaned.slice(0, point)).replace(/^0+(?=\d)/, '');
  const cents =
    point === -1
      ? null
      : cleaned
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, 2);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === null ? grouped : `${grouped || '0'}.${cents}`;
}

import { differenceInCalendarDays, differenceInYears, isValid, parseISO } from 'date-fns';
import { dateTimeFormat } from './intlFormats';
import { currentIntlLocale, INTL_LOCALE } from './locale';

/** 001 §9 formats. */
export const DISPLAY_DATE = 'MM/dd/yyyy';
export const ISO_DATE = 'yyyy-MM-dd';

// The two fixed formats are written by hand: date-fns' format and parse bring every token and the locale into the
// entry bundle (about 9 KB gzip) for these two patterns (docs/decisions.md).
const pad = (value: number, width: number): string => String(value).padStart(width, '0');
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Local midnight of a calendar day; years below 100 stay literal (the Date constructor would add 1900). */
function localDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** A strictly parsed MM/dd/yyyy date, or null ('Invalid Date' never escapes). */
export function parseDisplayDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const date = localDay(Number(match[3]), Number(match[1]), Number(match[2]));
  // A day that rolls over (02/30) prints differently: the round trip rejects it.
  return isValid(date) && toDisplayDate(date) === value ? date : null;
}

export const toIsoDate = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
export const toDisplayDate = (date: Date): string =>
  `${pad(date.getMonth() + 1, 2)}/${pad(date.getDate(), 2)}/${pad(date.getFullYear(), 4)}`;
const english = (): boolean => currentIntlLocale() === INTL_LOCALE.en;

/** 'Mar 5' (date-fns 'MMM d', en-US); '5 mar' in Spanish (Intl, es-US). */
export const toMonthDay = (date: Date): string =>
  english()
    ? `${MONTHS_SHORT[date.getMonth()] ?? ''} ${date.getDate()}`
    : dateTimeFormat(currentIntlLocale(), { month: 'short', day: 'numeric' }).format(date);

/**
 * A date to read (not to type): MM/dd/yyyy in English (001 §9); in Spanish the month is written out ('5 de marzo de
 * 2026'), since es-US's numeric order (day first) would read as another day next to the MM/DD/YYYY fields.
 */
export const toReadableDate = (date: Date): string =>
  english()
    ? toDisplayDate(date)
    : dateTimeFormat(currentIntlLocale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** MM/dd/yyyy from an ISO yyyy-MM-dd (prefill sources send ISO). */
export function isoToDisplayDate(iso: string): string {
  const day = iso.slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  const date = localDay(Number(match[1]), Number(match[2]), Number(match[3]));
  return isValid(date) && toIsoDate(date) === day ? toDisplayDate(date) : '';
}

export const ageOn = (birth: Date, today: Date): number => differenceInYears(today, birth);

/** Slashes inserted as the borrower types digits, so the field reads MM/DD/YYYY. */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * A date to read, from a Date or an ISO date or date-time (MM/dd/yyyy in English, toReadableDate); '' when it is no
 * date (never 'Invalid Date' on screen).
 */
export function displayDateOf(value: Date | string): string {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? toReadableDate(date) : '';
}

/** Whole days from `since` to `today` are at least `days` (000 §5 waiting check, e.g. the 90-day title rule). */
export const hasWaited = (since: Date, today: Date, days: number): boolean =>
  differenceInCalendarDays(today, since) >= days;

const isKnownTimeZone = (timeZone: string | undefined): timeZone is string => {
  if (!timeZone) return false;
  try {
    dateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    // An unknown zone name: the caller falls back to the browser's zone, still named on screen.
    return false;
  }
};

/**
 * A moment as read where it happens, the zone named: 'Monday, November 30 at 10:00 AM PST' (issue 48: a notary's
 * visit in the home's time zone, whatever the browser's). An unknown zone falls back to the browser's, named too.
 */
export function zonedDateTime(iso: string, timeZone: string | undefined): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  return dateTimeFormat(currentIntlLocale(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(isKnownTimeZone(timeZone) ? { timeZone } : {}),
  }).format(date);
}

/** The zone's everyday name at a moment: 'Pacific Time' ('hora del Pacífico'); '' when unknown. */
export function timeZoneLongName(iso: string, timeZone: string | undefined): string {
  const date = parseISO(iso);
  if (!isValid(date) || !isKnownTimeZone(timeZone)) return '';
  return (
    dateTimeFormat(currentIntlLocale(), { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** The time of day a moment happened, in the browser's zone: '2:05 PM' ('2:05 p.m.'); '' when it is no date. */
export function toClockTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? dateTimeFormat(currentIntlLocale(), { hour: 'numeric', minute: '2-digit' }).format(date) : '';
}

/**
 * A day to read in full, as the road to funding writes its days: 'Wednesday, May 1, 2024' ('miércoles, 1 de mayo de
 * 2024'). Issue 48: one date format for the dates the borrower reads on the application's screens.
 */
export const toLongDate = (date: Date): string =>
  dateTimeFormat(currentIntlLocale(), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(date);

/** toLongDate from an ISO date or date-time; '' when it is no date. */
export function displayLongDateOf(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? toLongDate(date) : '';
}

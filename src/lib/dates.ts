import { differenceInYears, format, isValid, parse } from 'date-fns';

/** 001 §9 formats. */
export const DISPLAY_DATE = 'MM/dd/yyyy';
export const ISO_DATE = 'yyyy-MM-dd';

/** A strictly parsed MM/dd/yyyy date, or null ('Invalid Date' never escapes). */
export function parseDisplayDate(value: string): Date | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return null;
  const date = parse(value, DISPLAY_DATE, new Date(0));
  return isValid(date) && format(date, DISPLAY_DATE) === value ? date : null;
}

export const toIsoDate = (date: Date): string => format(date, ISO_DATE);
export const toDisplayDate = (date: Date): string => format(date, DISPLAY_DATE);

/** MM/dd/yyyy from an ISO yyyy-MM-dd (prefill sources send ISO). */
export function isoToDisplayDate(iso: string): string {
  const date = parse(iso.slice(0, 10), ISO_DATE, new Date(0));
  return isValid(date) ? toDisplayDate(date) : '';
}

export const ageOn = (birth: Date, today: Date): number => differenceInYears(today, birth);

/** Slashes inserted as the borrower types digits, so the field reads MM/DD/YYYY. */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

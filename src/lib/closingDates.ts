/**
 * The two dates of closing that are the law's, not the platform's (issue 37): the end of the borrower's right to
 * cancel (Regulation Z, 12 CFR 1026.15, with the rescission meaning of "business day" in 1026.2(a)(6)) and the day the
 * funds can be sent (the first banking day after it). Pure: calendar days in, calendar days out, no clock, no time
 * zone. Days are ISO `yyyy-MM-dd` strings at the edges and day numbers (days since 1970-01-01) inside.
 */

/** A calendar day, `yyyy-MM-dd`. */
export type IsoDay = string;

export type HolidayName =
  | "New Year's Day"
  | 'Birthday of Martin Luther King, Jr.'
  | "Washington's Birthday"
  | 'Memorial Day'
  | 'Juneteenth National Independence Day'
  | 'Independence Day'
  | 'Labor Day'
  | 'Columbus Day'
  | 'Veterans Day'
  | 'Thanksgiving Day'
  | 'Christmas Day';

export interface Holiday {
  name: HolidayName;
  day: IsoDay;
}

const DAY_MS = 86_400_000;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

const dayNumber = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / DAY_MS;

const weekdayOf = (day: number): number => new Date(day * DAY_MS).getUTCDay();

const isoOf = (day: number): IsoDay => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day number of an ISO day; throws on anything that is not a real calendar day (a caller's bug, not input). */
export function parseIsoDay(iso: IsoDay): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`not a calendar day: ${iso}`);
  const day = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  if (isoOf(day) !== iso) throw new RangeError(`not a calendar day: ${iso}`);
  return day;
}

/** The nth (1-based) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  const first = dayNumber(year, month, 1);
  return first + ((weekday - weekdayOf(first) + 7) % 7) + (nth - 1) * 7;
}

function lastWeekday(year: number, month: number, weekday: number): number {
  const last = dayNumber(year, month + 1, 0);
  return last - ((weekdayOf(last) - weekday + 7) % 7);
}

/**
 * The legal public holidays of 5 U.S.C. 6103(a) in a year, on their own dates (not the days observed in their place),
 * made by the statute's rules: fixed dates and nth weekdays. Inauguration Day is in 6103(c), a holiday for federal
 * employees around Washington only, so it is not one of them (docs/decisions.md). Juneteenth counts from 2021, the
 * year it was enacted; the app never computes a closing before then, and earlier years simply lack it.
 */
export function federalHolidays(year: number): Holiday[] {
  const rules: [HolidayName, number | null][] = [
    ["New Year's Day", dayNumber(year, 1, 1)],
    ['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', lastWeekday(year, 5, MONDAY)],
    ['Juneteenth National Independence Day', year >= 2021 ? dayNumber(year, 6, 19) : null],
    ['Independence Day', dayNumber(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', dayNumber(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', dayNumber(year, 12, 25)],
  ];
  return rules.flatMap(([name, day]) => (day === null ? [] : [{ name, day: isoOf(day) }]));
}

const holidaysByYear = new Map<number, Set<number>>();

function holidayNumbers(year: number): Set<number> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(federalHolidays(year).map((holiday) => parseIsoDay(holiday.day)));
    holidaysByYear.set(year, days);
  }
  return days;
}

const yearOf = (day: number): number => new Date(day * DAY_MS).getUTCFullYear();

const isHolidayNumber = (day: number): boolean => holidayNumbers(yearOf(day)).has(day);

export const isLegalPublicHoliday = (iso: IsoDay): boolean => isHolidayNumber(parseIsoDay(iso));

/**
 * 1026.2(a)(6), second sentence: for rescission every calendar day counts except Sundays and the 6103(a) holidays,
 * each excluded on its own date only (July 4 on a Saturday excludes that Saturday; Friday July 3 still counts).
 */
const isRescissionDay = (day: number): boolean => weekdayOf(day) !== SUNDAY && !isHolidayNumber(day);

export const isRescissionBusinessDay = (iso: IsoDay): boolean => isRescissionDay(parseIsoDay(iso));

/**
 * The Federal Reserve's closing for a holiday: its own date, or the Monday after when it falls on a Sunday. A
 * holiday on a Saturday closes nothing (the Friday before stays open).
 */
function isReserveHoliday(day: number): boolean {
  if (isHolidayNumber(day)) return true;
  return weekdayOf(day) === MONDAY && isHolidayNumber(day - 1);
}

const isBankingNumber = (day: number): boolean => {
  const weekday = weekdayOf(day);
  return weekday !== SUNDAY && weekday !== SATURDAY && !isReserveHoliday(day);
};

/** Monday to Friday and not a Federal Reserve holiday: a day funds can be sent. */
export const isBankingDay = (iso: IsoDay): boolean => isBankingNumber(parseIsoDay(iso));

/** How many rescission business days the borrower has after signing (1026.15(a)(3)). */
export const RESCISSION_BUSINESS_DAYS = 3;

/**
 * The last day of the right to cancel: the third rescission business day after the day of signing. The right ends at
 * midnight at the end of that day.
 */
export function rightToCancelEnds(signedOn: IsoDay): IsoDay {
  let day = parseIsoDay(signedOn);
  for (let counted = 0; counted < RESCISSION_BUSINESS_DAYS;) {
    day += 1;
    if (isRescissionDay(day)) counted += 1;
  }
  return isoOf(day);
}

/** The first banking day after `after`. */
export function nextBankingDay(after: IsoDay): IsoDay {
  let day = parseIsoDay(after) + 1;
  while (!isBankingNumber(day)) day += 1;
  return isoOf(day);
}

/**
 * The `count`th banking day after `from` (`from` itself for 0): the "business days" a hold screen promises (issue 48),
 * counted like the funding day's.
 */
export function addBankingDays(from: IsoDay, count: number): IsoDay {
  let day = parseIsoDay(from);
  for (let counted = 0; counted < count;) {
    day += 1;
    if (isBankingNumber(day)) counted += 1;
  }
  return isoOf(day);
}

/** How many banking days fall after `from` up to and including `to` (0 when `to` is not later). */
export function bankingDaysBetween(from: IsoDay, to: IsoDay): number {
  let count = 0;
  for (let day = parseIsoDay(from) + 1; day <= parseIsoDay(to); day += 1) if (isBankingNumber(day)) count += 1;
  return count;
}

/** Which homes carry a right to cancel: 1026.15 covers only a line secured by the borrower's principal dwelling. */
export type Occupancy = 'HOME' | 'SECONDARY' | 'INVESTMENT';

export type ClosingDates =
  | { rightToCancel: true; signedOn: IsoDay; cancelUntil: IsoDay; fundsOn: IsoDay }
  | { rightToCancel: false; signedOn: IsoDay; fundsOn: IsoDay };

/**
 * The closing dates that follow from the day of signing. With no right to cancel (a second home, an investment
 * property) there is no wait: funds go out on the first banking day after signing.
 */
export function closingDates(signedOn: IsoDay, occupancy: Occupancy): ClosingDates {
  if (occupancy !== 'HOME') return { rightToCancel: false, signedOn, fundsOn: nextBankingDay(signedOn) };
  const cancelUntil = rightToCancelEnds(signedOn);
  return { rightToCancel: true, signedOn, cancelUntil, fundsOn: nextBankingDay(cancelUntil) };
}

/** Days from one ISO day to another (negative when `to` is earlier). */
export const daysBetween = (from: IsoDay, to: IsoDay): number => parseIsoDay(to) - parseIsoDay(from);

/** The ISO day `days` after `from`. */
export const addDays = (from: IsoDay, days: number): IsoDay => isoOf(parseIsoDay(from) + days);

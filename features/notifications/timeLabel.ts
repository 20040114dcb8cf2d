import { toMonthDay } from '../../src/lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 001 §4: weeks count up to four; from four weeks on the label is a date. */
const FOUR_WEEKS = 4 * WEEK;

/**
 * 001 §4 notification time label: minutes, hours, days, weeks under a month (thresholds one week and four weeks);
 * older shows month and day ('Mar 5'). A time in the future (clock skew) reads as 0m.
 */
export function notificationTimeLabel(createdAt: string, nowMs: number): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const age = Math.max(0, nowMs - created);
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < WEEK) return `${Math.floor(age / DAY)}d`;
  if (age < FOUR_WEEKS) return `${Math.floor(age / WEEK)}w`;
  return toMonthDay(new Date(created));
}

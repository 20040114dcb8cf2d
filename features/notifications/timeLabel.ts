import { toMonthDay } from '../../src/lib/dates';
import { numberFormat } from '../../src/lib/intlFormats';
import { currentIntlLocale, INTL_LOCALE } from '../../src/lib/locale';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
/** 001 §4: weeks count up to four; from four weeks on the label is a date. */
const FOUR_WEEKS = 4 * WEEK;

type AgeUnit = 'minute' | 'hour' | 'day' | 'week';
const ENGLISH_SUFFIX: Record<AgeUnit, string> = { minute: 'm', hour: 'h', day: 'd', week: 'w' };

/** '5m' in English (001 §4, word for word); in another language the unit as Intl abbreviates it ('5 min', '5 h'). */
function ageLabel(count: number, unit: AgeUnit): string {
  const locale = currentIntlLocale();
  if (locale === INTL_LOCALE.en) return `${count}${ENGLISH_SUFFIX[unit]}`;
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count);
}

/**
 * 001 §4 notification time label: minutes, hours, days, weeks under a month (thresholds one week and four weeks);
 * older shows month and day ('Mar 5'). A time in the future (clock skew) reads as 0m.
 */
export function notificationTimeLabel(createdAt: string, nowMs: number): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return '';
  const age = Math.max(0, nowMs - created);
  if (age < HOUR) return ageLabel(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return ageLabel(Math.floor(age / HOUR), 'hour');
  if (age < WEEK) return ageLabel(Math.floor(age / DAY), 'day');
  if (age < FOUR_WEEKS) return ageLabel(Math.floor(age / WEEK), 'week');
  return toMonthDay(new Date(created));
}

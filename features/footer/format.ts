import type { BusinessHours } from '../../src/api/contractShell';
import { currentIntlLocale, INTL_LOCALE } from '../../src/lib/locale';

/** 001 §9 default support phone. */
export const DEFAULT_SUPPORT_PHONE = '888-819-6388';
export const PACIFIC_TIME = 'PT';

/** '06:00' -> '6:00 AM'; null for a value that is not a time. */
export function formatClock(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const hours = Number(match[1]);
  if (hours > 23) return null;
  const english = currentIntlLocale() === INTL_LOCALE.en;
  if (!english) {
    // Another language writes the time its own way ('6:00 a.m.'); a fixed UTC date keeps the clock as given.
    const at = new Date(Date.UTC(2024, 0, 1, hours, Number(match[2])));
    return new Intl.DateTimeFormat(currentIntlLocale(), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      at,
    );
  }
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

const SHORT_DAY: Record<number, string> = { 1: 'Mon', 2: 'Tue', 3: 'Wed', 4: 'Thu', 5: 'Fri', 6: 'Sat', 7: 'Sun' };

/** 'Mon' in English (001 §2); another language's own short name ('lun'); 1 is Monday (1 Jan 2024 was one). */
const shortDay = (weekday: number): string =>
  currentIntlLocale() === INTL_LOCALE.en
    ? (SHORT_DAY[weekday] ?? '')
    : new Intl.DateTimeFormat(currentIntlLocale(), { weekday: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, 0, weekday)),
      );

const span = (day: BusinessHours): string | null => {
  if (!day.isOpen) return null;
  const start = formatClock(day.startTime);
  const end = formatClock(day.endTime);
  return start && end ? `${start} - ${end}` : null;
};

/**
 * 001 §2: operating hours in Pacific Time, weekdays combined into one line and the weekend into another when their
 * days share hours ('Mon-Fri 6:00 AM - 6:00 PM PT'); days with other hours get their own line; closed days are left out.
 */
export function formatOperatingHours(hours: readonly BusinessHours[]): string[] {
  const days = [...hours]
    .filter((d) => d.weekdayValue >= 1 && d.weekdayValue <= 7)
    .sort((a, b) => a.weekdayValue - b.weekdayValue);
  const lines: string[] = [];
  for (const group of [days.filter((d) => d.weekdayValue <= 5), days.filter((d) => d.weekdayValue >= 6)]) {
    // Consecutive days with the same hours share a line.
    let run: { first: number; last: number; hours: string } | null = null;
    const flush = () => {
      if (!run) return;
      const label = run.first === run.last ? shortDay(run.first) : `${shortDay(run.first)}-${shortDay(run.last)}`;
      lines.push(`${label} ${run.hours} ${PACIFIC_TIME}`);
      run = null;
    };
    for (const day of group) {
      const text = span(day);
      if (text === null) {
        flush();
        continue;
      }
      if (run !== null && run.hours === text && run.last === day.weekdayValue - 1) {
        run.last = day.weekdayValue;
      } else {
        flush();
        run = { first: day.weekdayValue, last: day.weekdayValue, hours: text };
      }
    }
    flush();
  }
  return lines;
}

// Licensed states are codes ('AZ') or plain English names: letters, digits, spaces, hyphens and periods, which a
// case-insensitive comparison of code units orders as the English collator does. Only other text needs a collator:
// making one loads ICU's collation data, the footer's slowest step on a phone (issue 16); localeCompare with options
// made one per comparison.
const PLAIN = /^[A-Za-z0-9 .-]*$/;
let stateNameCollator: Intl.Collator | null = null;
const compareStateNames = (a: string, b: string): number => {
  if (PLAIN.test(a) && PLAIN.test(b)) {
    const [x, y] = [a.toUpperCase(), b.toUpperCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return (stateNameCollator ??= new Intl.Collator('en', { sensitivity: 'base' })).compare(a, b);
};

/**
 * 001 §2 licensed states, sorted case-insensitively. NY by brand: the main brand lends in New York only through its
 * NY organisations, so a main-brand non-NY organisation never lists NY and a NY one lists only NY; partners list
 * what the platform says.
 */
export function licensedStatesFor(
  states: readonly string[],
  brand: { isMainBrand: boolean; isNewYorkVariant: boolean },
): string[] {
  const unique = [...new Set(states.map((s) => s.trim()).filter((s) => s !== ''))];
  const isNy = (s: string): boolean => s.toUpperCase() === 'NY';
  const kept = !brand.isMainBrand
    ? unique
    : brand.isNewYorkVariant
      ? unique.filter(isNy)
      : unique.filter((s) => !isNy(s));
  return kept.sort(compareStateNames);
}

/** Policy links (001 §2): partner URLs, else the /terms and /privacy fallbacks; communications at {base}/communications. */
export function policyLinks(
  company: { termsUrl?: string; privacyUrl?: string; licensesUrl?: string } | null,
  baseUrl: string,
): { terms: string; privacy: string; licenses: string; communications: string } {
  return {
    terms: company?.termsUrl ?? '/terms',
    privacy: company?.privacyUrl ?? '/privacy',
    licenses: company?.licensesUrl ?? '/licenses',
    communications: `${baseUrl.replace(/\/+$/, '')}/communications`,
  };
}

import {
  displayDateOf,
  displayLongDateOf,
  hasWaited,
  isoToDisplayDate,
  parseDisplayDate,
  timeZoneLongName,
  toClockTime,
  toIsoDate,
  zonedDateTime,
} from '../../src/lib/dates';
import { setFormatLocale } from '../../src/lib/locale';

test('MM/dd/yyyy and ISO (001 §9)', () => {
  expect(toIsoDate(new Date(2024, 1, 29))).toBe('2024-02-29');
  expect(isoToDisplayDate('2024-02-29')).toBe('02/29/2024');
  expect(parseDisplayDate('02/30/2024')).toBeNull();
  expect(displayDateOf('2025-07-04')).toBe('07/04/2025');
  expect(displayDateOf('not a date')).toBe('');
});

test('waiting check (001 §5)', () => {
  expect(hasWaited(new Date(2025, 0, 1), new Date(2025, 3, 1), 90)).toBe(true);
  expect(hasWaited(new Date(2025, 0, 2), new Date(2025, 3, 1), 90)).toBe(false);
});

describe('a moment in the home’s time zone (issue 48: the notary at a human hour)', () => {
  // 18:00 UTC: 10:00 in California, 13:00 in New York, 03:00 the next day in Tokyo (a far browser's zone).
  const slot = '2026-11-30T18:00:00.000Z';
  afterEach(() => {
    setFormatLocale('en');
  });

  it('reads the slot in the given zone and names it, whatever the process’s own zone', () => {
    expect(zonedDateTime(slot, 'America/Los_Angeles')).toBe('Monday, November 30 at 10:00 AM PST');
    expect(zonedDateTime(slot, 'America/New_York')).toBe('Monday, November 30 at 1:00 PM EST');
    expect(timeZoneLongName(slot, 'America/Los_Angeles')).toBe('Pacific Time');
  });

  it('names the zone in Spanish too, and still names one when the zone is unknown', () => {
    setFormatLocale('es');
    expect(zonedDateTime(slot, 'America/Los_Angeles')).toMatch(/^lunes, 30 de noviembre, 10:00 a\.\s?m\. PST$/);
    expect(timeZoneLongName(slot, 'America/Los_Angeles')).toBe('hora del Pacífico');
    setFormatLocale('en');
    expect(zonedDateTime(slot, 'Not/AZone')).toMatch(/ (AM|PM) \S+$/);
    expect(timeZoneLongName(slot, 'Not/AZone')).toBe('');
    expect(zonedDateTime('nonsense', 'America/Los_Angeles')).toBe('');
  });
});

test('the dates and times the borrower reads on the application screens (issue 48: one date format)', () => {
  expect(displayLongDateOf('2024-05-01T12:00:00')).toBe('Wednesday, May 1, 2024');
  expect(displayLongDateOf('nonsense')).toBe('');
  expect(toClockTime('2024-05-01T14:05:00')).toBe('2:05 PM');
  expect(toClockTime('nonsense')).toBe('');
  setFormatLocale('es');
  expect(displayLongDateOf('2024-05-01T12:00:00')).toBe('miércoles, 1 de mayo de 2024');
  setFormatLocale('en');
});

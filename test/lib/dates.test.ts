import { displayDateOf, hasWaited, isoToDisplayDate, parseDisplayDate, toIsoDate } from '../../src/lib/dates';

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

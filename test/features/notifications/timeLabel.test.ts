import { notificationTimeLabel } from '../../../features/notifications/timeLabel';

const NOW = Date.parse('2024-06-30T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

test.each([
  [0, '0m'],
  [59 * MIN, '59m'],
  [HOUR, '1h'],
  [23 * HOUR, '23h'],
  [DAY, '1d'],
  [6 * DAY, '6d'],
  [7 * DAY, '1w'],
  [27 * DAY, '3w'],
])('%d ms ago reads %s', (age, label) => {
  expect(notificationTimeLabel(ago(age), NOW)).toBe(label);
});

test('from four weeks on: month and day', () => {
  expect(notificationTimeLabel('2024-06-02T12:00:00Z', NOW)).toBe('Jun 2');
  expect(notificationTimeLabel('2024-03-05T12:00:00Z', NOW)).toBe('Mar 5');
});

test('future times read 0m, bad dates read empty', () => {
  expect(notificationTimeLabel(new Date(NOW + HOUR).toISOString(), NOW)).toBe('0m');
  expect(notificationTimeLabel('not a date', NOW)).toBe('');
});

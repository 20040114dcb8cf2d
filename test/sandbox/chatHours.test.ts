import { isOpenAt } from '../../sandbox/services/chat';
import type { BusinessHours } from '../../sandbox/contract';

const day = (startTime: string, endTime: string): BusinessHours[] =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((weekday, index) => ({
    weekday,
    weekdayValue: index + 1,
    startTime,
    endTime,
    isOpen: true,
  }));

// 2026-12-01 is a Tuesday; Pacific Time is UTC-8 in December.
const pacific = (time: string) => Date.parse(`2026-12-01T${time}:00-08:00`);

describe("the sandbox's chat hours", () => {
  test('open from the start, until the end minute, which is closed', () => {
    const office = day('08:00', '17:00');
    expect(isOpenAt(office, pacific('07:59'))).toBe(false);
    expect(isOpenAt(office, pacific('08:00'))).toBe(true);
    expect(isOpenAt(office, pacific('16:59'))).toBe(true);
    expect(isOpenAt(office, pacific('17:00'))).toBe(false);
  });

  test('hours to 23:59 are open all day, its last minute too (an engines test hit that minute at 07:59 UTC)', () => {
    const allDay = day('00:00', '23:59');
    expect(isOpenAt(allDay, pacific('00:00'))).toBe(true);
    expect(isOpenAt(allDay, pacific('23:58'))).toBe(true);
    expect(isOpenAt(allDay, pacific('23:59'))).toBe(true);
  });
});

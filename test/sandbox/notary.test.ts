import { notarySlots, notaryVisitOf, slotStartOf, zonedDayMs, zonedInstant } from '../../sandbox/services/notary';
import { estimatesFrom } from '../../sandbox/services/timeline';

/** The hour and weekday a slot starts at, read in a time zone. */
const local = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).format(
    new Date(iso),
  );

// Saturday, November 28, 2026, 18:00 UTC: Saturday morning in California, Saturday evening in Hawaii's day.
const SATURDAY = Date.parse('2026-11-28T18:00:00Z');

describe('notary slots (issue 48 item 8)', () => {
  it.each([
    ['CA', 'America/Los_Angeles'],
    ['NY', 'America/New_York'],
    ['TX', 'America/Chicago'],
    ['HI', 'Pacific/Honolulu'],
    ['AZ', 'America/Phoenix'],
  ])('are offered at a notary’s hours in %s’s own time zone, on its weekdays', (state, zone) => {
    const slots = notarySlots(SATURDAY, state);
    expect(slots).toHaveLength(6);
    for (const slot of slots) expect(slot.timeZone).toBe(zone);
    expect(slots.map((slot) => local(slot.start, zone))).toEqual([
      'Mon, 10',
      'Mon, 14',
      'Tue, 10',
      'Tue, 14',
      'Wed, 10',
      'Wed, 14',
    ]);
  });

  it('keeps the local hour across a daylight-saving change', () => {
    // Friday, March 6, 2026: the clocks go forward on Sunday, March 8, between Friday's slots and Monday's.
    const slots = notarySlots(Date.parse('2026-03-05T20:00:00Z'), 'CA');
    expect(slots[0]?.start).toBe('2026-03-06T18:00:00.000Z');
    expect(slots[2]?.start).toBe('2026-03-09T17:00:00.000Z');
    expect(zonedInstant({ year: 2026, month: 11, day: 1 }, 10, 'America/New_York')).toBe(
      Date.parse('2026-11-01T15:00:00Z'),
    );
  });

  it('books a slot whose start and notary the application then shows, in the home’s zone', () => {
    const [slot] = notarySlots(SATURDAY, 'OR');
    expect(slotStartOf(slot?.id)).toBe(slot?.start);
    const { notaryVisit } = notaryVisitOf('app-1', slot?.id, 'OR');
    expect(notaryVisit).toMatchObject({ start: slot?.start, timeZone: 'America/Los_Angeles' });
    expect(notaryVisit?.notaryName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(notaryVisitOf('app-1', slot?.id, 'OR')).toEqual({ notaryVisit });
    expect(notaryVisitOf('app-1', undefined, 'OR')).toEqual({});
  });

  it('dates the notary step on the visit’s day in the home’s zone: a Hawaii afternoon is not the next day', () => {
    const afternoon = notarySlots(SATURDAY, 'HI')[1];
    // Monday, November 30 at 2:00 PM in Honolulu is Tuesday, December 1 at midnight UTC.
    expect(afternoon?.start).toBe('2026-12-01T00:00:00.000Z');
    const start = slotStartOf(afternoon?.id) ?? '';
    expect(new Date(zonedDayMs(start, 'Pacific/Honolulu')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    const notary = (timeZone: string) => estimatesFrom(6, SATURDAY, start, timeZone).find((e) => e.step === 'notary');
    expect(notary('Pacific/Honolulu')?.expectedOn).toBe('2026-11-30');
    // The same instant read in UTC is the day the bug showed.
    expect(notary('UTC')?.expectedOn).toBe('2026-12-01');
  });
});

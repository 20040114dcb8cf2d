/**
 * Notary visits (issue 48): open slots at a notary's working hours in the home's own time zone, whatever the
 * borrower's browser says, and the booked visit the application shows (when, in which zone, and who comes).
 */
import type { HelocApplication, NotarySlot } from '../contract';
import { timeZoneOfState } from '../usStates';
import { hashUnit } from '../workflow';

/** Local hours a notary starts a visit: mid-morning and mid-afternoon, weekdays. */
export const NOTARY_HOURS = [10, 14] as const;
const SLOT_COUNT = 6;
const DAY_MS = 86_400_000;

const NOTARY_NAMES = ['Maria Lopez', 'James Carter', 'Aisha Khan', 'Robert Chen', 'Linda Nguyen', 'David Miller'];

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** The wall-clock date and time at instant `ms` in `timeZone`, read back as if it were UTC. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/**
 * The calendar day an instant falls on in `timeZone`, as midnight UTC of that day (the timeline's day arithmetic):
 * a 2 PM visit in Honolulu is the same day there, not the next day UTC reaches by then.
 */
export function zonedDayMs(iso: string, timeZone: string): number {
  const wall = wallClockAsUtc(Date.parse(iso), timeZone);
  return wall - (wall % DAY_MS);
}

/** The instant of a local date and hour in `timeZone`, right across a daylight-saving change. */
export function zonedInstant(date: LocalDate, hour: number, timeZone: string): number {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour);
  const firstGuess = asUtc - (wallClockAsUtc(asUtc, timeZone) - asUtc);
  return asUtc - (wallClockAsUtc(firstGuess, timeZone) - firstGuess);
}

/** Open slots on the home's next weekdays (from tomorrow, local), at NOTARY_HOURS in the home's time zone. */
export function notarySlots(now: number, propertyState: string): NotarySlot[] {
  const timeZone = timeZoneOfState(propertyState);
  const today = new Date(wallClockAsUtc(now, timeZone));
  const slots: NotarySlot[] = [];
  for (let offset = 1; slots.length < SLOT_COUNT; offset += 1) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset));
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    for (const hour of NOTARY_HOURS) {
      const start = new Date(zonedInstant(date, hour, timeZone)).toISOString();
      // The id keeps the start's UTC hour, which the timeline reads back (slotStartOf).
      slots.push({ id: `slot-${start.slice(0, 13)}`, start, timeZone });
    }
  }
  return slots;
}

/** The booked slot's start: slot ids are `slot-` and the start's ISO hour in UTC. */
export const slotStartOf = (slotId: string | undefined): string | null =>
  slotId?.startsWith('slot-') ? new Date(`${slotId.slice('slot-'.length)}:00:00Z`).toISOString() : null;

/** The booked visit as the application shows it; the notary is one of the sandbox's, fixed by the booking. */
export function notaryVisitOf(
  applicationUuid: string,
  slotId: string | undefined,
  propertyState: string,
): Pick<HelocApplication, 'notaryVisit'> {
  const start = slotStartOf(slotId);
  if (start === null) return {};
  const name = NOTARY_NAMES[Math.floor(hashUnit(`${applicationUuid}:${slotId}`) * NOTARY_NAMES.length)];
  return { notaryVisit: { start, timeZone: timeZoneOfState(propertyState), notaryName: name ?? 'Maria Lopez' } };
}

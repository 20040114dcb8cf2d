/**
 * The road to funding (issue 37), as the borrower reads it: the seven progress steps with the day each was done or is
 * expected, then the right to cancel and the funding day. Pure: the platform's timeline and the application in, the
 * milestones out; the law's dates come from src/lib/closingDates.ts.
 */
import type { HelocApplication } from '../../src/api/contract';
import { TIMELINE_STEPS, type ApplicationTimeline } from '../../src/api/contractTimeline';
import { addBankingDays, bankingDaysBetween, closingDates, type IsoDay } from '../../src/lib/closingDates';
import { dateTimeFormat } from '../../src/lib/intlFormats';
import { stageOfApplication, stepOfStage } from './stages';
import { stepWaitOf } from './stepWait';

export type MilestoneState = 'done' | 'current' | 'upcoming';

export type Milestone =
  /**
   * `today`: the current step, which the borrower can do now (issue 48); its `expectedOn` is then today. Optional so
   * that a road saved before it (features/offline) still reads.
   */
  | {
      kind: 'step';
      name: string;
      state: MilestoneState;
      doneOn: IsoDay | null;
      expectedOn: IsoDay | null;
      today?: boolean;
    }
  /** `expected`: the documents are not signed yet, so the day follows from the expected signing day. */
  | { kind: 'cancel'; state: MilestoneState; until: IsoDay; expected: boolean }
  | { kind: 'noCancel' }
  | { kind: 'funds'; state: MilestoneState; on: IsoDay; expected: boolean };

/** The one date that matters next once the documents are signed: what the sidebar says instead of its promise. */
export type NextDate =
  | { kind: 'cancelUntil'; on: IsoDay }
  | { kind: 'fundsOn'; on: IsoDay; waived: boolean }
  | { kind: 'fundsSent'; on: IsoDay };

export interface RoadToFunding {
  milestones: Milestone[];
  next: NextDate | null;
}

/** Statuses after the right to cancel has run out, and the one after the funds went out. */
const AFTER_RESCISSION = ['RECORDING', 'FUNDING_DECISION', 'FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'COMPLETE'];
const FUNDED = 'COMPLETE';

/** The calendar day of an ISO date-time where the borrower is (the browser's time zone). */
export function localDayOf(dateTime: string): IsoDay | null {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day of an ISO date-time in `timeZone`: a notary visit's day where the home is, as the reserve screen
 * shows it (a 2 PM visit in Hawaii is the next day in UTC). An unknown zone falls back to the browser's, as the
 * screen's own formatting does.
 */
export function zonedDayOf(dateTime: string, timeZone: string): IsoDay | null {
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
      date,
    );
  } catch {
    // Intl throws a RangeError for a zone it does not know.
    return localDayOf(dateTime);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The booked notary visit's day in the home's time zone, or null while none is booked. */
export const bookedNotaryDay = (application: Pick<HelocApplication, 'notaryVisit'>): IsoDay | null =>
  application.notaryVisit ? zonedDayOf(application.notaryVisit.start, application.notaryVisit.timeZone) : null;

const NOTARY_STEP = TIMELINE_STEPS.indexOf('notary');

const earlier = (a: IsoDay | null, b: IsoDay | null): IsoDay | null => (a === null ? b : b === null || a <= b ? a : b);

const stateAt = (index: number, current: number): MilestoneState =>
  index < current ? 'done' : index === current ? 'current' : 'upcoming';

/**
 * The day each of the seven steps was done: the first status the history records past it (001 §4 steps). The closing
 * documents are signed by the end of the notary step, and no step is done after the one that follows it, so a history
 * that starts late (an application set up at a later status) still reads in order.
 */
function doneDays(
  application: Pick<HelocApplication, 'status'>,
  timeline: ApplicationTimeline,
  dayOf: (dateTime: string) => IsoDay | null,
): (IsoDay | null)[] {
  const reached = timeline.statusHistory.map((change) => ({
    step: stepOfStage(
      stageOfApplication({ status: { ...application.status, checklistStatus: change.checklistStatus } }),
    ),
    day: dayOf(change.changedAt),
  }));
  const signedOn = timeline.documentsSignedAt === null ? null : dayOf(timeline.documentsSignedAt);
  const days = TIMELINE_STEPS.map((_step, index) =>
    earlier(reached.find((change) => change.step > index)?.day ?? null, signedOn),
  );
  for (let index = days.length - 2; index >= 0; index -= 1)
    days[index] = earlier(days[index] ?? null, days[index + 1] ?? null);
  return days;
}

/**
 * Issue 48: the expected day of each step not done yet, from `today`. The current step is today, or, while it waits
 * on a hold, the day the hold's screen promises; the platform's days for the steps after it move by as many banking
 * days as the current one moved, and none is earlier than the one before. A hold that names no time leaves the current
 * step and every later one without a day. Without `today` (the caller knows no clock) the platform's days stand.
 * A booked notary visit (`booked`, its day in the home's time zone) is the notary step's day, "Today" only on the day
 * itself; the closing dates follow from it.
 */
export function expectedDays(
  application: Pick<HelocApplication, 'status'>,
  estimates: ApplicationTimeline['estimates'],
  current: number,
  today: IsoDay | null,
  booked: IsoDay | null = null,
): { days: (IsoDay | null)[]; today: boolean } {
  const platform = TIMELINE_STEPS.map(
    (step) => estimates.find((estimate) => estimate.step === step)?.expectedOn ?? null,
  );
  if (today === null) return { days: platform, today: false };
  const wait = stepWaitOf(application);
  if (wait.kind === 'unknown') return { days: TIMELINE_STEPS.map(() => null), today: false };
  const currentDay =
    current === NOTARY_STEP && booked !== null
      ? booked
      : wait.kind === 'hold'
        ? addBankingDays(today, wait.businessDays)
        : today;
  const platformCurrent = platform[current] ?? today;
  const shift = bankingDaysBetween(platformCurrent, currentDay);
  let previous = currentDay;
  const days = platform.map((day, index) => {
    if (index < current) return null;
    if (index === current) return currentDay;
    if (index === NOTARY_STEP && booked !== null) return booked;
    if (day === null) return null;
    const moved = addBankingDays(day, shift);
    previous = moved < previous ? previous : moved;
    return previous;
  });
  return { days, today: wait.kind === 'now' && currentDay === today };
}

/**
 * The milestones from the offer on. `steps` are the sidebar's seven step names, `current` the index of the step the
 * sidebar marks (7 once every step is done), `today` the borrower's calendar day (issue 48).
 */
export function roadToFunding(
  application: Pick<HelocApplication, 'status' | 'property' | 'notaryVisit'>,
  timeline: ApplicationTimeline,
  steps: readonly string[],
  current: number,
  dayOf: (dateTime: string) => IsoDay | null = localDayOf,
  today: IsoDay | null = null,
): RoadToFunding {
  const done = doneDays(application, timeline, dayOf);
  const expected = expectedDays(application, timeline.estimates, current, today, bookedNotaryDay(application));
  const milestones: Milestone[] = steps.map((name, index) => {
    const state = stateAt(index, current);
    return {
      kind: 'step',
      name,
      state,
      doneOn: state === 'done' ? (done[index] ?? null) : null,
      expectedOn: state === 'done' ? null : (expected.days[index] ?? null),
      today: state === 'current' && expected.today,
    };
  });
  const signedOn = timeline.documentsSignedAt === null ? null : dayOf(timeline.documentsSignedAt);
  const expectedNotary = expected.days[TIMELINE_STEPS.indexOf('notary')] ?? null;
  const expectedSigning =
    expectedNotary ?? (timeline.notarySessionAt === null ? null : dayOf(timeline.notarySessionAt));
  const signingDay = signedOn ?? expectedSigning;
  if (signingDay === null) return { milestones, next: null };

  const status = application.status.checklistStatus;
  const dates = closingDates(signingDay, application.property.occupancyType ?? 'HOME');
  const signed = signedOn !== null;
  const funded = status === FUNDED;
  const cancelOver = AFTER_RESCISSION.includes(status);
  const fundsState: MilestoneState = funded
    ? 'done'
    : signed && (cancelOver || !dates.rightToCancel)
      ? 'current'
      : 'upcoming';
  if (dates.rightToCancel) {
    const cancelState: MilestoneState = cancelOver ? 'done' : signed ? 'current' : 'upcoming';
    milestones.push({ kind: 'cancel', state: cancelState, until: dates.cancelUntil, expected: !signed });
  } else {
    milestones.push({ kind: 'noCancel' });
  }
  milestones.push({ kind: 'funds', state: fundsState, on: dates.fundsOn, expected: !signed });
  const next: NextDate | null = !signed
    ? null
    : funded
      ? { kind: 'fundsSent', on: dates.fundsOn }
      : dates.rightToCancel && !cancelOver
        ? { kind: 'cancelUntil', on: dates.cancelUntil }
        : { kind: 'fundsOn', on: dates.fundsOn, waived: !dates.rightToCancel };
  return { milestones, next };
}

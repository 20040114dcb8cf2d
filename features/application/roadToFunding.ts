/**
 * The road to funding (issue 37), as the borrower reads it: the seven progress steps with the day each was done or is
 * expected, then the right to cancel and the funding day. Pure: the platform's timeline and the application in, the
 * milestones out; the law's dates come from src/lib/closingDates.ts.
 */
import type { HelocApplication } from '../../src/api/contract';
import { TIMELINE_STEPS, type ApplicationTimeline } from '../../src/api/contractTimeline';
import { closingDates, type IsoDay } from '../../src/lib/closingDates';
import { stageOfApplication, stepOfStage } from './stages';

export type MilestoneState = 'done' | 'current' | 'upcoming';

export type Milestone =
  | { kind: 'step'; name: string; state: MilestoneState; doneOn: IsoDay | null; expectedOn: IsoDay | null }
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
 * The milestones from the offer on. `steps` are the sidebar's seven step names, `current` the index of the step the
 * sidebar marks (7 once every step is done).
 */
export function roadToFunding(
  application: Pick<HelocApplication, 'status' | 'property'>,
  timeline: ApplicationTimeline,
  steps: readonly string[],
  current: number,
  dayOf: (dateTime: string) => IsoDay | null = localDayOf,
): RoadToFunding {
  const done = doneDays(application, timeline, dayOf);
  const expected = new Map(timeline.estimates.map((estimate) => [estimate.step, estimate.expectedOn]));
  const milestones: Milestone[] = steps.map((name, index) => {
    const state = stateAt(index, current);
    const step = TIMELINE_STEPS[index];
    return {
      kind: 'step',
      name,
      state,
      doneOn: state === 'done' ? (done[index] ?? null) : null,
      expectedOn: state === 'done' || step === undefined ? null : (expected.get(step) ?? null),
    };
  });
  const signedOn = timeline.documentsSignedAt === null ? null : dayOf(timeline.documentsSignedAt);
  const expectedSigning =
    expected.get('notary') ?? (timeline.notarySessionAt === null ? null : dayOf(timeline.notarySessionAt));
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

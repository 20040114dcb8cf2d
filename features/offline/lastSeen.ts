/**
 * Issue 47 item 3: what the device keeps of a borrower so the app is useful offline, and nothing more. A phone is often
 * shared, so it is exactly what the application frame's progress shows (the stage, the seven steps with the one
 * current, the road to funding's dates) with the application's id and when it was seen: no name, address, amount,
 * rate, income, document or answer. It sits in localStorage under one key, tagged with a fingerprint of the session's
 * token: read only while that same session lasts, removed at logout and when the session ends (sagas/deviceData.ts).
 */
import type { Milestone, RoadToFunding } from '../application/roadToFunding';
import type { ProgressStage } from '../application/stages';

import { isRecord, readSessionCopy } from './sessionCopy';

export { LAST_SEEN_KEY } from './storageKey';
export { sessionFingerprint } from './sessionCopy';
const FORMAT_VERSION = 1;

/** What the frame showed (features/application/screens/RoadToFunding.tsx useFrameProgress), without the application. */
export interface SeenProgress {
  stage: ProgressStage;
  steps: string[];
  /** The step marked current; -1 where none applies. */
  current: number;
  closed: boolean;
  road: RoadToFunding | null;
}

export interface LastSeen extends SeenProgress {
  uuid: string;
  /** When the borrower saw it (ISO date-time), said on the offline page. */
  savedAt: string;
}

/**
 * "Today" is true only on the day it was seen: the copy keeps the current step's day (`expectedOn`), never the flag,
 * so the offline page opened on a later day says "Expected <that day>" rather than a "Today" that is no longer so.
 */
export function serializeLastSeen(lastSeen: LastSeen, fingerprint: string): string {
  const road: RoadToFunding | null = lastSeen.road && {
    ...lastSeen.road,
    milestones: lastSeen.road.milestones.map((milestone) => {
      if (milestone.kind !== 'step') return milestone;
      const { today: _today, ...kept } = milestone;
      return kept;
    }),
  };
  return JSON.stringify({ v: FORMAT_VERSION, session: fingerprint, ...lastSeen, road });
}

const isIsoDay = (value: unknown): boolean => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isDayOrNull = (value: unknown): boolean => value === null || isIsoDay(value);

/** The dates are written out as days on the page: a malformed one must not reach the date formatter. */
function isMilestone(value: unknown): value is Milestone {
  if (!isRecord(value)) return false;
  switch (value.kind) {
    case 'step':
      return typeof value.name === 'string' && isDayOrNull(value.doneOn) && isDayOrNull(value.expectedOn);
    case 'cancel':
      return isIsoDay(value.until);
    case 'funds':
      return isIsoDay(value.on);
    case 'noCancel':
      return true;
    default:
      return false;
  }
}

function isRoad(value: unknown): value is RoadToFunding | null {
  if (value === null) return true;
  if (!isRecord(value) || !Array.isArray(value.milestones) || !value.milestones.every(isMilestone)) return false;
  return (
    value.next === null || (isRecord(value.next) && typeof value.next.kind === 'string' && isIsoDay(value.next.on))
  );
}

/**
 * The copy kept for this session, or null: none, another session's (a second borrower on the same browser), an older
 * format, or anything malformed.
 */
export function readLastSeen(text: string | null, fingerprint: string): LastSeen | null {
  const parsed = readSessionCopy(text, FORMAT_VERSION, fingerprint);
  if (parsed === null) return null;
  const { uuid, savedAt, stage, steps, current, closed, road } = parsed;
  const valid =
    typeof uuid === 'string' &&
    typeof savedAt === 'string' &&
    !Number.isNaN(Date.parse(savedAt)) &&
    typeof stage === 'string' &&
    Array.isArray(steps) &&
    steps.every((step) => typeof step === 'string') &&
    Number.isInteger(current) &&
    typeof closed === 'boolean' &&
    isRoad(road);
  if (!valid) return null;
  return { uuid, savedAt, stage: stage as ProgressStage, steps, current: current as number, closed, road };
}

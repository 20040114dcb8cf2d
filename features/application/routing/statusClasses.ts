import { CHECKLIST_STATUSES, type ChecklistStatus } from '../../../src/api/contract';

/** 000 §4.2: statuses the platform moves on by itself; the app polls until they change. */
const TRANSIENT: ReadonlySet<string> = new Set<ChecklistStatus>([
  'GEN_APP_DISCLOSURES',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'ONSITE_APPRAISAL_REQUEST',
  'PREQUAL_TITLE',
]);

/** 000 §4.2: statuses that end the flow where they are; the app re-routes to them wherever the borrower is. */
const SETTLED: ReadonlySet<string> = new Set<ChecklistStatus>([
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
]);

const KNOWN: ReadonlySet<string> = new Set<string>(CHECKLIST_STATUSES);

export const isKnownStatus = (status: string): status is ChecklistStatus => KNOWN.has(status);
export const isTransientStatus = (status: string): boolean => status.startsWith('WAITING_FOR') || TRANSIENT.has(status);
export const isSettledStatus = (status: string): boolean => SETTLED.has(status);

/**
 * 000 §9: the status polling schedule. One table, used by the polling saga, the benchmark and the tests.
 * `retries` counts status requests after the first answer; a transient status gets 14, any other status that
 * the app waits on to change (a "non-settled" one) gets 7.
 */
export const STATUS_POLL = {
  initialDelayMs: 1000,
  factor: 2,
  maxDelayMs: 5000,
  retries: { transient: 14, nonSettled: 7 },
} as const;

export type PollReason = keyof typeof STATUS_POLL.retries;

/** The wait before retry number `attempt` (0-based): 1000, 2000, 4000, 5000, 5000, ... */
export const pollDelayMs = (attempt: number): number =>
  Math.min(STATUS_POLL.initialDelayMs * STATUS_POLL.factor ** attempt, STATUS_POLL.maxDelayMs);

/** 000 §4.2: after the retry limit the poll exits with GEN_NOTE_SIGNING if that is where it was stuck, else UNKNOWN. */
export const statusAfterPollLimit = (lastStatus: string): ChecklistStatus =>
  lastStatus === 'GEN_NOTE_SIGNING' ? 'GEN_NOTE_SIGNING' : 'UNKNOWN';

/**
 * The road to funding (issue 37): what the platform knows of an application's past and its expected future. Ours, not
 * the spec's (docs/decisions.md): GET /service-application/api/v1/application/heloc/{uuid}/timeline, answered by the
 * sandbox (sandbox/services/timeline.ts) and read by sagas/timelineSaga.ts. The law's two dates (right to cancel,
 * funding) are not in it: the app computes them from `documentsSignedAt` (src/lib/closingDates.ts).
 */
import type { OccupancyType } from './contract';

export const TIMELINE_PATH = (uuid: string): string =>
  `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/timeline`;

/** The progress sidebar's seven steps (001 §2), in order; `notary` is the eNotary or the manual notary session. */
export const TIMELINE_STEPS = [
  'basicInfo',
  'selectOffer',
  'moreInfo',
  'linkIncome',
  'verifyIdentity',
  'signDocuments',
  'notary',
] as const;

export type TimelineStep = (typeof TIMELINE_STEPS)[number];

export interface StatusChange {
  checklistStatus: string;
  /** ISO date-time the application took this status. */
  changedAt: string;
}

export interface StepEstimate {
  step: TimelineStep;
  /** yyyy-MM-dd: the day the platform expects the step to be done. */
  expectedOn: string;
}

export interface ApplicationTimeline {
  /** Every status the application has had, oldest first. */
  statusHistory: StatusChange[];
  /** The platform's expected day for each step not done yet; none once the documents are signed. */
  estimates: StepEstimate[];
  /** The booked notary session's start (ISO date-time), when one is booked. */
  notarySessionAt: string | null;
  /** When the borrower signed the closing documents (ISO date-time): the right to cancel counts from its day. */
  documentsSignedAt: string | null;
  /** Only a principal dwelling (HOME) carries a right to cancel. */
  occupancyType: OccupancyType;
}

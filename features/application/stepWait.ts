/**
 * Issue 48: how long the step the borrower is on will take, as the screen they are on says it. The road to funding
 * marks the current step "Today" unless the application waits on someone else; then its day is the one the hold
 * screen promises, and every later day moves with it. Pure: the status in, the wait out.
 */
import type { HelocApplication } from '../../src/api/contract';
import { isStoppedOrHeld } from './progress';

export type StepWait =
  /** The borrower can do the step now. */
  | { kind: 'now' }
  /** A hold whose screen says "usually within N business days" (the longest figure it gives). */
  | { kind: 'hold'; businessDays: number }
  /** A hold or review whose screen names no time: no day is promised for this step or any after it. */
  | { kind: 'unknown' };

/**
 * The holds whose screens name a time (features/application/infoScreens.ts and screens/ValuationScreens.tsx), keyed
 * by the statuses that route to them (routing/statusTable.ts).
 */
const HOLD_BUSINESS_DAYS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    // bpo/hold, bpo/order-bpo, bpo/condition: "usually within five business days"
    BPO_ORDER_REQUEST: 5,
    NAV_BPO_ORDER_REQUEST: 5,
    NAV_RESI_EVAL_ORDER_REQUEST: 5,
    NAV_BPO_PROCESSING: 5,
    NAV_RESI_EVAL_PROCESSING: 5,
    FINAL_TITLE_ORDER_REQUEST: 5,
    FINAL_TITLE_PROCESSING: 5,
    // payoff/hold: "Lenders usually answer within three to five business days."
    PAYOFF_REQUEST_PENDING: 5,
    // review-app/delinquency, review-app/property, review-app/no-credit: "within two business days"
    DELINQUENCY_REVIEW: 2,
    NO_PROPERTY_FOUND: 2,
    MULTIPLE_PROPERTIES: 2,
    CREDIT_NO_MATCH_SSN: 2,
  }),
);

/** error/flood-cert: "usually within one business day". */
const FLOOD_CERT_BUSINESS_DAYS = 1;

export function stepWaitOf(application: Pick<HelocApplication, 'status'>): StepWait {
  const { checklistStatus, waitingOnFloodCert } = application.status;
  if (checklistStatus === 'GEN_CLOSING_DISCLOSURE' && waitingOnFloodCert === true)
    return { kind: 'hold', businessDays: FLOOD_CERT_BUSINESS_DAYS };
  const days = HOLD_BUSINESS_DAYS.get(checklistStatus);
  if (days !== undefined) return { kind: 'hold', businessDays: days };
  return isStoppedOrHeld(application) ? { kind: 'unknown' } : { kind: 'now' };
}

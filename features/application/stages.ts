/**
 * The progress stage of a checklist status and the step it marks (001 §4): apart from the frame's other logic
 * (progress.ts), because the application slice, in the entry bundle, needs only this (issue 16).
 */
import type { HelocApplication } from '../../src/api/contract';

export type ProgressStage =
  | 'INITIAL'
  | 'PRODUCT_SELECT'
  | 'MORE_INFO'
  | 'ID_UPLOAD'
  | 'LINK_INCOME'
  | 'SIGNING'
  | 'ENOTARY'
  | 'MANUAL_NOTARY'
  | 'COMPLETE';

/** 001 §4, row by row; step 7 is past the last step (everything done). */
const STAGE_STEPS: Record<ProgressStage, number> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  ID_UPLOAD: 4,
  LINK_INCOME: 3,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

/** 001 §4: unknown stages map to step 0. */
export const stepOfStage = (stage: string): number =>
  Object.hasOwn(STAGE_STEPS, stage) ? STAGE_STEPS[stage as ProgressStage] : 0;

const STAGE_OF_STATUS: [ProgressStage, readonly string[]][] = [
  [
    'PRODUCT_SELECT',
    [
      'OFFER_SELECTION',
      'REVISED_OFFER_SELECTION',
      'ASSETS_PREQUAL',
      'CLTV_LIEN_POSITION_REQUALIFY',
      // Issue 15: a valuation the offer waits on (bpo/estimate-value, bpo/order-bpo, bpo/condition, bpo/hold).
      'NO_AVM_FOUND',
      'BPO_ORDER_REQUEST',
      'NAV_BPO_PROCESSING',
      'NAV_RESI_EVAL_PROCESSING',
    ],
  ],
  [
    'MORE_INFO',
    [
      'APP_SUBMISSION',
      'GEN_SUMMARY_DISCLOSURE',
      'COLLECT_ADDITIONAL_INFO',
      'HMDA',
      'HARD_CREDIT_PULL',
      'GEN_APP_DISCLOSURES',
      // Issue 15: reviews and holds while the application is being completed.
      'DELINQUENCY_REVIEW',
      'ONSITE_APPRAISAL_REQUEST',
      'ONSITE_APPRAISAL_PENDING',
      'ONSITE_APPRAISAL_BORROWER_PAYMENT',
      'HOLD_FOR_APPRAISAL_REVIEW',
      'APPRAISAL_REVIEW_COMPLETE',
      'PREQUAL_TITLE',
    ],
  ],
  ['LINK_INCOME', ['INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION']],
  ['ID_UPLOAD', ['IDENTITY_VERIFICATION', 'WAITING_FOR_ID_VERIFICATION']],
  [
    'SIGNING',
    [
      // Issue 15 (decision 126): liens, payoffs and the bank accounts prepare the documents, after identity.
      'LIEN_VERIFICATION',
      'LIEN_VERIFICATION_INQUIRY',
      'LIEN_ATTESTATION',
      'PAYOFF_REQUEST_PENDING',
      'REQUEST_STEWART_PAYOFFS',
      'ORDER_FULL_TITLE',
      'TRUST_AND_INSURANCE',
      'DISBURSEMENT_ACCOUNT',
      'AUTOPAY_ACCOUNT',
      'VERIFIED_AUTOPAY_ACCOUNT',
      'GEN_NOTE_SIGNING',
      'NOTE_SIGNING',
      'FINAL_OFFER',
      'CO_DEED_REQ',
      'GEN_CLOSING_DISCLOSURE',
    ],
  ],
  ['MANUAL_NOTARY', ['MANUAL_DEED_SIGNING']],
  ['ENOTARY', ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING']],
  [
    'COMPLETE',
    ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'FUNDING_DECISION', 'COMPLETE'],
  ],
];

/** The final-title statuses (bpo/hold) come with the closing documents. */
const stageOfFamily = (status: string): ProgressStage | null =>
  status.startsWith('FINAL_TITLE')
    ? 'SIGNING'
    : status.startsWith('NAV_BPO') || status.startsWith('NAV_RESI_EVAL')
      ? 'PRODUCT_SELECT'
      : null;

/**
 * The platform's progress stage for a checklist status (the spec gives the stage-to-step table but not where the
 * stage comes from; docs/decisions.md). The notary stage follows status.manualNotary. A status that says nothing of
 * progress (a decline, a credit problem, UNKNOWN) is INITIAL here; the frame keeps the furthest step reached.
 */
export function stageOfApplication(application: Pick<HelocApplication, 'status'>): ProgressStage {
  const { checklistStatus, manualNotary } = application.status;
  const found = STAGE_OF_STATUS.find(([, statuses]) => statuses.includes(checklistStatus))?.[0];
  const stage = found ?? stageOfFamily(checklistStatus) ?? 'INITIAL';
  if (stage === 'ENOTARY' && manualNotary) return 'MANUAL_NOTARY';
  return stage;
}

/**
 * Whether the road to funding is read for the application (issue 37): from the offer on, where the sidebar shows it.
 * The timeline saga reads it then, and the page's first calls send its read with the application's answer.
 */
export const readsTimeline = (application: Pick<HelocApplication, 'status'>): boolean =>
  stepOfStage(stageOfApplication(application)) >= 1;

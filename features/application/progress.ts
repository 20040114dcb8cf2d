/** The page frame's pure logic (001 §2, §3, §4): progress steps, the stage mapping, the property address. */
import type { HelocApplication, PropertyInfo } from '../../src/api/contract';

export const APPLICATION_PROGRESS_TITLE = 'Application progress';
export const DEFAULT_SIDEBAR_TEXT = 'Complete the loan process today and get funded in as little as five days';
export const ENCRYPTION_NOTICE =
  'Your data is protected with 256-bit encryption and the company never sees or stores your credentials.';

const BASE_STEPS = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
] as const;
export const MANUAL_NOTARY_STEP = 'Schedule Notary Session';
export const ENOTARY_STEP = 'Talk to eNotary';
/** 001 §2: the short panel for the eNotary stage. */
export const ENOTARY_PANEL_STEPS = ['Identity verification', ENOTARY_STEP] as const;

export const progressSteps = (manualNotary: boolean): string[] => [
  ...BASE_STEPS,
  manualNotary ? MANUAL_NOTARY_STEP : ENOTARY_STEP,
];

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
 * Issue 15: the step the sidebar marks current, never behind a step already reached in this visit (a hold or a
 * time-out after Verify Identity stays there). `furthest` is the highest step seen for this application.
 */
export const currentStep = (stage: ProgressStage, furthest: number): number => Math.max(stepOfStage(stage), furthest);

/**
 * Issue 15: statuses where the application is stopped, declined or on hold. The frame makes no promise there
 * ("get funded in as little as five days") and the borrower reads the screen's own explanation.
 */
export function isStoppedOrHeld(application: Pick<HelocApplication, 'status'>): boolean {
  const { checklistStatus, uwDecision } = application.status;
  if (uwDecision === 'DECLINE') return true;
  return (
    [
      'DECLINED',
      'CANCELLED',
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'CREDIT_NO_MATCH',
      'CREDIT_NO_MATCH_SSN',
      'HARD_CREDIT_LOCKED_OR_FROZEN',
      'SOFT_CREDIT_LOCKED_OR_FROZEN',
      'NO_PROPERTY_FOUND',
      'MULTIPLE_PROPERTIES',
      'DELINQUENCY_REVIEW',
      'FACTA_REVIEW',
      'UNKNOWN',
      'PAYOFF_REQUEST_PENDING',
      'ONSITE_APPRAISAL_PENDING',
      'ONSITE_APPRAISAL_BORROWER_PAYMENT',
      'HOLD_FOR_APPRAISAL_REVIEW',
      'APPRAISAL_REVIEW_COMPLETE',
      'ORDER_FULL_TITLE',
      'REQUEST_STEWART_PAYOFFS',
      'BPO_ORDER_REQUEST',
      'NAV_BPO_PROCESSING',
      'NAV_RESI_EVAL_PROCESSING',
    ].includes(checklistStatus) || checklistStatus.startsWith('FINAL_TITLE')
  );
}

/** Issue 15: during the right to cancel the loan is signed but not yet closed; the complete screen says which. */
export const isInRescission = (status: string): boolean =>
  ['GEN_RESCISSION', 'RESCISSION', 'DEED_SIGNING'].includes(status);

const titleCase = (value: string): string =>
  value
    .toLowerCase()
    .replace(/(^|[\s\-'/])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase());

/** 001 §3: title-cased street and city, then 'state zip' ("12 Oak St, Apt 4, Sacramento, CA 95814"). */
export function formatAddress(address: Pick<PropertyInfo, 'street1' | 'street2' | 'city' | 'state' | 'zip'>): string {
  const parts = [address.street1, address.street2 ?? '', address.city]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(titleCase);
  return [...parts, `${address.state.trim().toUpperCase()} ${address.zip.trim()}`].join(', ');
}

/** 000 §4 property conditions in words; UNKNOWN_CONDITION and NOT_AVAILABLE have none, so the frame leaves them out. */
export function propertyConditionLabel(condition: string | undefined): string | null {
  if (!condition || condition === 'UNKNOWN_CONDITION' || condition === 'NOT_AVAILABLE') return null;
  return titleCase(condition.replace(/_/g, ' '));
}

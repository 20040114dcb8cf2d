/** The page frame's pure logic (001 §2, §3, §4): progress steps, the property address; the stage mapping is stages.ts. */
import type { HelocApplication, PropertyInfo } from '../../src/api/contract';
import { stepOfStage, type ProgressStage } from './stages';

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

export { stageOfApplication, stepOfStage, type ProgressStage } from './stages';

/** Issue 48: the short eNotary panel, shown inside its step; `current` indexes ENOTARY_PANEL_STEPS. */
export interface NotaryPanel {
  steps: readonly string[];
  current: number;
}

/**
 * Issue 48: the seven steps at every stage, one count that never goes back. The last step is named for the notary
 * the borrower has (001 §2), from the stage or, once past it, from status.manualNotary, so a notary visit at home
 * is never "Talk to eNotary" on the complete page. The eNotary stage keeps the seven steps and marks the notary step;
 * its short panel (001 §2) is the inside of that step, not a count of its own.
 */
export function frameSteps(
  application: Pick<HelocApplication, 'status'> | null,
  stage: ProgressStage,
  furthest: number,
): { steps: string[]; current: number; panel: NotaryPanel | null } {
  const manual = stage === 'MANUAL_NOTARY' || application?.status.manualNotary === true;
  const current = currentStep(stage, furthest);
  const panel =
    stage === 'ENOTARY' && current === stepOfStage('ENOTARY') ? { steps: ENOTARY_PANEL_STEPS, current: 1 } : null;
  return { steps: progressSteps(manual), current, panel };
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

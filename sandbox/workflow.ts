import { createHash } from 'node:crypto';
import type { ChecklistStatus, Decision, SandboxSettings, SubDecision } from './contract';
import { text, type SandboxDb } from './db/database';

/**
 * The workflow a HELOC goes through after registration creates it, simulated without timers: the status is computed
 * whenever the application is read, from the time the workflow started, the scenario chosen at creation (magic values
 * in the registration data, or the underwriting result) and the step length. An admin patch of a status field stops
 * the clock (ApplicationStore.patch).
 */

export type Clock = () => number;

export const DEFAULT_WORKFLOW_STEP_MS = 2000;
export const WORKFLOW_STEP_ENV = 'SANDBOX_WORKFLOW_STEP_MS';
export const MAX_WORKFLOW_STEP_MS = 600_000;

/** The status fields the workflow decides. */
export interface WorkflowStatus {
  checklistStatus: ChecklistStatus;
  uwDecision: Decision | null;
  uwSubDecision: SubDecision | null;
}

export interface WorkflowState extends WorkflowStatus {
  /** The outcome is reached: nothing changes any more by itself. */
  settled: boolean;
}

/** How many steps a transient status lasts; 'forever' never ends (for testing the app's poll limit). */
export type StepCount = number | 'forever';

export interface Scenario {
  transients: readonly (readonly [ChecklistStatus, StepCount])[];
  outcome: WorkflowStatus;
}

const PRE_SOFT = 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE';
const SOFT = 'WAITING_FOR_SOFT_CREDIT';
const OFFERS = 'WAITING_FOR_INITIAL_OFFERS';

/** The slow credit pull's soft-credit step: long, but settles inside the app's 14-retry poll (about a minute). */
export const SLOW_CREDIT_STEPS = 8;

const outcome = (
  checklistStatus: ChecklistStatus,
  uwDecision: Decision | null = null,
  uwSubDecision: SubDecision | null = null,
): WorkflowStatus => ({ checklistStatus, uwDecision, uwSubDecision });

const FULL_RUN = [
  [PRE_SOFT, 1],
  [SOFT, 1],
  [OFFERS, 1],
] as const;
/** Credit problems are found by the soft pull, so no offers are waited for. */
const CREDIT_RUN = [
  [PRE_SOFT, 1],
  [SOFT, 1],
] as const;

export const SCENARIOS = {
  OFFERS: { transients: FULL_RUN, outcome: outcome('OFFER_SELECTION', 'INITIAL', 'UNVERIFIED_OFFER') },
  SLOW_CREDIT: {
    transients: [
      [PRE_SOFT, 1],
      [SOFT, SLOW_CREDIT_STEPS],
      [OFFERS, 1],
    ],
    outcome: outcome('OFFER_SELECTION', 'INITIAL', 'UNVERIFIED_OFFER'),
  },
  STUCK_SOFT_CREDIT: {
    transients: [
      [PRE_SOFT, 1],
      [SOFT, 'forever'],
    ],
    outcome: outcome('UNKNOWN'),
  },
  DECLINED: { transients: FULL_RUN, outcome: outcome('DECLINED', 'DECLINE') },
  NO_PROPERTY_FOUND: { transients: FULL_RUN, outcome: outcome('NO_PROPERTY_FOUND') },
  MULTIPLE_PROPERTIES: { transients: FULL_RUN, outcome: outcome('MULTIPLE_PROPERTIES') },
  CREDIT_FROZEN: { transients: CREDIT_RUN, outcome: outcome('SOFT_CREDIT_LOCKED_OR_FROZEN', null, 'CREDIT_FROZEN') },
  CREDIT_NO_MATCH: { transients: CREDIT_RUN, outcome: outcome('CREDIT_NO_MATCH') },
} as const satisfies Record<string, Scenario>;

export type ScenarioKey = keyof typeof SCENARIOS;

export const isScenarioKey = (value: string): value is ScenarioKey => Object.hasOwn(SCENARIOS, value);

/** The scenarios that end with offers to choose from. */
export const scenarioHasOffers = (key: ScenarioKey): boolean =>
  SCENARIOS[key].outcome.checklistStatus === 'OFFER_SELECTION';

/** The first status of every scenario: what create HELOC answers. */
export const INITIAL_WORKFLOW_STATUS: WorkflowStatus = outcome(PRE_SOFT);

/** Where the workflow of `key` is `elapsedMs` after it started, with steps of `stepMs`. Pure. */
export function workflowStateAt(key: ScenarioKey, elapsedMs: number, stepMs: number): WorkflowState {
  const scenario: Scenario = SCENARIOS[key];
  let remaining = Math.max(0, elapsedMs);
  for (const [status, steps] of scenario.transients) {
    if (steps === 'forever') return { ...outcome(status), settled: false };
    const duration = steps * stepMs;
    if (remaining < duration) return { ...outcome(status), settled: false };
    remaining -= duration;
  }
  return { ...scenario.outcome, settled: true };
}

const normalized = (value: string): string => value.trim().toLowerCase();

/**
 * Magic values (docs/sandbox.md): registration data that selects an outcome, like a payment processor's test cards.
 * The street checks come first: a property that cannot be found is never credit-checked.
 */
export function magicScenario(input: { lastName: string; street1: string }): ScenarioKey | undefined {
  const street = normalized(input.street1);
  if (street.includes('no property')) return 'NO_PROPERTY_FOUND';
  if (street.includes('multiple')) return 'MULTIPLE_PROPERTIES';
  switch (normalized(input.lastName)) {
    case 'decline':
      return 'DECLINED';
    case 'frozen':
      return 'CREDIT_FROZEN';
    case 'nomatch':
      return 'CREDIT_NO_MATCH';
    case 'slowpull':
      return 'SLOW_CREDIT';
    case 'stuck':
      return 'STUCK_SOFT_CREDIT';
    default:
      return undefined;
  }
}

/** A number in [0, 1) fixed by `key`: the sandbox's stand-in for valuations, credit files and the like. */
export function hashUnit(key: string): number {
  const digest = createHash('sha256').update(key).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

function stepMsFromEnv(): number {
  const raw = process.env[WORKFLOW_STEP_ENV];
  if (raw === undefined || raw.trim() === '') return DEFAULT_WORKFLOW_STEP_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_WORKFLOW_STEP_MS) {
    throw new Error(`${WORKFLOW_STEP_ENV} must be a whole number of milliseconds from 0 to ${MAX_WORKFLOW_STEP_MS}`);
  }
  return value;
}

const STEP_MS_KEY = 'workflowStepMs';

/**
 * The clock and the step length the workflow runs on. The step length is a sandbox setting (PATCH /__sandbox/settings),
 * kept in the database so that a reset restores the default (the environment's, else 2 s).
 */
export class Workflow {
  private readonly defaultStepMs: number;

  constructor(
    private readonly db: SandboxDb,
    readonly now: Clock = Date.now,
  ) {
    this.defaultStepMs = stepMsFromEnv();
  }

  settings(): SandboxSettings {
    const row = this.db.get('SELECT value FROM sandbox_settings WHERE key = ?', [STEP_MS_KEY]);
    // Written by update() from a validated integer.
    const stored = row ? (JSON.parse(text(row, 'value')) as number) : undefined;
    return { workflowStepMs: stored ?? this.defaultStepMs };
  }

  update(settings: Partial<SandboxSettings>): SandboxSettings {
    if (settings.workflowStepMs !== undefined) {
      this.db.run(
        'INSERT INTO sandbox_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
        [STEP_MS_KEY, JSON.stringify(settings.workflowStepMs)],
      );
    }
    return this.settings();
  }

  runState(run: Run): { checklistStatus: ChecklistStatus; settled: boolean } {
    return runStateAt(run, this.now() - run.startedAt, this.settings().workflowStepMs);
  }

  stateOf(key: ScenarioKey, startedAt: number): WorkflowState {
    return workflowStateAt(key, this.now() - startedAt, this.settings().workflowStepMs);
  }
}

/*
 * After the offers: the happy path from offer selection to funding (issue 4). Each borrower action is allowed at some
 * statuses and starts a run: transient statuses, each lasting some steps so the app's polling is real, then the
 * outcome. Runs are stored with the application (`pending_run`) and, like the registration workflow, computed when
 * the application is read.
 */

export interface Run {
  startedAt: number;
  transients: (readonly [ChecklistStatus, number])[];
  outcome: ChecklistStatus;
}

export type BorrowerAction =
  | 'offerSelected'
  | 'offerChanged'
  | 'profileSaved'
  | 'contactSaved'
  | 'hmdaSaved'
  | 'applicationSubmitted'
  | 'incomeVerified'
  | 'employerVerified'
  | 'identityUploaded'
  | 'liensConfirmed'
  | 'disbursementSaved'
  | 'autopaySaved'
  | 'disclosuresAcknowledged'
  | 'notesSigned'
  | 'signersInvited'
  | 'coDeedSigned'
  | 'notaryScheduled'
  | 'notaryReserved'
  | 'notaryCompleted'
  | 'ssnResubmitted'
  | 'creditUnfrozen'
  | 'bpoEstimated'
  | 'bpoOrdered'
  | 'assetsSubmitted'
  | 'winbackAccepted';

interface Transition {
  /** Statuses at which the action is expected; any other answers 409. */
  from: readonly string[];
  transients: (readonly [ChecklistStatus, number])[];
  /** null: the action is recorded and the status stays. */
  outcome: ChecklistStatus | null;
}

const ONE_STEP = (status: ChecklistStatus): (readonly [ChecklistStatus, number])[] => [[status, 1]];
/** The closing run after the notary: rescission, recording and funding each take a few steps, then COMPLETE. */
const CLOSING_RUN: (readonly [ChecklistStatus, number])[] = [
  ['IN_PROGRESS', 1],
  ['RESCISSION', 5],
  ['RECORDING', 2],
  ['FUNDING_DECISION', 1],
  ['FUNDABLE', 1],
];
const NOTARY_STATUSES = ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'];
const BPO_ESTIMATE_STATUSES = ['NO_AVM_FOUND', 'NAV_BPO_ESTIMATE', 'NAV_RESI_EVAL_ESTIMATE'];
const BPO_ORDER_STATUSES = ['BPO_ORDER_REQUEST', 'NAV_BPO_ORDER_REQUEST', 'NAV_RESI_EVAL_ORDER_REQUEST'];

/** The state machine over the 001 §4 checklist statuses; docs/sandbox.md lists it as a table. */
export const TRANSITIONS: Record<BorrowerAction, Transition> = {
  offerSelected: {
    from: ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'],
    transients: ONE_STEP('GEN_APP_DISCLOSURES'),
    outcome: 'APP_SUBMISSION',
  },
  // "Change" on the review page (issue 14): a new choice before submission is recorded and the status stays.
  offerChanged: { from: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'], transients: [], outcome: null },
  profileSaved: { from: ['*'], transients: ONE_STEP('IN_PROGRESS'), outcome: 'APP_SUBMISSION' },
  contactSaved: { from: ['COLLECT_ADDITIONAL_INFO'], transients: ONE_STEP('IN_PROGRESS'), outcome: 'HMDA' },
  hmdaSaved: { from: ['HMDA'], transients: ONE_STEP('IN_PROGRESS'), outcome: 'APP_SUBMISSION' },
  applicationSubmitted: {
    from: ['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'],
    transients: [
      ['WAITING_FOR_SUMMARY_DISCLOSURE', 1],
      ['HARD_CREDIT_PULL', 1],
    ],
    outcome: 'INCOME_VERIFICATION',
  },
  incomeVerified: {
    from: ['INCOME_VERIFICATION'],
    transients: ONE_STEP('IN_PROGRESS'),
    outcome: 'IDENTITY_VERIFICATION',
  },
  employerVerified: {
    from: ['EMPLOYMENT_VERIFICATION'],
    transients: ONE_STEP('IN_PROGRESS'),
    outcome: 'IDENTITY_VERIFICATION',
  },
  identityUploaded: {
    from: ['IDENTITY_VERIFICATION'],
    transients: ONE_STEP('WAITING_FOR_ID_VERIFICATION'),
    outcome: 'LIEN_VERIFICATION',
  },
  liensConfirmed: {
    from: ['LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'],
    transients: ONE_STEP('IN_PROGRESS'),
    outcome: 'DISBURSEMENT_ACCOUNT',
  },
  disbursementSaved: {
    from: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
    transients: ONE_STEP('IN_PROGRESS'),
    outcome: 'AUTOPAY_ACCOUNT',
  },
  autopaySaved: {
    from: ['AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'],
    transients: ONE_STEP('GEN_NOTE_SIGNING'),
    outcome: 'NOTE_SIGNING',
  },
  disclosuresAcknowledged: { from: ['NOTE_SIGNING', 'FINAL_OFFER'], transients: [], outcome: null },
  notesSigned: {
    from: ['NOTE_SIGNING', 'FINAL_OFFER'],
    transients: ONE_STEP('IN_PROGRESS'),
    outcome: 'GEN_NOTARY_DISCLOSURE',
  },
  // Inviting records the signers; the application waits at CO_DEED_REQ until they have all signed (issue 6).
  signersInvited: { from: ['CO_DEED_REQ'], transients: [], outcome: null },
  // Not the borrower's own action: the last active signer's signature moves the application on (sandbox/services/signers.ts).
  coDeedSigned: { from: ['CO_DEED_REQ'], transients: ONE_STEP('IN_PROGRESS'), outcome: 'NOTE_SIGNING' },
  notaryScheduled: { from: NOTARY_STATUSES, transients: ONE_STEP('IN_PROGRESS'), outcome: 'MANUAL_DEED_SIGNING' },
  notaryReserved: { from: ['MANUAL_DEED_SIGNING'], transients: [], outcome: null },
  notaryCompleted: {
    from: [...NOTARY_STATUSES, 'MANUAL_DEED_SIGNING'],
    transients: CLOSING_RUN,
    outcome: 'COMPLETE',
  },
  ssnResubmitted: {
    from: ['CREDIT_NO_MATCH'],
    transients: [
      ['WAITING_FOR_SOFT_CREDIT', 1],
      ['WAITING_FOR_INITIAL_OFFERS', 1],
    ],
    outcome: 'OFFER_SELECTION',
  },
  creditUnfrozen: {
    from: ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'HARD_CREDIT_LOCKED_OR_FROZEN'],
    transients: [
      ['WAITING_FOR_SOFT_CREDIT', 1],
      ['WAITING_FOR_INITIAL_OFFERS', 1],
    ],
    outcome: 'OFFER_SELECTION',
  },
  bpoEstimated: {
    from: BPO_ESTIMATE_STATUSES,
    transients: ONE_STEP('WAITING_FOR_AVM_DATA'),
    outcome: 'OFFER_SELECTION',
  },
  bpoOrdered: { from: BPO_ORDER_STATUSES, transients: ONE_STEP('IN_PROGRESS'), outcome: 'NAV_BPO_PROCESSING' },
  assetsSubmitted: {
    from: ['ASSETS_PREQUAL'],
    transients: ONE_STEP('WAITING_FOR_INITIAL_OFFERS'),
    outcome: 'OFFER_SELECTION',
  },
  winbackAccepted: {
    from: ['CLTV_LIEN_POSITION_REQUALIFY'],
    transients: ONE_STEP('WAITING_FOR_INITIAL_OFFERS'),
    outcome: 'REVISED_OFFER_SELECTION',
  },
};

export const isActionExpected = (action: BorrowerAction, status: string): boolean => {
  const { from } = TRANSITIONS[action];
  return from.includes('*') || from.includes(status);
};

/** Where a run is `elapsedMs` after it started. Pure. */
export function runStateAt(
  run: Run,
  elapsedMs: number,
  stepMs: number,
): { checklistStatus: ChecklistStatus; settled: boolean } {
  let remaining = Math.max(0, elapsedMs);
  for (const [status, steps] of run.transients) {
    const duration = steps * stepMs;
    if (remaining < duration) return { checklistStatus: status, settled: false };
    remaining -= duration;
  }
  return { checklistStatus: run.outcome, settled: true };
}

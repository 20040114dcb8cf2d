/**
 * An application as the sandbox database holds it and as the platform answers it: the new and registration-made
 * applications' inputs, a row read into a HelocApplication (with its running workflow's view), and what an admin
 * patch may write. The store that reads and writes the rows is sandbox/services/applications.ts.
 */
import type {
  BpoStatus,
  Decision,
  HelocApplication,
  OccupancyType,
  OfferGroup,
  PatchApplicationRequest,
  PropertyRequest,
  SubDecision,
} from '../contract';
import { bool, integerOrNull, sqlBool, text, textOrNull, type Row, type SqlParam } from '../db/database';
import { isScenarioKey, type Run, type ScenarioKey, type Workflow, type WorkflowState } from '../workflow';
import { applicationFields, type ApplicationData } from './applicationData';
import { GENERATED_APPLICANT } from './applicationOffers';
import { notaryVisitOf } from './notary';

export interface NewApplication {
  identityUuid: string;
  orgCode: string;
  checklistStatus: string;
  propertyState: string;
  /** Picks the offer scenario (magic last names, docs/sandbox.md). */
  lastName?: string;
  /** Issue 37: the property's use (HOME when absent) and when the closing documents were signed (ISO date-time). */
  occupancyType?: OccupancyType;
  documentsSignedAt?: string;
}

/** An application made by registration: its workflow runs from `startedAt` (ms) towards the scenario's outcome. */
export interface RegisteredApplication {
  identityUuid: string;
  orgCode: string;
  property: PropertyRequest;
  isCrypto: boolean;
  adjustedHomeAmount: number | null;
  referrerUuid: string | null;
  referralUuid: string | null;
  /** null: not published, so no workflow runs and the application stays IN_PROGRESS. */
  scenario: ScenarioKey | null;
  startedAt: number;
  offers: OfferGroup | null;
  /** What registration sent that has no column of its own; stored as JSON. */
  registration: Record<string, unknown>;
}

/** The workflow's view of a registration-made application while its clock runs; undefined otherwise. */
export function liveWorkflowState(row: Row, workflow: Workflow | undefined): WorkflowState | undefined {
  const run = pendingRunOf(row);
  if (workflow && run) {
    const state = workflow.runState(run);
    return {
      checklistStatus: state.checklistStatus,
      uwDecision: textOrNull(row, 'uw_decision') as Decision | null,
      uwSubDecision: textOrNull(row, 'uw_sub_decision') as SubDecision | null,
      settled: state.settled,
    };
  }
  const scenario = textOrNull(row, 'workflow_scenario');
  const startedAt = integerOrNull(row, 'workflow_started_at');
  if (!workflow || scenario === null || startedAt === null || !isScenarioKey(scenario)) return undefined;
  return workflow.stateOf(scenario, startedAt);
}

// Written by startRun() from a Run.
export const pendingRunOf = (row: Row): Run | null => {
  const stored = textOrNull(row, 'pending_run');
  return stored === null ? null : (JSON.parse(stored) as Run);
};

/**
 * The income the borrower declared at registration (incomePrimary with co-deeders', and other income); an admin-made
 * application was underwritten with the stand-in applicant's, so it declares that one.
 */
export function declaredIncomeOf(row: Row): NonNullable<HelocApplication['declaredIncome']> {
  const stored = textOrNull(row, 'registration');
  const registration = stored === null ? null : (JSON.parse(stored) as Record<string, unknown> | null);
  const income = registration?.income as
    { incomePrimary?: number; incomeOther?: number; incomeCoDeeders?: number } | undefined;
  if (!registration || !income || typeof registration.employmentType !== 'string')
    return {
      income: GENERATED_APPLICANT.annualIncome,
      otherIncome: 0,
      employmentType: GENERATED_APPLICANT.employmentType,
    };
  return {
    income: (income.incomePrimary ?? 0) + (income.incomeCoDeeders ?? 0),
    otherIncome: income.incomeOther ?? 0,
    employmentType: registration.employmentType,
  };
}

// Written by saveData() from an ApplicationData.
export const applicationDataOf = (row: Row): ApplicationData => {
  const stored = textOrNull(row, 'borrower_data');
  return stored === null ? {} : (JSON.parse(stored) as ApplicationData);
};

/*
 * Enumerated columns hold only values validated on the way in (admin input is checked against the contract's
 * lists), so reading them back as the contract's unions is safe.
 */
export function toApplication(row: Row, live?: WorkflowState): HelocApplication {
  const routingNumber = textOrNull(row, 'disburse_routing_number');
  const street2 = textOrNull(row, 'street2');
  const adjustedHomeAmount = integerOrNull(row, 'adjusted_home_amount');
  const referrerUuid = textOrNull(row, 'referrer_uuid');
  const data = applicationDataOf(row);
  return {
    ...applicationFields(data),
    uuid: text(row, 'uuid'),
    loanNumber: text(row, 'loan_number'),
    active: bool(row, 'active'),
    activeForAppStart: bool(row, 'active_for_app_start'),
    isInquiry: bool(row, 'is_inquiry'),
    isCrypto: bool(row, 'is_crypto'),
    status: {
      checklistStatus: live ? live.checklistStatus : text(row, 'checklist_status'),
      waitingOnFloodCert: bool(row, 'waiting_on_flood_cert'),
      bpo: textOrNull(row, 'bpo') as BpoStatus | null,
      uwDecision: live ? live.uwDecision : (textOrNull(row, 'uw_decision') as Decision | null),
      uwSubDecision: live ? live.uwSubDecision : (textOrNull(row, 'uw_sub_decision') as SubDecision | null),
      primaryParticipantAcceptComplete: bool(row, 'primary_participant_accept_complete'),
      ...(data.manualNotary === undefined ? {} : { manualNotary: data.manualNotary }),
    },
    property: {
      street1: text(row, 'street1'),
      ...(street2 === null ? {} : { street2 }),
      city: text(row, 'city'),
      state: text(row, 'state'),
      zip: text(row, 'zip'),
      occupancyType: text(row, 'occupancy_type') as OccupancyType,
    },
    ...(adjustedHomeAmount === null ? {} : { adjustedHomeAmount }),
    disburseAccount: routingNumber ? { routingNumber, mask: textOrNull(row, 'disburse_mask') ?? '0000' } : null,
    auditFields: { createdDate: text(row, 'created_at') },
    referrer: referrerUuid === null ? {} : { referrerUuid },
    declaredIncome: declaredIncomeOf(row),
    ...notaryVisitOf(text(row, 'uuid'), data.notarySlotId, text(row, 'state')),
  };
}

/** Patch fields that map one to one onto a column. */
export const PATCH_COLUMNS = {
  checklistStatus: 'checklist_status',
  waitingOnFloodCert: 'waiting_on_flood_cert',
  bpo: 'bpo',
  uwDecision: 'uw_decision',
  uwSubDecision: 'uw_sub_decision',
  primaryParticipantAcceptComplete: 'primary_participant_accept_complete',
  isCrypto: 'is_crypto',
  isInquiry: 'is_inquiry',
  occupancyType: 'occupancy_type',
} as const satisfies Partial<Record<keyof PatchApplicationRequest, string>>;

export const toSql = (value: string | boolean | null): SqlParam =>
  typeof value === 'boolean' ? sqlBool(value) : value;

/** Statuses of an application that has ended. */
export const ENDED_STATUSES: ReadonlySet<string> = new Set(['DECLINED', 'CANCELLED', 'COMPLETE']);

/** The status fields an admin patch takes over from a running workflow. */
export const WORKFLOW_FIELDS = ['checklistStatus', 'uwDecision', 'uwSubDecision'] as const;

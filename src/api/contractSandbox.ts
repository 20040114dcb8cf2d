/** The sandbox admin API (docs/sandbox.md), shared by the sandbox and the tests that drive it. */
import type { ApplicationStatus, ChecklistStatus, HelocApplication, OccupancyType } from './contract';
import type { AdverseActionInput } from './contractAdverseAction';

export const SANDBOX_ADMIN_PREFIX = '/__sandbox';

export interface CreateBorrowerRequest {
  email?: string;
  password?: string;
  orgCode?: string;
  firstName?: string;
  lastName?: string;
  propertyState?: string;
  checklistStatus?: ChecklistStatus | (string & {});
  /** A broker's profile (isBroker): the agent identity-broker login accepts only these (001 §6). */
  isBroker?: boolean;
  /** Issue 37: HOME (the default), SECONDARY or INVESTMENT. */
  occupancyType?: OccupancyType;
  /** Issue 37: when the closing documents were signed, an ISO date-time (a bare yyyy-MM-dd means noon UTC that day). */
  documentsSignedAt?: string;
  /** Issue 36: the application's adverse-action notice (docs/sandbox.md); null: none yet, even when DECLINED. */
  adverseAction?: AdverseActionInput | null;
}

export interface CreateBorrowerResponse {
  identityUuid: string;
  applicationUuid: string;
  email: string;
  password: string;
  jwt: string;
}

export type PatchApplicationRequest = Partial<
  Pick<
    ApplicationStatus,
    | 'checklistStatus'
    | 'waitingOnFloodCert'
    | 'bpo'
    | 'uwDecision'
    | 'uwSubDecision'
    | 'primaryParticipantAcceptComplete'
  > &
    Pick<HelocApplication, 'isCrypto' | 'isInquiry'> & {
      propertyState: string;
      disburseRoutingNumber: string | null;
      /** Issue 37: the property's use, and when the closing documents were signed (ISO date-time). */
      occupancyType: OccupancyType;
      documentsSignedAt: string;
      /** Issue 36: as in CreateBorrowerRequest. */
      adverseAction: AdverseActionInput | null;
    }
>;

export interface RecordedRequest {
  method: string;
  path: string;
  /** ms since epoch */
  at: number;
}

/** PUT /__sandbox/flags/{key}: creates or replaces the flag; absent variables keep the stored ones. */
export interface PutFlagRequest {
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** POST /__sandbox/faults. At least one of status and delayMs. */
export interface CreateFaultRequest {
  /** Matches requests whose URL pathname starts with it; never /__sandbox/*. */
  pathPrefix: string;
  /** Any method when absent. */
  method?: string;
  /** Answer with this status (and body) instead of the real handler. */
  status?: number;
  /** Wait this long first; alone, the real handler then answers. */
  delayMs?: number;
  /** JSON answer body with status; defaults to `{ errors: ['Sandbox fault: status N'] }`. */
  body?: unknown;
  /** How many requests it hits; every matching request when absent. */
  times?: number;
  /**
   * Only requests that carry this bearer token (one borrower's calls), so a test's fault never reaches the tests
   * running beside it; every caller when absent.
   */
  token?: string;
}

export interface CreateFaultResponse {
  id: number;
}

/** A fault as GET /__sandbox/faults lists it: `remaining` counts down from `times`. */
export interface SandboxFault extends Omit<CreateFaultRequest, 'times'> {
  id: number;
  remaining?: number;
}

/** The sandbox admin API (docs/sandbox.md), shared by the sandbox and the tests that drive it. */
import type { ApplicationStatus, ChecklistStatus, HelocApplication } from './contract';

export const SANDBOX_ADMIN_PREFIX = '/__sandbox';

export interface CreateBorrowerRequest {
  email?: string;
  password?: string;
  orgCode?: string;
  firstName?: string;
  lastName?: string;
  propertyState?: string;
  checklistStatus?: ChecklistStatus | (string & {});
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
    'checklistStatus' | 'waitingOnFloodCert' | 'bpo' | 'uwDecision' | 'uwSubDecision' | 'primaryParticipantAcceptComplete'
  > &
    Pick<HelocApplication, 'isCrypto' | 'isInquiry'> & { propertyState: string; disburseRoutingNumber: string | null }
>;

export interface RecordedRequest {
  method: string;
  path: string;
  /** ms since epoch */
  at: number;
}

/**
 * Additional signers (000 §2.3, §6; 001 §3, §6, §7): the co-deed calls a signer makes, the primary borrower's view of
 * the signers invited, and the sandbox's invitations (there is no email here, docs/sandbox.md). The spec names the
 * co-deed status call only; every shape in this file is ours.
 */
import type { IdType } from './contractApplication';

/** Where one signer stands on the application they were invited to sign. */
export type SignerStatus = 'INVITED' | 'IDENTITY_VERIFIED' | 'SIGNED' | 'REMOVED';

/** The profile version that marks helocSigners as the application's additional signers (001 §3, §6). */
export const ADDITIONAL_SIGNER_VERSION = 'v1';

/**
 * GET /service-application/api/v1/application/heloc/co-deed/status (001 §7): the caller's own signing, on the one
 * application they were invited to. 400 `{ errors: ['Not an additional signer'] }` when they sign nothing; the app
 * never retries that 400.
 */
export interface CoDeedStatus {
  applicationUuid: string;
  loanNumber: string;
  status: SignerStatus;
  /** ISO 8601 times. */
  invitedAt: string;
  signedAt: string | null;
}

/** Base path of the signer's own calls. */
export const CO_DEED_BASE = '/service-application/api/v1/application/heloc/co-deed';

/**
 * The signer's steps, each answering the CoDeedStatus after it (409 `{ errors: [...] }` out of order):
 * - POST {CO_DEED_BASE}/identity-documents, multipart `idType` (IdType), `front`, optional `back`: INVITED → IDENTITY_VERIFIED
 * - GET {CO_DEED_BASE}/documents: ApplicationDocument[] (from IDENTITY_VERIFIED on; the same viewer as the primary's)
 * - POST {CO_DEED_BASE}/signatures, SignerSignaturesRequest with every document id: IDENTITY_VERIFIED → SIGNED.
 *   When every signer not removed has signed and the application is at CO_DEED_REQ, the application moves on
 *   (IN_PROGRESS → NOTE_SIGNING).
 */
export interface SignerSignaturesRequest {
  documentIds: string[];
}

export type SignerIdType = IdType;

/**
 * GET /service-application/api/v1/application/heloc/{uuid}/additional-signers (primary borrower only): everyone the
 * borrower invited on signing/additional (POST .../{uuid}/additional-signers `{ emails }` at CO_DEED_REQ, which now
 * answers the application with `additionalSignerVersion: 'v1'` and the `helocSigners`, and keeps CO_DEED_REQ until
 * every signer has signed).
 */
export interface AdditionalSignerSummary {
  identityUuid: string;
  email: string;
  status: SignerStatus;
  invitedAt: string;
  signedAt: string | null;
}

// ------------------------------------------------------------------------------------------- sandbox admin API

/**
 * GET /__sandbox/invitations?applicationUuid=&email= : the invitations the sandbox "sent". A new account gets a
 * temporary password; an email that already had an account keeps its own (temporaryPassword null).
 */
export interface SignerInvitation {
  applicationUuid: string;
  identityUuid: string;
  email: string;
  temporaryPassword: string | null;
  /** Where the email would send the signer: the signer login, with `?org=` for a partner. */
  loginUrl: string;
  status: SignerStatus;
  createdAt: string;
}

/**
 * POST /__sandbox/signers: makes a signer on an application directly (tests of each signer status). `userType`
 * CO_DEEDER by default; BORROWER makes a signer recognised by additionalSignerVersion v1 and helocSigners only.
 */
export interface CreateSignerRequest {
  applicationUuid: string;
  email?: string;
  password?: string;
  userType?: 'CO_DEEDER' | 'BORROWER';
  status?: Exclude<SignerStatus, 'REMOVED'>;
}

export interface CreateSignerResponse {
  identityUuid: string;
  email: string;
  password: string;
  jwt: string;
}

/** DELETE /__sandbox/applications/{uuid}/signers/{identityUuid}: the lender removes a signer (status REMOVED). */

// ------------------------------------------------------------------------------------------- identity broker choice

/**
 * 001 §6: login and logout use the customer or the agent identity-broker paths, chosen by feature flag (evaluated one
 * by one with POST /service-optimize/heloc/api/v1/feature), falling back to the legacy login page when neither is on.
 */
export const IDENTITY_BROKER_FLAGS = {
  /** The customer identity broker: the default, seeded on. */
  customer: 'fe-heloc-customer-identity-broker',
  /** Portfolio-manager (agent) auth, for brokers: seeded off. Wins over the customer flag when on. */
  agent: 'fe-heloc-portfolio-manager-auth',
} as const;

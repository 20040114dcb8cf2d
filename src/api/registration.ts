/**
 * The registration submit sequence's calls (000 §4.3, §7; 001 §7): waitlist, identity registration (legacy and through
 * the external auth provider), ability to start, create HELOC and the Optimizely profile. Phone alias is in
 * identity.ts, SMS consents in consents.ts, events in events.ts.
 */
import type { HelocApplication, Identity } from './contract';
import {
  APPLICATION_NAME_HEADER,
  HELOC_APPLICATION_NAME,
  type AbilityToStartResponse,
  type AuthProviderRegistrationRequest,
  type AuthProviderRegistrationResponse,
  type AuthProviderTokenRequest,
  type CreateEmploymentType,
  type CreateHelocRequest,
  type JwtResponse,
  type OptimizelyProfile,
  type RegisterIdentityQuery,
  type RegisterIdentityRequest,
  type WaitlistRequest,
  type WaitlistResponse,
} from './contractRegistration';
import { getIdentity } from './identity';
import { isApiError, type HttpClient } from './http';

export { savePhoneAlias } from './identity';

/** Step 1: an ineligible borrower is sent (full page load) to `redirect`. */
export function checkWaitlist(client: HttpClient, body: WaitlistRequest): Promise<WaitlistResponse> {
  return client.request<WaitlistResponse>({
    method: 'POST',
    path: '/service-wait-list/api/v1/home-equity-loan-plus',
    body,
    auth: false,
  });
}

/**
 * Step 2, legacy login mode (000 §7). Sent without the stored token: the borrower has none yet, and a stale one must
 * not leak into a registration. A 401 means the account exists (isAccountExistsError).
 */
export function registerIdentity(
  client: HttpClient,
  body: RegisterIdentityRequest,
  query: RegisterIdentityQuery,
): Promise<JwtResponse> {
  return client.request<JwtResponse>({
    method: 'POST',
    path: '/identity-broker/customer/api/v3/register',
    query: { organization: query.organization, telemetryTrackingId: query.telemetryTrackingId },
    body,
    auth: false,
  });
}

/** The identity service's registration (001 §7): the same registration on the identity service's own path. */
export function registerIdentityDirect(client: HttpClient, body: RegisterIdentityRequest): Promise<JwtResponse> {
  return client.request<JwtResponse>({
    method: 'POST',
    path: '/identity/api/v1/registration/register',
    body,
    auth: false,
  });
}

/** 000 §4.3: registration's 401 opens the 'Account Already Exists' modal. */
export function isAccountExistsError(e: unknown): boolean {
  return isApiError(e) && e.status === 401;
}

/**
 * A registration jwt checked with GET identity before anything stores it (000 §7, 001 §7). Resolves with the identity
 * and the header value to store; rejects (UserNotFoundError) when the token does not open an identity.
 */
export async function verifyRegistrationJwt(
  client: HttpClient,
  jwt: string,
  onFallback?: (error: unknown) => void,
): Promise<{ identity: Identity; authorization: string }> {
  const authorization = `Bearer ${jwt}`;
  const identity = await getIdentity(client, { authorization, ...(onFallback ? { onFallback } : {}) });
  return { identity, authorization };
}

export interface AuthProviderRegistrationOptions {
  displayConsentsWithMfa: boolean;
}

/**
 * Step 2, external-authentication mode: the provider keeps the registration and answers where to send the browser;
 * it comes back to login-info with `state` and a one-time code (exchangeAuthProviderCode). The organisation goes in
 * the x-org header the client adds to every call.
 */
export function registerWithAuthProvider(
  client: HttpClient,
  body: AuthProviderRegistrationRequest,
  options: AuthProviderRegistrationOptions,
): Promise<AuthProviderRegistrationResponse> {
  return client.request<AuthProviderRegistrationResponse>({
    method: 'POST',
    path: '/auth-provider/api/v1/registrations',
    query: { displayConsentsWithMfa: options.displayConsentsWithMfa },
    headers: { [APPLICATION_NAME_HEADER]: HELOC_APPLICATION_NAME },
    body,
    auth: false,
  });
}

/** Trades the one-time code of the provider's redirect for a jwt; a code works once. */
export function exchangeAuthProviderCode(client: HttpClient, code: string): Promise<JwtResponse> {
  const body: AuthProviderTokenRequest = { code };
  return client.request<JwtResponse>({ method: 'POST', path: '/auth-provider/api/v1/token', body, auth: false });
}

/** Step 4: false with organisations means an active application exists; false without, the account exists. */
export function verifyAbilityToStart(client: HttpClient): Promise<AbilityToStartResponse> {
  return client.request<AbilityToStartResponse>({
    method: 'GET',
    path: '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
  });
}

/**
 * Step 5. `propertyState` is the query the platform routes by (000 §7). The caller checks localTrackerUuid first
 * (000 §8); an error whose message starts with NOT_OFFERED_MESSAGE_PREFIX keeps the borrower on the page.
 */
export function createHeloc(
  client: HttpClient,
  body: CreateHelocRequest,
  propertyState: string,
): Promise<HelocApplication> {
  return client.request<HelocApplication>({
    method: 'POST',
    path: '/service-application/api/v3/application/helocs',
    query: { state: propertyState },
    body,
  });
}

const CREATE_EMPLOYMENT_MAP: Readonly<Record<string, CreateEmploymentType>> = {
  ALIMONY: 'SEPARATE_MAINTENANCE_PAYMENTS',
  CHILD_SUPPORT: 'SEPARATE_MAINTENANCE_PAYMENTS',
  PUBLIC_ASSISTANCE_PROGRAM: 'SEPARATE_MAINTENANCE_PAYMENTS',
  EMPLOYED: 'EMPLOYED',
  FULL_TIME: 'FULL_TIME',
  OTHER: 'OTHER',
  PART_TIME: 'PART_TIME',
  RETIRED: 'RETIRED',
  SELF_EMPLOYED: 'SELF_EMPLOYED',
  SEPARATE_MAINTENANCE_PAYMENTS: 'SEPARATE_MAINTENANCE_PAYMENTS',
};

/** 000 §3: the employment type create HELOC receives for a registration's employment type. */
export function mapEmploymentTypeForCreate(type: string): CreateEmploymentType {
  // hasOwn, not `in`: 'constructor' and friends must fall through to UNRECOGNIZED.
  return Object.hasOwn(CREATE_EMPLOYMENT_MAP, type) ? (CREATE_EMPLOYMENT_MAP[type] ?? 'UNRECOGNIZED') : 'UNRECOGNIZED';
}

const OPTIMIZELY_PROFILE_PATH = '/service-application/api/v3/application/heloc/optermizerly-profile';

export function getOptimizelyProfile(client: HttpClient, identityUuid: string): Promise<OptimizelyProfile> {
  return client.request<OptimizelyProfile>({ method: 'GET', path: OPTIMIZELY_PROFILE_PATH, query: { identityUuid } });
}

export function saveOptimizelyProfile(
  client: HttpClient,
  identityUuid: string,
  optimizelyProfileUuid: string,
): Promise<OptimizelyProfile> {
  return client.request<OptimizelyProfile>({
    method: 'PATCH',
    path: OPTIMIZELY_PROFILE_PATH,
    query: { identityUuid },
    body: { optimizelyProfileUuid },
  });
}

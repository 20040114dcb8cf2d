/**
 * Referral links and the referring loan officer's licensed states (000 §5, §7). The loan originator lookup itself
 * is in loanOriginator.ts. A malformed id answers 400 and an unknown one 404.
 */
import type { LicensedStatesResponse, ReferralLookup, ReferralStatus } from './contractRegistration';
import type { HttpClient } from './http';

export function getReferral(client: HttpClient, referralUuid: string): Promise<ReferralLookup> {
  return client.request<ReferralLookup>({
    method: 'GET',
    path: `/service-lead-portal/api/referrals/${encodeURIComponent(referralUuid)}`,
  });
}

/** A status means the referral was used: the app sends the borrower to login (000 §7). */
export function getReferralStatus(client: HttpClient, referralUuid: string): Promise<ReferralStatus> {
  return client.request<ReferralStatus>({
    method: 'GET',
    path: `/service-application/external/api/v1/heloc/referral-id/${encodeURIComponent(referralUuid)}`,
  });
}

export function getLicensedStates(
  client: HttpClient,
  loanOriginatorUuid: string,
  organization: string,
): Promise<LicensedStatesResponse> {
  return client.request<LicensedStatesResponse>({
    method: 'GET',
    path: `/service-lead-portal/api/lo/${encodeURIComponent(loanOriginatorUuid)}/licensed-states`,
    query: { organization },
  });
}

/** Where an organisation lends (000 §7): eligible states and ineligible ZIP codes. Public calls. */
import type { EligibleStatesResponse, IneligibleZipsResponse } from './contractRegistration';
import type { HttpClient } from './http';

export function getEligibleStates(client: HttpClient, orgCode: string): Promise<EligibleStatesResponse> {
  return client.request<EligibleStatesResponse>({
    method: 'GET',
    path: '/service-application/external/api/v2/heloc/states-eligibility',
    query: { orgCode },
  });
}

export function getIneligibleZips(client: HttpClient, orgCode: string): Promise<IneligibleZipsResponse> {
  return client.request<IneligibleZipsResponse>({
    method: 'GET',
    path: '/service-application/external/api/v1/heloc/zip-eligibility',
    query: { orgCode },
  });
}

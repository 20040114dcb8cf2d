/** Registration prefill sources (000 §3, §7): direct-mail offer codes and affiliate hand-offs. Public calls. */
import type { AffiliatePrefill, OfferCodeLookup } from './contractRegistration';
import type { HttpClient } from './http';

/** `{api}/offercode/{code}`; an unknown code answers 404. */
export function lookupOfferCode(client: HttpClient, code: string): Promise<OfferCodeLookup> {
  return client.request<OfferCodeLookup>({
    method: 'GET',
    path: `/service-marketing/api/v1/offercode/${encodeURIComponent(code)}`,
  });
}

/** 001 §7 affiliate offer prepopulation; an unknown id answers 404. */
export function getAffiliatePrefill(client: HttpClient, id: string): Promise<AffiliatePrefill> {
  return client.request<AffiliatePrefill>({ method: 'GET', path: '/a/external/prepop', query: { id } });
}

/** The offers the workflow computed for an application (001 §3 Offer group). */
import type { OfferGroup } from './contractRegistration';
import type { HttpClient } from './http';

/** Available once the application reaches OFFER_SELECTION; 404 before and for applications without offers. */
export function getOffers(client: HttpClient, applicationUuid: string): Promise<OfferGroup> {
  return client.request<OfferGroup>({
    method: 'GET',
    path: `/service-application/api/v1/application/heloc/${encodeURIComponent(applicationUuid)}/offers`,
  });
}

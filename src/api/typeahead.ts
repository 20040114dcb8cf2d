/** Address typeahead for the property step (000 §5). Public. */
import { TYPEAHEAD_DEFAULT_LIMIT, type AddressSuggestion } from './contractRegistration';
import type { HttpClient } from './http';

/** Matching addresses, best first: every word of the query starts a word of the address. */
export function searchAddresses(
  client: HttpClient,
  query: string,
  limit: number = TYPEAHEAD_DEFAULT_LIMIT,
  signal?: AbortSignal,
): Promise<AddressSuggestion[]> {
  return client.request<AddressSuggestion[]>({
    method: 'GET',
    path: '/service-address/api/v1/typeahead',
    query: { q: query, limit },
    signal,
  });
}

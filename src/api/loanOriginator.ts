/** service-lead-portal: the loan originator lookup (001 §7); the registration calls to the same service are in leadPortal.ts. */
import type { LoanOriginator } from './contractShell';
import type { HttpClient } from './http';

export function getLoanOriginator(
  client: HttpClient,
  originatorUuid: string,
  organization: string,
): Promise<LoanOriginator> {
  return client.request<LoanOriginator>({
    method: 'GET',
    path: `/service-lead-portal/api/lo/${encodeURIComponent(originatorUuid)}`,
    query: { organization },
  });
}

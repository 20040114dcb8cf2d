/** service-krang-heloc: the live workflow status of an application (001 §7; the app treats it as stale after 250 ms). */
import type { ApplicationStatus } from './contract';
import type { HttpClient } from './http';

export function getApplicationStatus(client: HttpClient, uuid: string): Promise<ApplicationStatus> {
  return client.request<ApplicationStatus>({
    method: 'GET',
    path: `/service-krang-heloc/borrower/secure/api/v1/${encodeURIComponent(uuid)}/status`,
  });
}

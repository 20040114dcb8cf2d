/** service-operating-hours (001 §7). */
import type { BusinessHours } from './contractShell';
import type { HttpClient } from './http';

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

export function getOperatingHours(
  client: HttpClient,
  department: Department,
  orgCode: string,
): Promise<BusinessHours[]> {
  return client.request<BusinessHours[]>({
    method: 'GET',
    path: `/service-operating-hours/external/api/v1/hours/${department}`,
    query: { display: true },
    headers: { 'x-org': orgCode },
    auth: false,
  });
}

/** service-profile calls (001 §7). */
import type { Profile } from './contract';
import type { HttpClient } from './http';

export function getProfile(client: HttpClient): Promise<Profile> {
  return client.request<Profile>({ method: 'GET', path: '/service-profile/api/v1/profile' });
}

/** service-profile calls (001 §7). */
import type { Profile } from './contract';
import type { UpdateProfileNameRequest } from './contractRegistration';
import type { HttpClient } from './http';

export function getProfile(client: HttpClient): Promise<Profile> {
  return client.request<Profile>({ method: 'GET', path: '/service-profile/api/v1/profile' });
}

/** Corrects the borrower's legal name; answers the updated profile. */
export function updateProfileName(client: HttpClient, name: UpdateProfileNameRequest): Promise<Profile> {
  return client.request<Profile>({ method: 'PUT', path: '/service-profile/api/v1/profile/name', body: name });
}

/** The notification list (001 §2). The platform path is not in the spec; the sandbox defines it (docs/sandbox.md). */
import type { AppNotification } from './contractShell';
import type { HttpClient } from './http';

export const NOTIFICATIONS_PATH = '/service-notifications/api/v1/notifications';

export function getNotifications(client: HttpClient): Promise<AppNotification[]> {
  return client.request<AppNotification[]>({ method: 'GET', path: NOTIFICATIONS_PATH });
}

export function markNotificationsRead(client: HttpClient, uuids: string[]): Promise<null> {
  return client.request<null>({ method: 'PUT', path: `${NOTIFICATIONS_PATH}/read`, body: { uuids } });
}

/** The road to funding (issue 37, src/api/contractTimeline.ts). */
import { TIMELINE_PATH, type ApplicationTimeline } from './contractTimeline';
import type { HttpClient } from './http';

export function getTimeline(client: HttpClient, uuid: string): Promise<ApplicationTimeline> {
  return client.request<ApplicationTimeline>({ method: 'GET', path: TIMELINE_PATH(uuid) });
}

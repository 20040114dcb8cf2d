/** POST /service-profile/api/v1/feedback/ceo (001 §7). */
import type { FeedbackRequest } from './contractShell';
import type { HttpClient } from './http';

export function sendCeoFeedback(client: HttpClient, feedback: FeedbackRequest): Promise<null> {
  return client.request<null>({ method: 'POST', path: '/service-profile/api/v1/feedback/ceo', body: feedback });
}

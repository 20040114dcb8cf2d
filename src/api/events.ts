/** Event logging (000 §7, 001 §7): POST {base}/ft/{context}/event. */
import { DUPLICATE_EVENT, type TrackingEventRequest } from './contractRegistration';
import { isApiError, type HttpClient } from './http';

/** The {context} of this product's events. */
export const EVENT_CONTEXT = 'heloc';

/** Answers 204: resolves with null. An event already recorded rejects with a DUPLICATE error (isDuplicateEventError). */
export function sendEvent(
  client: HttpClient,
  body: TrackingEventRequest,
  context: string = EVENT_CONTEXT,
): Promise<null> {
  return client.request<null>({ method: 'POST', path: `/ft/${encodeURIComponent(context)}/event`, body });
}

/** 000 §7: a DUPLICATE reply is ignored. The platform marks it in the errors list or the message, whatever the status. */
export function isDuplicateEventError(e: unknown): boolean {
  if (!isApiError(e)) return false;
  const body: unknown = e.body;
  const errors =
    typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors) ? body.errors : [];
  return errors.includes(DUPLICATE_EVENT) || e.serverMessage === DUPLICATE_EVENT;
}

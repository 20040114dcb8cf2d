/** The tracking service (001 §7): the session, events, and the session-replay link. */
import type { TelemetrySessionKey, TelemetrySessionRequest } from './contractShell';
import type { HttpClient } from './http';

/** The {context} path segment: this product. */
export const TELEMETRY_CONTEXT = 'heloc';
/** 001 §9 telemetry library version. */
export const TELEMETRY_LIB_VERSION = '2.2.24';

export function createTelemetrySession(
  client: HttpClient,
  body: TelemetrySessionRequest,
): Promise<TelemetrySessionKey> {
  return client.request<TelemetrySessionKey>({
    method: 'POST',
    path: `/ft/${TELEMETRY_CONTEXT}/session`,
    body,
    auth: false,
  });
}

/** 001 §3 event body. */
export interface TelemetryEventBody {
  domain: string;
  queryParams: Record<string, string>;
  pagePath: string;
  event: string;
  sessionKey: string;
  identityId?: string;
  applicationUuid?: string;
  eventType: 'WEB';
  productType: 'HELOC';
  eventProperties: Record<string, string | number | boolean>;
  dontDedupe?: boolean;
  dedupeProperty?: string;
}

/** Kept alive: an event is often sent as the page is hidden or left (a web vital, a page's last view). */
export function postTelemetryEvent(client: HttpClient, body: TelemetryEventBody): Promise<null> {
  return client.request<null>({ method: 'POST', path: `/ft/${TELEMETRY_CONTEXT}/event`, body, keepalive: true });
}

/** 000 §7 PUT {api}/{path}/{uuid}/full-story-link: the session replay link for an application. */
export function saveSessionReplayLink(client: HttpClient, applicationUuid: string, link: string): Promise<null> {
  return client.request<null>({
    method: 'PUT',
    path: `/service-application/api/v1/application/heloc/${encodeURIComponent(applicationUuid)}/full-story-link`,
    body: { link },
  });
}

import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, delay, fork, put, select, take } from 'typed-redux-saga';
import {
  TELEMETRY_SESSION_KEEP_ALIVE_MS,
  type TelemetrySessionKey,
  type TelemetrySessionRequest,
} from '../src/api/contractShell';
import {
  TELEMETRY_LIB_VERSION,
  createTelemetrySession,
  postTelemetryEvent,
  saveSessionReplayLink,
  type TelemetryEventBody,
} from '../src/api/telemetry';
import { locationChanged } from '../features/navigation/navigationSlice';
import { loaded } from '../features/application/applicationSlice';
import { safeEventProperties, trackedQueryParams } from '../features/telemetry/privacy';
import {
  PAGE_VIEW_EVENT,
  SESSION_RETRIES_FAILED,
  WEB_VITAL_EVENT,
  eventTracked,
  sessionEstablished,
  sessionFailed,
  sessionStarted,
  webVitalMeasured,
  type SessionEntry,
} from '../features/telemetry/telemetrySlice';
import {
  SENT_EVENTS_STORAGE,
  SESSION_KEY_STORAGE,
  SESSION_OWNER_STORAGE,
  SESSION_SINCE_STORAGE,
  TELEMETRY_SESSION_STORAGE,
} from '../features/telemetry/sessionKeys';
import { carriesOnFor, deviceOwner } from './deviceOwner';
import type { RootState } from '../store/rootReducer';
import { callApi, errorMessage } from './callApi';
import { useContext, type KeyValueStore } from './context';
import { failedByLeaving } from '../features/diagnostics/failures';
import { reportCallFailure, reportFailure } from './failureReport';

/** 001 §9: the session call is tried up to 3 times. */
export const SESSION_ATTEMPTS = 3;
export const SESSION_RETRY_DELAY_MS = 1000;

/**
 * The stored session, while 001 §9's keep-alive (12 h from its start) holds and it is this borrower's (or a visitor's,
 * who has signed in since); else null, and its traces gone. Another borrower signed in in this tab without a logout
 * here (in another tab, or on the login page) starts a session of their own (decision 445).
 */
function keptAliveSession(storage: KeyValueStore, now: number, owner: string | null): string | null {
  const key = storage.getItem(SESSION_KEY_STORAGE);
  const since = Number(storage.getItem(SESSION_SINCE_STORAGE) ?? NaN);
  const owned = carriesOnFor(storage.getItem(SESSION_OWNER_STORAGE), owner);
  if (key !== null && owned && since > 0 && now - since < TELEMETRY_SESSION_KEEP_ALIVE_MS) return key;
  // A new session starts with nothing sent: an event sent once per session is sent in it again.
  for (const name of TELEMETRY_SESSION_STORAGE) storage.removeItem(name);
  return null;
}
/** The app's version as the session call reports it. */
export const APP_VERSION = '0.1.0';

function* establishSession(payload: SessionEntry) {
  const storage = yield* useContext('sessionStorage');
  const owner = yield* deviceOwner();
  const previous = keptAliveSession(storage, Date.now(), owner);
  const body: TelemetrySessionRequest = {
    platform: 'WEB',
    libVersion: TELEMETRY_LIB_VERSION,
    // Only the referring origin: a full referrer URL can carry personal data in its query.
    referrer: originOf(payload.referrer),
    queryParams: trackedQueryParams(payload.search),
    screenWidth: payload.screenWidth,
    screenHeight: payload.screenHeight,
    windowWidth: payload.windowWidth,
    windowHeight: payload.windowHeight,
    ...(previous ? { sessionKey: previous } : {}),
    appVersion: APP_VERSION,
  };
  let failure: unknown = null;
  for (let attempt = 1; attempt <= SESSION_ATTEMPTS; attempt += 1) {
    try {
      const key: TelemetrySessionKey = yield* callApi(createTelemetrySession, body);
      if (key.uuid !== previous) {
        storage.setItem(SESSION_KEY_STORAGE, key.uuid);
        storage.setItem(SESSION_SINCE_STORAGE, String(Date.now()));
      }
      if (owner === null) storage.removeItem(SESSION_OWNER_STORAGE);
      else storage.setItem(SESSION_OWNER_STORAGE, owner);
      yield* put(sessionEstablished({ uuid: key.uuid, epoch: key.epoch, trackerUuid: key.trackerUuid }));
      return;
    } catch (error: unknown) {
      failure = error;
      // A call the page's own leaving cut off (a redirect to the bank's link page) failed nothing: the next page starts
      // the session. As for other calls (reportFailure), the log says nothing of it.
      const leaving = (yield* useContext('windowEvents')).isLeaving?.() ?? false;
      if (!failedByLeaving(error, leaving))
        (yield* useContext('logger')).warn(`Telemetry session attempt ${attempt} failed: ${errorMessage(error)}`);
      if (attempt < SESSION_ATTEMPTS) yield* delay(SESSION_RETRY_DELAY_MS * 2 ** (attempt - 1));
    }
  }
  yield* put(sessionFailed({ message: SESSION_RETRIES_FAILED, status: 500 }));
  // Logged and recorded (issue 46), but it cannot be counted: the count is a telemetry event, and without a session
  // none is sent. It cannot loop either: that event finds the session failed and is dropped (sendEvent), and the
  // session is established once per page, never again on an event.
  yield* reportFailure('Telemetry session', failure);
}

function originOf(referrer: string): string {
  try {
    return referrer ? new URL(referrer).origin : '';
  } catch {
    return '';
  }
}

function* waitForSession() {
  let telemetry = yield* select((state: RootState) => state.telemetry);
  while (telemetry.status === 'idle' || telemetry.status === 'pending') {
    yield* take([sessionEstablished, sessionFailed]);
    telemetry = yield* select((state: RootState) => state.telemetry);
  }
  return telemetry.session;
}

function readSent(raw: string | null): string[] {
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const selectEventContext = (state: RootState) => ({
  host: state.organization.status === 'resolved' ? hostOf(state.organization.info.baseUrl) : '',
  location: state.navigation.location,
  identityId: state.application.profile?.identityUuid,
  applicationUuid: state.application.uuid ?? undefined,
});

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return '';
  }
}

function* sendEvent({ payload }: ReturnType<typeof eventTracked>) {
  const session = yield* call(waitForSession);
  // Without a session there is nothing to attach the event to (001 §8: 'Could not establish session.').
  if (!session) return;
  // Each send in a task of its own: the events held while the session was established all resume together, and sent
  // in one task they were one long task on a phone (issue 16). Timers keep their order, so the events keep theirs.
  // A vital is sent in the task it was measured in: most are final as the page is hidden, maybe for good (closed, or
  // left for another site), and no timer runs after the page is gone; the call itself is kept alive.
  if (payload.pagePattern === undefined) yield* delay(0);
  const storage = yield* useContext('sessionStorage');
  const properties = safeEventProperties(payload.properties);
  const dedupeValue = payload.dedupeProperty !== undefined ? String(properties[payload.dedupeProperty] ?? '') : '';
  const dedupeKey = `${payload.event}|${dedupeValue}`;
  const sent = readSent(storage.getItem(SENT_EVENTS_STORAGE));
  if (!payload.dontDedupe) {
    if (sent.includes(dedupeKey)) return;
    // Claimed before sending, so a second copy waiting on the same session is dropped; released if sending fails.
    storage.setItem(SENT_EVENTS_STORAGE, JSON.stringify([...sent, dedupeKey]));
  }
  const context = yield* select(selectEventContext);
  // An event about the page (a web vital) says which route, not whose application: no uuid, no query, no ids.
  const aboutPage = payload.pagePattern !== undefined;
  const body: TelemetryEventBody = {
    domain: context.host,
    queryParams: aboutPage ? {} : trackedQueryParams(context.location?.search ?? ''),
    pagePath: payload.pagePattern ?? context.location?.pathname ?? '',
    event: payload.event,
    sessionKey: session.uuid,
    ...(context.identityId && !aboutPage ? { identityId: context.identityId } : {}),
    ...(context.applicationUuid && !aboutPage ? { applicationUuid: context.applicationUuid } : {}),
    eventType: 'WEB',
    productType: 'HELOC',
    eventProperties: properties,
    ...(payload.dontDedupe ? { dontDedupe: true } : {}),
    ...(payload.dedupeProperty !== undefined ? { dedupeProperty: payload.dedupeProperty } : {}),
  };
  try {
    yield* callApi(postTelemetryEvent, body);
  } catch (error: unknown) {
    if (!payload.dontDedupe) {
      const now = readSent(storage.getItem(SENT_EVENTS_STORAGE));
      storage.setItem(SENT_EVENTS_STORAGE, JSON.stringify(now.filter((key) => key !== dedupeKey)));
    }
    // Tracking must never get in the borrower's way; a lost event is only logged. Not reported (issue 46's channel is
    // itself a telemetry event): a report of the send that failed would be sent the same way, and fail, and be
    // reported again, for as long as the telemetry service is out of reach.
    (yield* useContext('logger')).warn(`Event ${payload.event} not sent: ${errorMessage(error)}`);
  }
}

function* trackPageView({ payload }: ReturnType<typeof locationChanged>) {
  yield* put(eventTracked({ event: PAGE_VIEW_EVENT, properties: { path: payload.pathname }, dontDedupe: true }));
}

function* trackWebVital({ payload }: ReturnType<typeof webVitalMeasured>) {
  yield* put(
    eventTracked({
      event: WEB_VITAL_EVENT,
      properties: {
        metric: payload.name,
        value: Math.round(payload.value * 1000) / 1000,
        rating: payload.rating,
        route: payload.route,
        engine: payload.engine,
        connection: payload.connection,
      },
      dontDedupe: true,
      pagePattern: payload.route,
    }),
  );
}

/** Where a support engineer finds the recording of a telemetry session (ours, docs/decisions.md). */
export const sessionReplayLink = (origin: string, sessionUuid: string): string =>
  `${origin}/session-replay/${encodeURIComponent(sessionUuid)}`;

/**
 * 000 §7 PUT .../{uuid}/full-story-link: once per application and session, tell the platform where this session's
 * replay is, so support can open it from the application. Needs both the session and the loaded application.
 */
function* saveReplayLinks() {
  const saved = new Set<string>();
  for (;;) {
    yield* take([loaded, sessionEstablished]);
    const session = yield* select((state: RootState) => state.telemetry.session);
    const uuid = yield* select((state: RootState) => state.application.uuid);
    const origin = yield* select((state: RootState) =>
      state.organization.status === 'resolved' ? state.organization.info.baseUrl : '',
    );
    if (!session || !uuid || !origin || saved.has(uuid)) continue;
    saved.add(uuid);
    try {
      yield* callApi(saveSessionReplayLink, uuid, sessionReplayLink(origin, session.uuid));
    } catch (error: unknown) {
      // Support loses the link to this session's replay: told like every handled failure (issue 46), and silent
      // when the page's own leaving cut the call off.
      yield* reportCallFailure('Session replay link', error);
    }
  }
}

/**
 * Loaded on demand (sagas/lazySagas.ts): the session's facts are in state by then, or come; the page views, events
 * and vitals, from before it loaded too, come through `held`.
 */
export function* telemetrySaga(_first: Action, held: Channel<Action> | null) {
  if (held === null) throw new Error('The telemetry saga takes its actions from its held channel (sagas/lazySagas.ts)');
  yield* fork(saveReplayLinks);
  const entry = yield* select((state: RootState) => state.telemetry.entry);
  let establishing = entry !== null;
  if (entry !== null) yield* fork(establishSession, entry);
  for (;;) {
    const action = yield* take(held);
    if (eventTracked.match(action)) yield* fork(sendEvent, action);
    else if (locationChanged.match(action)) yield* fork(trackPageView, action);
    else if (webVitalMeasured.match(action)) yield* fork(trackWebVital, action);
    else if (sessionStarted.match(action) && !establishing) {
      establishing = true;
      yield* fork(establishSession, action.payload);
    }
  }
}

import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type Task } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  cancel,
  cancelled,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'typed-redux-saga';
import type { ApplicationStatus, HelocApplication, Profile } from '../src/api/contract';
import { borrowerMessage, isApiError, isUnauthenticatedError, tokenExpired, type HttpClient } from '../src/api/http';
import { DASHBOARD_NOTICE_KEY, type DashboardNotice } from '../src/lib/dashboardNotice';
import { DEFAULT_LOCALE } from '../src/lib/locale';
import { translatorFor } from '../src/i18n/translator';
import {
  APPLICATION_CHANGED,
  APPLICATION_NOT_FOUND,
  INQUIRY_AT_DASHBOARD,
  PROFILE_NOT_FOUND,
} from '../features/application/loadErrorText';
import { callApiRetrying } from './retry';
import { faultOf } from '../features/diagnostics/failures';
import { dataCall } from './screenDataCalls';
import { getApplication } from '../src/api/application';
import { readsTimeline, stageOfApplication, stepOfStage } from '../features/application/stages';
import { getTimeline } from '../src/api/timeline';
import { getApplicationStatus } from '../src/api/krang';
import { getProfile } from '../src/api/profile';
import {
  areaEntered,
  areaLeft,
  loadFailed,
  loaded,
  pollExhausted,
  pollStarted,
  pollStopped,
  pollTicked,
  readAgainRequested,
  restoredFromDevice,
  restoredReadFailed,
  routeDecided,
  statusChangeAwaited,
  statusReceived,
  writeRefused,
} from '../features/application/applicationSlice';
import {
  INQUIRY_ROW,
  decisionRedirect,
  destinationHref,
  routeApplication,
  type RouteDecision,
} from '../features/application/routing/routeApplication';
import {
  STATUS_POLL,
  isSettledStatus,
  isTransientStatus,
  pollDelayMs,
  statusAfterPollLimit,
  type PollReason,
} from '../features/application/routing/statusClasses';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { selectOnline } from '../features/connectivity/connectivitySlice';
import { readScreenCopy, SCREEN_COPY_KEY } from '../features/offline/screenCopy';
import { sessionFingerprint } from '../features/offline/sessionCopy';
import { applicationStepsActions as steps, selectSteps } from '../features/application/applicationStepsSlice';
import { screenDataOf } from '../features/application/screenData';
import { activityEnded, activityStarted } from '../features/overlays/loaderSlice';
import { loggedOut, logoutRequested } from '../features/session/sessionSlice';
import { APP_BASE, DASHBOARD_PATH, SIGNER_RESUME } from '../src/lib/url';
import { isAdditionalSigner } from '../features/signer/rules';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { useContext } from './context';
import { reportCallFailure } from './failureReport';
import { submitFailureMessage } from './submitFailure';

type Trigger = 'entry' | 'poll' | 'settled' | 'decline' | 'refused';

/** Pages that belong to no status: entering the area there keeps the borrower where they are. */
const STATUS_FREE_SECTIONS = new Set(['conditions', 'plaid-oauth-success', 'not-accepting-apps']);
/** 000 §4.2: the one page a settled status or a decline does not pull the borrower away from. */
const DISCLOSURES_PAGE = 'document/disclosures';

const areaPath = (pathname: string, uuid: string): string =>
  pathname.startsWith(`${APP_BASE}/${uuid}`)
    ? pathname.slice(`${APP_BASE}/${uuid}`.length).replace(/^\/+|\/+$/g, '')
    : '';

const sectionOf = (path: string): string => path.split('/')[0] ?? '';

/**
 * Whether the borrower must be moved. On entry a screen of the destination's section may stay (a reload of
 * income/upload/paystubs while the status says income/review); a status change moves them unless they are already
 * there; a settled status or a decline moves them from anywhere but the disclosures page.
 */
export function shouldNavigate(trigger: Trigger, currentPath: string, decision: RouteDecision): boolean {
  const { destination } = decision;
  if (destination.kind === 'external')
    return trigger !== 'settled' && trigger !== 'decline' ? true : currentPath !== DISCLOSURES_PAGE;
  if (trigger === 'settled' || trigger === 'decline')
    return currentPath !== DISCLOSURES_PAGE && currentPath !== destination.path;
  if (trigger === 'poll' || trigger === 'refused') return currentPath !== destination.path;
  if (STATUS_FREE_SECTIONS.has(sectionOf(currentPath))) return false;
  return currentPath === '' || sectionOf(currentPath) !== sectionOf(destination.path);
}

const selectCurrentPathname = (state: RootState) => state.navigation.location?.pathname ?? '';
const selectApplicationState = (state: RootState) => state.application.application;

const forcesReroute = (status: ApplicationStatus): Trigger | null =>
  isSettledStatus(status.checklistStatus) ? 'settled' : status.uwDecision === 'DECLINE' ? 'decline' : null;

/** What moves the borrower: the status's own force on entry (a link to a page of the same section included). */
const movingTrigger = (trigger: Trigger, status: ApplicationStatus): Trigger =>
  trigger === 'entry' ? (forcesReroute(status) ?? 'entry') : trigger;

/** Routes by the application's status in state; returns whether the borrower is sent elsewhere. */
function* routeOn(uuid: string, trigger: Trigger) {
  const application = yield* select(selectApplicationState);
  if (!application) return false;
  const decision = routeApplication(application);
  if (decision.warning) (yield* useContext('logger')).warn(decision.warning);
  const reachedStep = stepOfStage(stageOfApplication({ status: { checklistStatus: decision.checklistStatus } }));
  yield* put(routeDecided({ decision, trigger, reachedStep }));
  const currentPath = areaPath(yield* select(selectCurrentPathname), uuid);
  // 000 §4.2: a settled status or a decline moves the borrower from anywhere but the disclosures page, on entry as
  // after a poll; the decision still tells it as the entry (the return visit's "moved on" notice reads that).
  const navigating = shouldNavigate(movingTrigger(trigger, application.status), currentPath, decision);
  // The screen's data is asked for now, while its code downloads (features/application/screenData.ts): for the screen
  // the borrower is sent to, or enters the area on, which asks for it on mount and takes this answer.
  const { destination } = decision;
  if (destination.kind === 'screen' && (navigating || (trigger === 'entry' && currentPath === destination.path))) {
    const { ahead, loads } = yield* select(selectSteps);
    for (const key of screenDataOf(destination.path)) {
      // Routed to this screen again with no move in between (a return visit routes on the device's copy, then on the
      // platform's answer): what this stay on it asked for, on its way or in, is not asked for twice.
      const askedThisStay =
        ahead.screen === destination.path &&
        (ahead.keys[key] !== undefined || loads[key] === 'loading' || loads[key] === 'succeeded');
      if (!askedThisStay) yield* put(steps.dataRequested({ key, forScreen: destination.path }));
    }
  }
  if (!navigating) return false;
  // 000 §4.2 sends an inquiry to the dashboard; issue 17: never without a word.
  if (decision.row === INQUIRY_ROW) yield* leaveDashboardNotice({ message: INQUIRY_AT_DASHBOARD });
  yield* put(redirectRequested(decisionRedirect(uuid, decision)));
  return true;
}

/**
 * Polls the status call on the 000 §9 schedule until `isDone`, a settled status or a decline, or the retry limit.
 * Returns how the poll ended; the status itself is in state (statusReceived / pollExhausted).
 */
export function* pollStatus(uuid: string, reason: PollReason, isDone: (status: ApplicationStatus) => boolean) {
  const retries = STATUS_POLL.retries[reason];
  yield* put(pollStarted({ reason, retries }));
  // Issue 15: a transient status has its own page (TransientStatus); only a wait to leave a screen covers it.
  const coversPage = reason === 'nonSettled';
  if (coversPage) yield* put(activityStarted({ activity: 'fetching' }));
  try {
    let last: ApplicationStatus | null = null;
    // A failed poll is tried at the next tick; the first failure of a poll is reported (issue 46), the others only
    // logged, so a phone off the network for the whole poll is one report, not one per tick.
    let reported = false;
    for (let attempt = 0; attempt < retries; attempt += 1) {
      const delayMs = pollDelayMs(attempt);
      yield* put(pollTicked({ attempt: attempt + 1, delayMs }));
      yield* delay(delayMs);
      try {
        last = yield* callApi(getApplicationStatus, uuid);
      } catch (error: unknown) {
        if (!reported) reported = yield* reportCallFailure('Application status poll', error);
        else (yield* useContext('logger')).warn(`Status poll ${attempt + 1} failed: ${faultOf(error)}`);
        continue;
      }
      yield* put(statusReceived(last));
      const forced = forcesReroute(last);
      if (forced) {
        yield* put(pollStopped());
        return forced;
      }
      if (isDone(last)) {
        yield* put(pollStopped());
        return 'poll' as const;
      }
    }
    const lastStatus = last?.checklistStatus ?? '';
    yield* put(pollExhausted({ lastStatus, exitStatus: statusAfterPollLimit(lastStatus) }));
    return 'poll' as const;
  } finally {
    if (coversPage) yield* put(activityEnded({ activity: 'fetching' }));
  }
}

function* awaitStatusChange(uuid: string, { payload }: ReturnType<typeof statusChangeAwaited>) {
  const remembered = payload.from ?? (yield* select((state: RootState) => state.application.rememberedStatus));
  // A transient status in between (the platform working on the borrower's input) is not a destination: wait past it.
  const trigger = yield* pollStatus(
    uuid,
    'nonSettled',
    (status) => status.checklistStatus !== remembered && !isTransientStatus(status.checklistStatus),
  );
  yield* routeOn(uuid, trigger);
}

/**
 * Issue 33: the platform refused a write because the application moved on (declined meanwhile, say). Its status is
 * read again and the borrower routed by it (000 §4.2: a settled status or a decline moves them from anywhere but the
 * disclosures page); the platform's wording is never shown. Where the status still leads here, the screen says the
 * application changed, so the borrower looks again before sending.
 */
function* rerouteAfterRefusal(uuid: string) {
  let status: ApplicationStatus;
  try {
    status = yield* callApiRetrying('Application status', getApplicationStatus, uuid);
  } catch (error: unknown) {
    yield* reportCallFailure('Application status after a refused write', error);
    yield* put(steps.stepFailed({ message: submitFailureMessage(error, borrowerMessage) }));
    return;
  }
  yield* put(statusReceived(status));
  if (!(yield* routeOn(uuid, forcesReroute(status) ?? 'refused')))
    yield* put(steps.stepFailed({ message: APPLICATION_CHANGED }));
}

/** What the area's screens ask of the routing once it has routed, kept from the moment the borrower entered. */
interface AreaRequests {
  awaited: Channel<ReturnType<typeof statusChangeAwaited>>;
  refused: Channel<ReturnType<typeof writeRefused>>;
}

/** While the borrower is in the area: route on entry (after any transient status settles), then on awaited changes. */
function* workApplication(uuid: string, application: HelocApplication, requests: AreaRequests) {
  let trigger: Trigger = 'entry';
  if (isTransientStatus(application.status.checklistStatus)) {
    trigger = yield* pollStatus(uuid, 'transient', (status) => !isTransientStatus(status.checklistStatus));
    if (trigger === 'poll') trigger = 'entry';
  }
  yield* routeOn(uuid, trigger);
  yield* takeLatest(requests.awaited, awaitStatusChange, uuid);
  yield* takeLeading(requests.refused, rerouteAfterRefusal, uuid);
}

/**
 * Asks for the code of the screen the application routes to before the application goes into the store (issue 16):
 * that update renders the frame in the same task, and on a phone the screen's chunk request would wait for the end of
 * it. The routing itself happens as before, after the load; a transient status routes after its poll.
 */
function* prepareScreen(uuid: string, application: HelocApplication) {
  const screen = screenToPrepare(application);
  if (screen === null) return;
  void (yield* useContext('navigator')).prepare(destinationHref(uuid, screen));
  yield* delay(0);
}

/** The screen whose code to ask for ahead of the routing: none for a transient status, which routes after its poll. */
function screenToPrepare(application: HelocApplication) {
  if (isTransientStatus(application.status.checklistStatus)) return null;
  const { destination } = routeApplication(application);
  return destination.kind === 'screen' ? destination : null;
}

type Loaded<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * A platform call whose failure is an answer here, after the transient-fault retries (issue 17); `label` names it in
 * logs (a minified function's name would not). `loadFailure` reports what the borrower is then shown.
 */
function* settle<Args extends unknown[], Result>(
  label: string,
  fn: (client: HttpClient, ...args: Args) => Promise<Result>,
  ...args: Args
) {
  try {
    return { ok: true, value: yield* callApiRetrying(label, fn, ...args) } as Loaded<Result>;
  } catch (error: unknown) {
    (yield* useContext('logger')).warn(`Could not load the ${label.toLowerCase()}: ${faultOf(error)}`);
    return { ok: false, error } as Loaded<Result>;
  }
}

/**
 * The area's first calls as plain promises, for the start-up to send before the store and this saga exist (issue 16:
 * src/main.tsx, src/api/earlyGets.ts): the calls `fetchProfileAndApplication` makes, then the road to funding the
 * timeline saga reads (decision 382) and the data of the screen the application routes to, which `routeOn` asks for.
 * The sagas take their answers. Resolves with that screen's address, whose code to ask for, as `prepareScreen` will
 * once the saga runs.
 */
export async function sendFirstCalls(client: HttpClient, uuid: string): Promise<string | null> {
  const [, application] = await Promise.all([getProfile(client), getApplication(client, uuid)]);
  if (readsTimeline(application)) getTimeline(client, uuid).catch(() => undefined);
  const screen = screenToPrepare(application);
  if (screen === null) return null;
  for (const key of screenDataOf(screen.path)) dataCall(client, uuid, key).catch(() => undefined);
  return destinationHref(uuid, screen);
}

/** `quiet`: a screen restored from the device is up, so no loader covers it while the platform answers. */
function* fetchProfileAndApplication(uuid: string, quiet: boolean) {
  if (!quiet) yield* put(activityStarted({ activity: 'fetching' }));
  try {
    return yield* all({
      profile: call(settle<[], Profile>, 'Profile', getProfile),
      application: call(settle<[string], HelocApplication>, 'Application', getApplication, uuid),
    });
  } finally {
    if (!quiet) yield* put(activityEnded({ activity: 'fetching' }));
  }
}

/** How long the restore waits for the screen's code before routing anyway. */
const RESTORE_CODE_WAIT_MS = 1000;

/**
 * Issue 47 item 2: a return visit routes on the device's copy of the screen this session last saw of this
 * application (features/offline/screenCopy.ts) and paints it before the platform answers; the answer then replaces
 * it, and routes the borrower on if the status moved meanwhile. Only online: offline, the area keeps to what item 3
 * shows (the frame, the notice, the progress as last seen). Returns whether a screen was restored.
 */
function* restoreScreen(uuid: string) {
  if (!(yield* select(selectOnline))) return false;
  const token = (yield* useContext('tokenStore')).get();
  // A session its token says is over shows nothing it kept: whoever holds the phone now may not be its borrower.
  if (token === null || tokenExpired(token, Date.now())) return false;
  const kept = (yield* useContext('localStorage')).getItem(SCREEN_COPY_KEY);
  const copy = readScreenCopy(kept, sessionFingerprint(token), uuid);
  const screen = copy === null ? null : screenToPrepare(copy.application);
  if (copy === null || screen === null) return false;
  // The copy paints only where it would leave the borrower: the area's root, or a screen of the section it leads to.
  // A screen the URL names elsewhere waits for the platform: a copy that may be out of date cannot move them from it.
  const currentPath = areaPath(yield* select(selectCurrentPathname), uuid);
  if (
    currentPath !== '' &&
    shouldNavigate(movingTrigger('entry', copy.application.status), currentPath, routeApplication(copy.application))
  )
    return false;
  // The screen's code first (the worker's copy, at once): routed before it is in, the screen would render as a
  // transition that every store update of the start-up sets aside (src/app/appHistory.ts). A download that hangs
  // holds the platform's answer up no longer than the bound.
  const navigator = yield* useContext('navigator');
  yield* race({
    code: call(() => navigator.prepare(destinationHref(uuid, screen))),
    bound: delay(RESTORE_CODE_WAIT_MS),
  });
  yield* put(restoredFromDevice({ application: copy.application, timeline: copy.timeline, data: copy.data }));
  yield* routeOn(uuid, 'entry');
  return true;
}

/**
 * What the dashboard shows when the borrower arrives (src/lib/dashboardNotice.ts). The dashboard is not our page and
 * cannot translate, so our own message is written in the borrower's language (issue 19); the platform's is as sent.
 */
function* leaveDashboardNotice(notice: DashboardNotice) {
  const locale = yield* select((state: Partial<Pick<RootState, 'locale'>>) => state.locale?.active ?? DEFAULT_LOCALE);
  const message = translatorFor(locale).text(notice.message);
  (yield* useContext('sessionStorage')).setItem(DASHBOARD_NOTICE_KEY, JSON.stringify({ ...notice, message }));
}

/** A real "not there": the platform says not found, or forbidden without the unauthenticated message (000 §6). */
const isNotFound = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 403);

/**
 * Issue 17: a failed load never bounces silently. Signed out (000 §6): the session saga sends the borrower to login.
 * Not found or not theirs: the dashboard, saying why. Anything else: the borrower stays on this URL and sees the
 * message with "Try again", which loads the data again; where a screen was painted from the device, that screen stays
 * up instead, with what the borrower typed on it, and says it is not up to date (decision 424). Returns whether it
 * stays up.
 */
function* loadFailure(profile: Loaded<Profile>, application: Loaded<HelocApplication>, restored: boolean) {
  const failed = [profile, application].flatMap((result) => (result.ok ? [] : [result.error]));
  if (failed.some(isUnauthenticatedError)) {
    yield* put(loadFailed({ failure: 'unauthenticated', message: 'Signed out' }));
    return false;
  }
  const transient = failed.find((error) => !isNotFound(error));
  if (transient !== undefined) {
    yield* reportCallFailure('Application load', transient);
    yield* put(
      restored
        ? restoredReadFailed({ at: new Date().toISOString() })
        : loadFailed({ failure: 'error', message: borrowerMessage(transient) }),
    );
    return restored;
  }
  const missingProfile = !profile.ok;
  // Decision 326: a 404 (or a 403 that is not the ended session) is a failure, though the dashboard says why.
  if (failed[0] !== undefined) yield* reportCallFailure('Application load', failed[0]);
  yield* put(
    loadFailed({
      failure: missingProfile ? 'missingProfile' : 'missingApplication',
      message: 'Profile or application missing',
    }),
  );
  yield* leaveDashboardNotice({ message: missingProfile ? PROFILE_NOT_FOUND : APPLICATION_NOT_FOUND });
  yield* put(
    redirectRequested({
      to: DASHBOARD_PATH,
      external: true,
      replace: true,
      // Which application is the area's own state: the action log's story needs no identifier in its words.
      reason: missingProfile ? 'profile not found' : 'application not found',
    }),
  );
  return false;
}

function* enterArea({ payload }: ReturnType<typeof areaEntered>) {
  const { uuid } = payload;
  // A screen painted from the device sends its step before the platform has answered and the routing listens: the
  // wait for its status (or the refusal) is kept until then, or the borrower would stay on the step's "working".
  const requests: AreaRequests = {
    awaited: yield* actionChannel(statusChangeAwaited, buffers.sliding(1)),
    refused: yield* actionChannel(writeRefused, buffers.sliding(1)),
  };
  try {
    yield* workEnteredArea(uuid, requests);
  } finally {
    requests.awaited.close();
    requests.refused.close();
  }
}

function* workEnteredArea(uuid: string, requests: AreaRequests) {
  const restored = yield* restoreScreen(uuid);
  for (;;) {
    const results = yield* fetchProfileAndApplication(uuid, restored);
    // takeLatest cancelling this entry mid-fetch resumes the fetch's finally (its put) by next(), so the yield* above
    // hands back the cancellation token as if it were the result (the fault matrix's aborted entry crashed on it).
    if (yield* cancelled()) return;
    // 000 §6: a co-deeder profile is logged out when it reaches the borrower app, whatever the application answered.
    if (results.profile.ok && results.profile.value.userType === 'CO_DEEDER') {
      yield* put(loadFailed({ failure: 'coDeeder', message: 'Co-deeder profiles use the signer area' }));
      yield* put(logoutRequested({ reason: 'coDeeder' }));
      return;
    }
    if (results.profile.ok && results.application.ok) {
      yield* workLoaded(uuid, results.profile.value, results.application.value, requests);
      return;
    }
    if (!(yield* loadFailure(results.profile, results.application, restored))) return;
    // The painted screen stays up (decision 424) and the application is read again behind it when the borrower asks.
    // A step sent from that screen meanwhile keeps its wait for the status in `requests` until a read succeeds.
    const { again } = yield* race({ again: take(readAgainRequested), left: take([areaLeft, loggedOut]) });
    if (!again) return;
  }
}

function* workLoaded(uuid: string, profile: Profile, application: HelocApplication, requests: AreaRequests) {
  // 001 §6: an additional signer of this application signs in the signer area, not here.
  if (isAdditionalSigner(profile, application)) {
    yield* put(
      redirectRequested({ to: SIGNER_RESUME, replace: true, reason: 'additional signer in the borrower area' }),
    );
    return;
  }
  yield* prepareScreen(uuid, application);
  yield* put(loaded({ profile, application }));
  yield* race({ work: call(workApplication, uuid, application, requests), left: take([areaLeft, loggedOut]) });
}

/**
 * Loaded on demand with the rest of the area (sagas/applicationAreaSaga.ts). Started by the area's first
 * `areaEntered`, it enters the area the borrower is in when it starts: an areaLeft, a logout or another areaEntered
 * dispatched while the chunk downloaded is not replayed, but each is in state (`inArea`, `uuid`). Then, like
 * takeLatest, each areaEntered replaces the work of the one before.
 */
export function* applicationSaga(first?: Action) {
  let task: Task | null = null;
  if (first !== undefined && areaEntered.match(first)) {
    const { uuid, inArea } = yield* select((state: RootState) => state.application);
    if (inArea && uuid !== null) task = yield* fork(enterArea, areaEntered({ uuid }));
  }
  for (;;) {
    const action = yield* take(areaEntered);
    if (task) yield* cancel(task);
    task = yield* fork(enterArea, action);
  }
}

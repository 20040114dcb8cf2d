import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { all, cancel, delay, fork, put, race, select, take, takeLeading } from 'typed-redux-saga';
import type { HelocApplication, Profile } from '../src/api/contract';
import type { CoDeedStatus } from '../src/api/contractSigner';
import { getAllApplications } from '../src/api/application';
import {
  getCoDeedStatus,
  getSignerDocuments,
  isCoDeedStatusRetryable,
  isNotASignerError,
  signSignerDocuments,
  uploadSignerIdentity,
} from '../src/api/coDeed';
import { RETRY_POLICY, isApiError, isUnauthenticatedError } from '../src/api/http';
import { getProfile } from '../src/api/profile';
import { DASHBOARD_PATH, SIGNER_BASE } from '../src/lib/url';
import { pendingFiles } from '../features/application/pendingFiles';
import { IDENTITY_TEXT } from '../features/application/stepInputs';
import {
  fetchFailed as conditionsFetchFailed,
  pollRequested,
  pollTicked as conditionsPollTicked,
  received,
} from '../features/conditions/conditionsSlice';
import { selectConditionPrompts } from '../features/conditions/selectors';
import { fetchFailed as flagsFetchFailed, received as flagsReceived } from '../features/flags/flagsSlice';
import { FLAG, selectFlagEnabled, selectFlagsReady } from '../features/flags/selectors';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { activityEnded, activityStarted } from '../features/overlays/loaderSlice';
import { isSignerOnAny, resumeDestination, screenFitsStatus, type SignerScreen } from '../features/signer/rules';
import { signerActions as signer } from '../features/signer/signerSlice';
import type { RootState } from '../store/rootReducer';
import { failureWords, submitFailureMessage } from './submitFailure';
import { callApi, errorMessage } from './callApi';
import { reportCallFailure } from './failureReport';
import { callWithRetry } from './retry';

/** Shown on the error screen when the platform says the user signs nothing (its 400, 001 §7). */
export const NOT_A_SIGNER_MESSAGE = 'We could not find an application for you to sign.';
/** Shown on the error screen when the signer's data could not be loaded. */
export const SIGNER_LOAD_FAILED_MESSAGE = 'We could not load your application. Please try again.';

/** How long routing waits for the conditions' fresh answer before going by the ones known. */
const CONDITIONS_ANSWER_MS = 10_000;

/** Screens that load nothing and move nobody: what went wrong (no loop back into a failing load), and the login. */
const TERMINAL_SCREENS: ReadonlySet<SignerScreen> = new Set(['error', 'login']);
/** Screens that show the signer's documents. */
const DOCUMENT_SCREENS: ReadonlySet<SignerScreen> = new Set(['sign', 'documents']);

const selectSigner = (state: RootState) => state.signer;
const selectConditionsFlag = (state: RootState) => selectFlagEnabled(state, FLAG.additionalSignerConditions);

const goTo = (screen: SignerScreen, reason: string) =>
  put(redirectRequested({ to: `${SIGNER_BASE}/${screen}`, replace: true, reason }));

function* failLoad(error: unknown) {
  // An ended session is the session saga's to handle: it sends the signer to the signer login.
  if (isUnauthenticatedError(error)) return;
  const notASigner = isNotASignerError(error);
  if (!notASigner) yield* reportCallFailure('Signer: load', error);
  yield* put(
    signer.loadFailed({
      reason: notASigner ? 'notASigner' : 'error',
      message: notASigner ? NOT_A_SIGNER_MESSAGE : SIGNER_LOAD_FAILED_MESSAGE,
    }),
  );
  yield* goTo(
    'error',
    // The status only: a platform message may echo what the signer sent.
    notASigner
      ? 'not an additional signer (co-deed 400)'
      : `signer load failed (${isApiError(error) ? error.status : 'error'})`,
  );
}

function* waitForFlags() {
  while (!(yield* select(selectFlagsReady))) yield* take([flagsReceived, flagsFetchFailed]);
}

/**
 * Profile and applications, the 001 §6 rule, then (signers only) the co-deed status through the retry helper, and
 * the signer's conditions poll when the additional-signer-conditions flag is on. Answers whether the signer can go on.
 */
function* load() {
  yield* put(signer.loadStarted());
  yield* put(activityStarted({ activity: 'fetching' }));
  try {
    let profile: Profile;
    let applications: HelocApplication[];
    try {
      ({ profile, applications } = yield* all({
        profile: callApi(getProfile),
        applications: callApi(getAllApplications),
      }));
    } catch (error: unknown) {
      yield* failLoad(error);
      return false;
    }
    const isSigner = isSignerOnAny(profile, applications);
    yield* put(signer.viewerChecked({ isSigner, isBroker: profile.isBroker === true }));
    if (!isSigner) {
      yield* put(signer.loadFailed({ reason: 'notASigner', message: NOT_A_SIGNER_MESSAGE }));
      yield* put(
        redirectRequested({ to: DASHBOARD_PATH, external: true, replace: true, reason: 'not an additional signer' }),
      );
      return false;
    }
    let status: CoDeedStatus;
    try {
      status = yield* callWithRetry('Co-deed status', RETRY_POLICY, isCoDeedStatusRetryable, getCoDeedStatus);
    } catch (error: unknown) {
      yield* failLoad(error);
      return false;
    }
    yield* put(signer.statusReceived(status));
    yield* waitForFlags();
    if (yield* select(selectConditionsFlag))
      yield* put(pollRequested({ applicationUuid: status.applicationUuid, area: 'signer' }));
    return true;
  } finally {
    yield* put(activityEnded({ activity: 'fetching' }));
  }
}

/**
 * The open conditions, fresh (a condition may have come since the poll's last fetch): a signer who has signed sees
 * them first. Without an answer in time the ones known count.
 */
function* openConditions() {
  if (!(yield* select(selectConditionsFlag))) return 0;
  // A running poll is asked for a fresh answer; a poll not started yet (its saga loads on demand) brings one with
  // its first fetch.
  if ((yield* select((state: RootState) => state.conditions.watch)) !== null) {
    yield* put(conditionsPollTicked({ trigger: 'start' }));
  }
  yield* race({ answer: take([received, conditionsFetchFailed]), timeout: delay(CONDITIONS_ANSWER_MS) });
  return (yield* select(selectConditionPrompts)).length;
}

/** Sends the signer where their status says (resume, and after each step). */
function* routeByStatus(status: CoDeedStatus, reason: string) {
  const flagOn = yield* select(selectConditionsFlag);
  const open = status.status === 'SIGNED' ? yield* openConditions() : 0;
  yield* goTo(resumeDestination(status.status, { flagOn, open }), `${reason}: ${status.status}`);
}

function* fetchDocuments() {
  yield* put(signer.documentsRequested());
  try {
    yield* put(signer.documentsReceived(yield* callApi(getSignerDocuments)));
  } catch (error: unknown) {
    yield* reportCallFailure('Signer: documents', error);
    yield* put(signer.documentsFailed({ message: errorMessage(error) }));
  }
}

function* enterScreen(screen: SignerScreen) {
  if (TERMINAL_SCREENS.has(screen)) return;
  const { load: loaded } = yield* select(selectSigner);
  // Resume always asks the platform again; other screens load once per session (or again after a failure).
  if (screen === 'resume' || loaded !== 'succeeded') {
    if (!(yield* load())) return;
  }
  const { coDeed } = yield* select(selectSigner);
  if (!coDeed) return;
  const flagOn = yield* select(selectConditionsFlag);
  if (screen === 'resume' || !screenFitsStatus(screen, coDeed.status, { flagOn })) {
    yield* routeByStatus(coDeed, screen === 'resume' ? 'resume' : `${screen} does not fit the status`);
    return;
  }
  if (DOCUMENT_SCREENS.has(screen)) yield* fetchDocuments();
}

function* onAreaEntered(action: ReturnType<typeof signer.areaEntered>) {
  yield* enterScreen(action.payload.screen);
}

function* submitIdentity({ payload }: ReturnType<typeof signer.identitySubmitted>) {
  const { front, back } = pendingFiles.take();
  // A missing front is the signer's to add, not a failure.
  if (!front) {
    yield* put(signer.stepFailed({ step: 'identity', message: IDENTITY_TEXT.frontRequired }));
    return;
  }
  try {
    const status = yield* callApi(uploadSignerIdentity, payload.idType, front, payload.hasBack ? back : null);
    yield* put(signer.stepSucceeded({ step: 'identity', status }));
    yield* routeByStatus(status, 'identity verified');
  } catch (error: unknown) {
    yield* signerStepFailed('identity', error);
  }
}

function* submitSignatures({ payload }: ReturnType<typeof signer.signatureSubmitted>) {
  try {
    const status = yield* callApi(signSignerDocuments, payload.documentIds);
    yield* put(signer.stepSucceeded({ step: 'signatures', status }));
    yield* routeByStatus(status, 'documents signed');
  } catch (error: unknown) {
    yield* signerStepFailed('signatures', error);
  }
}

function* signerStepFailed(step: 'identity' | 'signatures', error: unknown) {
  yield* reportCallFailure(`Signer: ${step}`, error);
  yield* put(signer.stepFailed({ step, message: submitFailureMessage(error, failureWords) }));
}

/**
 * The signer area (000 §2.3), loaded lazily on the first `signer/areaEntered`, which it is handed. Every screen
 * entry loads what the screen needs and, on resume, routes by the co-deed status; the steps answer the status after
 * them and move the signer on.
 */
export function* signerSaga(first: Action) {
  yield* takeLeading(signer.identitySubmitted, submitIdentity);
  yield* takeLeading(signer.signatureSubmitted, submitSignatures);
  // takeLatest by hand, so that the action that loaded the saga is the first one a later entry cancels.
  let entering: Task | null = signer.areaEntered.match(first) ? yield* fork(onAreaEntered, first) : null;
  for (;;) {
    const action = yield* take(signer.areaEntered);
    if (entering) yield* cancel(entering);
    entering = yield* fork(onAreaEntered, action);
  }
}

import type { Action } from '@reduxjs/toolkit';
import type { ActionPattern } from 'redux-saga/effects';
import { call, fork, put, select, takeEvery, takeLeading } from 'typed-redux-saga';
import { postStep, startIncomeLink, uploadIdentityDocuments, uploadIncomeDocuments } from '../src/api/applicationSteps';
import { loaded, statusChangeAwaited, writeRefused } from '../features/application/applicationSlice';
import { APPLICATION_CHANGED } from '../features/application/loadErrorText';
import {
  applicationStepsActions as steps,
  selectSteps,
  type DataKey,
} from '../features/application/applicationStepsSlice';
import { pendingFiles } from '../features/application/pendingFiles';
import { redirectRequested } from '../features/navigation/navigationSlice';
import type { HelocApplication } from '../src/api/contract';
import { APP_BASE } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import { callApi, errorMessage } from './callApi';
import { useContext } from './context';
import { dataCall } from './screenDataCalls';
import { reportCallFailure } from './failureReport';
import { failureWords, submitFailureMessage } from './submitFailure';
import { apiFault } from '../src/api/httpRetry';

/** Local storage key of the application a bank link returns to (001 §2: plaid-oauth-success reads it). */
export const LINK_APPLICATION_KEY = 'heloc-link-application';

const selectUuid = (state: RootState) => state.application.uuid;
const selectProfile = (state: RootState) => state.application.profile;

function* requireUuid() {
  const uuid = yield* select(selectUuid);
  if (!uuid) throw new Error('No application in view');
  return uuid;
}

/**
 * `inFlight` holds the data calls under way, by key: a screen that asks on mount for what its route already asked for
 * (applicationSaga, features/application/screenData.ts) joins that call, the answer reaching both through state. If
 * the answer came in before the screen did, the slice keeps it as this visit's (`ahead`) and the load stays succeeded.
 */
function* loadData(inFlight: Set<DataKey>, { payload }: ReturnType<typeof steps.dataRequested>) {
  const { key } = payload;
  if (inFlight.has(key)) return;
  if ((yield* select(selectSteps)).loads[key] === 'succeeded') return;
  inFlight.add(key);
  try {
    const uuid = yield* requireUuid();
    yield* put(yield* fetchData(key, uuid));
  } catch (error: unknown) {
    yield* reportCallFailure(`Screen data: ${key}`, error);
    yield* put(steps.dataFailed({ key, message: errorMessage(error) }));
  } finally {
    inFlight.delete(key);
  }
}

function* fetchData(key: DataKey, uuid: string) {
  return steps.dataLoaded(yield* callApi(dataCall, uuid, key));
}

/**
 * The status the screen was routed on as a write leaves: the wait after it counts from there. Read once the answer is
 * in, it may already be the new one (a screen painted from the device sends before the platform's read of the
 * application has routed), and the borrower would wait a minute under the loader for a change that came.
 */
const selectSentFrom = (state: RootState) => state.application.rememberedStatus ?? undefined;

/** The platform answered the action with the application: keep it, then let the status poll route the borrower. */
function* afterSent(application: HelocApplication, awaitsStatus: boolean, from: string | undefined) {
  const profile = yield* select(selectProfile);
  if (profile) yield* put(loaded({ profile, application }));
  yield* put(steps.stepSucceeded());
  if (awaitsStatus) yield* put(statusChangeAwaited(from));
}

/** The platform's ways of saying the application moved on: a 409, or the status no longer allows the step. */
const STATUS_REFUSAL = /\bnot (expected|allowed) at status\b|\bstatus no longer allows\b/i;

/** Whether the platform refused a write because the application is no longer where the screen thought (issue 33). */
export function isRefusedAsMovedOn(error: unknown): boolean {
  const fault = apiFault(error);
  if (fault?.kind !== 'http' || fault.status >= 500) return false;
  return fault.status === 409 || STATUS_REFUSAL.test(fault.message);
}

/**
 * A write that did not go through. Refused because the application moved on: the application saga reads its status
 * and routes by it, and the button stays busy meanwhile (issue 33). Otherwise the screen shows why: the dropped
 * connection when no answer came, else 000 §8's message.
 */
const stepWhat = (step: string) => `Application step: ${step}`;

function* stepFailed(step: string, error: unknown) {
  if (isRefusedAsMovedOn(error)) {
    yield* put(writeRefused({ step }));
    return;
  }
  yield* reportCallFailure(stepWhat(step), error);
  yield* put(steps.stepFailed({ message: submitFailureMessage(error, failureWords) }));
}

function* submitStep({ payload }: ReturnType<typeof steps.stepSubmitted>) {
  try {
    const uuid = yield* requireUuid();
    const from = yield* select(selectSentFrom);
    const application = yield* callApi(postStep, uuid, payload.step, payload.body);
    yield* afterSent(application, payload.awaitsStatus, from);
    if (payload.then)
      yield* put(redirectRequested({ to: `${APP_BASE}/${uuid}/${payload.then}`, reason: `${payload.step} sent` }));
  } catch (error: unknown) {
    yield* stepFailed(payload.step, error);
  }
}

function* submitIncomeDocuments({ payload }: ReturnType<typeof steps.incomeDocumentsSubmitted>) {
  const { files } = pendingFiles.take();
  try {
    const uuid = yield* requireUuid();
    const from = yield* select(selectSentFrom);
    yield* afterSent(yield* callApi(uploadIncomeDocuments, uuid, payload.documentType, files), true, from);
  } catch (error: unknown) {
    yield* stepFailed('incomeDocuments', error);
  }
}

function* submitIdentityDocuments({ payload }: ReturnType<typeof steps.identityDocumentsSubmitted>) {
  const { front, back } = pendingFiles.take();
  try {
    const uuid = yield* requireUuid();
    if (!front) throw new Error('The front of the ID is missing');
    const from = yield* select(selectSentFrom);
    yield* afterSent(yield* callApi(uploadIdentityDocuments, uuid, payload.idType, front, back), true, from);
  } catch (error: unknown) {
    yield* stepFailed('identityDocuments', error);
  }
}

/** Leaves for the link page by a full page load; the return screens read the application id back. */
function* startLink({ payload }: ReturnType<typeof steps.incomeLinkStarted>) {
  try {
    const uuid = yield* requireUuid();
    const { redirect } = yield* callApi(startIncomeLink, uuid, payload.type);
    const storage = yield* useContext('localStorage');
    storage.setItem(LINK_APPLICATION_KEY, uuid);
    yield* put(redirectRequested({ to: redirect, external: true, reason: `link ${payload.type} account` }));
  } catch (error: unknown) {
    yield* stepFailed('incomeLink', error);
  }
}

/** 001 §2: the bank link returns to plaid-oauth-success, which knows no application: local storage does. */
function* completeLink({ payload }: ReturnType<typeof steps.incomeLinkReturned>) {
  try {
    const storage = yield* useContext('localStorage');
    const uuid = payload.uuid ?? storage.getItem(LINK_APPLICATION_KEY);
    if (!uuid) throw new Error('The application of this link was not found. Please start again from your dashboard.');
    storage.removeItem(LINK_APPLICATION_KEY);
    const from = yield* select(selectSentFrom);
    const application = yield* callApi(postStep, uuid, 'incomeLinkComplete', {
      type: payload.type,
      publicToken: payload.publicToken,
    });
    // Inside the area (the payroll return) the area's poll routes on; the area root would reuse the old decision.
    if ((yield* select(selectUuid)) === uuid) {
      yield* afterSent(application, true, from);
      return;
    }
    yield* put(steps.stepSucceeded());
    yield* put(redirectRequested({ to: `${APP_BASE}/${uuid}`, replace: true, reason: 'income account linked' }));
  } catch (error: unknown) {
    if (yield* select((state: RootState) => state.application.inArea)) {
      yield* stepFailed('incomeLinkComplete', error);
      return;
    }
    // Outside the area nothing routes a refusal: it is said in our words, beside the screen's way to the dashboard.
    const refused = isRefusedAsMovedOn(error);
    if (!refused) yield* reportCallFailure(stepWhat('incomeLinkComplete'), error);
    yield* put(
      steps.stepFailed({ message: refused ? APPLICATION_CHANGED : submitFailureMessage(error, failureWords) }),
    );
  }
}

/** The actions this saga answers, each with its worker; a second one while the first is sent is ignored (leading). */
const watched = (inFlight: Set<DataKey>) =>
  [
    {
      action: steps.dataRequested,
      worker: (action: ReturnType<typeof steps.dataRequested>) => loadData(inFlight, action),
      leading: false,
    },
    { action: steps.stepSubmitted, worker: submitStep, leading: true },
    { action: steps.incomeDocumentsSubmitted, worker: submitIncomeDocuments, leading: true },
    { action: steps.identityDocumentsSubmitted, worker: submitIdentityDocuments, leading: true },
    { action: steps.incomeLinkStarted, worker: startLink, leading: true },
    { action: steps.incomeLinkReturned, worker: completeLink, leading: true },
  ] as const;

function* watch(pattern: ActionPattern, worker: (action: Action) => Generator, leading: boolean, first?: Action) {
  if (first === undefined) {
    yield* leading ? takeLeading(pattern, worker) : takeEvery(pattern, worker);
    return;
  }
  if (!leading) {
    yield* fork(worker, first);
    yield* takeEvery(pattern, worker);
    return;
  }
  yield* call(worker, first);
  yield* takeLeading(pattern, worker);
}

/**
 * Loaded on demand with the rest of the area (sagas/applicationAreaSaga.ts). `first`, the action that loaded it when
 * it is one of this saga's (the bank-link return outside the area), is answered as if it had been taken.
 */
export function* applicationStepsSaga(first?: Action) {
  for (const { action, worker, leading } of watched(new Set())) {
    const handed = first !== undefined && action.match(first) ? first : undefined;
    yield* fork(watch, action.type, worker as (action: Action) => Generator, leading, handed);
  }
}

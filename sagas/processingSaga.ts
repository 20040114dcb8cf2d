import { call, delay, fork, put, race, select, take, takeLatest } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { loaded, loadFailed, routeDecided, statusReceived } from '../features/application/applicationSlice';
import { locationChanged } from '../features/navigation/navigationSlice';
import { modalClosed, modalOpened } from '../features/overlays/modalsSlice';
import { activityEnded } from '../features/overlays/loaderSlice';
import type { RootState } from '../store/rootReducer';
import {
  PROCESSING_TICK_MS,
  reach,
  routed,
  stageOfStatus,
  stageOfStep,
  startProgress,
  tick,
  type ProcessingProgress,
} from '../features/processing/progress';
import { MODAL } from '../features/registration/modalIds';
import { registrationActions } from '../features/registration/registrationSlice';
import { loggedOut } from '../features/session/sessionSlice';
import { reportFailure } from './failureReport';

/** 000 §9: the processing modal's default time-out. */
export const PROCESSING_TIMEOUT_MS = 30_000;
/** Once routed, how long the modal waits for the destination to be reached before it closes anyway. */
export const PROCESSING_ARRIVAL_MS = 1500;

const selectLoaderBusy = (state: RootState) => state.loader.active.fetching || state.loader.active.transitioning;

/** Signals that move the messages on: the submit pipeline's steps and the new application's status. */
const isProgressSignal = (action: Action): boolean =>
  registrationActions.submitStepStarted.match(action) ||
  statusReceived.match(action) ||
  loaded.match(action) ||
  routeDecided.match(action);

/** Anything that ends the wait other than routing: a failure, another modal (account exists, inquiry), a logout. */
const endsProcessing = (action: Action): boolean =>
  registrationActions.submitStepFailed.match(action) ||
  registrationActions.submitFailed.match(action) ||
  registrationActions.submitStopped.match(action) ||
  loadFailed.match(action) ||
  loggedOut.match(action) ||
  (modalOpened.match(action) && action.payload.id !== MODAL.processing) ||
  (modalClosed.match(action) && action.payload.id === MODAL.processing);

function* report(previous: ProcessingProgress, next: ProcessingProgress) {
  if (next.index !== previous.index || next.percent !== previous.percent)
    yield* put(registrationActions.processingTicked({ messageIndex: next.index, percent: next.percent }));
  return next;
}

/** Follows the signals until the routing engine has decided and the borrower has arrived. */
function* followProgress() {
  let progress = startProgress();
  for (;;) {
    const { signal } = yield* race({ signal: take(isProgressSignal), tick: delay(PROCESSING_TICK_MS) });
    if (!signal) {
      progress = yield* report(progress, tick(progress, PROCESSING_TICK_MS));
    } else if (registrationActions.submitStepStarted.match(signal)) {
      progress = yield* report(progress, reach(progress, stageOfStep(signal.payload.step)));
    } else if (statusReceived.match(signal)) {
      progress = yield* report(progress, reach(progress, stageOfStatus(signal.payload.checklistStatus)));
    } else if (loaded.match(signal)) {
      const status = signal.payload.application.status.checklistStatus;
      progress = yield* report(progress, reach(progress, stageOfStatus(status)));
    } else {
      yield* report(progress, routed(progress));
      yield* race({ arrived: take(locationChanged), timeout: delay(PROCESSING_ARRIVAL_MS) });
      // The destination's own code or data may still be loading: close once that is done, so no loader follows.
      while (yield* select(selectLoaderBusy)) yield* take(activityEnded);
      return true;
    }
  }
}

/**
 * Issue 15: the processing modal (000 §2.6) stays open from "Create account" until the borrower is routed (or the
 * 30000 ms time-out), its messages driven by the pipeline and the status rather than by a clock alone.
 */
function* runProcessing() {
  yield* put(modalOpened({ id: MODAL.processing }));
  let arrived: boolean;
  let timedOut: boolean;
  try {
    const { routed, timeout } = yield* race({
      routed: call(followProgress),
      ended: take(endsProcessing),
      timeout: delay(PROCESSING_TIMEOUT_MS),
    });
    // typed-redux-saga types a raced generator as the generator itself; the value is what followProgress returns.
    arrived = (routed as boolean | undefined) === true;
    timedOut = timeout === true;
  } finally {
    yield* put(modalClosed({ id: MODAL.processing }));
  }
  // The modal closes as it would on arrival, but the borrower is not where the submit leads: a failure to hear of
  // (issue 46), or a slow platform would look like a quick one.
  if (timedOut) {
    const failure = new Error(`not routed after ${PROCESSING_TIMEOUT_MS} ms`);
    failure.name = 'ProcessingTimeout';
    yield* reportFailure('Processing: time-out', failure);
  }
  // The borrower is in their new application: the answers typed to make it (name, birthdate, contact, income,
  // addresses) are not kept in the tab any longer. A sequence that stopped or failed keeps them to go on with.
  if (arrived) yield* put(registrationActions.finished());
}

const selectSubmitRunning = (state: RootState) => state.registration.submit.status === 'running';

/**
 * Loaded on demand by the first submitStarted (sagas/lazySagas.ts), which it handles itself, unless that submit has
 * already ended while the chunk downloaded (an early failure on a slow network): the end went by before the saga
 * could see it, so a modal opened now would cover the banner until the 30 s time-out.
 */
export function* processingSaga(first?: Action) {
  if (first !== undefined && registrationActions.submitStarted.match(first) && (yield* select(selectSubmitRunning)))
    yield* fork(runProcessing);
  yield* takeLatest(registrationActions.submitStarted, runProcessing);
}

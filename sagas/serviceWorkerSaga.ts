import { eventChannel, type EventChannel } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { call, cancelled, put, select, take } from 'typed-redux-saga';
import { locationChanged } from '../features/navigation/navigationSlice';
import { reloadRequested, updateOffered, updateWaiting } from '../features/offline/offlineSlice';
import type { RootState } from '../store/rootReducer';
import type { AppWorker } from './context';
import { errorMessage } from './callApi';
import { failedByLeaving } from '../features/diagnostics/failures';
import { useContext } from './context';
import { reportFailure } from './failureReport';

/** One event per new build's worker found waiting. */
const waitingChannel = (appWorker: AppWorker, onFailure: (error: unknown) => void): EventChannel<true> =>
  eventChannel((emit) => {
    appWorker
      .register(() => {
        emit(true);
      }, onFailure)
      .catch(onFailure);
    return () => undefined;
  });

const selectPathname = (state: RootState) => state.navigation.location?.pathname ?? '';

/** The borrower is on another screen: a new path, not a hash (an error summary's link) or a query on the same one. */
const movedFrom =
  (pathname: string) =>
  (action: Action): boolean =>
    locationChanged.match(action) && action.payload.pathname !== pathname;

/**
 * Issue 47: registers the app's service worker (src/boot/appWorker.ts waits for the idle page) and, when a new build's
 * worker waits, says so; the borrower's "Reload" lets it take over. Until then the open page runs the build it
 * started with, so a deploy never breaks it. The notice waits for the borrower's next screen: put above the screen in
 * use, it would move that screen under a tap or a field being typed in (decision 358).
 */
export function* serviceWorkerSaga() {
  const appWorker = yield* useContext('appWorker');
  if (!appWorker) return;
  const logger = yield* useContext('logger');
  const windowEvents = yield* useContext('windowEvents');
  const channel = yield* call(waitingChannel, appWorker, (error: unknown) => {
    // A registration the page's own leaving cut off (WebKit's "sw.js load failed", Firefox's failed app-worker chunk
    // as the borrower moves on or logs out) failed nothing: the next page registers again. As for calls, it says
    // nothing (reportFailure).
    if (failedByLeaving(error, windowEvents.isLeaving?.() ?? false)) return;
    // Offline on a first visit, a browser that refuses workers (some private modes), a test that blocks them: the
    // browser's choice rather than the app's failure (a warning, not a reported failure), and the app runs as it did
    // without one. With a worker already in charge, what failed is the check for a new version (the server out of
    // reach): the worker goes on serving this build, and the line says so for whoever reads the log.
    logger.warn(
      appWorker.inCharge()
        ? `The check for a new version of the app failed; this version stays (${errorMessage(error)})`
        : `The service worker was not registered (${errorMessage(error)})`,
    );
  });
  try {
    yield* take(channel);
    yield* put(updateWaiting());
    const pathname = yield* select(selectPathname);
    yield* take(movedFrom(pathname));
    yield* put(updateOffered());
    yield* take(reloadRequested);
    try {
      yield* call(appWorker.activateUpdate);
    } catch (error: unknown) {
      // Reload pressed and the worker could not be asked: the borrower still gets the reload they asked for (the page
      // the browser has; the new version waits and is offered again), and the failure is heard.
      yield* reportFailure('New version: reload', error);
      (yield* useContext('navigator')).reload();
    }
  } finally {
    if (yield* cancelled()) channel.close();
  }
}

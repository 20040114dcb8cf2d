import { connectivitySaga } from './connectivitySaga';
import { REHYDRATE } from 'redux-persist';
import { buffers } from 'redux-saga';
import { actionChannel, call, delay, flush, put, race, setContext, spawn, take } from 'typed-redux-saga';
import { CONNECTION_LOST } from '../features/connectivity/connectivitySlice';
import type { Action } from '@reduxjs/toolkit';
import { afterFirstScreen, useContext, type SagaContext } from './context';
import { keepAlive } from './keepAlive';
import { reportFailure } from './failureReport';
import { flagsSaga } from './flagsSaga';
import { loaderSaga } from './loaderSaga';
import { navigationSaga } from './navigationSaga';
import { sessionSaga } from './sessionSaga';
import { bannersSaga } from './bannersSaga';
import { hoursSaga } from './hoursSaga';
import { notificationsSaga } from './notificationsSaga';
import { shellUiSaga } from './shellUiSaga';
import { leaveSurveySaga } from './leaveSurveySaga';
import { experimentsSaga } from './experimentsSaga';
import { chatEntrySaga } from './chatEntrySaga';
import { localeSaga } from './localeSaga';
import { diagnosticsSaga } from './diagnosticsSaga';
import { serviceWorkerSaga } from './serviceWorkerSaga';
import { LAZY_SAGAS, type LazySaga, type LazySagaEntry } from './lazySagas';
import { PERSISTED_KEYS } from '../store/persistence';

/**
 * Every long-running feature saga, by the name a failure report gives it (a function's own name is minified in
 * production); each runs on its own so one failure cannot stop the others.
 */
export const FEATURE_SAGAS = {
  navigation: navigationSaga,
  session: sessionSaga,
  loader: loaderSaga,
  flags: flagsSaga,
  notifications: notificationsSaga,
  banners: bannersSaga,
  hours: hoursSaga,
  'shell UI': shellUiSaga,
  'leave survey': leaveSurveySaga,
  experiments: experimentsSaga,
  'chat entry': chatEntrySaga,
  connectivity: connectivitySaga,
  locale: localeSaga,
  diagnostics: diagnosticsSaga,
  'service worker': serviceWorkerSaga,
} as const;

/** How many actions a lazy saga's `held` channel keeps while the saga loads. */
export const HELD_ACTIONS_MAX = 100;

/** After a failed download, a lazy saga waits this long before its next trigger may try again, doubling each time. */
export const LAZY_RETRY_MS = { first: 2_000, max: 60_000 } as const;

/**
 * Loads a lazy saga on its first trigger and runs it under keepAlive (a restart is handed the same first action).
 * A failed download (offline, a deploy replaced the chunk, a server out of reach) is logged and tried again on a
 * trigger after a wait that doubles: the failure's own report is an event, which triggers the telemetry saga, so
 * trying again at once looped as fast as the download failed (the engines' test of a server out of reach showed it).
 * A trigger a borrower waits on gets its feature's own failure event with the connection-lost sentence (`failed`), and
 * ends the wait: the borrower pressing again is the retry, and a submit never spins on code that will not come.
 */
export function* runOnDemand(lazy: LazySaga) {
  const logger = yield* useContext('logger');
  // What the saga needs from before it loaded waits for it, from the start (past a bound, the oldest is dropped).
  const held = lazy.held ? yield* actionChannel(lazy.held, buffers.sliding<Action>(HELD_ACTIONS_MAX)) : null;
  let retry: Action | null = null;
  for (let failures = 0; ;) {
    const first: Action = retry ?? (yield* take(lazy.trigger));
    // Triggers that come while the code downloads (the chat prompt pressed as the flags loaded it) are told too.
    const during = yield* actionChannel(lazy.trigger, buffers.sliding<Action>(HELD_ACTIONS_MAX));
    let saga: LazySagaEntry;
    try {
      if (lazy.waitsForFirstScreen?.(first)) yield* call(afterFirstScreen);
      saga = yield* call(lazy.load);
    } catch (error: unknown) {
      const wait = Math.min(LAZY_RETRY_MS.first * 2 ** failures, LAZY_RETRY_MS.max);
      failures += 1;
      const waitedOn = [first, ...(yield* flush(during))].filter((action) => isWaitedOn(lazy, action));
      // A download the page's own leaving cut off says nothing (reportFailure), as a call's does.
      if (yield* reportFailure(`Saga ${lazy.name}: download`, error)) {
        logger.warn(`Saga ${lazy.name}: trying again on a trigger after ${wait / 1000} s`);
        for (const action of waitedOn) {
          const told = lazy.failed?.(action, CONNECTION_LOST);
          if (told) yield* put(told);
        }
      }
      const { pressed } = yield* race({ waited: delay(wait), pressed: call(nextWaitedOn, lazy) });
      // A load nobody presses again for (a list a screen waits on) is tried again by itself once the wait is over.
      retry = pressed ?? waitedOn.findLast((action) => lazy.retriesItself?.(action) === true) ?? null;
      continue;
    } finally {
      during.close();
    }
    yield* call(keepAlive, lazy.name, saga, first, held);
    return;
  }
}

const isWaitedOn = (lazy: LazySaga, action: Action): boolean => lazy.failed?.(action, CONNECTION_LOST) != null;

/** The next trigger a borrower waits on (a submit, a screen's load): pressing again is theirs to ask, not the timer's. */
function* nextWaitedOn(lazy: LazySaga) {
  for (;;) {
    const action: Action = yield* take(lazy.trigger);
    if (isWaitedOn(lazy, action)) return action;
  }
}

const isRehydrate = (action: unknown): action is { type: typeof REHYDRATE; key: string } =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === REHYDRATE;

export function* rootSaga({ waitForRehydrate, started }: { waitForRehydrate: boolean; started?: () => void }) {
  // Persisted pre-auth and registration state must be back before any saga reads state or starts a request.
  if (waitForRehydrate) {
    const pending = new Set<string>(PERSISTED_KEYS);
    while (pending.size > 0) {
      const action = yield* take(isRehydrate);
      pending.delete(action.key);
    }
    // The sagas start in a task of their own, not in the store's (issue 16: one long task on a phone). Nothing is
    // dispatched in between: the page renders, and the borrower's events reach the store, only once `started` is
    // called (src/main.tsx waits for it; a screen's first request, put before the watchers ran, was lost).
    yield* delay(0);
  }
  const preloadSagas: NonNullable<SagaContext['preloadSagas']> = (names) => {
    // A failed download is tried again when the saga's trigger comes.
    for (const lazy of LAZY_SAGAS) if (names.has(lazy.name)) lazy.load().catch(() => undefined);
  };
  yield* setContext({ preloadSagas });
  // Lazy triggers are watched first, so that no action a feature saga puts while starting can pass unseen.
  for (const lazy of LAZY_SAGAS) yield* spawn(runOnDemand, lazy);
  for (const [name, saga] of Object.entries(FEATURE_SAGAS)) yield* spawn(keepAlive, name, saga);
  started?.();
}

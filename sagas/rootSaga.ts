import { REHYDRATE } from 'redux-persist';
import { call, spawn, take } from 'typed-redux-saga';
import { applicationSaga } from './applicationSaga';
import { useContext } from './context';
import { errorMessage } from './callApi';
import { flagsSaga } from './flagsSaga';
import { loaderSaga } from './loaderSaga';
import { navigationSaga } from './navigationSaga';
import { sessionSaga } from './sessionSaga';

/** Every long-running feature saga; each runs on its own so one failure cannot stop the others. */
export const FEATURE_SAGAS = [navigationSaga, sessionSaga, loaderSaga, flagsSaga, applicationSaga] as const;

/** A saga that keeps failing at once is a bug, not bad luck: stop restarting it after a few tries. */
export const MAX_RESTARTS = 3;

export function* keepAlive(saga: () => Generator) {
  const logger = yield* useContext('logger');
  for (let restarts = 0; restarts <= MAX_RESTARTS; restarts += 1) {
    try {
      yield* call(saga);
      return;
    } catch (error: unknown) {
      logger.error(
        `Saga ${saga.name} failed (${errorMessage(error)}); ${restarts < MAX_RESTARTS ? 'restarting' : 'giving up'}`,
      );
    }
  }
}

export function* rootSaga({ waitForRehydrate }: { waitForRehydrate: boolean }) {
  // Persisted pre-auth state must be back before any saga reads state or starts a request.
  if (waitForRehydrate) yield* take(REHYDRATE);
  for (const saga of FEATURE_SAGAS) yield* spawn(keepAlive, saga);
}

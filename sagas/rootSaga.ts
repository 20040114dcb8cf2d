import { REHYDRATE } from 'redux-persist';
import { call, spawn, take } from 'typed-redux-saga';
import { applicationSaga } from './applicationSaga';
import { applicationStepsSaga } from './applicationStepsSaga';
import { useContext } from './context';
import { errorMessage } from './callApi';
import { flagsSaga } from './flagsSaga';
import { loaderSaga } from './loaderSaga';
import { navigationSaga } from './navigationSaga';
import { sessionSaga } from './sessionSaga';
import { registrationSaga } from './registrationSaga';
import { bannersSaga } from './bannersSaga';
import { conditionsSaga } from './conditionsSaga';
import { hoursSaga } from './hoursSaga';
import { notificationsSaga } from './notificationsSaga';
import { shellUiSaga } from './shellUiSaga';
import { telemetrySaga } from './telemetrySaga';
import { leaveSurveySaga } from './leaveSurveySaga';
import { loanOfficerSaga } from './loanOfficerSaga';
import { feedbackSaga } from './feedbackSaga';
import { experimentsSaga } from './experimentsSaga';
import { chatSaga } from './chatSaga';
import { PERSISTED_KEYS } from '../store/persistence';

/** Every long-running feature saga; each runs on its own so one failure cannot stop the others. */
export const FEATURE_SAGAS = [
  navigationSaga,
  sessionSaga,
  loaderSaga,
  flagsSaga,
  applicationSaga,
  applicationStepsSaga,
  registrationSaga,
  notificationsSaga,
  bannersSaga,
  conditionsSaga,
  hoursSaga,
  shellUiSaga,
  telemetrySaga,
  leaveSurveySaga,
  loanOfficerSaga,
  feedbackSaga,
  experimentsSaga,
  chatSaga,
] as const;

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

const isRehydrate = (action: unknown): action is { type: typeof REHYDRATE; key: string } =>
  typeof action === 'object' && action !== null && (action as { type?: unknown }).type === REHYDRATE;

export function* rootSaga({ waitForRehydrate }: { waitForRehydrate: boolean }) {
  // Persisted pre-auth and registration state must be back before any saga reads state or starts a request.
  if (waitForRehydrate) {
    const pending = new Set<string>(PERSISTED_KEYS);
    while (pending.size > 0) {
      const action = yield* take(isRehydrate);
      pending.delete(action.key);
    }
  }
  for (const saga of FEATURE_SAGAS) yield* spawn(keepAlive, saga);
}

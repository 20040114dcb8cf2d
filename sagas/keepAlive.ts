/**
 * keepAlive: runs a long-lived saga and restarts it when it throws, a few times at most. Its own module so that a saga
 * which starts others under it (the application area) needs nothing from the root saga that starts it (decision 275).
 */
import { call } from 'typed-redux-saga';
import { useContext } from './context';
import { errorMessage } from './callApi';

/** A saga that keeps failing at once is a bug, not bad luck: stop restarting it after a few tries. */
export const MAX_RESTARTS = 3;

export function* keepAlive<Args extends unknown[]>(saga: (...args: Args) => Generator, ...args: Args) {
  const logger = yield* useContext('logger');
  for (let restarts = 0; restarts <= MAX_RESTARTS; restarts += 1) {
    try {
      yield* call(saga, ...args);
      return;
    } catch (error: unknown) {
      logger.error(
        `Saga ${saga.name} failed (${errorMessage(error)}); ${restarts < MAX_RESTARTS ? 'restarting' : 'giving up'}`,
      );
    }
  }
}

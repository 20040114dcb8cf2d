/**
 * keepAlive: runs a long-lived saga and restarts it when it throws, a few times at most. Its own module so that a saga
 * which starts others under it (the application area) needs nothing from the root saga that starts it (decision 275).
 */
import { call } from 'typed-redux-saga';
import { useContext } from './context';
import { reportFailure } from './failureReport';

/** A saga that keeps failing at once is a bug, not bad luck: stop restarting it after a few tries. */
export const MAX_RESTARTS = 3;

/**
 * `label` names the saga in the report and the log, a fixed word of the code's (the function's own name is minified
 * in production). A saga that threw is a failure like any caught one (issue 46): reported (the console, the action
 * log, telemetry) each time, then restarted, or given up on.
 */
export function* keepAlive<Args extends unknown[]>(label: string, saga: (...args: Args) => Generator, ...args: Args) {
  const logger = yield* useContext('logger');
  for (let restarts = 0; restarts <= MAX_RESTARTS; restarts += 1) {
    try {
      yield* call(saga, ...args);
      return;
    } catch (error: unknown) {
      yield* reportFailure(`Saga ${label}`, error);
      if (restarts < MAX_RESTARTS) logger.warn(`Saga ${label}: restarting`);
      else logger.error(`Saga ${label}: giving up after ${MAX_RESTARTS} restarts`);
    }
  }
}

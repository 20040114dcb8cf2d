import { call, put } from 'typed-redux-saga';
import { isApiError, isUnauthenticatedError, type HttpClient } from '../src/api/http';
import { unauthenticatedResponseReceived } from '../features/session/sessionSlice';
import { useContext } from './context';
import { wentOffline } from '../features/connectivity/connectivitySlice';

/**
 * Calls a platform service function with the client from the saga context. An unauthenticated answer (000 §6)
 * is reported as an event before the error propagates, so the session saga can clear the session once.
 */
export function* callApi<Args extends unknown[], Result>(
  fn: (client: HttpClient, ...args: Args) => Promise<Result>,
  ...args: Args
) {
  const api = yield* useContext('api');
  try {
    return yield* call(fn, api, ...args);
  } catch (error: unknown) {
    if (isApiError(error) && isUnauthenticatedError(error)) {
      yield* put(unauthenticatedResponseReceived({ status: error.status }));
    }
    // A fetch that failed while the browser says it is offline: the offline event may not have fired yet.
    if (isApiError(error) && error.kind === 'network' && !(yield* useContext('windowEvents')).isOnline()) {
      yield* put(wentOffline());
    }
    throw error;
  }
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

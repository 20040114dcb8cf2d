import { delay } from 'typed-redux-saga';
import { retryDelays, type HttpClient, type RetryPolicy } from '../src/api/http';
import { callApi, errorMessage } from './callApi';
import { useContext } from './context';

/**
 * 001 §7 retry helper: calls `fn` up to `policy.attempts` times, waiting the doubling delays in between, until it
 * answers or fails with an error `isRetryable` refuses; the last error is thrown. A saga, so the waits are `delay`
 * effects a test's clock controls and a cancelled caller stops waiting.
 */
export function* callWithRetry<Args extends unknown[], Result>(
  policy: Readonly<RetryPolicy>,
  isRetryable: (error: unknown) => boolean,
  fn: (client: HttpClient, ...args: Args) => Promise<Result>,
  ...args: Args
) {
  const waits = retryDelays(policy);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return yield* callApi(fn, ...args);
    } catch (error: unknown) {
      const wait = waits[attempt];
      if (wait === undefined || !isRetryable(error)) throw error;
      (yield* useContext('logger')).warn(`${fn.name} attempt ${attempt + 1} failed (${errorMessage(error)}); retrying`);
      yield* delay(wait);
    }
  }
}

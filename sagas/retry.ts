import { call, delay, select } from 'typed-redux-saga';
import { isApiError, retryDelays, type HttpClient, type RetryPolicy } from '../src/api/http';
import { apiFault, transientRetryDelay } from '../src/api/httpRetry';
import { selectOnline } from '../features/connectivity/connectivitySlice';
import { callApi } from './callApi';
import { faultOf } from '../features/diagnostics/failures';
import { useContext } from './context';

/**
 * What a retry's warning names the call by: the client's own name for it (`GET /…/heloc/:uuid/offers`, src/api/http.ts)
 * when an answer failed, else the caller's fixed label. Never the function's name, which the production build
 * minifies to a letter ("d failed (http 503)"), and never the call's data.
 */
const callName = (error: unknown, label: string): string => apiFault(error)?.call ?? label;

/**
 * 001 §7 retry helper: calls `fn` up to `policy.attempts` times, waiting the doubling delays in between, until it
 * answers or fails with an error `isRetryable` refuses; the last error is thrown. A saga, so the waits are `delay`
 * effects a test's clock controls and a cancelled caller stops waiting. `label` names the call in logs (a few fixed
 * words, never data).
 */
export function* callWithRetry<Args extends unknown[], Result>(
  label: string,
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
      (yield* useContext('logger')).warn(
        `${callName(error, label)} attempt ${attempt + 1} failed (${faultOf(error)}); retrying`,
      );
      yield* delay(wait);
    }
  }
}

/**
 * Runs `work` (one platform call), retrying transient faults on the one schedule of src/api/httpRetry.ts before they
 * count (issue 17): the caller sees an error only after the retries. Offline, it fails at once: the connectivity
 * state tells the borrower, and they retry once back online. `label` names the call in logs (never its data).
 */
export function* withTransientRetry<Yielded, Result>(label: string, work: () => Generator<Yielded, Result>) {
  for (let retry = 0; ; retry += 1) {
    try {
      return yield* work();
    } catch (error: unknown) {
      const online = yield* select(selectOnline);
      const wait = online ? transientRetryDelay(error, retry, yield* call(Math.random)) : null;
      if (wait === null) throw error;
      const status = isApiError(error) ? `${error.kind} ${error.status}` : 'error';
      (yield* useContext('logger')).warn(
        `${callName(error, label)} failed (${status}); retry ${retry + 1} in ${wait} ms`,
      );
      yield* delay(wait);
    }
  }
}

/** callApi with the transient-fault retries of `withTransientRetry`; `label` names the call in logs, as there. */
export function* callApiRetrying<Args extends unknown[], Result>(
  label: string,
  fn: (client: HttpClient, ...args: Args) => Promise<Result>,
  ...args: Args
) {
  return yield* withTransientRetry(label, () => callApi(fn, ...args));
}

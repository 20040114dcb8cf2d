import { runSaga, type Saga } from 'redux-saga';
import { ApiError, RETRY_POLICY, type HttpClient } from '../../src/api/http';
import { callApiRetrying, callWithRetry } from '../../sagas/retry';

/**
 * The retries' warnings name the call by the client's own name for it (method and route pattern, decision 359), else
 * by the caller's fixed label: never by the function's name, which the production build minifies to a letter.
 */

const client = {} as HttpClient;

/** A service function as the minifier leaves it: named `d`. */
function named(name: string, answer: () => Promise<unknown>) {
  const fn = (_client: HttpClient) => answer();
  Object.defineProperty(fn, 'name', { value: name });
  return fn;
}

async function run(saga: Saga, ...args: unknown[]) {
  const logger = { warn: jest.fn<undefined, [string]>(), error: jest.fn() };
  const task = runSaga(
    {
      context: { api: client, logger, windowEvents: { isOnline: () => true } },
      dispatch: jest.fn(),
      getState: () => ({ connectivity: { online: true } }),
    },
    saga,
    ...args,
  );
  const outcome = task.toPromise().then(
    () => 'answered',
    () => 'failed',
  );
  await jest.advanceTimersByTimeAsync(60_000);
  return { outcome: await outcome, warnings: logger.warn.mock.calls.map(([line]) => line) };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

test("callWithRetry names a fault that is no answer by the caller's label, not the minified function name", async () => {
  let attempts = 0;
  const d = named('d', () => {
    attempts += 1;
    return attempts < 3 ? Promise.reject(new TypeError('x is undefined')) : Promise.resolve('ok');
  });
  const { outcome, warnings } = await run(callWithRetry as Saga, 'Co-deed status', RETRY_POLICY, () => true, d);
  expect(outcome).toBe('answered');
  expect(warnings).toEqual([
    'Co-deed status attempt 1 failed (x is undefined); retrying',
    'Co-deed status attempt 2 failed (x is undefined); retrying',
  ]);
});

test("callWithRetry names a failed answer by the client's call, with its kind and status, not its words", async () => {
  let attempts = 0;
  const d = named('d', () => {
    attempts += 1;
    return attempts < 2
      ? Promise.reject(
          new ApiError({
            status: 503,
            body: { errors: ['Down for ada@example.com'] },
            method: 'GET',
            call: 'GET /co-deed/status',
          }),
        )
      : Promise.resolve('ok');
  });
  const { warnings } = await run(callWithRetry as Saga, 'Co-deed status', RETRY_POLICY, () => true, d);
  expect(warnings).toEqual(['GET /co-deed/status attempt 1 failed (http 503); retrying']);
});

test("callApiRetrying names a retried call without the client's name by the caller's label", async () => {
  let attempts = 0;
  // A stand-in's error (no `call`): the client always sets it, so this is the label's only use.
  const d = named('d', () => {
    attempts += 1;
    return attempts < 2
      ? Promise.reject(new ApiError({ status: 503, body: null, method: 'GET' }))
      : Promise.resolve('ok');
  });
  const { outcome, warnings } = await run(callApiRetrying as Saga, 'Document PDF', d);
  expect(outcome).toBe('answered');
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/^Document PDF failed \(http 503\); retry 1 in \d+ ms$/);
  expect(warnings[0]).not.toMatch(/^d /);
});

import {
  ApiError,
  borrowerMessage,
  createHttpClient,
  createMemoryTokenStore,
  parseRetryAfter,
} from '../../src/api/http';
import {
  MAX_RETRY_AFTER_MS,
  TRANSIENT_RETRY_DELAYS_MS,
  isOutcomeUnknown,
  isSafeToRepeat,
  transientRetryDelay,
} from '../../src/api/httpRetry';

const http = (status: number, method: 'GET' | 'POST', retryAfterMs: number | null = null) =>
  new ApiError({ status, body: null, method, retryAfterMs });
const dropped = (method: 'GET' | 'POST') => new ApiError({ status: 0, body: null, method });
const unreadable = (method: 'GET' | 'POST') => new ApiError({ status: 200, body: null, method, kind: 'unreadable' });

describe('the transient retry policy (issue 17)', () => {
  test('about 3 retries within about 10 s: the schedule is bounded and each wait is jittered within [base/2, base]', () => {
    expect(TRANSIENT_RETRY_DELAYS_MS).toHaveLength(3);
    const worst = TRANSIENT_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(worst).toBeLessThanOrEqual(10_000);
    TRANSIENT_RETRY_DELAYS_MS.forEach((base, index) => {
      expect(transientRetryDelay(http(500, 'GET'), index, 0)).toBe(base / 2);
      expect(transientRetryDelay(http(500, 'GET'), index, 0.999_999)).toBe(base);
    });
    expect(transientRetryDelay(http(500, 'GET'), TRANSIENT_RETRY_DELAYS_MS.length, 0.5)).toBeNull();
  });

  test('a GET is repeated on 5xx, 408, 429, a dropped connection and an unreadable body; never on another 4xx', () => {
    for (const status of [500, 502, 503, 504, 408, 429]) expect(isSafeToRepeat(http(status, 'GET'))).toBe(true);
    expect(isSafeToRepeat(dropped('GET'))).toBe(true);
    expect(isSafeToRepeat(unreadable('GET'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isSafeToRepeat(http(status, 'GET'))).toBe(false);
  });

  test('a POST is repeated only when the server said it did not process it (503, 429)', () => {
    expect(isSafeToRepeat(http(503, 'POST'))).toBe(true);
    expect(isSafeToRepeat(http(429, 'POST'))).toBe(true);
    for (const status of [500, 502, 504, 400, 401, 404]) expect(isSafeToRepeat(http(status, 'POST'))).toBe(false);
    expect(isSafeToRepeat(dropped('POST'))).toBe(false);
    expect(isSafeToRepeat(unreadable('POST'))).toBe(false);
  });

  test('a POST whose answer was lost has an unknown outcome; a GET or an HTTP answer never does', () => {
    expect(isOutcomeUnknown(dropped('POST'))).toBe(true);
    expect(isOutcomeUnknown(unreadable('POST'))).toBe(true);
    expect(isOutcomeUnknown(dropped('GET'))).toBe(false);
    expect(isOutcomeUnknown(http(500, 'POST'))).toBe(false);
    expect(isOutcomeUnknown(new Error('boom'))).toBe(false);
  });

  test('Retry-After is honoured as a floor, and one beyond the budget stops the retries', () => {
    expect(transientRetryDelay(http(429, 'POST', 2000), 0, 0)).toBe(2000);
    expect(transientRetryDelay(http(503, 'GET', 10), 2, 0)).toBe(TRANSIENT_RETRY_DELAYS_MS[2]! / 2);
    expect(transientRetryDelay(http(429, 'GET', MAX_RETRY_AFTER_MS + 1), 0, 0)).toBeNull();
  });

  test("a service error wrapping an HTTP failure (GET identity's User not found) follows its cause", () => {
    expect(isSafeToRepeat(new Error('User not found', { cause: http(503, 'GET') }))).toBe(true);
    expect(isSafeToRepeat(new Error('User not found', { cause: http(401, 'GET') }))).toBe(false);
  });

  test('an error that did not come from the client (no method) is not repeated', () => {
    expect(isSafeToRepeat(new ApiError({ status: 503, body: null }))).toBe(false);
    expect(isSafeToRepeat(new TypeError('x'))).toBe(false);
  });

  test('Retry-After parses seconds and HTTP dates, and ignores anything else', () => {
    expect(parseRetryAfter('3', 0)).toBe(3000);
    expect(parseRetryAfter(new Date(5000).toUTCString(), 1000)).toBe(4000);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(parseRetryAfter(null, 0)).toBeNull();
  });
});

describe('what the client reports for the policy', () => {
  const client = (fetchImpl: typeof fetch) =>
    createHttpClient({
      baseUrl: '',
      orgCode: 'homeward',
      origin: 'x',
      tokenStore: createMemoryTokenStore(),
      fetchImpl,
    });

  test('an error answer carries its method, kind and Retry-After', async () => {
    const api = client(() =>
      Promise.resolve(
        new Response(JSON.stringify({ errors: ['Busy'] }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
        }),
      ),
    );
    const error: unknown = await api.request({ method: 'POST', path: '/x', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, method: 'POST', kind: 'http', retryAfterMs: 2000, message: 'Busy' });
  });

  test('a dropped connection is a network error; a malformed success body is unreadable', async () => {
    const droppedError: unknown = await client(() => Promise.reject(new TypeError('Failed to fetch')))
      .request({ method: 'POST', path: '/x' })
      .catch((e: unknown) => e);
    expect(droppedError).toMatchObject({ status: 0, method: 'POST', kind: 'network' });
    const truncated: unknown = await client(() =>
      Promise.resolve(new Response('{"uuid":', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    )
      .request({ method: 'GET', path: '/y' })
      .catch((e: unknown) => e);
    expect(truncated).toMatchObject({ status: 200, method: 'GET', kind: 'unreadable' });
  });

  test('the borrower reads the errors list or the default, never an internal message', () => {
    expect(borrowerMessage(new ApiError({ status: 500, body: { errors: ['A', 'B'] } }))).toBe('A, B');
    expect(borrowerMessage(new ApiError({ status: 500, body: '<html>' }))).toBe('Something unexpected happened');
    expect(borrowerMessage(unreadable('GET'))).toBe('Something unexpected happened');
    expect(borrowerMessage(dropped('GET'))).toBe('Something unexpected happened');
    expect(borrowerMessage(new TypeError("Cannot read properties of undefined (reading 'uuid')"))).toBe(
      'Something unexpected happened',
    );
  });
});

import { EARLY_GET_MAX_AGE_MS } from '../../src/api/earlyGets';
import { ApiError, createHttpClient, createMemoryTokenStore } from '../../src/api/http';
import { getApplication } from '../../src/api/application';
import { getProfile } from '../../src/api/profile';
import { fetchTakingSentCalls, SENT_FIRST_CALLS } from '../../src/api/sentFirstCalls';

const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : input.toString());

const PROFILE = '/service-profile/api/v1/profile';
const HEADERS = { 'x-org': 'apm', 'x-origin': 'https://apm.example', authorization: 'Bearer one' };

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

/** What the page's inline script leaves (src/boot/firstCallsScript.ts), at `at`. */
function leaveSentCalls(calls: { url: string; response: Promise<Response> }[], at = 1_000) {
  window[SENT_FIRST_CALLS] = { at, calls: calls.map((call) => ({ ...call, headers: HEADERS })) };
}

/** The app's client over the page's calls; the network answers anything else. */
function setup({ token = 'Bearer one', orgCode = 'apm', now = 1_000 } = {}) {
  const network = jest.fn((input: RequestInfo | URL) => Promise.resolve(json({ from: 'network', url: urlOf(input) })));
  const tokenStore = createMemoryTokenStore(token);
  const client = createHttpClient({
    baseUrl: '',
    orgCode,
    origin: 'https://apm.example',
    tokenStore,
    fetchImpl: fetchTakingSentCalls(window, network, () => now),
  });
  return { client, network, tokenStore };
}

afterEach(() => {
  Reflect.deleteProperty(window, SENT_FIRST_CALLS);
});

test("the app's call takes the answer of the very same call the page sent, once, and the page's record is removed", async () => {
  leaveSentCalls([{ url: PROFILE, response: Promise.resolve(json({ from: 'page' })) }]);
  const { client, network } = setup();
  expect(window[SENT_FIRST_CALLS]).toBeUndefined();
  await expect(getProfile(client)).resolves.toEqual({ from: 'page' });
  expect(network).not.toHaveBeenCalled();
  await expect(getProfile(client)).resolves.toEqual({ from: 'network', url: PROFILE });
  expect(network).toHaveBeenCalledTimes(1);
});

test('the answer is read as the client reads its own: a renewed token is kept, an error status is an ApiError', async () => {
  leaveSentCalls([
    { url: PROFILE, response: Promise.resolve(json({ from: 'page' }, { Authorization: 'Bearer two' })) },
    {
      url: '/service-application/api/v1/application/heloc/app-1',
      response: Promise.resolve(new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } })),
    },
  ]);
  const { client, tokenStore } = setup();
  // Sent together, as the start-up sends them: both carry the token the page sent them with.
  const profile = getProfile(client);
  const application = getApplication(client, 'app-1');
  await profile;
  expect(tokenStore.get()).toBe('Bearer two');
  await expect(application).rejects.toBeInstanceOf(ApiError);
  await expect(application).rejects.toMatchObject({ status: 503 });
});

test("a call the page could not send fails the app's call that takes it as a network failure", async () => {
  const failed = Promise.reject(new TypeError('Failed to fetch'));
  failed.catch(() => undefined);
  leaveSentCalls([{ url: PROFILE, response: failed }]);
  const { client, network } = setup();
  await expect(getProfile(client)).rejects.toMatchObject({ status: 0, kind: 'network' });
  expect(network).not.toHaveBeenCalled();
});

test.each([
  ['another token', { token: 'Bearer renewed' }],
  ['another organisation', { orgCode: 'citywide' }],
  ['an answer older than the early calls may be', { now: 1_000 + EARLY_GET_MAX_AGE_MS + 1 }],
])('a call with %s goes to the network', async (_, options) => {
  leaveSentCalls([{ url: PROFILE, response: Promise.resolve(json({ from: 'page' })) }]);
  const { client, network } = setup(options);
  await expect(getProfile(client)).resolves.toEqual({ from: 'network', url: PROFILE });
  expect(network).toHaveBeenCalledTimes(1);
});

test('another path, or the same path written to, goes to the network', async () => {
  leaveSentCalls([{ url: PROFILE, response: Promise.resolve(json({ from: 'page' })) }]);
  const { client, network } = setup();
  await client.request({ method: 'PUT', path: PROFILE, body: {} });
  await client.request({ method: 'GET', path: `${PROFILE}/name` });
  expect(network).toHaveBeenCalledTimes(2);
  // The GET itself still takes the page's answer.
  await expect(getProfile(client)).resolves.toEqual({ from: 'page' });
});

test.each([
  ['nothing', undefined],
  ['no list', { at: 1_000 }],
  ['no time', { calls: [] }],
  [
    'entries of another shape',
    { at: 1_000, calls: [{ url: PROFILE, headers: HEADERS, response: 'not a promise' }, 7] },
  ],
])('a page record of %s is ignored', async (_, record) => {
  window[SENT_FIRST_CALLS] = record;
  const { client, network } = setup();
  await expect(getProfile(client)).resolves.toEqual({ from: 'network', url: PROFILE });
  expect(network).toHaveBeenCalledTimes(1);
});

test("a call the page sends only once the application has answered (the screen's data) is waited for, then taken (decision 350)", async () => {
  const calls: { url: string; headers: typeof HEADERS; response: Promise<Response> }[] = [];
  let hintSent = (): void => undefined;
  const hint = new Promise<void>((resolve) => {
    hintSent = resolve;
  });
  window[SENT_FIRST_CALLS] = { at: 1_000, calls, hint };
  const { client, network } = setup();
  const profile = getProfile(client);
  await Promise.resolve();
  // Added to the page's list after the app's client was made, as the page's script does.
  calls.push({ url: PROFILE, headers: HEADERS, response: Promise.resolve(json({ from: 'page, later' })) });
  hintSent();
  await expect(profile).resolves.toEqual({ from: 'page, later' });
  expect(network).not.toHaveBeenCalled();
  // Once the page has sent what it sends, a call it did not send goes to the network.
  await expect(getApplication(client, 'a')).resolves.toMatchObject({ from: 'network' });
});

test('a POST the page sent (the feature flags) is taken only by the same method and body (decision 467)', async () => {
  const FLAGS = '/service-optimize/heloc/api/v1/features';
  const body = JSON.stringify({ optimizeUser: { organization: 'apm' } });
  window[SENT_FIRST_CALLS] = {
    at: 1_000,
    calls: [
      {
        url: FLAGS,
        method: 'POST',
        body,
        headers: { ...HEADERS, 'content-type': 'application/json' },
        response: Promise.resolve(json([{ from: 'page' }])),
      },
    ],
  };
  const { client, network } = setup();
  const flags = (organization: string) =>
    client.request({ method: 'POST', path: FLAGS, body: { optimizeUser: { organization } }, read: true });
  // A GET of the same URL, or another body, is another call.
  await expect(client.request({ method: 'GET', path: FLAGS })).resolves.toEqual({ from: 'network', url: FLAGS });
  await expect(flags('citywide')).resolves.toEqual({ from: 'network', url: FLAGS });
  await expect(flags('apm')).resolves.toEqual([{ from: 'page' }]);
  expect(network).toHaveBeenCalledTimes(2);
});

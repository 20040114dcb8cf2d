import { EARLY_GET_MAX_AGE_MS, createEarlyGets } from '../../src/api/earlyGets';
import { ApiError, createMemoryTokenStore, type HttpClient, type HttpRequest } from '../../src/api/http';
import { getApplication } from '../../src/api/application';
import { getProfile } from '../../src/api/profile';

/** A client that records each call and answers it with the call's number. */
function countingClient() {
  const calls: HttpRequest[] = [];
  const client: HttpClient = {
    request<T>(req: HttpRequest) {
      calls.push(req);
      return Promise.resolve(calls.length as T);
    },
  };
  return { client, calls };
}

function setup() {
  const base = countingClient();
  const tokens = createMemoryTokenStore('Bearer one');
  let clock = 1_000;
  const early = createEarlyGets(base.client, tokens, () => clock);
  const sendFirstCalls = () => {
    early.send((client) => Promise.all([getProfile(client), getApplication(client, 'app-1')]));
  };
  return {
    base,
    tokens,
    early,
    sendFirstCalls,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

test("the app's call takes the answer of the same GET sent early, once", async () => {
  const { base, early, sendFirstCalls } = setup();
  sendFirstCalls();
  expect(base.calls.map((call) => call.path)).toEqual([
    '/service-profile/api/v1/profile',
    '/service-application/api/v1/application/heloc/app-1',
  ]);
  await expect(getApplication(early.client, 'app-1')).resolves.toBe(2);
  await expect(getProfile(early.client)).resolves.toBe(1);
  expect(base.calls).toHaveLength(2);
  // Taken once: the next call is a call of its own.
  await expect(getProfile(early.client)).resolves.toBe(3);
});

test('a failed early GET fails the call that takes it, and only that one', async () => {
  const failure = new ApiError({ status: 503, body: null, method: 'GET' });
  let failNext = true;
  const base: HttpClient = {
    request<T>() {
      if (failNext) {
        failNext = false;
        return Promise.reject(failure);
      }
      return Promise.resolve('fresh' as T);
    },
  };
  const early = createEarlyGets(base, createMemoryTokenStore('Bearer one'));
  early.send((client) => getProfile(client));
  await expect(getProfile(early.client)).rejects.toBe(failure);
  await expect(getProfile(early.client)).resolves.toBe('fresh');
});

test('a call after signing out, after a write to its resource, or past the bound goes to the network', async () => {
  const signedOut = setup();
  signedOut.sendFirstCalls();
  signedOut.tokens.clear();
  await expect(getProfile(signedOut.early.client)).resolves.toBe(3);

  const written = setup();
  written.sendFirstCalls();
  await written.early.client.request({ method: 'PUT', path: '/service-profile/api/v1/profile/name', body: {} });
  await expect(getProfile(written.early.client)).resolves.toBe(4);
  // A write elsewhere (the optimisation service's POST) leaves the application's answer waiting.
  await written.early.client.request({ method: 'POST', path: '/service-optimize/heloc/api/v1/features', body: {} });
  await expect(getApplication(written.early.client, 'app-1')).resolves.toBe(2);

  const renewed = setup();
  renewed.sendFirstCalls();
  renewed.tokens.set('Bearer renewed');
  await expect(getProfile(renewed.early.client)).resolves.toBe(1);

  const late = setup();
  late.sendFirstCalls();
  late.advance(EARLY_GET_MAX_AGE_MS + 1);
  await expect(getProfile(late.early.client)).resolves.toBe(3);
});

test('only plain GETs are sent early, a refused one is no unhandled rejection, and a query tells calls apart', async () => {
  const { base, early } = setup();
  early.send((client) => client.request({ method: 'POST', path: '/x', body: {} }));
  early.send((client) => client.request({ method: 'GET', path: '/y', headers: { 'x-a': '1' } }));
  await Promise.resolve();
  expect(base.calls).toHaveLength(0);
  early.send((client) => client.request({ method: 'GET', path: '/documents', query: { kind: 'notes' } }));
  await expect(
    early.client.request({ method: 'GET', path: '/documents', query: { kind: 'disclosures' } }),
  ).resolves.toBe(2);
  await expect(early.client.request({ method: 'GET', path: '/documents', query: { kind: 'notes' } })).resolves.toBe(1);
});

test('a POST that only reads (the feature flags) is sent early too, and taken only by the same body (decision 467)', async () => {
  const { base, early } = setup();
  const flags = (organization: string) =>
    early.client.request({ method: 'POST', path: '/flags', body: { optimizeUser: { organization } }, read: true });
  early.send((client) =>
    client.request({ method: 'POST', path: '/flags', body: { optimizeUser: { organization: 'apm' } }, read: true }),
  );
  expect(base.calls).toHaveLength(1);
  // Another organisation's flags are another call.
  await expect(flags('citywide')).resolves.toBe(2);
  await expect(flags('apm')).resolves.toBe(1);
  expect(base.calls).toHaveLength(2);
  // A POST that writes is never sent early, nor taken from what was.
  early.send((client) => client.request({ method: 'POST', path: '/flags', body: { optimizeUser: {} } }));
  await Promise.resolve();
  expect(base.calls).toHaveLength(2);
});

test("calls sent through another client (the page's own calls) are taken the same way, and only theirs go through it", async () => {
  const { base, early } = setup();
  const page = countingClient();
  early.send((client) => Promise.all([getProfile(client), getApplication(client, 'app-1')]), page.client);
  expect(page.calls.map((call) => call.path)).toEqual([
    '/service-profile/api/v1/profile',
    '/service-application/api/v1/application/heloc/app-1',
  ]);
  await expect(getApplication(early.client, 'app-1')).resolves.toBe(2);
  await expect(getProfile(early.client)).resolves.toBe(1);
  expect(base.calls).toHaveLength(0);
  await expect(getProfile(early.client)).resolves.toBe(1);
  expect(base.calls).toHaveLength(1);
});

test('a GET the app already has out is not sent early again: the early call joins it (issue 47, a return visit)', async () => {
  const base = countingClient();
  let answer: (value: unknown) => void = () => undefined;
  const pending = new Promise((resolve) => {
    answer = resolve;
  });
  const held: HttpClient = {
    request<T>(req: HttpRequest) {
      base.calls.push(req);
      return pending as Promise<T>;
    },
  };
  const early = createEarlyGets(held, createMemoryTokenStore('Bearer one'));
  const apps = getApplication(early.client, 'app-1');
  let joined: unknown;
  early.send(async (client) => {
    joined = await getApplication(client, 'app-1');
  });
  answer('the application');
  await expect(apps).resolves.toBe('the application');
  await Promise.resolve();
  expect(joined).toBe('the application');
  expect(base.calls).toHaveLength(1);
  // Once answered, the next early call goes out again.
  early.send((client) => getApplication(client, 'app-1'));
  expect(base.calls).toHaveLength(2);
});

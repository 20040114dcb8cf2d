import { http, HttpResponse } from 'msw';
import {
  ApiError,
  createHttpClient,
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  DEFAULT_ERROR_MESSAGE,
  isUnauthenticatedError,
  joinMessages,
  RETRY_POLICY,
  retryDelays,
  TOKEN_STORAGE_KEY,
  toSerializableError,
} from '../../src/api/http';
import { bearer } from '../support/bearer';
import { BASE_URL, makeClient, ORG_CODE, ORIGIN, startServer, TOKEN, url } from './support';

const server = startServer();

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e: unknown) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

describe('request headers', () => {
  it('sends org, origin and the stored bearer token with credentials, and no content type without a body', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(url('/thing'), ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    const { client } = makeClient();
    await expect(client.request({ method: 'GET', path: '/thing' })).resolves.toEqual({ ok: true });
    expect(seen?.headers.get('x-org')).toBe(ORG_CODE);
    expect(seen?.headers.get('x-origin')).toBe(ORIGIN);
    expect(seen?.headers.get('authorization')).toBe(TOKEN);
    expect(seen?.headers.get('content-type')).toBeNull();
    expect(seen?.credentials).toBe('include');
  });

  it('sends a JSON body with the JSON content type', async () => {
    let contentType: string | null = null;
    let received: unknown;
    server.use(
      http.post(url('/thing'), async ({ request }) => {
        contentType = request.headers.get('content-type');
        received = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { client } = makeClient();
    await expect(client.request({ method: 'POST', path: '/thing', body: { a: 1 } })).resolves.toBeNull();
    expect(contentType).toBe('application/json');
    expect(received).toEqual({ a: 1 });
  });

  it('lets a multipart body carry its own content type', async () => {
    let contentType: string | null = null;
    let field: FormDataEntryValue | null = null;
    server.use(
      http.post(url('/upload'), async ({ request }) => {
        contentType = request.headers.get('content-type');
        field = (await request.formData()).get('kind');
        return HttpResponse.json({ done: true });
      }),
    );
    const form = new FormData();
    form.append('kind', 'paystub');
    const { client } = makeClient();
    await client.request({ method: 'POST', path: '/upload', multipart: form });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(field).toBe('paystub');
  });

  it('leaves the token out when auth is false or none is stored, and lets explicit headers win', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(url('/thing'), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(null);
      }),
    );
    await makeClient().client.request({ method: 'GET', path: '/thing', auth: false });
    await makeClient(null).client.request({ method: 'GET', path: '/thing' });
    await makeClient().client.request({ method: 'GET', path: '/thing', headers: { Authorization: 'Bearer other' } });
    expect(seen).toEqual([null, null, 'Bearer other']);
  });

  it("keeps a signed-in call's answer out of the browser's HTTP cache, and leaves a call without a token to it", async () => {
    const seen: [string | null, RequestCache][] = [];
    server.use(
      http.get(url('/thing'), ({ request }) => {
        seen.push([request.headers.get('authorization'), request.cache]);
        return HttpResponse.json(null);
      }),
    );
    await makeClient().client.request({ method: 'GET', path: '/thing' });
    await makeClient(null).client.request({
      method: 'GET',
      path: '/thing',
      headers: { Authorization: 'Bearer other' },
    });
    await makeClient().client.request({ method: 'GET', path: '/thing', auth: false });
    expect(seen).toEqual([
      [TOKEN, 'no-store'],
      ['Bearer other', 'no-store'],
      [null, 'default'],
    ]);
  });

  it('encodes the query and skips undefined values', async () => {
    let search = '';
    server.use(
      http.get(url('/q'), ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json([]);
      }),
    );
    await makeClient().client.request({
      method: 'GET',
      path: '/q',
      query: { orgCode: 'a b', page: 2, exact: true, skipped: undefined },
    });
    expect(search).toBe('?orgCode=a+b&page=2&exact=true');
  });

  it('refuses a request with both a JSON and a multipart body', async () => {
    await expect(
      makeClient().client.request({ method: 'POST', path: '/x', body: {}, multipart: new FormData() }),
    ).rejects.toThrow(TypeError);
  });
});

describe('token renewal', () => {
  it('replaces the stored token when an answer carries a bearer Authorization header', async () => {
    server.use(http.get(url('/renew'), () => HttpResponse.json({}, { headers: { Authorization: 'Bearer renewed' } })));
    const { client, tokenStore } = makeClient();
    await client.request({ method: 'GET', path: '/renew' });
    expect(tokenStore.get()).toBe('Bearer renewed');
  });

  it('keeps the stored token when the header is absent or not a bearer token', async () => {
    server.use(
      http.get(url('/plain'), () => HttpResponse.json({})),
      http.get(url('/basic'), () => HttpResponse.json({}, { headers: { Authorization: 'Basic abc' } })),
    );
    const { client, tokenStore } = makeClient();
    await client.request({ method: 'GET', path: '/plain' });
    await client.request({ method: 'GET', path: '/basic' });
    expect(tokenStore.get()).toBe(TOKEN);
  });

  it('reads and writes localStorage key jwt', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'Bearer stored');
    let sent: string | null = null;
    server.use(
      http.get(url('/ls'), ({ request }) => {
        sent = request.headers.get('authorization');
        return HttpResponse.json({}, { headers: { Authorization: 'Bearer next' } });
      }),
    );
    const tokenStore = createLocalStorageTokenStore(window.localStorage);
    const client = createHttpClient({ baseUrl: 'https://platform.test/', orgCode: 'o', origin: 'x', tokenStore });
    await client.request({ method: 'GET', path: '/ls' });
    expect(sent).toBe('Bearer stored');
    expect(window.localStorage.getItem('jwt')).toBe('Bearer next');
    tokenStore.clear();
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });
});

describe('a session another tab replaced or ended (decision 453)', () => {
  const ADA = bearer({ sub: 'ada', iat: 1 });
  const ADA_RENEWED = bearer({ sub: 'ada', iat: 2 });
  const GRACE = bearer({ sub: 'grace', iat: 3 });

  /** A page's client over this browser's localStorage, holding `token` at its start; what the platform was sent. */
  function pageHolding(token: string | null, answer: { authorization?: string } = {}) {
    window.localStorage.clear();
    if (token !== null) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const sent: (string | null)[] = [];
    const headers = answer.authorization === undefined ? undefined : { Authorization: answer.authorization };
    server.use(
      http.get(url('/mine'), ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({}, { headers });
      }),
    );
    const tokenStore = createLocalStorageTokenStore(window.localStorage);
    const client = createHttpClient({ baseUrl: BASE_URL, orgCode: 'o', origin: 'x', tokenStore });
    return { client, tokenStore, sent, call: () => client.request({ method: 'GET', path: '/mine' }) };
  }
  const anotherTabStores = (token: string | null) => {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  };

  afterEach(() => {
    window.localStorage.clear();
  });

  it('sends no call once another tab signed someone else in: neither with their token nor with none', async () => {
    const page = pageHolding(ADA);
    anotherTabStores(GRACE);
    await expect(page.call()).rejects.toMatchObject({
      name: 'AbortError',
      message: 'the session changed in another tab',
    });
    expect(page.sent).toEqual([]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(GRACE);
  });

  it('sends no call once another tab logged out', async () => {
    const page = pageHolding(ADA);
    anotherTabStores(null);
    await expect(page.call()).rejects.toMatchObject({ name: 'AbortError' });
    expect(page.sent).toEqual([]);
  });

  it('sends the token another tab renewed for the same session, and a page holding none sends what it finds', async () => {
    const page = pageHolding(ADA);
    anotherTabStores(ADA_RENEWED);
    await page.call();
    expect(page.sent).toEqual([ADA_RENEWED]);
    const signedOut = pageHolding(null);
    anotherTabStores(GRACE);
    await signedOut.call();
    expect(signedOut.sent).toEqual([GRACE]);
  });

  it('a page that logged out and signs someone in holds the new session', async () => {
    const page = pageHolding(ADA, { authorization: GRACE });
    page.tokenStore.clear();
    await page.call();
    expect(page.sent).toEqual([null]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(GRACE);
    await page.call();
    expect(page.sent).toEqual([null, GRACE]);
  });

  it("a renewal that answers after another tab's sign-in or this page's logout does not put the old session back", async () => {
    const overtaken = pageHolding(ADA);
    server.use(
      http.get(url('/slow'), () => {
        // Another tab signs Grace in while this page's call is on its way.
        anotherTabStores(GRACE);
        return HttpResponse.json({}, { headers: { Authorization: ADA_RENEWED } });
      }),
    );
    await overtaken.client.request({ method: 'GET', path: '/slow' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(GRACE);

    const loggedOut = pageHolding(ADA, { authorization: ADA_RENEWED });
    const answered = loggedOut.client.request({ method: 'GET', path: '/mine' });
    loggedOut.tokenStore.clear();
    await answered;
    expect(loggedOut.sent).toEqual([ADA]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('response parsing', () => {
  it('parses JSON types, returns other types as text and PDFs as binary', async () => {
    const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    server.use(
      http.get(url('/json'), () =>
        HttpResponse.text('{"a":[1]}', { headers: { 'Content-Type': 'application/problem+json; charset=utf-8' } }),
      ),
      http.get(url('/text'), () => HttpResponse.text('{"not":"parsed"}')),
      http.get(url('/pdf'), () => new HttpResponse(pdfBytes, { headers: { 'Content-Type': 'application/pdf' } })),
      http.get(url('/empty-json'), () => new HttpResponse('', { headers: { 'Content-Type': 'application/json' } })),
    );
    const { client } = makeClient();
    await expect(client.request({ method: 'GET', path: '/json' })).resolves.toEqual({ a: [1] });
    await expect(client.request({ method: 'GET', path: '/text' })).resolves.toBe('{"not":"parsed"}');
    const pdf = await client.request<ArrayBuffer>({ method: 'GET', path: '/pdf' });
    // The buffer comes from Node's realm, not jsdom's, so compare bytes rather than use instanceof.
    expect(Array.from(new Uint8Array(pdf))).toEqual(Array.from(pdfBytes));
    await expect(client.request({ method: 'GET', path: '/empty-json' })).resolves.toBeNull();
  });

  it('gives null for 204', async () => {
    server.use(http.delete(url('/gone'), () => new HttpResponse(null, { status: 204 })));
    await expect(makeClient().client.request({ method: 'DELETE', path: '/gone' })).resolves.toBeNull();
  });

  it('fails with a message naming the path (not the query) when a JSON answer does not parse', async () => {
    server.use(
      http.get(url('/broken'), () => new HttpResponse('{oops', { headers: { 'Content-Type': 'application/json' } })),
    );
    const error = await captureError(
      makeClient().client.request({ method: 'GET', path: '/broken', query: { email: 'jane@example.com' } }),
    );
    expect(error.message).toBe('Response was not convertible to json for /broken');
    expect(error.status).toBe(200);
  });
});

describe('errors', () => {
  it('uses the default message for a body without errors, keeping the body and its message', async () => {
    server.use(http.get(url('/fail'), () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    const error = await captureError(makeClient().client.request({ method: 'GET', path: '/fail' }));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ message: 'nope' });
    expect(error.serverMessage).toBe('nope');
  });

  it("joins an errors list with ', '", async () => {
    server.use(
      http.post(url('/fail'), () =>
        HttpResponse.json({ errors: ['Zip is invalid', 'State is invalid'] }, { status: 400 }),
      ),
    );
    const error = await captureError(makeClient().client.request({ method: 'POST', path: '/fail', body: {} }));
    expect(error.message).toBe('Zip is invalid, State is invalid');
  });

  it('keeps a text error body and never puts the token or request body into the message', async () => {
    server.use(http.post(url('/fail'), () => HttpResponse.text('Bad gateway', { status: 502 })));
    const error = await captureError(
      makeClient().client.request({ method: 'POST', path: '/fail', body: { ssn: '123-45-6789' } }),
    );
    expect(error.body).toBe('Bad gateway');
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toMatch(/original-token|123-45-6789/);
  });

  it('turns a network failure into an ApiError with status 0 and the default message', async () => {
    server.use(http.get(url('/down'), () => HttpResponse.error()));
    const error = await captureError(makeClient().client.request({ method: 'GET', path: '/down' }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('names the call for logs by its method and route, identifiers as parameters and no query', async () => {
    const uuid = '621df083-f95a-4b0a-b444-9e627c12b7bf';
    server.use(
      http.get(url(`/heloc/${uuid}/offers`), () => HttpResponse.json({}, { status: 503 })),
      http.post(url('/gone'), () => HttpResponse.error()),
    );
    const answered = await captureError(
      makeClient().client.request({ method: 'GET', path: `/heloc/${uuid}/offers`, query: { email: 'a@b.example' } }),
    );
    expect(answered.call).toBe('GET /heloc/:uuid/offers');
    const dropped = await captureError(makeClient().client.request({ method: 'POST', path: '/gone', body: {} }));
    expect(dropped.call).toBe('POST /gone');
  });

  it('lets an abort through as an abort', async () => {
    server.use(http.get(url('/slow'), () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = makeClient().client.request({ method: 'GET', path: '/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('asks the browser to keep a call alive past the page only when told to (issue 47)', async () => {
    const inits: RequestInit[] = [];
    const client = createHttpClient({
      baseUrl: 'http://api.test',
      orgCode: ORG_CODE,
      origin: ORIGIN,
      tokenStore: createMemoryTokenStore(null),
      fetchImpl: (_input, init) => {
        inits.push(init ?? {});
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    await client.request({ method: 'POST', path: '/ft/heloc/event', body: {}, keepalive: true });
    await client.request({ method: 'POST', path: '/other', body: {} });
    expect(inits.map((init) => init.keepalive)).toEqual([true, undefined]);
  });

  it('renews the token even from an error answer', async () => {
    server.use(
      http.get(url('/fail'), () => HttpResponse.json({}, { status: 409, headers: { Authorization: 'Bearer fresh' } })),
    );
    const { client, tokenStore } = makeClient();
    await captureError(client.request({ method: 'GET', path: '/fail' }));
    expect(tokenStore.get()).toBe('Bearer fresh');
  });
});

describe('toSerializableError', () => {
  it('keeps name, message and status, never the body', () => {
    const error = new ApiError({ status: 400, body: { errors: ['Bad zip'], echo: 'jane@example.com' } });
    expect(toSerializableError(error)).toEqual({ name: 'ApiError', message: 'Bad zip', status: 400 });
    expect(toSerializableError(new TypeError('boom'))).toEqual({ name: 'TypeError', message: 'boom', status: null });
    expect(toSerializableError('weird')).toEqual({ name: 'Error', message: DEFAULT_ERROR_MESSAGE, status: null });
  });
});

describe('isUnauthenticatedError', () => {
  const apiError = (status: number, body: unknown): ApiError => new ApiError({ status, body });

  it.each([
    [401, null, true],
    [401, { message: 'anything' }, true],
    [403, { message: 'unauthenticated' }, true],
    [403, { message: 'invalid signature' }, true],
    [403, { message: 'forbidden' }, false],
    [403, null, false],
    [403, 'unauthenticated', false],
    [500, { message: 'unauthenticated' }, false],
  ])('status %i with body %j -> %s', (status, body, expected) => {
    expect(isUnauthenticatedError(apiError(status, body))).toBe(expected);
  });

  it('is false for anything but an ApiError', () => {
    expect(isUnauthenticatedError(new Error('401'))).toBe(false);
    expect(isUnauthenticatedError({ status: 401 })).toBe(false);
    expect(isUnauthenticatedError(undefined)).toBe(false);
  });

  it('recognises a real 403 answer', async () => {
    server.use(http.get(url('/secure'), () => HttpResponse.json({ message: 'invalid signature' }, { status: 403 })));
    const error = await captureError(makeClient().client.request({ method: 'GET', path: '/secure' }));
    expect(isUnauthenticatedError(error)).toBe(true);
  });
});

describe('joinMessages', () => {
  it('joins unique messages with a final period', () => {
    expect(joinMessages(['Zip is invalid', 'State is invalid', 'Zip is invalid'])).toBe(
      'Zip is invalid, State is invalid.',
    );
  });

  it('does not double a period', () => {
    expect(joinMessages(['First', 'Second.'])).toBe('First, Second.');
    expect(joinMessages(['Only one.'])).toBe('Only one.');
  });

  it('falls back to the default message', () => {
    expect(joinMessages([])).toBe('Something unexpected happened');
    expect(joinMessages(['', '  '])).toBe('Something unexpected happened');
  });
});

describe('retry schedule', () => {
  it('is 5 attempts from 1000 ms, doubling', () => {
    expect(RETRY_POLICY).toEqual({ attempts: 5, initialDelayMs: 1000 });
    expect(retryDelays(RETRY_POLICY)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('has no waits for a single attempt', () => {
    expect(retryDelays({ attempts: 1, initialDelayMs: 500 })).toEqual([]);
    expect(retryDelays({ attempts: 0, initialDelayMs: 500 })).toEqual([]);
  });
});

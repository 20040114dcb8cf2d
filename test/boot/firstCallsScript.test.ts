import { runInNewContext } from 'node:vm';
import { createHttpClient, createLocalStorageTokenStore, TOKEN_STORAGE_KEY } from '../../src/api/http';
import { getApplication } from '../../src/api/application';
import { getProfile } from '../../src/api/profile';
import { fetchTakingSentCalls, SENT_FIRST_CALLS } from '../../src/api/sentFirstCalls';
import { firstCallsScript } from '../../src/boot/firstCallsScript';
import { sendFirstCalls } from '../../sagas/applicationSaga';

const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : input.toString());

const UUID = '8b531152-b92f-495c-ad07-a7fff4d2aacf';
const ORG_BLOCK = '<script id="org-info" type="application/json">{"orgCode":"apm","orgBrand":"apm"}</script>';

interface Sent {
  url: string;
  method: string;
  credentials: string | undefined;
  headers: [string, string][];
}

const sentOf = (input: RequestInfo | URL, init: RequestInit | undefined): Sent => ({
  url: urlOf(input),
  method: init?.method ?? 'GET',
  credentials: init?.credentials,
  headers: [...new Headers(init?.headers)],
});

/** Runs the script the build inlines, as the browser would (no module scope), on a page at `path`. */
async function runOnPage({
  path = `/account/heloc/${UUID}/product/select`,
  token = 'Bearer one',
  org = ORG_BLOCK,
} = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = org;
  if (token === '') window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const sent: Sent[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(sentOf(input, init));
    return Promise.resolve(
      new Response(JSON.stringify({ from: 'page', url: urlOf(input) }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  const page = { localStorage: window.localStorage, location: window.location, fetch };
  runInNewContext(await firstCallsScript(), { window: page, document });
  return { sent, left: (page as Record<string, unknown>)[SENT_FIRST_CALLS] };
}

afterEach(() => {
  window.localStorage.clear();
  Reflect.deleteProperty(window, SENT_FIRST_CALLS);
});

test("the page sends the start-up's first calls exactly as the app's HTTP client sends them", async () => {
  const { sent } = await runOnPage();
  const appSent: Sent[] = [];
  const client = createHttpClient({
    baseUrl: '',
    orgCode: 'apm',
    origin: window.location.origin,
    tokenStore: createLocalStorageTokenStore(window.localStorage),
    fetchImpl: (input, init) => {
      appSent.push(sentOf(input, init));
      return new Promise<Response>(() => undefined);
    },
  });
  void sendFirstCalls(client, UUID);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent.map((call) => call.url)).toEqual([
    '/service-profile/api/v1/profile',
    `/service-application/api/v1/application/heloc/${UUID}`,
  ]);
  expect(sent).toEqual(appSent);
});

test("the app's client takes the page's answers and sends neither call again", async () => {
  const { left } = await runOnPage();
  window[SENT_FIRST_CALLS] = left;
  const network = jest.fn(() => Promise.reject(new Error('sent again')));
  const client = createHttpClient({
    baseUrl: '',
    orgCode: 'apm',
    origin: window.location.origin,
    tokenStore: createLocalStorageTokenStore(window.localStorage),
    fetchImpl: fetchTakingSentCalls(window, network),
  });
  await expect(Promise.all([getProfile(client), getApplication(client, UUID)])).resolves.toEqual([
    { from: 'page', url: '/service-profile/api/v1/profile' },
    { from: 'page', url: `/service-application/api/v1/application/heloc/${UUID}` },
  ]);
  expect(network).not.toHaveBeenCalled();
});

test.each([
  ['signed out', { token: '' }],
  ['outside an application', { path: '/account/heloc/register-v2' }],
  ['an application path without a UUID', { path: '/account/heloc/not-a-uuid/product/select' }],
  ['no organisation data', { org: '' }],
  ['broken organisation data', { org: '<script id="org-info" type="application/json">{broken</script>' }],
])('the page sends nothing when %s, and the app sends its own calls', async (_, page) => {
  const { sent, left } = await runOnPage(page);
  expect(sent).toEqual([]);
  expect(left).toBeUndefined();
});

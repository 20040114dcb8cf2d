import { runInNewContext } from 'node:vm';
import { createHttpClient, createLocalStorageTokenStore, TOKEN_STORAGE_KEY } from '../../src/api/http';
import { getApplication } from '../../src/api/application';
import { getProfile } from '../../src/api/profile';
import { CHECKLIST_STATUSES } from '../../src/api/contract';
import { TIMELINE_PATH } from '../../src/api/contractTimeline';
import { getTimeline } from '../../src/api/timeline';
import { fetchFeatureFlags, firstCallOptimizeUser } from '../../src/api/optimize';
import { readsTimeline } from '../../features/application/stages';
import { fetchTakingSentCalls, SENT_FIRST_CALLS } from '../../src/api/sentFirstCalls';
import { firstCallsScript, type ScreenFiles } from '../../src/boot/firstCallsScript';
import { SCREEN_COPY_KEY } from '../../features/offline/storageKey';
import { sendFirstCalls } from '../../sagas/applicationSaga';

const urlOf = (input: RequestInfo | URL): string => (input instanceof Request ? input.url : input.toString());

const UUID = '8b531152-b92f-495c-ad07-a7fff4d2aacf';
const ORG_BLOCK = '<script id="org-info" type="application/json">{"orgCode":"apm","orgBrand":"apm"}</script>';

interface Sent {
  url: string;
  method: string;
  credentials: string | undefined;
  cache: string | undefined;
  headers: [string, string][];
  body: string | null;
}

const sentOf = (input: RequestInfo | URL, init: RequestInit | undefined): Sent => ({
  url: urlOf(input),
  method: init?.method ?? 'GET',
  credentials: init?.credentials,
  cache: init?.cache,
  headers: [...new Headers(init?.headers)],
  body: typeof init?.body === 'string' ? init.body : null,
});

const FLAGS_URL = '/service-optimize/heloc/api/v1/features';
const isFlags = (call: { url: string }) => call.url === FLAGS_URL;

/** Runs the script the build inlines, as the browser would (no module scope), on a page at `path`. */
interface PageOptions {
  path?: string;
  token?: string;
  org?: string;
  /** The application call's answer; absent, every call answers with where it came from. */
  application?: Record<string, unknown> | null;
  screenFiles?: ScreenFiles;
  /** The page's fetch; absent, every call answers as `application` says. */
  fetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

async function runOnPage({
  path = `/account/heloc/${UUID}/product/select`,
  token = 'Bearer one',
  org = ORG_BLOCK,
  application = null,
  screenFiles = {},
  fetch: pageFetch,
}: PageOptions = {}) {
  window.history.replaceState(null, '', path);
  document.head.innerHTML = org;
  if (token === '') window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const sent: Sent[] = [];
  const fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(sentOf(input, init));
    if (pageFetch) return pageFetch(input, init);
    // The flags service answers a list (none on here); every other call says where it came from.
    const body = isFlags({ url: urlOf(input) })
      ? []
      : application !== null && urlOf(input).endsWith(UUID)
        ? application
        : { from: 'page', url: urlOf(input) };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  });
  const page = { localStorage: window.localStorage, location: window.location, fetch };
  runInNewContext(await firstCallsScript(screenFiles), { window: page, document });
  const failures = () => (page as Pick<Window, '__pageScriptFailures'>).__pageScriptFailures;
  return { sent, left: (page as Record<string, unknown>)[SENT_FIRST_CALLS], failures };
}

/** The app's HTTP client over what the page left; the network fails whatever reaches it. */
function appClientOver(left: unknown) {
  window[SENT_FIRST_CALLS] = left;
  const network = jest.fn(() => Promise.reject(new Error('sent again')));
  const client = createHttpClient({
    baseUrl: '',
    orgCode: 'apm',
    origin: window.location.origin,
    tokenStore: createLocalStorageTokenStore(window.localStorage),
    fetchImpl: fetchTakingSentCalls(window, network),
  });
  return { client, network };
}

afterEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
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
  // The flags saga's first call on an application page (decision 467).
  void fetchFeatureFlags(client, firstCallOptimizeUser('apm', UUID));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent.map((call) => call.url)).toEqual([
    '/service-profile/api/v1/profile',
    `/service-application/api/v1/application/heloc/${UUID}`,
    FLAGS_URL,
  ]);
  expect(sent).toEqual(appSent);
  expect(sent[2]).toMatchObject({
    method: 'POST',
    body: `{"optimizeUser":{"organization":"apm","applicationId":"${UUID}"}}`,
  });
  // Signed-in answers are the borrower's: neither sender lets the browser's HTTP cache keep them.
  expect(sent.map((call) => call.cache)).toEqual(['no-store', 'no-store', 'no-store']);
});

test("the flags call names the page's organisation as JSON, whatever its characters", async () => {
  const { sent } = await runOnPage({
    org: '<script id="org-info" type="application/json">{"orgCode":"a\\"b","orgBrand":"apm"}</script>',
  });
  expect(sent.find(isFlags)?.body).toBe(JSON.stringify({ optimizeUser: { organization: 'a"b', applicationId: UUID } }));
});

test("the app's client takes the page's answers and sends neither call again", async () => {
  const { left } = await runOnPage();
  const { client, network } = appClientOver(left);
  await expect(
    Promise.all([
      getProfile(client),
      getApplication(client, UUID),
      fetchFeatureFlags(client, firstCallOptimizeUser('apm', UUID)),
    ]),
  ).resolves.toEqual([
    { from: 'page', url: '/service-profile/api/v1/profile' },
    { from: 'page', url: `/service-application/api/v1/application/heloc/${UUID}` },
    [],
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

const OFFER_FILES: ScreenFiles = {
  'product/select': ['/static/application-offer.1.js', '/static/application-offer.2.css'],
};
const atOffers = { uuid: UUID, isInquiry: false, status: { checklistStatus: 'OFFER_SELECTION' } };
const offersUrl = `/service-application/api/v1/application/heloc/${UUID}/offers`;
const timelineUrl = TIMELINE_PATH(UUID);
const isTimeline = (call: { url: string }) => call.url === timelineUrl;

/** What the page left for the app, once its script has added the screen's calls. */
async function settled(left: unknown): Promise<void> {
  await (left as { hint?: Promise<unknown> }).hint;
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

test('once the application answers, the page starts the screen its status leads to: its code and its data (decision 350)', async () => {
  const { sent, left } = await runOnPage({ application: atOffers, screenFiles: OFFER_FILES });
  await settled(left);
  expect(sent.map((call) => call.url)).toEqual([
    '/service-profile/api/v1/profile',
    `/service-application/api/v1/application/heloc/${UUID}`,
    FLAGS_URL,
    timelineUrl,
    offersUrl,
  ]);
  // Exactly as the app's client sends the screen's data call and the road to funding's, so the app takes them.
  expect(sent[3]?.headers).toEqual(sent[1]?.headers);
  expect(sent[4]?.headers).toEqual(sent[1]?.headers);
  expect(preloads()).toEqual([
    ['script', '/static/application-offer.1.js'],
    ['style', '/static/application-offer.2.css'],
  ]);
});

test.each([
  ['an inquiry', { application: { ...atOffers, isInquiry: true } }],
  [
    'a transient status, routed after its poll',
    { application: { ...atOffers, status: { checklistStatus: 'IN_PROGRESS' } } },
  ],
  [
    'a status whose screen depends on more',
    { application: { ...atOffers, status: { checklistStatus: 'AUTOPAY_ACCOUNT' } } },
  ],
  ['an unknown status', { application: { ...atOffers, status: { checklistStatus: 'SOMETHING_NEW' } } }],
  ['no application in the answer', { application: {} }],
  ['a link to another screen of the area', { application: atOffers, path: `/account/heloc/${UUID}/liens` }],
])('the page starts no screen for %s', async (_, page) => {
  const { sent, left } = await runOnPage({ ...page, screenFiles: OFFER_FILES });
  await settled(left);
  expect(sent.filter((call) => !isTimeline(call) && !isFlags(call))).toHaveLength(2);
  expect(preloads()).toEqual([]);
});

test('the road to funding is asked for with the application from the offer on, whatever the screen, and not before', async () => {
  const before = CHECKLIST_STATUSES.find((checklistStatus) => !readsTimeline({ status: { checklistStatus } }));
  expect(before).toBeDefined();
  for (const [checklistStatus, asked] of [
    ['OFFER_SELECTION', true],
    // A transient status, routed after its poll: no screen, but the sidebar is read.
    ['WAITING_FOR_ID_VERIFICATION', true],
    ['NOTE_SIGNING', true],
    [before, false],
    ['SOMETHING_NEW', false],
  ] as const) {
    const { sent, left } = await runOnPage({ application: { ...atOffers, status: { checklistStatus } } });
    await settled(left);
    expect([checklistStatus, sent.some(isTimeline)]).toEqual([checklistStatus, asked]);
    // The app's own chain asks for the same, and takes the page's answer.
    const { client, network } = appClientOver(left);
    if (asked) {
      await getTimeline(client, UUID);
      expect(network).not.toHaveBeenCalled();
    }
  }
});

test('a return visit that kept the screen on the device leaves the screen to the app, which restores it', async () => {
  window.localStorage.setItem(SCREEN_COPY_KEY, '{}');
  const { sent, left } = await runOnPage({ application: atOffers, screenFiles: OFFER_FILES });
  await settled(left);
  // The profile, the application and the flags, which the app asks for as on a first visit.
  expect(sent).toHaveLength(3);
  expect(preloads()).toEqual([]);
});

test("the area's root starts the screen too", async () => {
  const { sent, left } = await runOnPage({
    application: atOffers,
    screenFiles: OFFER_FILES,
    path: `/account/heloc/${UUID}`,
  });
  await settled(left);
  expect(sent.map((call) => call.url)).toContain(offersUrl);
  expect(preloads()).toHaveLength(2);
});

test("the app's first calls take the screen's data the page sent, and send nothing again", async () => {
  const { left } = await runOnPage({ application: atOffers, screenFiles: OFFER_FILES });
  const { client, network } = appClientOver(left);
  // The app's own chain: the application, then the data of the screen it routes to (the offers), through this client.
  await expect(sendFirstCalls(client, UUID)).resolves.toBe(`/account/heloc/${UUID}/product/select`);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(network).not.toHaveBeenCalled();
});

test('a call the page did not send goes to the network once the page has sent what it sends', async () => {
  const { left } = await runOnPage({ application: { ...atOffers, isInquiry: true }, screenFiles: OFFER_FILES });
  window[SENT_FIRST_CALLS] = left;
  const network = jest.fn(() => Promise.resolve(new Response('{"from":"network"}')));
  const fetchFirst = fetchTakingSentCalls(window, network);
  await fetchFirst(offersUrl, { method: 'GET', credentials: 'include', cache: 'no-store' });
  expect(network).toHaveBeenCalledTimes(1);
});

describe('what goes wrong in the page’s script is left for the app to report (decision 428)', () => {
  test('a failure of its own, by the error’s name', async () => {
    const { failures } = await runOnPage({
      fetch: () => {
        throw new TypeError('fetch refused the headers');
      },
    });
    expect(failures()).toEqual([['first calls', 'TypeError']]);
  });

  test('a failure while it starts the screen, after the application has answered', async () => {
    const append = jest.spyOn(document.head, 'appendChild').mockImplementation(() => {
      throw new RangeError('no room');
    });
    try {
      const { left, failures } = await runOnPage({ application: atOffers, screenFiles: OFFER_FILES });
      await settled(left);
      expect(failures()).toEqual([['first calls', 'RangeError']]);
    } finally {
      append.mockRestore();
    }
  });

  test.each([
    ['a call that failed', { fetch: () => Promise.reject(new TypeError('Failed to fetch')) }],
    ['an answer that is not JSON', { fetch: () => Promise.resolve(new Response('<html>', { status: 200 })) }],
    ['broken organisation data, the private-label error', { org: '<script id="org-info">{</script>' }],
  ])('not %s: the app takes that and reports it itself', async (_, options) => {
    const { left, failures } = await runOnPage({ ...options, application: atOffers, screenFiles: OFFER_FILES });
    if (left !== undefined) await settled(left);
    expect(failures()).toBeUndefined();
  });
});

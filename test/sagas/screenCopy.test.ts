import { areaEntered, readAgainRequested } from '../../features/application/applicationSlice';
import { CONNECTION_LOST, wentOffline } from '../../features/connectivity/connectivitySlice';
import {
  readScreenCopy,
  SCREEN_COPY_KEY,
  serializeScreenCopy,
  shownApplication,
  type ScreenCopy,
} from '../../features/offline/screenCopy';
import { sessionFingerprint } from '../../features/offline/sessionCopy';
import { KEPT_SCREEN_KEY } from '../../features/offline/storageKey';
import { logoutRequested } from '../../features/session/sessionSlice';
import { activityStarted } from '../../features/overlays/loaderSlice';
import type { HelocApplication } from '../../src/api/contract';
import { ApiError, type HttpClient } from '../../src/api/http';
import { bearer, expiresAt } from '../support/bearer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { applicationStepsActions } from '../../features/application/applicationStepsSlice';
import { TRANSIENT_RETRY_DELAYS_MS } from '../../src/api/httpRetry';
import { failureCaught } from '../../features/diagnostics/failures';
import { platformPaths, TEST_UUID, testApplication, testProfile } from '../support/fixtures';
import { offer, offerGroup } from '../fixtures/offers';

/**
 * Issue 47 item 2: a return visit paints the screen last seen from the device, then the platform's answer replaces it;
 * what the device keeps is what the area shows, for this session and this application only.
 */

const TOKEN = 'Bearer test';
const APP_PATH = `/service-application/api/v1/application/heloc/${TEST_UUID}`;
const OFFERS_PATH = `${APP_PATH}/offers`;
const GIVEN: Partial<HelocApplication> = {
  disburseAccount: { routingNumber: '021000021', accountNumber: '123456789', mask: '6789' },
  ssnLast4: '1234',
  maritalStatus: 'MARRIED',
  declaredIncome: { income: 120_000, otherIncome: 0, employmentType: 'EMPLOYED' },
  consents: [{ type: 'ECOA' }],
  referrer: { referrerUuid: 'r-1' },
};
const KEPT_OFFERS = offerGroup([offer({ id: 'kept', rate: 0.081 })]);
const NO_TIMELINE = {
  statusHistory: [],
  estimates: [],
  notarySessionAt: null,
  documentsSignedAt: null,
  occupancyType: 'HOME',
};
const FRESH_OFFERS = offerGroup([offer({ id: 'fresh', rate: 0.079 })]);

const copyAt = (status: string, over: Partial<ScreenCopy> = {}): ScreenCopy => ({
  uuid: TEST_UUID,
  savedAt: '2026-11-20T15:04:00.000Z',
  application: testApplication(status, GIVEN),
  timeline: null,
  data: { offers: KEPT_OFFERS },
  ...over,
});

/** A deferred answer: the test decides when the platform answers. */
function later<T>() {
  let answer: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

function platform(status: string) {
  const application = later<HelocApplication>();
  const offers = later<unknown>();
  const fake = createFakeApi({
    'GET /service-profile/api/v1/profile': () => testProfile(),
    [`GET ${APP_PATH}`]: () => application.promise,
    [`GET ${OFFERS_PATH}`]: () => offers.promise,
    [`GET ${APP_PATH}/timeline`]: () => NO_TIMELINE,
    'POST /service-optimize/heloc/api/v1/features': () => [],
  });
  return {
    ...fake,
    answer: () => {
      application.answer(testApplication(status, GIVEN));
    },
    answerOffers: () => {
      offers.answer(FRESH_OFFERS);
    },
  };
}

/** A borrower back on this browser, the device keeping this session's offer screen as last seen. */
function keptOnDevice(api: HttpClient, token = TOKEN) {
  const app = startApp({ api, token });
  app.localStorage.setItem(SCREEN_COPY_KEY, serializeScreenCopy(copyAt('OFFER_SELECTION'), sessionFingerprint(TOKEN)));
  return app;
}

const flush = async () => {
  await jest.advanceTimersByTimeAsync(0);
};

async function enter(app: ReturnType<typeof startApp>, path = '') {
  app.nav.navigator.navigate(`/account/heloc/${TEST_UUID}${path}`, { replace: true });
  app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
  await flush();
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-21T09:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('what the device keeps of the screen (features/offline/screenCopy.ts)', () => {
  test('the application less what the borrower gave that no screen shows whole, and never the profile', () => {
    const text = serializeScreenCopy(copyAt('OFFER_SELECTION'), sessionFingerprint(TOKEN));
    for (const secret of ['021000021', '123456789', '6789', '1234', 'MARRIED', '120000', 'ECOA', 'r-1'])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(testProfile().email);
    const read = readScreenCopy(text, sessionFingerprint(TOKEN), TEST_UUID);
    expect(read?.application).toEqual(shownApplication(testApplication('OFFER_SELECTION', GIVEN)));
    expect(read?.application.property).toEqual(testApplication('OFFER_SELECTION').property);
    expect(read?.data.offers).toEqual(KEPT_OFFERS);
  });

  test('read only by the same session, for the same application, in this format', () => {
    const text = serializeScreenCopy(copyAt('OFFER_SELECTION'), sessionFingerprint(TOKEN));
    expect(readScreenCopy(text, sessionFingerprint('Bearer second'), TEST_UUID)).toBeNull();
    expect(readScreenCopy(text, sessionFingerprint(TOKEN), '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(readScreenCopy(text.replace('"v":1', '"v":0'), sessionFingerprint(TOKEN), TEST_UUID)).toBeNull();
    expect(readScreenCopy('{not json', sessionFingerprint(TOKEN), TEST_UUID)).toBeNull();
    const documents = JSON.parse(text) as Record<string, unknown>;
    documents.data = { disclosures: [] };
    expect(readScreenCopy(JSON.stringify(documents), sessionFingerprint(TOKEN), TEST_UUID)).toBeNull();
  });
});

describe('a return visit (issue 47 item 2)', () => {
  test('paints once the screen’s code is in, so the screen renders at once (src/app/appHistory.ts)', async () => {
    const fake = platform('OFFER_SELECTION');
    const app = keptOnDevice(fake.api);
    const code = later<undefined>();
    const prepared: string[] = [];
    app.nav.navigator.prepare = (pathname) => {
      prepared.push(pathname);
      return code.promise.then(() => undefined);
    };
    await enter(app);
    expect(prepared).toEqual([`/account/heloc/${TEST_UUID}/product/select`]);
    expect(app.types()).not.toContain('application/restoredFromDevice');
    code.answer(undefined);
    await flush();
    expect(app.types()).toContain('application/restoredFromDevice');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/product/select`);
  });

  test('waits for code that never comes no longer than a second', async () => {
    const fake = platform('OFFER_SELECTION');
    const app = keptOnDevice(fake.api);
    app.nav.navigator.prepare = () => new Promise<void>(() => undefined);
    await enter(app);
    await jest.advanceTimersByTimeAsync(999);
    expect(app.types()).not.toContain('application/restoredFromDevice');
    await jest.advanceTimersByTimeAsync(1);
    expect(app.types()).toContain('application/restoredFromDevice');
  });

  test('paints the screen last seen before the platform answers, with no loader over it; the answer replaces it', async () => {
    const fake = platform('OFFER_SELECTION');
    const app = keptOnDevice(fake.api);
    await enter(app);

    const state = app.store.getState();
    expect(state.application.application?.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(state.application.application?.ssnLast4).toBeUndefined();
    expect(state.application.decision?.destination).toMatchObject({ kind: 'screen', path: 'product/select' });
    expect(state.applicationSteps.offers).toEqual(KEPT_OFFERS);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/product/select`);
    expect(app.types()).toContain('application/restoredFromDevice');
    const fetching = app.actions.filter(
      (action) => activityStarted.match(action) && action.payload.activity === 'fetching',
    );
    expect(fetching).toEqual([]);
    expect(app.types()).not.toContain('application/loaded');

    // The platform answers in the order a phone sees: the application, then the offers asked for on the way in.
    fake.answer();
    await flush();
    fake.answerOffers();
    await flush();
    // Routed on the copy, on the load and on the load's routing, the road to funding and the offers are asked once.
    const asked = (path: string) => fake.calls.filter((call) => call.path === path).length;
    expect(asked(`${APP_PATH}/timeline`)).toBe(1);
    expect(asked(OFFERS_PATH)).toBe(1);
    expect(app.store.getState().application.application?.ssnLast4).toBe('1234');
    expect(app.store.getState().application.movedOnSinceLastVisit).toBe(false);
    expect(app.store.getState().applicationSteps.offers).toEqual(FRESH_OFFERS);
    // The fresh answers are kept for the next visit.
    const kept = readScreenCopy(app.localStorage.getItem(SCREEN_COPY_KEY), sessionFingerprint(TOKEN), TEST_UUID);
    expect(kept?.data.offers).toEqual(FRESH_OFFERS);
    expect(kept?.savedAt).toBe('2026-11-21T09:00:00.000Z');
  });

  test('the offers answered before the application: its routing to the same screen does not ask for them again', async () => {
    const fake = platform('OFFER_SELECTION');
    const app = keptOnDevice(fake.api);
    await enter(app);
    // On a fast connection the offers, asked for as the copy routed, come in before the application's answer does.
    fake.answerOffers();
    await flush();
    fake.answer();
    await flush();
    expect(app.types()).toContain('application/loaded');
    expect(fake.calls.filter((call) => call.path === OFFERS_PATH)).toHaveLength(1);
    expect(app.store.getState().applicationSteps.loads.offers).toBe('succeeded');
    // The screen, mounting now, takes that answer and asks for nothing.
    app.store.dispatch(applicationStepsActions.dataRequested({ key: 'offers' }));
    await flush();
    expect(fake.calls.filter((call) => call.path === OFFERS_PATH)).toHaveLength(1);
    expect(app.store.getState().applicationSteps.offers).toEqual(FRESH_OFFERS);
  });

  test('the screen opened on the copy before the application answered: its routing does not ask for the offers again', async () => {
    const fake = platform('OFFER_SELECTION');
    const app = keptOnDevice(fake.api);
    await enter(app);
    // On a slow connection the screen, its code on the phone, opens on the copy and joins the offers' call.
    app.store.dispatch(applicationStepsActions.dataRequested({ key: 'offers' }));
    await flush();
    fake.answerOffers();
    await flush();
    fake.answer();
    await flush();
    expect(app.types()).toContain('application/loaded');
    expect(fake.calls.filter((call) => call.path === OFFERS_PATH)).toHaveLength(1);
    expect(app.store.getState().applicationSteps.offers).toEqual(FRESH_OFFERS);
  });

  test('offers the copy asked for that failed are asked for again once the application answers', async () => {
    const application = later<HelocApplication>();
    let offersAsked = 0;
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${APP_PATH}`]: () => application.promise,
      [`GET ${OFFERS_PATH}`]: () => {
        offersAsked += 1;
        if (offersAsked === 1) throw new ApiError({ status: 404, body: { errors: ['Not found'] } });
        return FRESH_OFFERS;
      },
      [`GET ${APP_PATH}/timeline`]: () => NO_TIMELINE,
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = keptOnDevice(fake.api);
    await enter(app);
    expect(app.store.getState().applicationSteps.loads.offers).toBe('failed');
    application.answer(testApplication('OFFER_SELECTION', GIVEN));
    await flush();
    expect(offersAsked).toBe(2);
    expect(app.store.getState().applicationSteps.offers).toEqual(FRESH_OFFERS);
  });

  test('a status that moved on meanwhile: the answer routes the borrower on', async () => {
    const fake = platform('COLLECT_ADDITIONAL_INFO');
    const app = keptOnDevice(fake.api);
    await enter(app);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/product/select`);
    expect(app.store.getState().application.movedOnSinceLastVisit).toBe(false);
    fake.answer();
    await flush();
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/start/contact`);
    // Told once, on the screen it led to; a page the borrower opens leaves it behind.
    expect(app.store.getState().application.movedOnSinceLastVisit).toBe(true);
    app.nav.navigator.navigate(`/account/heloc/${TEST_UUID}/conditions`, { replace: false });
    await flush();
    expect(app.store.getState().application.movedOnSinceLastVisit).toBe(false);
  });

  test('a screen the URL names outside the copy’s section waits for the platform, and stays', async () => {
    const fake = platform('GEN_NOTARY_DISCLOSURE');
    const app = keptOnDevice(fake.api);
    await enter(app, '/notary/error');
    expect(app.types()).not.toContain('application/restoredFromDevice');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/notary/error`);
    fake.answer();
    await flush();
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/notary/error`);
  });

  test('a screen of the copy’s own section is painted where it is', async () => {
    const fake = platform('OFFER_SELECTION');
    const app = keptOnDevice(fake.api);
    await enter(app, '/product/select/confirm');
    expect(app.types()).toContain('application/restoredFromDevice');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/product/select/confirm`);
  });

  test('another session’s copy, or an offline start, paints nothing from the device', async () => {
    const second = platform('OFFER_SELECTION');
    const app = keptOnDevice(second.api, 'Bearer second');
    await enter(app);
    expect(app.store.getState().application.application).toBeNull();
    expect(app.types()).not.toContain('application/restoredFromDevice');

    const offline = keptOnDevice(platform('OFFER_SELECTION').api);
    offline.store.dispatch(wentOffline());
    await enter(offline);
    expect(offline.types()).not.toContain('application/restoredFromDevice');
  });

  test('a session its token says is over paints nothing from the device; the same copy of a live session does', async () => {
    const painted = async (exp: string) => {
      const token = bearer({ sub: 'borrower', exp: expiresAt(exp) });
      const app = startApp({ api: platform('OFFER_SELECTION').api, token });
      app.localStorage.setItem(
        SCREEN_COPY_KEY,
        serializeScreenCopy(copyAt('OFFER_SELECTION'), sessionFingerprint(token)),
      );
      await enter(app);
      return app.types().includes('application/restoredFromDevice');
    };
    expect(await painted('2026-11-21T08:59:59Z')).toBe(false);
    expect(await painted('2026-11-21T21:00:00Z')).toBe(true);
  });

  test('online, the copy is kept once the first screen has shown: its code is out of the first paint', async () => {
    const fake = platform('OFFER_SELECTION');
    let show: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => {
      show = resolve;
    });
    const page = { preferredLanguages: () => ['en'], setDocumentLanguage: () => undefined, firstScreen: () => shown };
    const app = startApp({ api: fake.api, token: TOKEN, page });
    await enter(app);
    fake.answer();
    await flush();
    fake.answerOffers();
    await flush();
    expect(app.localStorage.getItem(SCREEN_COPY_KEY)).toBeNull();
    show();
    await flush();
    const kept = readScreenCopy(app.localStorage.getItem(SCREEN_COPY_KEY), sessionFingerprint(TOKEN), TEST_UUID);
    expect(kept?.data.offers).toEqual(FRESH_OFFERS);
  });

  /** A page whose area shows `heading` at `path` (the app's own document in the browser). */
  function pageShowing(path: string, heading: string) {
    window.history.replaceState(null, '', `/account/heloc/${TEST_UUID}/${path}`);
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as never;
    document.head.innerHTML =
      '<script id="org-info" type="application/json">{"orgCode":"apm"}</script><script src="/static/main.abc123.js"></script>';
    document.body.innerHTML = `<main id="main"><div class="application-frame"><h1 id="h">${heading}</h1><input value="typed"></div></main>`;
    return { preferredLanguages: () => ['en'], setDocumentLanguage: () => undefined, document };
  }

  test('the screen’s markup is kept once it has shown, for the next visit’s first paint (decision 426)', async () => {
    const fake = platform('OFFER_SELECTION');
    const app = startApp({ api: fake.api, token: TOKEN, page: pageShowing('product/select', 'Choose your offer') });
    await enter(app);
    fake.answer();
    await flush();
    fake.answerOffers();
    await jest.advanceTimersByTimeAsync(1000);
    const kept = JSON.parse(app.localStorage.getItem(KEPT_SCREEN_KEY) ?? 'null') as Record<string, unknown> | null;
    expect(kept).toMatchObject({
      v: 1,
      session: sessionFingerprint(TOKEN),
      uuid: TEST_UUID,
      path: 'product/select',
      build: 'abc123',
      org: 'apm',
      wide: false,
      html: '<div class="application-frame"><h1>Choose your offer</h1><input></div>',
    });
    document.body.innerHTML = '';
  });

  test('a screen whose markup is not kept removes the last one’s: the page never paints a screen left since', async () => {
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${APP_PATH}`]: () => testApplication('HMDA', GIVEN),
      [`GET ${APP_PATH}/timeline`]: () => NO_TIMELINE,
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api: fake.api, token: TOKEN, page: pageShowing('start/hmda', 'Demographic information') });
    app.localStorage.setItem(KEPT_SCREEN_KEY, '{"v":1}');
    await enter(app);
    await jest.advanceTimersByTimeAsync(1000);
    expect(app.localStorage.getItem(SCREEN_COPY_KEY)).not.toBeNull();
    expect(app.localStorage.getItem(KEPT_SCREEN_KEY)).toBeNull();
    document.body.innerHTML = '';
  });

  /**
   * The payroll link's return (income/pointserv-callback) painted from the copy at once; it sends the link's completion
   * while the application is still being read, and the test says which status that read found.
   */
  async function linkReturnedBeforeTheRead(readStatus: string, refused = false) {
    const application = later<HelocApplication>();
    let status = 'INCOME_VERIFICATION';
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${APP_PATH}`]: () => application.promise,
      [`GET ${APP_PATH}/timeline`]: () => NO_TIMELINE,
      [`POST ${APP_PATH}/income-links/complete`]: () => {
        status = 'IDENTITY_VERIFICATION';
        if (refused) throw new ApiError({ status: 409, body: { errors: ['Already linked'] }, method: 'POST' });
        return testApplication(status, GIVEN);
      },
      [`GET ${platformPaths().status}`]: () => ({ checklistStatus: status }),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api: fake.api, token: TOKEN });
    app.localStorage.setItem(
      SCREEN_COPY_KEY,
      serializeScreenCopy(copyAt('INCOME_VERIFICATION', { data: {} }), sessionFingerprint(TOKEN)),
    );
    await enter(app, '/income/pointserv-callback');
    expect(app.types()).toContain('application/restoredFromDevice');
    app.store.dispatch(
      applicationStepsActions.incomeLinkReturned({ uuid: TEST_UUID, type: 'payroll', publicToken: 'link-sandbox-1' }),
    );
    await flush();
    expect(app.types()).toContain(refused ? 'application/writeRefused' : 'applicationSteps/stepSucceeded');
    application.answer(testApplication(readStatus, GIVEN));
    await flush();
    return app;
  }

  test('a step sent from the painted screen before the platform answers still routes on when its status moves', async () => {
    // The wait for the new status, asked for before the area listened for it, was lost, and the borrower stayed on
    // "Finishing the link" (seen in WebKit, session 37): here the read was sent before the link was completed.
    const app = await linkReturnedBeforeTheRead('INCOME_VERIFICATION');
    await jest.advanceTimersByTimeAsync(5000);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/identity`);
  });

  test('a step refused before the application was read: the status is read again once it routed, and leads on', async () => {
    // The link was completed by another tab meanwhile: the platform refuses this one as moved on (issue 33).
    const app = await linkReturnedBeforeTheRead('INCOME_VERIFICATION', true);
    await jest.advanceTimersByTimeAsync(5000);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/identity`);
  });

  test('a step that moved the status before the application was read: the answer routes on, no wait covers it', async () => {
    const app = await linkReturnedBeforeTheRead('IDENTITY_VERIFICATION');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/identity`);
    await jest.advanceTimersByTimeAsync(5000);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/identity`);
    // The wait for the step's status ends at its first reading: nothing covers the identity screen for a minute.
    expect(app.store.getState().loader.active.fetching).toBe(false);
  });

  test('logout removes the copy and the screen’s markup', async () => {
    const api = createFakeApi({ 'POST /service-optimize/heloc/api/v1/feature': () => ({ enabled: false }) }).api;
    const app = keptOnDevice(api);
    app.localStorage.setItem(KEPT_SCREEN_KEY, '{"v":1}');
    app.store.dispatch(logoutRequested({ reason: 'userRequested' }));
    await flush();
    expect(app.localStorage.getItem(SCREEN_COPY_KEY)).toBeNull();
    expect(app.localStorage.getItem(KEPT_SCREEN_KEY)).toBeNull();
  });
});

/**
 * Decision 424: the platform's read after the painted screen fails. The screen stays up with what was typed on it (the
 * load-error view would unmount it), says it is not up to date, and reads again behind it when asked.
 */
describe('a return visit whose read of the application fails', () => {
  /** The platform down for the application's read (503, or no answer at all) until `up`; its status then `status`. */
  function unreachable(fault: () => Error = () => new ApiError({ status: 503, body: null, method: 'GET' })) {
    const platform = { up: false, status: 'OFFER_SELECTION' };
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${APP_PATH}`]: () => {
        if (!platform.up) throw fault();
        return testApplication(platform.status, GIVEN);
      },
      [`GET ${OFFERS_PATH}`]: () => FRESH_OFFERS,
      [`GET ${APP_PATH}/timeline`]: () => NO_TIMELINE,
      [`POST ${APP_PATH}/offer-selection`]: () => {
        throw new ApiError({ status: 0, body: null, method: 'POST' });
      },
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    return { fake, platform };
  }

  const reads = (fake: ReturnType<typeof createFakeApi>) =>
    fake.calls.filter((call) => call.method === 'GET' && call.path === APP_PATH).length;

  test('keeps the painted screen, says so, and reports the failure as a load failure; no load-error view', async () => {
    const { fake } = unreachable();
    const app = keptOnDevice(fake.api);
    await enter(app);
    await jest.advanceTimersByTimeAsync(10_000);

    expect(reads(fake)).toBe(1 + TRANSIENT_RETRY_DELAYS_MS.length);
    const state = app.store.getState().application;
    expect(state.restoredNotUpdated).toBe(true);
    expect(state.loadError).toBeNull();
    expect(state.application?.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(state.decision?.destination).toMatchObject({ kind: 'screen', path: 'product/select' });
    expect(app.types()).toContain('application/restoredReadFailed');
    expect(app.types()).not.toContain('application/loadFailed');
    const reported = app.actions.filter(failureCaught.match).map((action) => action.payload.what);
    expect(reported).toEqual(['Application load']);
    expect(app.nav.navigator.current().pathname).toBe(`/account/heloc/${TEST_UUID}/product/select`);
    expect(app.nav.assigned).toEqual([]);
  });

  test('Try again reads behind the screen and goes on as a load does: loaded, and routed on if the status moved', async () => {
    const { fake, platform } = unreachable();
    const app = keptOnDevice(fake.api);
    await enter(app);
    await jest.advanceTimersByTimeAsync(10_000);
    const failedReads = reads(fake);
    // The first read's failure is the notice itself; only a read asked for again that fails gets words of its own.
    expect(app.store.getState().application.readAgainFailedAt).toBeNull();

    // Still down: the read is tried again (no loader covers the screen) and it still says so, and when it failed.
    const triedAt = Date.now();
    app.store.dispatch(readAgainRequested());
    expect(app.store.getState().application.load).toBe('loading');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(reads(fake)).toBe(2 * failedReads);
    expect(app.store.getState().application.restoredNotUpdated).toBe(true);
    const failedAt = Date.parse(app.store.getState().application.readAgainFailedAt ?? '');
    expect(failedAt).toBeGreaterThan(triedAt);
    expect(failedAt).toBeLessThanOrEqual(Date.now());
    expect(app.store.getState().application.load).toBe('failed');
    expect(app.store.getState().loader.active.fetching).toBe(false);

    platform.up = true;
    platform.status = 'COLLECT_ADDITIONAL_INFO';
    app.store.dispatch(readAgainRequested());
    await flush();
    const state = app.store.getState().application;
    expect(app.types()).toContain('application/loaded');
    expect(state.load).toBe('succeeded');
    expect(state.restoredNotUpdated).toBe(false);
    expect(state.readAgainFailedAt).toBeNull();
    expect(state.application?.ssnLast4).toBe('1234');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${TEST_UUID}/start/contact`);
    expect(state.movedOnSinceLastVisit).toBe(true);
  });

  test('a step sent while the platform is unreachable gets the step’s own message; the screen stays', async () => {
    const { fake } = unreachable(() => new ApiError({ status: 0, body: null, method: 'GET' }));
    const app = keptOnDevice(fake.api);
    await enter(app);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(app.store.getState().application.restoredNotUpdated).toBe(true);

    app.store.dispatch(
      applicationStepsActions.stepSubmitted({ step: 'offerSelection', body: { offerId: 'kept' }, awaitsStatus: true }),
    );
    await jest.advanceTimersByTimeAsync(10_000);
    expect(app.store.getState().applicationSteps.submit).toMatchObject({ phase: 'failed', error: CONNECTION_LOST });
    expect(app.store.getState().application.restoredNotUpdated).toBe(true);
    expect(app.store.getState().application.loadError).toBeNull();
    expect(app.nav.navigator.current().pathname).toBe(`/account/heloc/${TEST_UUID}/product/select`);
  });

  test('back online, the application is read again behind the screen', async () => {
    const { fake, platform } = unreachable(() => new ApiError({ status: 0, body: null, method: 'GET' }));
    const app = keptOnDevice(fake.api);
    await enter(app);
    await jest.advanceTimersByTimeAsync(10_000);
    app.setOnline(false);
    await flush();
    platform.up = true;
    app.setOnline(true);
    await flush();
    expect(app.store.getState().application.load).toBe('succeeded');
    expect(app.store.getState().application.restoredNotUpdated).toBe(false);
    expect(app.nav.navigator.current().pathname).toBe(`/account/heloc/${TEST_UUID}/product/select`);
  });

  test('with no screen painted from the device, a failed read still shows the load-error view', async () => {
    const { fake } = unreachable();
    const app = startApp({ api: fake.api, token: TOKEN });
    await enter(app);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(app.store.getState().application.loadError).toBe('Something unexpected happened');
    expect(app.store.getState().application.restoredNotUpdated).toBe(false);
    expect(app.types()).not.toContain('application/restoredReadFailed');
  });
});

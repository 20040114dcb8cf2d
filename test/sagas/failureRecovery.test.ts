import type { HttpRequest } from '../../src/api/http';
import { ApiError } from '../../src/api/http';
import { TRANSIENT_RETRY_DELAYS_MS } from '../../src/api/httpRetry';
import { DASHBOARD_NOTICE_KEY, parseDashboardNotice } from '../../src/lib/dashboardNotice';
import { signedIn } from '../../features/session/sessionSlice';
import { areaEntered } from '../../features/application/applicationSlice';
import { APPLICATION_NOT_FOUND, INQUIRY_AT_DASHBOARD } from '../../features/application/loadErrorText';
import { registrationActions, initialRegistrationState } from '../../features/registration/registrationSlice';
import type { RootState } from '../../store/rootReducer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { failureCaught } from '../../features/diagnostics/failures';
import { CONNECTION_LOST } from '../../features/connectivity/connectivitySlice';
import { TEST_UUID, platformPaths, testApplication, testDraft, testOrg, testProfile } from '../support/fixtures';

/**
 * Issue 17 with fake time: transient faults are retried on the one schedule before they count, a write whose answer
 * was lost is checked before it is repeated, and each failure lands the borrower where they can go on.
 */

const CREATE = 'POST /service-application/api/v3/application/helocs';
const REGISTER = 'POST /identity-broker/customer/api/v3/register';
const LOGIN = 'POST /identity-broker/customer/api/v3/login';
const VERIFY = 'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application';
const ALL = 'GET /service-application/api/v1/application/heloc/all';

const org = testOrg();
const draft = testDraft();

/** A client-made error, as the real client throws it (with its method), so the policy applies. */
const fault = (method: 'GET' | 'POST', status: number, errors?: string[]) =>
  new ApiError({ status, body: errors ? { errors } : null, method });

type Handler = (req: HttpRequest) => unknown;

/** Answers `handler` after throwing `errors` in turn, one per call. */
const failing = (errors: Error[], handler: Handler): Handler => {
  let calls = 0;
  return (req) => {
    const error = errors[calls];
    calls += 1;
    if (error) throw error;
    return handler(req);
  };
};

const platform = (overrides: Record<string, Handler> = {}) =>
  createFakeApi({
    'POST /service-optimize/heloc/api/v1/features': () => [],
    'POST /service-wait-list/api/v1/home-equity-loan-plus': () => ({ eligible: true }),
    [REGISTER]: () => ({ jwt: 'new-token' }),
    'GET /identity/secure/api/v1_1/identity': () => ({ uuid: 'id-1', email: 'ada@example.com' }),
    [VERIFY]: () => ({ canStartApplication: true, organizationsWithActiveApplication: [] }),
    [CREATE]: () => ({ uuid: TEST_UUID }),
    'GET /service-comms-prefs/external/api/v1/consent/prompt/*': () => ({ uuid: 'prompt' }),
    'POST /service-comms-prefs/secure/api/v1/consent/user': () => null,
    'POST /ft/heloc/event': () => ({ id: 1 }),
    ...overrides,
  });

const count = (fake: ReturnType<typeof createFakeApi>, key: string) =>
  fake.calls.filter((c) => `${c.method} ${c.path}` === key).length;

function registering(fake: ReturnType<typeof createFakeApi>, token: string | null = null) {
  const preloadedState: Partial<RootState> = {
    organization: { status: 'resolved', info: org, pricing: {} },
    registration: { ...initialRegistrationState, draft },
  };
  return startApp({ api: fake.api, token, preloadedState, initialPath: '/account/heloc/register-v2/set-password' });
}

async function submit(app: ReturnType<typeof registering>, ms = 100) {
  await jest.advanceTimersByTimeAsync(0);
  app.store.dispatch(registrationActions.submitRequested({ password: 'LongEnough12!' }));
  await jest.advanceTimersByTimeAsync(ms);
}

/** The failures reported as `what` (the fake platform leaves other calls unanswered, reported too). */
const reports = (app: ReturnType<typeof startApp>, what: string) =>
  app.actions
    .filter(failureCaught.match)
    .map((action) => action.payload)
    .filter((payload) => payload.what === what);

const routedIntoApplication = (app: ReturnType<typeof registering>) =>
  app.nav.navigations.some((n) => n.to === `/account/heloc/${TEST_UUID}`);

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('registration submit with transient faults (issue 17)', () => {
  test('a GET answered 503 twice is retried on the schedule, and the borrower goes on as if nothing happened', async () => {
    const fake = platform({
      [VERIFY]: failing([fault('GET', 503), fault('GET', 503)], () => ({
        canStartApplication: true,
        organizationsWithActiveApplication: [],
      })),
    });
    const app = registering(fake);
    await submit(app, 0);
    const first = TRANSIENT_RETRY_DELAYS_MS[0]! * 0.75;
    const second = TRANSIENT_RETRY_DELAYS_MS[1]! * 0.75;
    await jest.advanceTimersByTimeAsync(first - 1);
    expect(count(fake, VERIFY)).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(count(fake, VERIFY)).toBe(2);
    await jest.advanceTimersByTimeAsync(second);
    expect(count(fake, VERIFY)).toBe(3);
    await jest.advanceTimersByTimeAsync(100);
    expect(routedIntoApplication(app)).toBe(true);
    expect(app.store.getState().registration.submit.error).toBeNull();
  });

  test('a POST answered 500 is not repeated; one answered 429 waits for Retry-After', async () => {
    const broken = platform({
      [CREATE]: () => {
        throw fault('POST', 500);
      },
    });
    const brokenApp = registering(broken);
    await submit(brokenApp, 20_000);
    expect(count(broken, CREATE)).toBe(1);

    const limited = new ApiError({ status: 429, body: null, method: 'POST', retryAfterMs: 3000 });
    const busy = platform({ [CREATE]: failing([limited], () => ({ uuid: TEST_UUID })) });
    const busyApp = registering(busy);
    await submit(busyApp, 2900);
    expect(count(busy, CREATE)).toBe(1);
    await jest.advanceTimersByTimeAsync(200);
    expect(count(busy, CREATE)).toBe(2);
    expect(routedIntoApplication(busyApp)).toBe(true);
  });

  test('a create whose answer was lost is not sent again when the application now exists', async () => {
    const fake = platform({
      [CREATE]: () => {
        throw fault('POST', 0);
      },
      [ALL]: () => [testApplication('IN_PROGRESS')],
    });
    const app = registering(fake);
    await submit(app);
    expect(count(fake, CREATE)).toBe(1);
    expect(count(fake, ALL)).toBe(1);
    expect(routedIntoApplication(app)).toBe(true);
    // Recovered, and still heard (issue 46): the console, the action log and the count.
    expect(reports(app, 'Registration: create answer lost')).toEqual([
      { what: 'Registration: create answer lost', errorName: 'ApiError' },
    ]);
    expect(app.logger.error).toHaveBeenCalledWith('Registration: create answer lost: ApiError: network 0');
  });

  test('an idempotent write whose answer was lost is sent again, and the loss heard', async () => {
    const fake = platform({
      'POST /service-comms-prefs/secure/api/v1/consent/user': failing([fault('POST', 0)], () => null),
    });
    const app = registering(fake);
    await submit(app);
    expect(count(fake, 'POST /service-comms-prefs/secure/api/v1/consent/user')).toBe(2);
    expect(routedIntoApplication(app)).toBe(true);
    expect(reports(app, 'SMS consents: answer lost')).toEqual([
      { what: 'SMS consents: answer lost', errorName: 'ApiError' },
    ]);
    expect(app.logger.error).toHaveBeenCalledWith('SMS consents: answer lost: ApiError: network 0');
  });

  test("GET identity's v1 answering for a failed v1_1 is reported at each call, and the borrower goes on", async () => {
    const fake = platform({
      'GET /identity/secure/api/v1_1/identity': () => {
        throw fault('GET', 404);
      },
      'GET /identity/secure/api/v1/identity': () => ({ uuid: 'id-1', email: 'ada@example.com' }),
    });
    const app = registering(fake);
    await submit(app);
    expect(routedIntoApplication(app)).toBe(true);
    // The token's check and the identity for the events: two calls, each hiding the same failure.
    const hidden = { what: 'Identity: v1_1', errorName: 'ApiError' };
    expect(reports(app, 'Identity: v1_1')).toEqual([hidden, hidden]);
    expect(app.logger.error).toHaveBeenCalledWith('Identity: v1_1: ApiError: http 404');
  });

  test('a register whose answer was lost is checked by signing in, not sent again', async () => {
    const fake = platform({
      [REGISTER]: () => {
        throw fault('POST', 0);
      },
      [LOGIN]: () => ({ redirect: '/dashboard' }),
    });
    const app = registering(fake);
    await submit(app);
    expect(count(fake, REGISTER)).toBe(1);
    expect(count(fake, LOGIN)).toBe(1);
    expect(routedIntoApplication(app)).toBe(true);
    expect(reports(app, 'Registration: register answer lost')).toEqual([
      { what: 'Registration: register answer lost', errorName: 'ApiError' },
    ]);
    expect(app.logger.error).toHaveBeenCalledWith('Registration: register answer lost: ApiError: network 0');
  });

  test('without an account the borrower stays on the page with the 000 §8 banner; the retry reaches the application', async () => {
    let down = true;
    const fake = platform({
      'POST /service-wait-list/api/v1/home-equity-loan-plus': () => {
        if (down) throw fault('POST', 500, ['Service unavailable']);
        return { eligible: true };
      },
    });
    const app = registering(fake);
    await submit(app);
    expect(app.nav.assigned).toEqual([]);
    expect(app.store.getState().registration.submit.error).toBe('Service unavailable');
    expect(app.store.getState().registration.draft).toEqual(draft);
    expect(app.logger.error).toHaveBeenCalledWith('Registration: waitlistCheck: ApiError: http 500');
    down = false;
    await submit(app);
    expect(routedIntoApplication(app)).toBe(true);
  });

  test('a create failure after the identity exists leaves a dashboard notice with the way to continue', async () => {
    const fake = platform({
      [CREATE]: () => {
        throw fault('POST', 500, ['Database unavailable']);
      },
    });
    const app = registering(fake);
    await submit(app);
    expect(app.nav.assigned).toEqual(['/dashboard']);
    expect(parseDashboardNotice(app.sessionStorage.getItem(DASHBOARD_NOTICE_KEY))).toEqual({
      message: 'Database unavailable',
      continueHref: '/account/heloc/register-v2?resume=application',
    });
  });

  test('"Continue your application" re-runs steps 4-8 with the kept answers', async () => {
    const fake = platform({ [ALL]: () => [] });
    const app = registering(fake, 'Bearer kept');
    app.sessionStorage.setItem(
      DASHBOARD_NOTICE_KEY,
      JSON.stringify({
        message: 'Database unavailable',
        continueHref: '/account/heloc/register-v2?resume=application',
      }),
    );
    await jest.advanceTimersByTimeAsync(0);
    app.store.dispatch(signedIn());
    app.store.dispatch(registrationActions.started({ query: { resume: 'application' } }));
    await jest.advanceTimersByTimeAsync(100);
    expect(count(fake, REGISTER)).toBe(0);
    expect(count(fake, VERIFY)).toBe(1);
    expect(count(fake, CREATE)).toBe(1);
    expect(routedIntoApplication(app)).toBe(true);
    expect(app.sessionStorage.getItem(DASHBOARD_NOTICE_KEY)).toBeNull();
  });

  test('offline, the move to the dashboard waits for the connection instead of loading an error page', async () => {
    const fake = platform({
      [CREATE]: () => {
        throw fault('POST', 0);
      },
    });
    const app = registering(fake);
    await jest.advanceTimersByTimeAsync(0);
    app.setOnline(false);
    await submit(app, 20_000);
    expect(app.store.getState().connectivity.online).toBe(false);
    // Issue 33: the borrower reads what happened, the dropped connection, never the generic message.
    expect(app.store.getState().registration.submit.error).toBe(CONNECTION_LOST);
    expect(app.nav.assigned).toEqual([]);
    app.setOnline(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(app.nav.assigned).toEqual(['/dashboard']);
  });
});

describe('entering the application area with faults (issue 17)', () => {
  const paths = platformPaths();
  const enter = async (app: ReturnType<typeof startApp>) => {
    app.nav.navigator.navigate(`/account/heloc/${TEST_UUID}/product/select`, { replace: true });
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await jest.advanceTimersByTimeAsync(10_000);
  };

  test('a GET that keeps failing leaves the borrower on the URL with the message; Try again loads the data', async () => {
    let down = true;
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${paths.application}`]: () => {
        if (down) throw fault('GET', 503, ['Application service is busy']);
        return testApplication('OFFER_SELECTION');
      },
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api: fake.api });
    await enter(app);
    expect(count(fake, `GET ${paths.application}`)).toBe(1 + TRANSIENT_RETRY_DELAYS_MS.length);
    expect(app.store.getState().application.loadError).toBe('Application service is busy');
    expect(app.nav.assigned).toEqual([]);
    expect(app.nav.navigator.current().pathname).toBe(`/account/heloc/${TEST_UUID}/product/select`);
    down = false;
    await enter(app);
    expect(app.store.getState().application.loadError).toBeNull();
    expect(app.store.getState().application.load).toBe('succeeded');
  });

  test('only a real not-found goes to the dashboard, with a message saying why', async () => {
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${paths.application}`]: () => {
        throw fault('GET', 404, ['Not found']);
      },
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api: fake.api });
    await enter(app);
    expect(count(fake, `GET ${paths.application}`)).toBe(1);
    expect(app.nav.assigned).toEqual(['/dashboard']);
    expect(parseDashboardNotice(app.sessionStorage.getItem(DASHBOARD_NOTICE_KEY))?.message).toBe(APPLICATION_NOT_FOUND);
    // The redirect's words tell the story; which application it was is the area's state, not the log's text.
    const redirect = app.actions.find((action) => action.type === 'navigation/redirectRequested');
    expect(redirect).toMatchObject({ payload: { reason: 'application not found' } });
    expect(JSON.stringify(redirect)).not.toContain(TEST_UUID);
    // Decision 326: a 404 is a failure, whatever the borrower is shown; counted once, with its status in the console.
    expect(reports(app, 'Application load')).toEqual([{ what: 'Application load', errorName: 'ApiError' }]);
    expect(app.logger.error).toHaveBeenCalledWith('Application load: ApiError: http 404');
  });

  test('an inquiry application goes to the dashboard (000 §4.2) with a word saying why', async () => {
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${paths.application}`]: () => testApplication('OFFER_SELECTION', { isInquiry: true }),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api: fake.api });
    await enter(app);
    expect(app.nav.assigned).toEqual(['/dashboard']);
    expect(parseDashboardNotice(app.sessionStorage.getItem(DASHBOARD_NOTICE_KEY))?.message).toBe(INQUIRY_AT_DASHBOARD);
  });

  test('a 401 goes to login, not to the error view', async () => {
    const fake = createFakeApi({
      'GET /service-profile/api/v1/profile': () => testProfile(),
      [`GET ${paths.application}`]: () => {
        throw fault('GET', 401);
      },
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api: fake.api });
    await enter(app);
    expect(app.store.getState().application.loadError).toBeNull();
    expect(app.types()).toContain('session/unauthenticatedResponseReceived');
  });
});

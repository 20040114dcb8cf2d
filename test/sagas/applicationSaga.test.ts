import type { ApplicationStatus, HelocApplication } from '../../src/api/contract';
import { ApiError, createMemoryTokenStore, type HttpRequest } from '../../src/api/http';
import { createEarlyGets } from '../../src/api/earlyGets';
import { sendFirstCalls } from '../../sagas/applicationSaga';
import { areaEntered, areaLeft, statusChangeAwaited } from '../../features/application/applicationSlice';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { applicationStepsActions } from '../../features/application/applicationStepsSlice';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../support/fixtures';
import { expectHeard, serviceDown } from '../support/heardFailure';

const UUID = TEST_UUID;
const STATUS_PATH = `/service-krang-heloc/borrower/secure/api/v1/${UUID}/status`;
const APP_PATH = `/service-application/api/v1/application/heloc/${UUID}`;

const profile = testProfile();

const application = (status: Partial<ApplicationStatus> & { checklistStatus: string }) => testApplication(status);

/** A platform whose status answers come from `statuses`, one per poll, the last one repeating. */
function platform(initial: string, statuses: string[] = [], overrides: Partial<HelocApplication> = {}) {
  let polls = 0;
  return createFakeApi({
    'GET /service-profile/api/v1/profile': () => profile,
    [`GET ${APP_PATH}`]: () => ({ ...application({ checklistStatus: initial }), ...overrides }),
    [`GET ${STATUS_PATH}`]: () => {
      const status = statuses[Math.min(polls, statuses.length - 1)] ?? initial;
      polls += 1;
      return { checklistStatus: status };
    },
    'POST /service-optimize/heloc/api/v1/features': () => [],
  });
}

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

const enter = async (app: ReturnType<typeof startApp>, path = `/account/heloc/${UUID}`) => {
  app.nav.navigator.navigate(path, { replace: true });
  app.store.dispatch(areaEntered({ uuid: UUID }));
  await flush();
};

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('entering the application area (000 §4.2)', () => {
  test('fetches profile and application, runs the engine and lands on the destination', async () => {
    const { api } = platform('HMDA');
    const app = startApp({ api });
    await enter(app);
    expect(app.nav.navigations.at(-1)).toEqual({ to: `/account/heloc/${UUID}/start/hmda`, replace: true });
    expect(app.store.getState().application.decision?.row).toBe('HMDA');
    expect(app.types()).toEqual(
      expect.arrayContaining([
        'application/areaEntered',
        'application/loaded',
        'application/routeDecided',
        'navigation/redirectRequested',
      ]),
    );
  });

  test("the destination screen's code is asked for before the application goes into the store (issue 16)", async () => {
    const { api } = platform('OFFER_SELECTION');
    const app = startApp({ api });
    let preparedWhenLoaded: string[] | null = null;
    app.store.subscribe(() => {
      if (preparedWhenLoaded === null && app.store.getState().application.application !== null)
        preparedWhenLoaded = [...app.nav.prepared];
    });
    await enter(app);
    expect(preparedWhenLoaded).toEqual([`/account/heloc/${UUID}/product/select`]);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/product/select`);
  });

  test("the calls the start-up sends early are the sagas' own first calls, and name the screen it prepares (issue 16)", async () => {
    const { api: platformApi } = platform('OFFER_SELECTION');
    const offers = { offers: [] };
    const calls: string[] = [];
    const api = {
      request<T>(req: HttpRequest): Promise<T> {
        calls.push(req.path);
        return req.path === `${APP_PATH}/offers` ? Promise.resolve(offers as T) : platformApi.request<T>(req);
      },
    };
    const early = createEarlyGets(api, createMemoryTokenStore('Bearer token'));
    let screen: string | null | undefined;
    early.send(async (client) => {
      screen = await sendFirstCalls(client, UUID);
    });
    await flush();
    expect(screen).toBe(`/account/heloc/${UUID}/product/select`);
    expect(calls).toEqual(['/service-profile/api/v1/profile', APP_PATH, `${APP_PATH}/timeline`, `${APP_PATH}/offers`]);
    const app = startApp({ api: early.client });
    await enter(app);
    // The sagas took the four answers: the load, the road to funding and the screen's data sent nothing the start-up
    // had not.
    expect(
      calls
        .slice(4)
        .filter(
          (call) =>
            call === APP_PATH || call.endsWith('/profile') || call.endsWith('/offers') || call.endsWith('/timeline'),
        ),
    ).toEqual([]);
    expect(app.store.getState().application.application?.uuid).toBe(UUID);
    expect(app.store.getState().applicationSteps.offers).toBe(offers);
    expect(app.nav.prepared).toEqual([screen]);

    const transient = platform('WAITING_FOR_AVM_DATA');
    await expect(sendFirstCalls(transient.api, UUID)).resolves.toBeNull();
  });

  test('a transient status asks for no screen before its poll settles', async () => {
    const { api } = platform('WAITING_FOR_AVM_DATA', ['WAITING_FOR_AVM_DATA']);
    const app = startApp({ api });
    await enter(app);
    expect(app.store.getState().application.application).not.toBeNull();
    expect(app.nav.prepared).toEqual([]);
  });

  test('the progress step the status reaches comes with the decision, and the furthest one stays (001 §4)', async () => {
    const { api } = platform('HMDA', ['OFFER_SELECTION']);
    const app = startApp({ api });
    await enter(app);
    // HMDA is in the "more info" stage: step 2.
    expect(app.store.getState().application.furthestStep).toBe(2);
    // A later status of an earlier stage (the offer again, step 1) does not take the progress back.
    app.store.dispatch(statusChangeAwaited('HMDA'));
    await flush(10_000);
    expect(app.store.getState().application.decision?.checklistStatus).toBe('OFFER_SELECTION');
    expect(app.store.getState().application.furthestStep).toBe(2);
  });

  test("the destination screen's data is asked for with the route, and the screen's own ask joins it (issue 16)", async () => {
    let answerOffers: (offers: unknown[]) => void = () => undefined;
    const { api, calls } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => profile,
      [`GET ${APP_PATH}`]: () => application({ checklistStatus: 'OFFER_SELECTION' }),
      [`GET ${APP_PATH}/offers`]: () =>
        new Promise<unknown[]>((resolve) => {
          answerOffers = resolve;
        }),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    const types = app.types();
    expect(types.indexOf('applicationSteps/dataRequested')).toBeGreaterThan(types.indexOf('application/routeDecided'));
    expect(types.indexOf('applicationSteps/dataRequested')).toBeLessThan(types.indexOf('navigation/redirectRequested'));
    const offerCalls = () => calls.filter((call) => call.path === `${APP_PATH}/offers`).length;
    expect(offerCalls()).toBe(1);
    // The offer screen mounts while the call is under way (useStepData): no second call.
    app.store.dispatch(applicationStepsActions.dataRequested({ key: 'offers' }));
    await flush();
    expect(offerCalls()).toBe(1);
    answerOffers([]);
    await flush();
    expect(app.store.getState().applicationSteps.loads.offers).toBe('succeeded');
    // A later visit asks again.
    app.store.dispatch(applicationStepsActions.dataRequested({ key: 'offers' }));
    await flush();
    expect(offerCalls()).toBe(2);
  });

  describe("an answer in before its screen is that screen's (issue 16)", () => {
    const offersPlatform = () =>
      createFakeApi({
        'GET /service-profile/api/v1/profile': () => profile,
        [`GET ${APP_PATH}`]: () => application({ checklistStatus: 'OFFER_SELECTION' }),
        [`GET ${APP_PATH}/offers`]: () => [],
        'POST /service-optimize/heloc/api/v1/features': () => [],
      });
    const arriveAt = (app: ReturnType<typeof startApp>, path: string) =>
      app.store.dispatch(
        locationChanged({ pathname: `/account/heloc/${UUID}/${path}`, search: '', hash: '', action: 'REPLACE' }),
      );

    test('the screen that mounts after the answer sends no second call; a later visit asks again', async () => {
      const { api, calls } = offersPlatform();
      const app = startApp({ api });
      await enter(app);
      const offerCalls = () => calls.filter((call) => call.path === `${APP_PATH}/offers`).length;
      expect(offerCalls()).toBe(1);
      expect(app.store.getState().applicationSteps.loads.offers).toBe('succeeded');
      // The redirect lands, then the offer screen's code: its ask on mount takes the answer already in.
      arriveAt(app, 'product/select');
      app.store.dispatch(applicationStepsActions.dataRequested({ key: 'offers' }));
      await flush();
      expect(offerCalls()).toBe(1);
      expect(app.store.getState().applicationSteps.loads.offers).toBe('succeeded');
      app.store.dispatch(applicationStepsActions.dataRequested({ key: 'offers' }));
      await flush();
      expect(offerCalls()).toBe(2);
    });

    test('leaving for another page before the screen showed drops the answer: a visit asks again', async () => {
      const { api, calls } = offersPlatform();
      const app = startApp({ api });
      await enter(app);
      arriveAt(app, 'documents');
      arriveAt(app, 'product/select');
      app.store.dispatch(applicationStepsActions.dataRequested({ key: 'offers' }));
      await flush();
      expect(calls.filter((call) => call.path === `${APP_PATH}/offers`)).toHaveLength(2);
    });
  });

  test('OFFER_SELECTION passes the previous page and decision as router state', async () => {
    const { api } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => profile,
      [`GET ${APP_PATH}`]: () =>
        application({ checklistStatus: 'OFFER_SELECTION', uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' }),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    expect(app.nav.navigations.at(-1)).toEqual({
      to: `/account/heloc/${UUID}/product/select`,
      replace: true,
      state: { previousPage: 'signing/intro', uwDecision: 'APPROVED' },
    });
  });

  test('a screen of the destination section is kept on entry', async () => {
    const { api } = platform('INCOME_VERIFICATION');
    const app = startApp({ api });
    await enter(app, `/account/heloc/${UUID}/income/upload/paystubs`);
    expect(app.nav.navigations.map((n) => n.to)).toEqual([`/account/heloc/${UUID}/income/upload/paystubs`]);
  });

  describe('a settled status or a DECLINE decision moves the borrower on entry too, but not off the disclosures page', () => {
    test.each<[string, string, Partial<ApplicationStatus>, string, string | null]>([
      ['DECLINED, at the timeout page of the same section', 'DECLINED', {}, 'error/timeout', 'error/decline'],
      ['DECLINED, at a condition', 'DECLINED', {}, 'conditions', 'error/decline'],
      [
        'a DECLINE decision, at another offer page',
        'OFFER_SELECTION',
        { uwDecision: 'DECLINE' },
        'product/assets',
        null,
      ],
    ])('%s', async (_name, checklistStatus, status, from, to) => {
      const { api } = createFakeApi({
        'GET /service-profile/api/v1/profile': () => profile,
        [`GET ${APP_PATH}`]: () => application({ checklistStatus, ...status }),
        'POST /service-optimize/heloc/api/v1/features': () => [],
      });
      const app = startApp({ api });
      await enter(app, `/account/heloc/${UUID}/${from}`);
      const decision = app.store.getState().application.decision;
      const expected = to ?? (decision?.destination.kind === 'screen' ? decision.destination.path : '');
      expect(expected).not.toBe(from);
      expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/${expected}`);
    });

    test('the disclosures page keeps a borrower whose status is settled', async () => {
      const { api } = platform('DECLINED');
      const app = startApp({ api });
      await enter(app, `/account/heloc/${UUID}/document/disclosures`);
      expect(app.nav.navigations.map((n) => n.to)).toEqual([`/account/heloc/${UUID}/document/disclosures`]);
    });
  });

  test('a missing application goes to the dashboard', async () => {
    const { api } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => profile,
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    expect(app.nav.assigned).toEqual(['/dashboard']);
    expect(app.store.getState().application.load).toBe('failed');
  });

  test('an inquiry application goes to the dashboard', async () => {
    const { api } = platform('OFFER_SELECTION', [], { isInquiry: true });
    const app = startApp({ api });
    await enter(app);
    expect(app.nav.assigned).toEqual(['/dashboard']);
  });

  test('a CO_DEEDER profile is logged out', async () => {
    const { api } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => ({ ...profile, userType: 'CO_DEEDER' }),
      [`GET ${APP_PATH}`]: () => application({ checklistStatus: 'OFFER_SELECTION' }),
      'POST /identity-broker/customer/secure/api/v3/logout': () => ({ redirect: '/auth/login' }),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    expect(app.types()).toContain('session/logoutRequested');
    expect(app.types()).toContain('session/loggedOut');
    expect(app.tokenStore.get()).toBeNull();
    expect(app.nav.assigned).toEqual(['/auth/login']);
  });

  test('a 401 clears the session and sends the borrower to login with the way back', async () => {
    const { api } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => {
        throw new ApiError({ status: 401, body: { message: 'unauthenticated' } });
      },
      [`GET ${APP_PATH}`]: () => application({ checklistStatus: 'OFFER_SELECTION' }),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    expect(app.tokenStore.get()).toBeNull();
    expect(app.store.getState().session.authenticated).toBe(false);
    expect(app.nav.assigned[0]).toBe(`/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${UUID}`)}`);
  });

  test('an unknown status logs a warning and goes to error/timeout', async () => {
    const { api } = platform('BRAND_NEW_STATUS');
    const app = startApp({ api });
    await enter(app);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/error/timeout`);
    expect(app.logger.warn).toHaveBeenCalledWith(expect.stringContaining('BRAND_NEW_STATUS'));
  });
});

describe('status polling (000 §4.2, §9)', () => {
  test('a transient status is polled at 1000 ms doubling, capped at 5000 ms, until it changes', async () => {
    const { api, calls } = platform('WAITING_FOR_SOFT_CREDIT', [
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_INITIAL_OFFERS',
      'WAITING_FOR_INITIAL_OFFERS',
      'WAITING_FOR_INITIAL_OFFERS',
      'OFFER_SELECTION',
    ]);
    const app = startApp({ api });
    await enter(app);
    // Issue 15: the transient status has its own page; the poll runs without the full-screen loader.
    expect(app.store.getState().application.poll.reason).toBe('transient');
    expect(app.store.getState().loader.active.fetching).toBe(false);
    await flush(60_000);
    const pollTimes = calls.filter((c) => c.path === STATUS_PATH).map((c) => c.at);
    expect(pollTimes).toEqual([1000, 3000, 7000, 12000, 17000, 22000]);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/product/select`);
    await flush(300);
    expect(app.store.getState().loader.visible).toBe(false);
  });

  test('each poll waits its 1000, 2000, 4000, 5000 ms from the previous answer, not from the request; a settled status stops it and re-routes', async () => {
    // The browser test (test/e2e/polling.spec.ts) checks only that polling happens, stops and re-routes: a schedule
    // measured on a loaded runner's wall clock drifts, so it is asserted here on fake time (issue 35).
    const ANSWER_MS = 700;
    const answers = [
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_SOFT_CREDIT',
      'DECLINED',
    ];
    const timeline: { path: string; sent: number; answered: number }[] = [];
    const slowly = (path: string, body: () => unknown) => () => {
      const entry = { path, sent: Date.now(), answered: Number.NaN };
      timeline.push(entry);
      return new Promise((resolve) => {
        setTimeout(() => {
          entry.answered = Date.now();
          resolve(body());
        }, ANSWER_MS);
      });
    };
    let polls = 0;
    const { api } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => profile,
      [`GET ${APP_PATH}`]: slowly(APP_PATH, () => application({ checklistStatus: 'WAITING_FOR_SOFT_CREDIT' })),
      [`GET ${STATUS_PATH}`]: slowly(STATUS_PATH, () => ({
        checklistStatus: answers[Math.min(polls++, answers.length - 1)],
      })),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    await flush(60_000);
    const gaps = timeline.slice(1).map((call, i) => call.sent - timeline[i]!.answered);
    expect(timeline.map((call) => call.path)).toEqual([APP_PATH, ...answers.map(() => STATUS_PATH)]);
    expect(gaps).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/error/decline`);
    await flush(60_000);
    expect(timeline).toHaveLength(1 + answers.length);
  });

  test('after 14 retries a stuck transient status exits as UNKNOWN to error/timeout', async () => {
    const { api, calls } = platform('WAITING_FOR_SOFT_CREDIT', ['WAITING_FOR_SOFT_CREDIT']);
    const app = startApp({ api });
    await enter(app);
    await flush(120_000);
    const pollTimes = calls.filter((c) => c.path === STATUS_PATH).map((c) => c.at);
    expect(pollTimes).toEqual([
      1000, 3000, 7000, 12000, 17000, 22000, 27000, 32000, 37000, 42000, 47000, 52000, 57000, 62000,
    ]);
    expect(app.types()).toContain('application/pollExhausted');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/error/timeout`);
  });

  test('a stuck GEN_NOTE_SIGNING exits as GEN_NOTE_SIGNING to review-app/signdocs', async () => {
    const { api } = platform('GEN_NOTE_SIGNING', ['GEN_NOTE_SIGNING']);
    const app = startApp({ api });
    await enter(app);
    await flush(120_000);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/review-app/signdocs`);
  });

  test('a settled status during a poll re-routes at once', async () => {
    const { api, calls } = platform('WAITING_FOR_SOFT_CREDIT', ['WAITING_FOR_SOFT_CREDIT', 'CREDIT_NO_MATCH']);
    const app = startApp({ api });
    await enter(app);
    await flush(60_000);
    expect(calls.filter((c) => c.path === STATUS_PATH)).toHaveLength(2);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/credit/social`);
  });

  test('an awaited change from a non-settled status polls up to 7 times and routes when it changes', async () => {
    const { api, calls } = platform('OFFER_SELECTION', ['OFFER_SELECTION', 'OFFER_SELECTION', 'APP_SUBMISSION']);
    const app = startApp({ api });
    await enter(app);
    app.nav.navigator.navigate(`/account/heloc/${UUID}/product/select/confirm`, { replace: false });
    app.store.dispatch(statusChangeAwaited());
    await flush(60_000);
    const pollTimes = calls.filter((c) => c.path === STATUS_PATH).map((c) => c.at);
    expect(pollTimes).toEqual([1000, 3000, 7000]);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/start/app-summary`);
  });

  test('a poll whose calls fail goes on to its limit, its first failure reported once (issue 46)', async () => {
    const { api } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => profile,
      [`GET ${APP_PATH}`]: () => application({ checklistStatus: 'OFFER_SELECTION' }),
      [`GET ${STATUS_PATH}`]: serviceDown,
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    app.store.dispatch(statusChangeAwaited());
    await flush(120_000);
    expect(app.types()).toContain('application/pollExhausted');
    expectHeard(app, 'Application status poll');
    expect(app.logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^Status poll 7 failed/));
  });

  test('an awaited change gives up after 7 retries', async () => {
    const { api, calls } = platform('OFFER_SELECTION', ['OFFER_SELECTION']);
    const app = startApp({ api });
    await enter(app);
    app.store.dispatch(statusChangeAwaited());
    await flush(120_000);
    expect(calls.filter((c) => c.path === STATUS_PATH).map((c) => c.at)).toEqual([
      1000, 3000, 7000, 12000, 17000, 22000, 27000,
    ]);
  });

  test('awaiting a change from a named status: a status already past it routes on at the first poll', async () => {
    // A reload on signing/additional after the last signer signed: entry keeps the same-section screen, so the
    // screen waits to leave CO_DEED_REQ, not the NOTE_SIGNING it was loaded with.
    const { api, calls } = platform('NOTE_SIGNING', ['NOTE_SIGNING']);
    const app = startApp({ api });
    await enter(app, `/account/heloc/${UUID}/signing/additional`);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/signing/additional`);
    app.store.dispatch(statusChangeAwaited('CO_DEED_REQ'));
    await flush(10_000);
    expect(calls.filter((c) => c.path === STATUS_PATH).map((c) => c.at)).toEqual([1000]);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/signing/intro`);
  });

  test('a settled status does not pull the borrower off the disclosures page', async () => {
    const { api } = platform('GEN_SUMMARY_DISCLOSURE', ['DECLINED']);
    const app = startApp({ api });
    await enter(app, `/account/heloc/${UUID}/start/app-summary`);
    app.nav.navigator.navigate(`/account/heloc/${UUID}/document/disclosures`, { replace: false });
    app.store.dispatch(statusChangeAwaited());
    await flush(10_000);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/document/disclosures`);
    expect(app.store.getState().application.decision?.row).toBe('DECLINED');
  });

  test('a DECLINE decision forces re-routing', async () => {
    let polls = 0;
    const { api } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => profile,
      [`GET ${APP_PATH}`]: () => application({ checklistStatus: 'WAITING_FOR_SOFT_CREDIT' }),
      [`GET ${STATUS_PATH}`]: () => {
        polls += 1;
        return { checklistStatus: 'DECLINED', uwDecision: 'DECLINE' };
      },
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    await flush(10_000);
    expect(polls).toBe(1);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/error/decline`);
  });

  test('polling stops when the borrower leaves the area', async () => {
    const { api, calls } = platform('WAITING_FOR_SOFT_CREDIT', ['WAITING_FOR_SOFT_CREDIT']);
    const app = startApp({ api });
    await enter(app);
    await flush(3500);
    app.store.dispatch(areaLeft());
    const before = calls.filter((c) => c.path === STATUS_PATH).length;
    await flush(120_000);
    expect(calls.filter((c) => c.path === STATUS_PATH)).toHaveLength(before);
    expect(before).toBe(2);
  });

  test('polling stops on logout', async () => {
    const { api, calls } = createFakeApi({
      'GET /service-profile/api/v1/profile': () => profile,
      [`GET ${APP_PATH}`]: () => application({ checklistStatus: 'WAITING_FOR_SOFT_CREDIT' }),
      [`GET ${STATUS_PATH}`]: () => ({ checklistStatus: 'WAITING_FOR_SOFT_CREDIT' }),
      'POST /identity-broker/customer/secure/api/v3/logout': () => ({ redirect: '/auth/login' }),
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api });
    await enter(app);
    await flush(1500);
    app.store.dispatch({ type: 'session/logoutRequested', payload: { reason: 'userRequested' } });
    await flush(120_000);
    expect(calls.filter((c) => c.path === STATUS_PATH)).toHaveLength(1);
  });

  test('a back navigation resets the remembered status', async () => {
    const { api } = platform('HMDA');
    const app = startApp({ api });
    await enter(app);
    expect(app.store.getState().application.rememberedStatus).toBe('HMDA');
    app.store.dispatch(locationChanged({ pathname: '/x', search: '', hash: '', action: 'POP' }));
    expect(app.store.getState().application.rememberedStatus).toBeNull();
  });
});

import type { HttpRequest } from '../../src/api/http';
import { ApiError } from '../../src/api/http';
import { failureCaught } from '../../features/diagnostics/failures';
import { INQUIRY_EXEMPT_REFERRER_NMLS, MODAL, MSG } from '../../features/registration/messages';
import { registrationActions } from '../../features/registration/registrationSlice';
import { routeDecided, statusReceived } from '../../features/application/applicationSlice';
import { initialRegistrationState } from '../../features/registration/registrationSlice';
import { PRE_AUTH_MAX_AGE_MS, initialPreAuthState, preAuthReducer } from '../../features/registration/preAuthSlice';
import { loggedOut } from '../../features/session/sessionSlice';
import type { RootState } from '../../store/rootReducer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { LAZY_SAGAS } from '../../sagas/lazySagas';
import { selectActiveSteps } from '../../features/registration/selectors';
import { EMPTY_DRAFT } from '../../features/registration/types';
import { testDraft, testOrg } from '../support/fixtures';
import { expectHeard, serviceDown } from '../support/heardFailure';

const APP_UUID = '11111111-2222-4333-8444-555555555555';

const org = (externalAuthentication = false) => testOrg({ externalAuthentication, licensedStates: ['CA'] });

const draft = testDraft({
  addressQuery: '1 Main St, Austin, TX 78701',
  manualAddress: true,
  employmentType: 'ALIMONY',
  firstName: ' Ada ',
  smsMarketingConsent: true,
});

type Handlers = Record<string, (req: HttpRequest) => unknown>;

const happyPlatform = (overrides: Handlers = {}) =>
  createFakeApi({
    'POST /service-optimize/heloc/api/v1/features': () => [
      { key: 'fe-heloc-sms-transactional-consent', enabled: true },
    ],
    'POST /service-wait-list/api/v1/home-equity-loan-plus': () => ({ eligible: true }),
    'POST /identity-broker/customer/api/v3/register': () => ({ jwt: 'new-token' }),
    'GET /identity/secure/api/v1_1/identity': () => ({ uuid: 'id-1', email: 'ada@example.com' }),
    'PUT /identity/secure/api/v1/identity/alias': () => null,
    'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () => ({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
    }),
    'POST /service-application/api/v3/application/helocs': () => ({ uuid: APP_UUID }),
    'GET /service-application/api/v3/application/heloc/optermizerly-profile': () => ({ optimizelyProfileUuid: null }),
    'PATCH /service-application/api/v3/application/heloc/optermizerly-profile': (req) => req.body,
    'GET /service-comms-prefs/external/api/v1/consent/prompt/*': (req) => ({
      uuid: `prompt-${req.path.split('/').pop() ?? ''}`,
    }),
    'POST /service-comms-prefs/secure/api/v1/consent/user': () => null,
    'POST /ft/heloc/event': () => ({ id: 1 }),
    'POST /auth-provider/api/v1/registrations': () => ({ redirect: '/auth-provider/authorize?state=x' }),
    'POST /auth-provider/api/v1/token': () => ({ jwt: 'provider-token' }),
    ...overrides,
  });

const preloaded = (
  externalAuthentication = false,
  registration: Partial<RootState['registration']> = {},
): Partial<RootState> => ({
  organization: { status: 'resolved', info: org(externalAuthentication), pricing: {} },
  registration: { ...initialRegistrationState, draft, ...registration },
});

async function submit(
  platform: ReturnType<typeof createFakeApi>,
  options: { external?: boolean; password?: string } = {},
) {
  const app = startApp({
    api: platform.api,
    token: null,
    preloadedState: preloaded(options.external),
    initialPath: '/account/heloc/register-v2/set-password',
  });
  await jest.advanceTimersByTimeAsync(0);
  app.store.dispatch(registrationActions.submitRequested({ password: options.password ?? 'LongEnough12!' }));
  await jest.advanceTimersByTimeAsync(100);
  return app;
}

/** The calls of the submit sequence, leaving out what the shell fetches on its own (flags, banners, hours, ...). */
const PIPELINE_SERVICES = [
  '/service-wait-list',
  '/identity',
  '/service-search',
  '/service-application',
  '/service-comms-prefs',
  '/ft/heloc/event',
  '/auth-provider',
];
const pipelineCalls = (calls: { method: string; path: string }[]) =>
  calls
    .filter((c) => PIPELINE_SERVICES.some((prefix) => c.path.startsWith(prefix)))
    .map((c) => `${c.method} ${c.path}`);

beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 22) }));
afterEach(() => jest.useRealTimers());

describe('the submit pipeline (000 §4.3)', () => {
  test('runs the calls in the spec order, stores the verified token, and routes into the new application', async () => {
    const platform = happyPlatform();
    const app = await submit(platform);
    expect(pipelineCalls(platform.calls)).toEqual([
      'POST /service-wait-list/api/v1/home-equity-loan-plus',
      'POST /identity-broker/customer/api/v3/register',
      'GET /identity/secure/api/v1_1/identity',
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application',
      'GET /identity/secure/api/v1_1/identity',
      'GET /service-application/api/v3/application/heloc/optermizerly-profile',
      'PATCH /service-application/api/v3/application/heloc/optermizerly-profile',
      'POST /service-application/api/v3/application/helocs',
      'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS',
      'GET /service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL',
      'POST /service-comms-prefs/secure/api/v1/consent/user',
      'POST /ft/heloc/event',
      'POST /ft/heloc/event',
    ]);
    expect(app.tokenStore.get()).toBe('Bearer new-token');
    expect(app.store.getState().session.authenticated).toBe(true);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${APP_UUID}`);
    expect(app.store.getState().registration.submit.status).toBe('succeeded');
    // Issue 15: the modal stays until the application area has routed the borrower (sagas/processingSaga.ts).
    expect(app.store.getState().modals.open).toContain(MODAL.processing);
    const steps = app.actions
      .filter((a) => a.type === 'registration/submitStepStarted')
      .map((a) => (a as unknown as { payload: { step: string } }).payload.step);
    expect(steps).toEqual([
      'waitlistCheck',
      'registerIdentity',
      'savePhone',
      'verifyAbilityToStart',
      'createHeloc',
      'saveSmsConsents',
      'sendStartEvents',
      'route',
    ]);
  });

  test('the create body is the full 000 §7 body with employment types mapped', async () => {
    let body: unknown;
    const platform = happyPlatform({
      'POST /service-application/api/v3/application/helocs': (req) => {
        body = { ...(req.body as object), query: req.query };
        return { uuid: APP_UUID };
      },
    });
    await submit(platform);
    expect(body).toMatchObject({
      employmentType: 'SEPARATE_MAINTENANCE_PAYMENTS',
      income: { incomePrimary: 120000, incomeOther: 0, incomeCoDeeders: 0 },
      profileRequest: { firstName: 'Ada', lastName: 'Lovelace', dob: '1980-01-02', email: 'ada@example.com' },
      propertyRequest: { street1: '1 Main St', state: 'TX', occupancyType: 'HOME' },
      propertyListedForSale: false,
      publish: true,
      query: { state: 'TX' },
    });
    expect(Object.keys(body as object)).toEqual(
      expect.arrayContaining([
        'abVersionsRequest',
        'affiliateAbVersion',
        'affiliateAppIndicator',
        'affiliateLiveOffers',
        'consentListRequest',
        'consentRequests',
        'marketingTools',
        'utmParameters',
        'offerCode',
        'optimizelyProfileRequest',
        'referrerId',
        'referralId',
        'localTrackerUuid',
      ]),
    );
  });

  describe('the experiment profile and the identity go with the application (000 §7)', () => {
    const OPTIMIZELY = '/service-application/api/v3/application/heloc/optermizerly-profile';
    const capture = (overrides: Handlers = {}) => {
      const seen: { create?: Record<string, unknown>; events: Record<string, unknown>[]; saved?: unknown } = {
        events: [],
      };
      const platform = happyPlatform({
        'POST /service-application/api/v3/application/helocs': (req) => {
          seen.create = req.body as Record<string, unknown>;
          return { uuid: APP_UUID };
        },
        [`PATCH ${OPTIMIZELY}`]: (req) => {
          seen.saved = { query: req.query, body: req.body };
          return req.body;
        },
        'POST /ft/heloc/event': (req) => {
          seen.events.push(req.body as Record<string, unknown>);
          return { id: 1 };
        },
        ...overrides,
      });
      return { platform, seen };
    };

    test("an identity without one is given this device's tracker, which the create body carries", async () => {
      const { platform, seen } = capture();
      const app = await submit(platform);
      const tracker = seen.create?.localTrackerUuid;
      expect(typeof tracker).toBe('string');
      expect(seen.saved).toEqual({ query: { identityUuid: 'id-1' }, body: { optimizelyProfileUuid: tracker } });
      expect(seen.create?.optimizelyProfileRequest).toEqual({ optimizelyProfileUuid: tracker });
      expect(seen.events.map((event) => [event.event, event.identityId, event.applicationUuid])).toEqual([
        ['helocStarted', 'id-1', APP_UUID],
        ['appStarted', 'id-1', APP_UUID],
      ]);
      expect(app.store.getState().registration.submit.status).toBe('succeeded');
    });

    test('an identity that has one keeps it, and nothing is saved', async () => {
      const { platform, seen } = capture({
        [`GET ${OPTIMIZELY}`]: () => ({ optimizelyProfileUuid: 'kept-profile' }),
      });
      await submit(platform);
      expect(seen.saved).toBeUndefined();
      expect(seen.create?.optimizelyProfileRequest).toEqual({ optimizelyProfileUuid: 'kept-profile' });
    });

    test('a failed profile call is heard, and the application is created without one', async () => {
      const { platform, seen } = capture({
        [`GET ${OPTIMIZELY}`]: serviceDown,
      });
      const app = await submit(platform);
      expect(seen.create?.optimizelyProfileRequest).toBeNull();
      expect(app.store.getState().registration.submit.status).toBe('succeeded');
      expectHeard(app, 'Registration: Optimizely profile');
    });
  });

  test('SMS consents are sent as OPT_IN / OPT_OUT against their prompts', async () => {
    let consent: unknown;
    const platform = happyPlatform({
      'POST /service-comms-prefs/secure/api/v1/consent/user': (req) => {
        consent = req.body;
        return null;
      },
    });
    await submit(platform);
    expect(consent).toMatchObject({
      productType: 'HELOC',
      consents: [
        { consentPromptUuid: 'prompt-SMS', optInOut: 'OPT_IN' },
        { consentPromptUuid: 'prompt-SMS_TRANSACTIONAL', optInOut: 'OPT_OUT' },
      ],
    });
  });

  test('a second click cannot start a second pipeline', async () => {
    const platform = happyPlatform({
      'POST /service-wait-list/api/v1/home-equity-loan-plus': () =>
        new Promise((resolve) => {
          setTimeout(() => {
            resolve({ eligible: true });
          }, 50);
        }),
    });
    const app = startApp({ api: platform.api, token: null, preloadedState: preloaded() });
    app.store.dispatch(registrationActions.submitRequested({ password: 'LongEnough12!' }));
    app.store.dispatch(registrationActions.submitRequested({ password: 'LongEnough12!' }));
    await jest.advanceTimersByTimeAsync(200);
    expect(platform.calls.filter((c) => c.path === '/service-wait-list/api/v1/home-equity-loan-plus')).toHaveLength(1);
  });

  test('waitlisted: a full redirect, nothing else', async () => {
    const platform = happyPlatform({
      'POST /service-wait-list/api/v1/home-equity-loan-plus': () => ({
        eligible: false,
        redirect: '/marketing-waitlist',
      }),
    });
    const app = await submit(platform);
    expect(app.nav.assigned).toEqual(['/marketing-waitlist']);
    expect(pipelineCalls(platform.calls)).toHaveLength(1);
  });

  test('a 401 from registration opens Account Already Exists and stops', async () => {
    const platform = happyPlatform({
      'POST /identity-broker/customer/api/v3/register': () => {
        throw new ApiError({ status: 401, body: { errors: ['identity exists'] } });
      },
    });
    const app = await submit(platform);
    expect(app.store.getState().modals.open).toContain(MODAL.accountExists);
    expect(app.nav.assigned).toEqual([]);
    // Issue 17: 'identity exists' stays internal: it opens the modal and is logged as the reason, never shown.
    expect(app.store.getState().registration.submit.error).toBeNull();
    expect(app.actions).toContainEqual(registrationActions.submitStopped({ reason: MSG.identityExists }));
    expect(app.tokenStore.get()).toBeNull();
  });

  test('a token that GET identity does not accept is never stored, and the borrower keeps their page', async () => {
    const platform = happyPlatform({
      'GET /identity/secure/api/v1_1/identity': () => {
        throw new ApiError({ status: 500, body: null });
      },
      'GET /identity/secure/api/v1/identity': () => {
        throw new ApiError({ status: 500, body: null });
      },
    });
    const app = await submit(platform);
    expect(app.tokenStore.get()).toBeNull();
    // Issue 17: without a usable account the borrower stays where they typed everything, with the 000 §8 banner.
    expect(app.nav.assigned).toEqual([]);
    expect(app.store.getState().registration.submit.error).toBe('Something unexpected happened');
    // The identity may exist now: the next submit signs in to check before registering again.
    expect(app.store.getState().registration.identityMayExist).toBe(true);
  });

  test('cannot start: an active application elsewhere opens its modal; otherwise Account Already Exists', async () => {
    const active = await submit(
      happyPlatform({
        'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () => ({
          canStartApplication: false,
          organizationsWithActiveApplication: ['apm'],
        }),
      }),
    );
    expect(active.store.getState().modals.open).toContain(MODAL.activeApplication);
    expect(active.store.getState().registration.activeApplicationOrganizations).toEqual(['apm']);
    const exists = await submit(
      happyPlatform({
        'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () => ({
          canStartApplication: false,
          organizationsWithActiveApplication: [],
        }),
      }),
    );
    expect(exists.store.getState().modals.open).toContain(MODAL.accountExists);
    const waitingPlatform = happyPlatform({
      'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () => ({
        canStartApplication: false,
        organizationsWithActiveApplication: [],
        canStartAfter: '2026-12-20',
      }),
    });
    const waiting = await submit(waitingPlatform);
    expect(waiting.store.getState().modals.open).toContain(MODAL.waitPeriod);
    expect(waiting.store.getState().registration.canStartAfter).toBe('2026-12-20');
    expect(pipelineCalls(waitingPlatform.calls)).not.toContain('POST /service-application/api/v3/application/helocs');
  });

  /** The pipeline's reports (background calls the fake leaves unanswered report their own). */
  const registrationFailures = (app: ReturnType<typeof startApp>) =>
    app.actions.filter((action) => failureCaught.match(action) && action.payload.what.startsWith('Registration'));

  test("'we do not currently offer loans in' keeps the borrower here with the message; other errors go to /dashboard", async () => {
    const notOffered = await submit(
      happyPlatform({
        'POST /service-application/api/v3/application/helocs': () => {
          throw new ApiError({ status: 400, body: { errors: ['we do not currently offer loans in TX'] } });
        },
      }),
    );
    expect(notOffered.nav.assigned).toEqual([]);
    expect(notOffered.store.getState().registration.submit.error).toBe('we do not currently offer loans in TX');
    expect(notOffered.logger.error).toHaveBeenCalled();
    // The platform's answer, not a failure (decision 319): logged as 000 §8 asks, never counted.
    expect(registrationFailures(notOffered)).toEqual([]);

    const broken = await submit(
      happyPlatform({
        'POST /service-application/api/v3/application/helocs': () => {
          throw new ApiError({ status: 500, body: { errors: ['Database unavailable'] } });
        },
      }),
    );
    expect(broken.nav.assigned).toEqual(['/dashboard']);
    expect(broken.store.getState().registration.submit.error).toBe('Database unavailable');
    expect(registrationFailures(broken)).toEqual([
      failureCaught({ what: 'Registration: createHeloc', errorName: 'ApiError' }),
    ]);
    expect(broken.logger.error).toHaveBeenCalledWith('Registration: createHeloc: ApiError: http 500');
  });

  test('an inquiry application opens the contact-your-loan-officer modal unless its referrer has the exempt NMLS', async () => {
    const inquiry = await submit(
      happyPlatform({
        'POST /service-application/api/v3/application/helocs': () => ({
          uuid: APP_UUID,
          isInquiry: true,
          referrer: { wholesaleBrokerNmls: '1234567' },
        }),
      }),
    );
    expect(inquiry.store.getState().modals.open).toContain(MODAL.contactLoanOfficer);
    expect(inquiry.nav.navigations.map((n) => n.to)).not.toContain(`/account/heloc/${APP_UUID}`);
    const exempt = await submit(
      happyPlatform({
        'POST /service-application/api/v3/application/helocs': () => ({
          uuid: APP_UUID,
          isInquiry: true,
          referrer: { wholesaleBrokerNmls: INQUIRY_EXEMPT_REFERRER_NMLS },
        }),
      }),
    );
    expect(exempt.store.getState().modals.open).not.toContain(MODAL.contactLoanOfficer);
    expect(exempt.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${APP_UUID}`);
  });

  test('a DUPLICATE event reply is ignored', async () => {
    const platform = happyPlatform({
      'POST /ft/heloc/event': () => {
        throw new ApiError({ status: 409, body: { errors: ['DUPLICATE'] } });
      },
    });
    const app = await submit(platform);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${APP_UUID}`);
  });

  test('missing registration data gives the 000 §8 messages', async () => {
    const app = startApp({
      api: happyPlatform().api,
      token: null,
      preloadedState: preloaded(false, { draft: { ...draft, email: '' } }),
    });
    app.store.dispatch(registrationActions.submitRequested({ password: 'LongEnough12!' }));
    await jest.advanceTimersByTimeAsync(100);
    expect(app.store.getState().registration.submit.error).toBe(MSG.registerMissingEmail);
    const noPassword = startApp({ api: happyPlatform().api, token: null, preloadedState: preloaded() });
    noPassword.store.dispatch(registrationActions.submitRequested({}));
    await jest.advanceTimersByTimeAsync(100);
    expect(noPassword.store.getState().registration.submit.error).toBe(MSG.registerMissingPassword);
  });

  test('the processing modal stays on the step really running, and closes after 30000 ms (000 §9)', async () => {
    const platform = happyPlatform({
      'POST /service-wait-list/api/v1/home-equity-loan-plus': () => new Promise(() => undefined),
    });
    const app = startApp({ api: platform.api, token: null, preloadedState: preloaded() });
    app.store.dispatch(registrationActions.submitRequested({ password: 'LongEnough12!' }));
    await jest.advanceTimersByTimeAsync(10);
    expect(app.store.getState().modals.open).toContain(MODAL.processing);
    await jest.advanceTimersByTimeAsync(15_000);
    // Still checking the waitlist: no claim of a soft pull that has not started.
    expect(app.store.getState().registration.processing.messageIndex).toBe(0);
    await jest.advanceTimersByTimeAsync(16_000);
    expect(app.store.getState().modals.open).not.toContain(MODAL.processing);
  });

  test('the processing modal follows the status of the new application and closes once the borrower is routed', async () => {
    const app = await submit(happyPlatform());
    const processing = () => app.store.getState().registration.processing;
    expect(processing().messageIndex).toBe(1);
    app.store.dispatch(statusReceived({ checklistStatus: 'WAITING_FOR_INITIAL_OFFERS' }));
    await jest.advanceTimersByTimeAsync(10);
    expect(processing().messageIndex).toBe(3);
    await jest.advanceTimersByTimeAsync(5000);
    expect(processing().messageIndex).toBe(5);
    app.store.dispatch(
      routeDecided({
        decision: {
          destination: { kind: 'screen', path: 'product/select' },
          row: 'OFFER_SELECTION',
          checklistStatus: 'OFFER_SELECTION',
        },
        trigger: 'poll',
      }),
    );
    await jest.advanceTimersByTimeAsync(10);
    expect(processing()).toEqual({ messageIndex: 6, percent: 100 });
    expect(app.store.getState().modals.open).toContain(MODAL.processing);
    expect(app.store.getState().registration.draft.email).toBe('ada@example.com');
    await jest.advanceTimersByTimeAsync(2000);
    expect(app.store.getState().modals.open).not.toContain(MODAL.processing);
    // In the new application: nothing typed to make it is kept in the tab any longer.
    expect(app.store.getState().registration).toEqual(initialRegistrationState);
  });

  test('a failed step closes the processing modal at once', async () => {
    const app = await submit(
      happyPlatform({
        'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () => ({
          canStartApplication: false,
          organizationsWithActiveApplication: [],
        }),
      }),
    );
    expect(app.store.getState().modals.open).not.toContain(MODAL.processing);
    // Stopped before an application exists: the answers stay to go on with.
    expect(app.store.getState().registration.draft.email).toBe('ada@example.com');
  });
});

describe('external authentication and the pre-auth state (000 §3, §4.3)', () => {
  test('saves the form with a nonce, then leaves for the auth provider', async () => {
    let sent: unknown;
    const platform = happyPlatform({
      'POST /auth-provider/api/v1/registrations': (req) => {
        sent = req.body;
        return { redirect: '/auth-provider/authorize?state=abc' };
      },
    });
    const app = await submit(platform, { external: true });
    const { preAuth } = app.store.getState();
    expect(preAuth.nonce).toBe('00000000-0000-4000-8000-000000000001');
    expect(preAuth.draft?.email).toBe('ada@example.com');
    expect(sent).toMatchObject({ state: preAuth.nonce, email: 'ada@example.com' });
    expect(app.nav.assigned).toEqual(['/auth-provider/authorize?state=abc']);
  });

  test('back with the matching nonce: restored, code exchanged, token stored, pipeline carries on; the saved state is cleared', async () => {
    const platform = happyPlatform();
    const app = startApp({
      api: platform.api,
      token: null,
      preloadedState: {
        organization: { status: 'resolved', info: org(true), pricing: {} },
        preAuth: { nonce: 'n-1', draft, savedAt: 1, locale: null },
      },
    });
    app.store.dispatch(registrationActions.started({ query: { state: 'n-1', code: 'c-1' } }));
    await jest.advanceTimersByTimeAsync(100);
    expect(app.store.getState().registration.draft.email).toBe('ada@example.com');
    expect(app.store.getState().preAuth).toEqual(initialPreAuthState);
    expect(app.tokenStore.get()).toBe('Bearer provider-token');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${APP_UUID}`);
    expect(pipelineCalls(platform.calls)).toContain('POST /auth-provider/api/v1/token');
  });

  test.each([
    ['refuses the registration', () => serviceDown()],
    [
      'says the account exists',
      () => {
        throw new ApiError({ status: 401, body: null, method: 'POST' });
      },
    ],
  ])('a provider that %s leaves no kept draft on the device; the form keeps it', async (_name, answer) => {
    const platform = happyPlatform({ 'POST /auth-provider/api/v1/registrations': answer });
    const app = await submit(platform, { external: true });
    expect(app.store.getState().preAuth).toEqual(initialPreAuthState);
    expect(app.store.getState().registration.draft.email).toBe('ada@example.com');
    expect(app.nav.assigned).toEqual([]);
  });

  test.each([
    ['kept past the hour', PRE_AUTH_MAX_AGE_MS + 1, true],
    ['kept a minute ago', 60_000, false],
  ])(
    'a draft %s for a round trip that never came back: gone at the next start only once stale',
    async (_n, age, gone) => {
      const platform = happyPlatform();
      const kept = { nonce: 'n-1', draft, savedAt: Date.now() - age, locale: 'es' as const };
      const app = startApp({
        api: platform.api,
        token: null,
        preloadedState: { organization: { status: 'resolved', info: org(true), pricing: {} }, preAuth: kept },
      });
      app.store.dispatch(registrationActions.started({ query: {} }));
      await jest.advanceTimersByTimeAsync(100);
      expect(app.store.getState().preAuth).toEqual(gone ? { ...initialPreAuthState, locale: 'es' } : kept);
    },
  );

  test("a logout leaves the device's language and nothing of the kept draft", () => {
    const kept = { nonce: 'n-1', draft, savedAt: 1, locale: 'es' as const };
    expect(preAuthReducer(kept, loggedOut({ reason: 'userRequested' }))).toEqual({
      ...initialPreAuthState,
      locale: 'es',
    });
  });

  test('a nonce that does not match discards the saved state', async () => {
    const platform = happyPlatform();
    const app = startApp({
      api: platform.api,
      token: null,
      preloadedState: {
        organization: { status: 'resolved', info: org(true), pricing: {} },
        preAuth: { nonce: 'n-1', draft, savedAt: 1, locale: null },
      },
    });
    app.store.dispatch(registrationActions.started({ query: { state: 'forged', code: 'c-1' } }));
    await jest.advanceTimersByTimeAsync(100);
    expect(app.store.getState().preAuth).toEqual(initialPreAuthState);
    expect(app.store.getState().registration.draft.email).toBe('');
    expect(app.tokenStore.get()).toBeNull();
    expect(platform.calls.map((c) => c.path)).not.toContain('/auth-provider/api/v1/token');
  });
});

describe('an address typed before the registration saga loaded (issue 16)', () => {
  const typedOnly = (query: string, manualAddress: boolean) =>
    startApp({
      api: happyPlatform({
        'GET /service-address/api/v1/typeahead': () => [
          { street1: '12 Maple Ave', city: 'Austin', state: 'TX', zip: '78701' },
        ],
      }).api,
      token: null,
      preloadedState: preloaded(false, { draft: { ...EMPTY_DRAFT, addressQuery: query, manualAddress } }),
      initialPath: '/account/heloc/register-v2',
    });

  test('gets its suggestions when the saga starts', async () => {
    const app = typedOnly('Maple Ave', false);
    await jest.advanceTimersByTimeAsync(0);
    app.store.dispatch(registrationActions.started({ query: {} }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(app.store.getState().registration.suggestions.map((s) => s.street1)).toEqual(['12 Maple Ave']);
  });

  test('an address already chosen is not searched again', async () => {
    const app = typedOnly('12 Maple Ave, Austin, TX 78701', true);
    await jest.advanceTimersByTimeAsync(0);
    app.store.dispatch(registrationActions.started({ query: {} }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(app.store.getState().registration.suggestions).toEqual([]);
  });
});

describe('the last step (issue 16)', () => {
  test('prepares what "Create account" leads to: the processing and area sagas, the area and the offer screen', async () => {
    const loads = LAZY_SAGAS.map((saga) => [saga.name, jest.spyOn(saga, 'load')] as const);
    const app = startApp({ api: happyPlatform().api, token: null, preloadedState: preloaded() });
    await jest.advanceTimersByTimeAsync(0);
    const order = selectActiveSteps(app.store.getState()).map((step) => step.id);
    const beforeLast = order.at(-2);
    const earlier = order.at(-3);
    if (beforeLast === undefined || earlier === undefined) throw new Error('register-v2 has fewer than three steps');

    app.store.dispatch(registrationActions.stepCompleted({ step: earlier }));
    await jest.advanceTimersByTimeAsync(0);
    expect(app.nav.prepared).toEqual([]);

    app.store.dispatch(registrationActions.stepCompleted({ step: beforeLast }));
    await jest.advanceTimersByTimeAsync(0);
    const someApplication = '/account/heloc/00000000-0000-4000-8000-000000000000';
    expect(app.nav.prepared).toEqual([someApplication, `${someApplication}/product/select`]);
    const loaded = loads.filter(([, load]) => load.mock.calls.length > 0).map(([name]) => name);
    expect(loaded).toEqual(expect.arrayContaining(['processing', 'application-area']));
    for (const [, load] of loads) load.mockRestore();
  });
});

describe('what registration goes on without is still heard (issue 46)', () => {
  test('address suggestions that fail: the borrower types on, and the failure is reported', async () => {
    const app = startApp({
      api: happyPlatform({ 'GET /service-address/api/v1/typeahead': serviceDown }).api,
      token: null,
      preloadedState: preloaded(),
      initialPath: '/account/heloc/register-v2',
    });
    await jest.advanceTimersByTimeAsync(0);
    app.store.dispatch(registrationActions.started({ query: {} }));
    await jest.advanceTimersByTimeAsync(0);
    app.store.dispatch(registrationActions.fieldsEdited({ addressQuery: 'Maple Ave' }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(app.store.getState().registration.suggestions).toEqual([]);
    // The borrower types on through the outage: each pause is a search, and the outage is still one report.
    app.store.dispatch(registrationActions.fieldsEdited({ addressQuery: 'Maple Avenue' }));
    await jest.advanceTimersByTimeAsync(1000);
    app.store.dispatch(registrationActions.fieldsEdited({ addressQuery: 'Maple Avenue 12' }));
    await jest.advanceTimersByTimeAsync(1000);
    expectHeard(app, 'Address suggestions');
    expect(app.logger.warn).toHaveBeenCalledWith('Address suggestions failed again: ApiError: http 503');
    expect(JSON.stringify(app.logger.warn.mock.calls)).not.toContain('ada@example.com');
  });

  test.each<[string, Record<string, string>, Record<string, string>]>([
    ['an offer code in the query', { offerCode: 'SPRING26' }, {}],
    ['a reservation code in the query', { reservationCode: 'SPRING26' }, {}],
    ['a reservation code kept in the session', {}, { reservationCode: 'SPRING26' }],
    ['an offer code kept in the session', {}, { offerCode: 'SPRING26' }],
  ])('000 §9: %s is looked up as the offer code', async (_name, query, session) => {
    const platform = happyPlatform({ 'GET /service-marketing/api/v1/offercode/*': () => ({ code: 'SPRING26' }) });
    const app = startApp({
      api: platform.api,
      token: null,
      preloadedState: preloaded(),
      initialPath: '/account/heloc/register-v2',
    });
    for (const [key, value] of Object.entries(session)) app.sessionStorage.setItem(key, value);
    await jest.advanceTimersByTimeAsync(0);
    app.store.dispatch(registrationActions.started({ query }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(platform.calls.map((c) => c.path)).toContain('/service-marketing/api/v1/offercode/SPRING26');
  });

  test('a start-up lookup that fails leaves the others, and is reported under its label', async () => {
    const platform = happyPlatform({ 'GET /service-marketing/api/v1/offercode/*': serviceDown });
    const app = startApp({
      api: platform.api,
      token: null,
      preloadedState: preloaded(),
      initialPath: '/account/heloc/register-v2',
    });
    await jest.advanceTimersByTimeAsync(0);
    app.store.dispatch(registrationActions.started({ query: { offerCode: 'SPRING26' } }));
    await jest.advanceTimersByTimeAsync(1000);
    expectHeard(app, 'Registration start: offer code');
    expect(platform.calls.map((c) => c.path)).toContain(
      '/service-application/external/api/v2/heloc/states-eligibility',
    );
  });
});

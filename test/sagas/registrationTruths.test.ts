import type { HttpRequest } from '../../src/api/http';
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../src/api/http';
import { CONNECTION_LOST } from '../../features/connectivity/connectivitySlice';
import { MODAL, MSG } from '../../features/registration/messages';
import { initialRegistrationState, registrationActions } from '../../features/registration/registrationSlice';
import { saysIdentityExists } from '../../sagas/registrationIdentity';
import type { RootState } from '../../store/rootReducer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testDraft, testOrg } from '../support/fixtures';

/**
 * Issue 33 items 3 and 4: what the borrower reads when "Create account" does not go through. 'identity exists' opens
 * the account-exists modal whatever the answer's status, and is never text; a call that got no answer says the
 * connection dropped, never 000 §8's generic message; back online, one press goes on.
 */

const REGISTER = 'POST /identity-broker/customer/api/v3/register';
const WAITLIST = 'POST /service-wait-list/api/v1/home-equity-loan-plus';
const AUTH_PROVIDER = 'POST /auth-provider/api/v1/registrations';

const draft = testDraft();

type Handler = (req: HttpRequest) => unknown;

const platform = (overrides: Record<string, Handler> = {}) =>
  createFakeApi({
    'POST /service-optimize/heloc/api/v1/features': () => [],
    [WAITLIST]: () => ({ eligible: true }),
    [REGISTER]: () => ({ jwt: 'new-token' }),
    'GET /identity/secure/api/v1_1/identity': () => ({ uuid: 'id-1', email: 'ada@example.com' }),
    'GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application': () => ({
      canStartApplication: true,
      organizationsWithActiveApplication: [],
    }),
    'POST /service-application/api/v3/application/helocs': () => ({ uuid: TEST_UUID }),
    'GET /service-comms-prefs/external/api/v1/consent/prompt/*': () => ({ uuid: 'prompt' }),
    'POST /service-comms-prefs/secure/api/v1/consent/user': () => null,
    'POST /ft/heloc/event': () => ({ id: 1 }),
    [AUTH_PROVIDER]: () => ({ redirect: '/auth-provider/authorize?state=x' }),
    ...overrides,
  });

const identityExists = (status: number, method: 'POST' | 'GET' = 'POST') =>
  new ApiError({ status, body: { errors: ['identity exists'] }, method });

function registering(fake: ReturnType<typeof createFakeApi>, externalAuthentication = false) {
  const preloadedState: Partial<RootState> = {
    organization: { status: 'resolved', info: testOrg({ externalAuthentication }), pricing: {} },
    registration: { ...initialRegistrationState, draft },
  };
  return startApp({
    api: fake.api,
    token: null,
    preloadedState,
    initialPath: '/account/heloc/register-v2/set-password',
  });
}

async function pressCreateAccount(app: ReturnType<typeof registering>, ms = 100) {
  await jest.advanceTimersByTimeAsync(0);
  app.store.dispatch(registrationActions.submitRequested({ password: 'LongEnough12!' }));
  await jest.advanceTimersByTimeAsync(ms);
}

const count = (fake: ReturnType<typeof createFakeApi>, key: string) =>
  fake.calls.filter((c) => `${c.method} ${c.path}` === key).length;

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("'identity exists' is never text (issue 33 item 3)", () => {
  test.each([401, 409, 400, 422])('a register answer %i saying it opens Account Already Exists', async (status) => {
    const app = registering(
      platform({
        [REGISTER]: () => {
          throw identityExists(status);
        },
      }),
    );
    await pressCreateAccount(app);
    const state = app.store.getState();
    expect(state.modals.open).toContain(MODAL.accountExists);
    expect(state.registration.submit.error).toBeNull();
    expect(app.actions).toContainEqual(registrationActions.submitStopped({ reason: MSG.identityExists }));
    // What was typed stays; the borrower stays on the page; no session is ended, nothing is stored.
    expect(state.registration.draft).toEqual(draft);
    expect(app.nav.assigned).toEqual([]);
    expect(app.tokenStore.get()).toBeNull();
    expect(app.actions.map((action) => action.type)).not.toContain('session/unauthenticatedResponseReceived');
  });

  test('from any call of the sequence, in any case, among other errors', async () => {
    const app = registering(
      platform({
        [WAITLIST]: () => {
          throw new ApiError({ status: 409, body: { errors: ['Conflict', ' Identity Exists '] }, method: 'POST' });
        },
      }),
    );
    await pressCreateAccount(app);
    expect(app.store.getState().modals.open).toContain(MODAL.accountExists);
    expect(app.store.getState().registration.submit.error).toBeNull();
    expect(app.actions).toContainEqual(registrationActions.submitStepFailed({ step: 'waitlistCheck', message: null }));
  });

  test('external authentication: a 401 from the auth provider opens the modal, and does not end a session', async () => {
    const fake = platform({
      [AUTH_PROVIDER]: () => {
        throw identityExists(401);
      },
    });
    const app = registering(fake, true);
    await pressCreateAccount(app);
    expect(app.store.getState().modals.open).toContain(MODAL.accountExists);
    expect(app.store.getState().registration.submit.error).toBeNull();
    expect(app.nav.assigned).toEqual([]);
    expect(app.actions.map((action) => action.type)).not.toContain('session/unauthenticatedResponseReceived');
  });

  test('other errors lists, and answers without one, are not the account-exists case', () => {
    expect(saysIdentityExists(new ApiError({ status: 409, body: { errors: ['identity exists'] } }))).toBe(true);
    expect(saysIdentityExists(new ApiError({ status: 409, body: { errors: ['identity existed before'] } }))).toBe(
      false,
    );
    expect(saysIdentityExists(new ApiError({ status: 500, body: 'identity exists' }))).toBe(false);
    expect(saysIdentityExists(new ApiError({ status: 0, body: null, method: 'POST' }))).toBe(false);
    expect(saysIdentityExists(new Error('identity exists'))).toBe(false);
  });
});

describe('offline says only what is true (issue 33 item 4)', () => {
  test('offline at the first call: the dropped connection, never the generic message; back online one press goes on', async () => {
    let offline = true;
    const fake = platform({
      [WAITLIST]: () => {
        if (offline) throw new ApiError({ status: 0, body: null, method: 'POST' });
        return { eligible: true };
      },
    });
    const app = registering(fake);
    await jest.advanceTimersByTimeAsync(0);
    app.setOnline(false);
    await pressCreateAccount(app, 20_000);
    const failed = app.store.getState().registration;
    expect(failed.submit.error).toBe(CONNECTION_LOST);
    expect(failed.submit.error).not.toBe(DEFAULT_ERROR_MESSAGE);
    expect(failed.draft).toEqual(draft);
    expect(app.nav.assigned).toEqual([]);
    expect(count(fake, REGISTER)).toBe(0);

    offline = false;
    app.setOnline(true);
    await pressCreateAccount(app, 1_000);
    expect(count(fake, REGISTER)).toBe(1);
    expect(app.store.getState().registration.submit).toMatchObject({ status: 'succeeded', error: null });
    expect(app.nav.navigations.some((n) => n.to === `/account/heloc/${TEST_UUID}`)).toBe(true);
  });

  test('a register whose answer was lost: the connection message, and the next press checks by signing in', async () => {
    const fake = platform({
      [REGISTER]: () => {
        throw new ApiError({ status: 0, body: null, method: 'POST' });
      },
      'POST /identity-broker/customer/api/v3/login': () => {
        throw new ApiError({ status: 0, body: null, method: 'POST' });
      },
    });
    const app = registering(fake);
    await jest.advanceTimersByTimeAsync(0);
    app.setOnline(false);
    await pressCreateAccount(app, 20_000);
    expect(app.store.getState().registration.submit.error).toBe(CONNECTION_LOST);
    expect(app.store.getState().registration.identityMayExist).toBe(true);
  });

  test('an answer with an errors list is still shown as sent (000 §8)', async () => {
    const app = registering(
      platform({
        [WAITLIST]: () => {
          throw new ApiError({ status: 500, body: { errors: ['The service is down'] }, method: 'POST' });
        },
      }),
    );
    await pressCreateAccount(app, 20_000);
    expect(app.store.getState().registration.submit.error).toBe('The service is down');
  });
});

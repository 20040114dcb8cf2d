import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { IDENTITY_BROKER_FLAGS } from '../../src/api/contractSigner';
import { ApiError, createHttpClient, type HttpRequest, type TokenStore } from '../../src/api/http';
import { failureCaught } from '../../features/diagnostics/failures';
import { pendingCredentials } from '../../features/session/pendingCredentials';
import { loginRequested, logoutRequested } from '../../features/session/sessionSlice';
import { LOCAL_TRACKER_KEY } from '../../sagas/localTracker';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { expectHeard, serviceDown } from '../support/heardFailure';

const RESUME = '/account/heloc/heloc-signer/resume';
const FEATURE = 'POST /service-optimize/heloc/api/v1/feature';
const CUSTOMER_LOGIN = 'POST /identity-broker/customer/api/v3/login';
const AGENT_LOGIN = 'POST /identity-broker/agent/api/v3/login';
const CREDENTIALS = { email: 'signer@example.com', password: 'Secret!password1' };

type Flags = Partial<Record<'agent' | 'customer', boolean | 'down'>>;

/** Every flag key the optimize service was asked about, in order. */
const asked: string[] = [];

/** The optimize service answering the identity-broker flags of 001 §6; a 'down' flag fails. */
const featureHandler = (flags: Flags) => (req: HttpRequest) => {
  const key = (req.body as { featureKey: string }).featureKey;
  asked.push(key);
  const kind =
    key === IDENTITY_BROKER_FLAGS.agent ? 'agent' : key === IDENTITY_BROKER_FLAGS.customer ? 'customer' : null;
  const value = kind ? flags[kind] : false;
  if (value === 'down') throw new ApiError({ status: 503, body: null });
  return { enabled: value === true };
};

function setup(flags: Flags, login: (req: HttpRequest) => unknown) {
  const holder: { app?: ReturnType<typeof startApp> } = {};
  const loginCall = (req: HttpRequest) => {
    const answer = login(req);
    // The real client stores a bearer Authorization header of the answer (000 §7); the fake plays it.
    holder.app?.tokenStore.set('Bearer fresh');
    return answer;
  };
  const fake = createFakeApi({
    [FEATURE]: featureHandler(flags),
    [CUSTOMER_LOGIN]: loginCall,
    [AGENT_LOGIN]: loginCall,
    'POST /identity-broker/customer/secure/api/v3/logout': () => ({ redirect: '/auth/login' }),
    'POST /identity-broker/agent/secure/api/v3/logout': () => ({ redirect: '/auth/login' }),
    'POST /service-optimize/heloc/api/v1/features': () => [],
  });
  const app = startApp({ api: fake.api, token: null, initialPath: '/account/heloc/heloc-signer/login?org=apm' });
  holder.app = app;
  return { app, calls: fake.calls };
}

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

async function submit(app: ReturnType<typeof startApp>) {
  pendingCredentials.set(CREDENTIALS);
  app.store.dispatch(loginRequested({ area: 'signer', returnTo: RESUME }));
  await flush();
}

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  asked.length = 0;
});
afterEach(() => {
  jest.useRealTimers();
  pendingCredentials.take();
});

describe('choosing the identity-broker paths (001 §6)', () => {
  test('the agent flag wins when on: the customer flag is not even asked', async () => {
    const { app, calls } = setup({ agent: true, customer: true }, () => ({ redirect: '/dashboard' }));
    expect(app.store.getState().session.identityBroker).toBeNull();
    await submit(app);
    expect(asked).toEqual(['fe-heloc-portfolio-manager-auth']);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(AGENT_LOGIN);
    expect(app.store.getState().session.identityBroker).toBe('agent');
    expect(app.types()).toContain('session/identityBrokerChosen');
  });

  test('agent off, customer on: the customer paths', async () => {
    const { app, calls } = setup({ agent: false, customer: true }, () => ({ redirect: '/dashboard' }));
    await submit(app);
    expect(asked).toEqual(['fe-heloc-portfolio-manager-auth', 'fe-heloc-customer-identity-broker']);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(CUSTOMER_LOGIN);
    expect(app.store.getState().session.identityBroker).toBe('customer');
  });

  test('neither on: the legacy login page by full page load, with the way back; no login call', async () => {
    const { app, calls } = setup({ agent: false, customer: false }, () => ({ redirect: '/dashboard' }));
    await submit(app);
    expect(app.store.getState().session.identityBroker).toBe('legacy');
    expect(app.nav.assigned).toEqual([`/auth/login?redirectUrl=${encodeURIComponent(RESUME)}`]);
    expect(calls.some((call) => call.path.includes('/api/v3/login'))).toBe(false);
    expect(pendingCredentials.take()).toBeNull();
  });

  test('a flag that cannot be evaluated counts as off, and is reported (issue 46)', async () => {
    const { app } = setup({ agent: 'down', customer: true }, () => ({ redirect: '/dashboard' }));
    await submit(app);
    expect(app.store.getState().session.identityBroker).toBe('customer');
    expectHeard(app, 'Identity broker flag');
  });
});

describe('logging in', () => {
  test('credentials in the body, the page query plus telemetryTrackingId in the query; signed in, then returnTo', async () => {
    let request: HttpRequest | null = null;
    const { app } = setup({ customer: true }, (req) => {
      request = req;
      return { redirect: '/dashboard' };
    });
    app.localStorage.setItem(LOCAL_TRACKER_KEY, 'tracker-1');
    await submit(app);
    expect(request).toMatchObject({
      body: CREDENTIALS,
      query: { org: 'apm', telemetryTrackingId: 'tracker-1' },
      auth: false,
    });
    expect(app.tokenStore.get()).toBe('Bearer fresh');
    expect(app.store.getState().session).toMatchObject({ authenticated: true, login: { status: 'idle', error: null } });
    expect(app.nav.navigations.at(-1)).toEqual({ to: RESUME, replace: true });
    expect(app.types()).toContain('session/signedIn');
  });

  test('no credentials or personal data in any action', async () => {
    const { app } = setup({ customer: true }, () => ({ redirect: '/dashboard' }));
    await submit(app);
    const log = JSON.stringify(app.actions);
    expect(log).not.toContain(CREDENTIALS.email);
    expect(log).not.toContain(CREDENTIALS.password);
    expect(log).not.toContain('Bearer fresh');
  });

  test('a 401: rejected with the platform’s message, still signed out, no logout', async () => {
    const { app } = setup({ customer: true }, () => {
      throw new ApiError({ status: 401, body: { errors: ['Invalid email or password'] } });
    });
    await submit(app);
    expect(app.store.getState().session).toMatchObject({
      authenticated: false,
      login: { status: 'failed', error: 'Invalid email or password' },
    });
    expect(app.types()).not.toContain('session/logoutRequested');
    expect(app.types()).not.toContain('session/unauthenticatedResponseReceived');
    expect(app.nav.assigned).toEqual([]);
    // A wrong password is an answer, not a failure (decision 326).
    expect(app.types()).not.toContain('diagnostics/failureCaught');
  });

  test('a 401 with a message instead of an errors list shows the message', async () => {
    const { app } = setup({ customer: true }, () => {
      throw new ApiError({ status: 401, body: { message: 'Account locked' } });
    });
    await submit(app);
    expect(app.store.getState().session.login.error).toBe('Account locked');
  });

  test.each([
    ['a 5xx', new ApiError({ status: 502, body: null })],
    ['a network failure', new ApiError({ status: 0, body: null })],
    ['a refusal other than 401', new ApiError({ status: 403, body: { errors: ['Not an agent account'] } })],
  ])('%s is a login failure: logged out, then /auth/login (001 §8)', async (_name, error) => {
    const { app } = setup({ agent: true }, () => {
      throw error;
    });
    await submit(app);
    expect(app.store.getState().session.logoutReason).toBe('loginFailed');
    expect(app.types()).toEqual(expect.arrayContaining(['session/logoutRequested', 'session/loggedOut']));
    expect(app.nav.assigned).toEqual(['/auth/login']);
    expect(app.tokenStore.get()).toBeNull();
    expect(app.actions).toContainEqual(failureCaught({ what: 'Login', errorName: 'ApiError' }));
    // The status only: the platform's words about a login may echo the email.
    expect(app.logger.error).toHaveBeenCalledWith(`Login: ApiError: ${error.kind} ${error.status}`);
  });

  test('an answer without a token is a login failure too', async () => {
    const fake = createFakeApi({
      [FEATURE]: featureHandler({ customer: true }),
      [CUSTOMER_LOGIN]: () => ({ redirect: '/dashboard' }),
      'POST /identity-broker/customer/secure/api/v3/logout': () => ({ redirect: '/auth/login' }),
    });
    const app = startApp({ api: fake.api, token: null });
    await submit(app);
    expect(app.types()).toContain('session/logoutRequested');
    expect(app.types()).not.toContain('session/signedIn');
    expect(app.nav.assigned).toEqual(['/auth/login']);
    // Issue 46: the borrower is sent back to log in, and the failure is reported, not only warned of.
    const logins = app.actions.filter((action) => failureCaught.match(action) && action.payload.what === 'Login');
    expect(logins).toEqual([failureCaught({ what: 'Login', errorName: 'Error' })]);
    expect(app.logger.error).toHaveBeenCalledWith('Login: Error: no token in the answer');
  });

  test('a login without the credentials the form hands over is reported, and logs out', async () => {
    const { app } = setup({ customer: true }, () => ({ redirect: '/dashboard' }));
    app.store.dispatch(loginRequested({ area: 'signer', returnTo: RESUME }));
    await flush();
    expect(app.types()).toContain('session/logoutRequested');
    expect(app.actions.filter(failureCaught.match)).toEqual([failureCaught({ what: 'Login', errorName: 'Error' })]);
  });

  test('a second submit while the first is under way is ignored', async () => {
    const { app, calls } = setup(
      { customer: true },
      () =>
        new Promise((resolve) => {
          setTimeout(() => {
            resolve({ redirect: '/dashboard' });
          }, 1000);
        }),
    );
    await submit(app);
    await submit(app);
    await flush(2000);
    expect(calls.filter((call) => `${call.method} ${call.path}` === CUSTOMER_LOGIN)).toHaveLength(1);
    expect(app.nav.navigations.filter((navigation) => navigation.to === RESUME)).toHaveLength(1);
  });
});

describe('logging out uses the session’s choice (001 §6, §7)', () => {
  test('after an agent login, logout goes through the agent path', async () => {
    const { app, calls } = setup({ agent: true }, () => ({ redirect: '/dashboard' }));
    await submit(app);
    app.store.dispatch(logoutRequested({ reason: 'userRequested' }));
    await flush();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /identity-broker/agent/secure/api/v3/logout',
    );
    expect(app.tokenStore.get()).toBeNull();
    expect(app.nav.assigned.at(-1)).toBe('/auth/login');
  });

  test('a platform logout that fails still signs the borrower out here, and is reported (issue 46)', async () => {
    const fake = createFakeApi({
      [FEATURE]: featureHandler({ customer: true }),
      'POST /identity-broker/customer/secure/api/v3/logout': serviceDown,
      'POST /service-optimize/heloc/api/v1/features': () => [],
    });
    const app = startApp({ api: fake.api, token: 'Bearer old' });
    app.store.dispatch(logoutRequested({ reason: 'userRequested' }));
    await flush();
    expect(app.tokenStore.get()).toBeNull();
    expect(app.nav.assigned.at(-1)).toBe('/auth/login');
    expectHeard(app, 'Logout');
  });

  test('without a choice this session the flags decide: customer', async () => {
    const { app, calls } = setup({ customer: true }, () => ({ redirect: '/dashboard' }));
    app.tokenStore.set('Bearer old');
    app.store.dispatch(logoutRequested({ reason: 'userRequested' }));
    await flush();
    expect(app.store.getState().session.identityBroker).toBe('customer');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /identity-broker/customer/secure/api/v3/logout',
    );
  });

  test('legacy: the token is dropped here, no broker call, back to /auth/login', async () => {
    const { app, calls } = setup({}, () => ({ redirect: '/dashboard' }));
    app.tokenStore.set('Bearer old');
    app.store.dispatch(logoutRequested({ reason: 'userRequested' }));
    await flush();
    expect(calls.some((call) => call.path.includes('/logout'))).toBe(false);
    expect(app.tokenStore.get()).toBeNull();
    expect(app.types()).toContain('session/loggedOut');
    expect(app.nav.assigned).toEqual(['/auth/login']);
  });
});

describe('the token from the answer’s Authorization header, through the real client (000 §7)', () => {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'bypass' });
  });
  afterAll(() => {
    server.close();
  });

  test('is stored as the session’s bearer token', async () => {
    jest.useRealTimers();
    server.use(
      http.post('https://platform.test/service-optimize/heloc/api/v1/feature', async ({ request }) => {
        const { featureKey } = (await request.json()) as { featureKey: string };
        return HttpResponse.json({ enabled: featureKey === IDENTITY_BROKER_FLAGS.customer });
      }),
      http.post('https://platform.test/identity-broker/customer/api/v3/login', () =>
        HttpResponse.json({ redirect: '/dashboard' }, { headers: { Authorization: 'Bearer from-login' } }),
      ),
      http.all('https://platform.test/*', () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 })),
    );
    const holder: { store?: TokenStore } = {};
    const tokenStore: TokenStore = {
      get: () => holder.store?.get() ?? null,
      set: (token) => holder.store?.set(token),
      clear: () => holder.store?.clear(),
    };
    const api = createHttpClient({ baseUrl: 'https://platform.test', orgCode: 'apm', origin: 'https://x', tokenStore });
    const app = startApp({ api, token: null });
    holder.store = app.tokenStore;
    pendingCredentials.set(CREDENTIALS);
    app.store.dispatch(loginRequested({ area: 'signer', returnTo: RESUME }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.tokenStore.get()).toBe('Bearer from-login');
    expect(app.store.getState().session.authenticated).toBe(true);
  });
});

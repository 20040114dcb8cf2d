import { http, HttpResponse } from 'msw';
import type { HelocApplication } from '../../src/api/contract';
import { getAllApplications, getApplication, pickActiveApplication } from '../../src/api/application';
import { getApplicationStatus } from '../../src/api/krang';
import { getProfile } from '../../src/api/profile';
import { getIdentity, UserNotFoundError } from '../../src/api/identity';
import { login, logout } from '../../src/api/identityBroker';
import { fetchFeatureFlags, KNOWN_FLAGS, keepKnownFlags } from '../../src/api/optimize';
import { ApiError, isUnauthenticatedError } from '../../src/api/http';
import { makeClient, ORG_CODE, startServer, TOKEN, url } from './support';

const server = startServer();

function application(overrides: Partial<HelocApplication>): HelocApplication {
  return {
    uuid: 'app-1',
    loanNumber: 'L1',
    active: false,
    activeForAppStart: false,
    isInquiry: false,
    isCrypto: false,
    status: { checklistStatus: 'IN_PROGRESS' },
    property: { street1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501' },
    ...overrides,
  };
}

describe('application', () => {
  it('lists the HELOC applications', async () => {
    const apps = [application({ uuid: 'a' }), application({ uuid: 'b', active: true })];
    let method = '';
    let org: string | null = null;
    server.use(
      http.all(url('/service-application/api/v1/application/heloc/all'), ({ request }) => {
        method = request.method;
        org = request.headers.get('x-org');
        return HttpResponse.json(apps);
      }),
    );
    await expect(getAllApplications(makeClient().client)).resolves.toEqual(apps);
    expect(method).toBe('GET');
    expect(org).toBe(ORG_CODE);
  });

  it('gets one application by uuid, with the bearer token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(url('/service-application/api/v1/application/heloc/:uuid'), ({ params, request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(application({ uuid: String(params.uuid) }));
      }),
    );
    await expect(getApplication(makeClient().client, 'abc-123')).resolves.toMatchObject({ uuid: 'abc-123' });
    expect(authorization).toBe(TOKEN);
  });

  describe('pickActiveApplication', () => {
    it('prefers the one active for app start', () => {
      const apps = [
        application({ uuid: 'old', active: true }),
        application({ uuid: 'start', active: true, activeForAppStart: true }),
      ];
      expect(pickActiveApplication(apps)?.uuid).toBe('start');
    });

    it('falls back to the first active one', () => {
      const apps = [
        application({ uuid: 'inactive', activeForAppStart: true }),
        application({ uuid: 'first', active: true }),
        application({ uuid: 'second', active: true }),
      ];
      expect(pickActiveApplication(apps)?.uuid).toBe('first');
    });

    it('gives undefined when none is active', () => {
      expect(pickActiveApplication([application({ activeForAppStart: true })])).toBeUndefined();
      expect(pickActiveApplication([])).toBeUndefined();
    });
  });
});

describe('krang status', () => {
  it('gets the status of an application', async () => {
    server.use(
      http.get(url('/service-krang-heloc/borrower/secure/api/v1/:uuid/status'), ({ params }) =>
        HttpResponse.json({ checklistStatus: params.uuid === 'app-9' ? 'HMDA' : 'UNKNOWN' }),
      ),
    );
    await expect(getApplicationStatus(makeClient().client, 'app-9')).resolves.toEqual({ checklistStatus: 'HMDA' });
  });
});

describe('profile', () => {
  it('gets the profile', async () => {
    server.use(
      http.get(url('/service-profile/api/v1/profile'), () =>
        HttpResponse.json({ identityUuid: 'id-1', userType: 'BORROWER' }),
      ),
    );
    await expect(getProfile(makeClient().client)).resolves.toMatchObject({ identityUuid: 'id-1' });
  });
});

describe('identity', () => {
  const V1_1 = url('/identity/secure/api/v1_1/identity');
  const V1 = url('/identity/secure/api/v1/identity');

  it('answers from v1_1 without asking v1', async () => {
    const asked: string[] = [];
    server.use(
      http.get(V1_1, () => {
        asked.push('v1_1');
        return HttpResponse.json({ uuid: 'id-1', email: 'a@b.test' });
      }),
      http.get(V1, () => {
        asked.push('v1');
        return HttpResponse.json({ uuid: 'id-old', email: 'a@b.test' });
      }),
    );
    await expect(getIdentity(makeClient().client)).resolves.toMatchObject({ uuid: 'id-1' });
    expect(asked).toEqual(['v1_1']);
  });

  it('falls back to v1 when v1_1 fails or gives no identity, and tells which failure it hid', async () => {
    server.use(
      http.get(V1_1, () => HttpResponse.json({ message: 'missing' }, { status: 404 })),
      http.get(V1, () => HttpResponse.json({ uuid: 'id-2', email: 'a@b.test' })),
    );
    const onFallback = jest.fn();
    await expect(getIdentity(makeClient().client, { onFallback })).resolves.toMatchObject({ uuid: 'id-2' });
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ name: 'ApiError', status: 404 }));

    server.use(http.get(V1_1, () => HttpResponse.json(null)));
    onFallback.mockClear();
    await expect(getIdentity(makeClient().client, { onFallback })).resolves.toMatchObject({ uuid: 'id-2' });
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ message: 'v1_1 answered no identity' }));
  });

  it("throws 'User not found' when neither answers, keeping the last failure as the cause", async () => {
    server.use(
      http.get(V1_1, () => HttpResponse.error()),
      http.get(V1, () => HttpResponse.json({}, { status: 401 })),
    );
    const failure = getIdentity(makeClient().client);
    await expect(failure).rejects.toThrow('User not found');
    await expect(failure).rejects.toBeInstanceOf(UserNotFoundError);
    const cause = await failure.catch((e: unknown) => (e instanceof Error ? e.cause : undefined));
    expect(cause).toBeInstanceOf(ApiError);
    expect(isUnauthenticatedError(cause)).toBe(true);
  });

  it('verifies a token that is not stored yet', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(V1_1, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ uuid: 'id-3', email: 'a@b.test' });
      }),
    );
    await getIdentity(makeClient(null).client, { authorization: 'Bearer from-registration' });
    expect(authorization).toBe('Bearer from-registration');
  });
});

describe('identity broker', () => {
  it.each(['customer', 'agent'] as const)('logs in as %s with body and query, answering a redirect', async (kind) => {
    let seen: { search: string; body: unknown; authorization: string | null; contentType: string | null } | undefined;
    server.use(
      http.post(url(`/identity-broker/${kind}/api/v3/login`), async ({ request }) => {
        seen = {
          search: new URL(request.url).search,
          body: await request.json(),
          authorization: request.headers.get('authorization'),
          contentType: request.headers.get('content-type'),
        };
        return HttpResponse.json({ redirect: '/auth/somewhere' });
      }),
    );
    const answer = await login(makeClient().client, kind, { username: 'x' }, { telemetryTrackingId: 't-1', mode: 'a' });
    expect(answer).toEqual({ redirect: '/auth/somewhere' });
    expect(seen).toEqual({
      search: '?telemetryTrackingId=t-1&mode=a',
      body: { username: 'x' },
      authorization: null,
      contentType: 'application/json',
    });
  });

  it.each(['customer', 'agent'] as const)('as %s, removes the stored jwt before the logout call', async (kind) => {
    const { client, tokenStore } = makeClient();
    let storedDuringCall: string | null = 'not called';
    let authorization: string | null = null;
    server.use(
      http.post(url(`/identity-broker/${kind}/secure/api/v3/logout`), ({ request }) => {
        storedDuringCall = tokenStore.get();
        authorization = request.headers.get('authorization');
        // An answer that tries to sign the borrower back in must not.
        return HttpResponse.json({ redirect: '/auth/login' }, { headers: { Authorization: 'Bearer again' } });
      }),
    );
    await expect(logout(client, kind, tokenStore)).resolves.toEqual({ redirect: '/auth/login' });
    expect(storedDuringCall).toBeNull();
    expect(authorization).toBe(TOKEN);
    expect(tokenStore.get()).toBeNull();
  });

  it('stays signed out locally when the logout call fails', async () => {
    server.use(http.post(url('/identity-broker/customer/secure/api/v3/logout'), () => HttpResponse.error()));
    const { client, tokenStore } = makeClient();
    await expect(logout(client, 'customer', tokenStore)).rejects.toBeInstanceOf(ApiError);
    expect(tokenStore.get()).toBeNull();
  });
});

describe('feature flags', () => {
  it('posts the optimize user and keeps well-formed flags', async () => {
    let body: unknown;
    server.use(
      http.post(url('/service-optimize/heloc/api/v1/features'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json([{ key: 'fe-heloc-webchat', enabled: true }, { key: 'broken' }, 'nonsense']);
      }),
    );
    const user = { applicationId: 'app-1', organization: 'apm', trackerId: 'tr-1' };
    await expect(fetchFeatureFlags(makeClient().client, user)).resolves.toEqual([
      { key: 'fe-heloc-webchat', enabled: true },
    ]);
    expect(body).toEqual({ optimizeUser: user });
  });

  it('fails when the answer is not a list', async () => {
    server.use(http.post(url('/service-optimize/heloc/api/v1/features'), () => HttpResponse.json({ flags: [] })));
    await expect(fetchFeatureFlags(makeClient().client, {})).rejects.toThrow('Feature flags answer is not a list');
  });

  it('knows exactly the 17 flags of the spec', () => {
    expect(KNOWN_FLAGS).toHaveLength(17);
    expect(new Set(KNOWN_FLAGS).size).toBe(17);
    expect(KNOWN_FLAGS).toEqual(
      expect.arrayContaining([
        'fe-heloc-maintenance',
        'fe-heloc-redesign-2025',
        'fe-heloc-figure-ny-modal',
        'fe-heloc-ny-fcra',
        'fe-heloc-sms-transactional-consent',
      ]),
    );
  });

  it('keeps only known flags, with variables defaulting to {}', () => {
    const kept = keepKnownFlags([
      { key: 'fe-heloc-maintenance', enabled: true, variables: { message: 'Down', routes: '["/x"]' } },
      { key: 'fe-heloc-webchat', enabled: false },
      { key: 'fe-heloc-something-else', enabled: true },
      { key: 'fe-heloc-ny-fcra', enabled: true, variables: [] as unknown as Record<string, unknown> },
    ]);
    expect(kept).toEqual({
      'fe-heloc-maintenance': { enabled: true, variables: { message: 'Down', routes: '["/x"]' } },
      'fe-heloc-webchat': { enabled: false, variables: {} },
      'fe-heloc-ny-fcra': { enabled: true, variables: {} },
    });
  });
});

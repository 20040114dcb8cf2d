import type { ApplicationStatus, FeatureFlag, HelocApplication, Identity, Profile } from '../../src/api/contract';
import { TOKEN_LIFETIME_SECONDS, TokenService, hashPassword, verifyPassword } from '../../sandbox/auth';
import { bearer, createBorrower, errorsOf, startSandbox, type Harness } from './harness';

const LIST = '/service-application/api/v1/application/heloc/all';
const appPath = (uuid: string): string => `/service-application/api/v1/application/heloc/${uuid}`;
const statusPath = (uuid: string): string => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;
const PROFILE = '/service-profile/api/v1/profile';
const IDENTITY_V1_1 = '/identity/secure/api/v1_1/identity';
const IDENTITY_V1 = '/identity/secure/api/v1/identity';

let harness: Harness;
beforeAll(async () => {
  harness = await startSandbox();
});
afterAll(() => harness.close());

async function login(email: string, password: string, audience: 'customer' | 'agent' = 'customer') {
  return harness.app.inject({
    method: 'POST',
    url: `/identity-broker/${audience}/api/v3/login?telemetryTrackingId=abc`,
    payload: { email, password },
  });
}

describe('a borrower created by the admin API', () => {
  it('logs in and reads their application, status, profile and identity with the jwt', async () => {
    const borrower = await createBorrower(harness.app, {
      firstName: 'Pat',
      lastName: 'Lee',
      propertyState: 'TX',
      checklistStatus: 'INCOME_VERIFICATION',
    });
    expect(borrower.password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!@#$%^&*]).{12,}$/);
    expect(borrower.email).toMatch(/@/);

    const loggedIn = await login(borrower.email, borrower.password);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toEqual({ redirect: '/dashboard' });
    const authorization = loggedIn.headers.authorization;
    expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const headers = { authorization: String(authorization) };

    const list = await harness.app.inject({ url: LIST, headers });
    expect(list.statusCode).toBe(200);
    const applications = list.json<HelocApplication[]>();
    expect(applications).toHaveLength(1);
    const [application] = applications;
    expect(application).toMatchObject({
      uuid: borrower.applicationUuid,
      active: true,
      activeForAppStart: true,
      isInquiry: false,
      isCrypto: false,
      status: {
        checklistStatus: 'INCOME_VERIFICATION',
        waitingOnFloodCert: false,
        bpo: null,
        uwDecision: null,
        uwSubDecision: null,
        primaryParticipantAcceptComplete: false,
      },
      property: { state: 'TX', city: 'Austin', zip: '78701', occupancyType: 'HOME' },
      disburseAccount: null,
      referrer: {},
    });
    expect(application?.loanNumber).toMatch(/^HL\d{8}$/);
    expect(application?.property.street1).toMatch(/^\d+ \w+/);
    expect(Number.isNaN(Date.parse(application?.auditFields?.createdDate ?? ''))).toBe(false);
    expect(application?.adjustedHomeAmount).toBeGreaterThan(0);

    const one = await harness.app.inject({ url: appPath(borrower.applicationUuid), headers });
    expect(one.json()).toEqual(application);

    const status = await harness.app.inject({ url: statusPath(borrower.applicationUuid), headers });
    expect(status.json<ApplicationStatus>()).toEqual(application?.status);

    const profile = await harness.app.inject({ url: PROFILE, headers });
    expect(profile.json<Profile>()).toMatchObject({
      identityUuid: borrower.identityUuid,
      organizationCode: 'homeward',
      userType: 'BORROWER',
      name: { firstName: 'Pat', lastName: 'Lee' },
      email: borrower.email,
      addresses: [{ type: 'HOME', zip: '78701' }],
    });

    for (const url of [IDENTITY_V1_1, IDENTITY_V1]) {
      const identity = await harness.app.inject({ url, headers });
      expect(identity.json<Identity>()).toEqual({ uuid: borrower.identityUuid, email: borrower.email });
    }
  });

  it('uses the jwt from the admin answer as is, and records the organisation in it', async () => {
    const borrower = await createBorrower(harness.app, { orgCode: 'apm' });
    const profile = await harness.app.inject({ url: PROFILE, headers: bearer(borrower.jwt) });
    expect(profile.json<Profile>().organizationCode).toBe('apm');
    const payload = JSON.parse(Buffer.from(borrower.jwt.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(payload).toMatchObject({ sub: borrower.identityUuid, org: 'apm' });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(12 * 60 * 60);
  });

  it('logs a broker in through the agent path too, with the email in any case', async () => {
    const borrower = await createBorrower(harness.app, { email: 'Mixed.Case@sandbox.example', isBroker: true });
    const response = await login('mixed.case@SANDBOX.example', borrower.password, 'agent');
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toMatch(/^Bearer /);
  });

  it('refuses a wrong password or an unknown email with the same 401', async () => {
    const borrower = await createBorrower(harness.app);
    for (const attempt of [await login(borrower.email, 'Wrong!password1'), await login('nobody@x.example', 'x')]) {
      expect(attempt.statusCode).toBe(401);
      expect(attempt.json()).toEqual({ errors: ['Invalid email or password'] });
      expect(attempt.headers.authorization).toBeUndefined();
    }
    const empty = await harness.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('logs out on both paths without needing a token', async () => {
    for (const audience of ['customer', 'agent']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `/identity-broker/${audience}/secure/api/v3/logout`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ redirect: '/auth/login' });
    }
  });

  it("hides another borrower's application as not found", async () => {
    const owner = await createBorrower(harness.app);
    const other = await createBorrower(harness.app);
    for (const url of [appPath(owner.applicationUuid), statusPath(owner.applicationUuid), appPath('no-such-uuid')]) {
      const response = await harness.app.inject({ url, headers: bearer(other.jwt) });
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)).toEqual(['Application not found']);
    }
    const list = await harness.app.inject({ url: LIST, headers: bearer(other.jwt) });
    expect(list.json<HelocApplication[]>().map((application) => application.uuid)).toEqual([other.applicationUuid]);
  });
});

describe('authentication of platform calls', () => {
  const guarded = [LIST, PROFILE, IDENTITY_V1_1, IDENTITY_V1];

  it.each(guarded)('%s answers 401 unauthenticated without a token or with a malformed one', async (url) => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not-a-jwt' },
      { authorization: 'Basic abc' },
    ]) {
      const response = await harness.app.inject({ url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'unauthenticated' });
    }
  });

  it('answers 403 invalid signature when the signature or the payload was tampered with', async () => {
    const { jwt, applicationUuid } = await createBorrower(harness.app);
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    const otherClaims = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url');
    for (const forged of [`${header}.${payload}.${flipped}`, `${header}.${otherClaims}.${signature}`]) {
      for (const url of [LIST, statusPath(applicationUuid)]) {
        const response = await harness.app.inject({ url, headers: bearer(forged) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'invalid signature' });
      }
    }
  });

  it('does not accept a token signed by another sandbox', async () => {
    const foreign = new TokenService().sign('whoever', 'homeward');
    const response = await harness.app.inject({ url: LIST, headers: bearer(foreign) });
    expect(response.statusCode).toBe(403);
  });
});

describe('TokenService', () => {
  const tokens = new TokenService();
  const now = Date.UTC(2030, 0, 1);

  it('accepts its own token until it expires, then calls it unauthenticated', () => {
    const token = tokens.sign('id-1', 'apm', now);
    expect(tokens.verify(token, now)).toEqual({
      ok: true,
      claims: { sub: 'id-1', org: 'apm', iat: now / 1000, exp: now / 1000 + TOKEN_LIFETIME_SECONDS },
    });
    expect(tokens.verify(token, now + TOKEN_LIFETIME_SECONDS * 1000 - 1).ok).toBe(true);
    expect(tokens.verify(token, now + TOKEN_LIFETIME_SECONDS * 1000)).toMatchObject({ ok: false, status: 401 });
  });

  it('rejects alg none as a bad signature', () => {
    const [, payload] = tokens.sign('id-1', 'apm', now).split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect(tokens.verify(none, now)).toMatchObject({ ok: false, status: 403 });
  });
});

describe('passwords', () => {
  it('are salted scrypt hashes that verify only the same password', async () => {
    const [first, second] = [await hashPassword('Secret!pass1'), await hashPassword('Secret!pass1')];
    expect(first).toMatch(/^scrypt\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Secret');
    await expect(verifyPassword('Secret!pass1', first)).resolves.toBe(true);
    await expect(verifyPassword('Secret!pass2', first)).resolves.toBe(false);
  });
});

describe('feature flags (optimize service)', () => {
  it('lists every flag with the defaults, no token needed', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/service-optimize/heloc/api/v1/features',
      payload: { optimizeUser: { identityId: 'x' } },
    });
    expect(response.statusCode).toBe(200);
    const flags = response.json<FeatureFlag[]>();
    expect(flags).toHaveLength(19);
    expect(flags.every((flag) => flag.key.startsWith('fe-heloc-'))).toBe(true);
    expect(flags.find((flag) => flag.key === 'fe-heloc-redesign-2025')?.enabled).toBe(true);
    expect(flags.find((flag) => flag.key === 'fe-heloc-maintenance')).toEqual({
      key: 'fe-heloc-maintenance',
      enabled: false,
      variables: { routes: [], message: '', pageTitle: '', shouldShowDashboardLink: true },
    });
    expect(flags.filter((flag) => flag.enabled).map((flag) => flag.key)).toEqual([
      'fe-heloc-ca-fires',
      'fe-heloc-customer-identity-broker',
      'fe-heloc-figure-ny-modal',
      'fe-heloc-redesign-2025',
    ]);
  });

  it('answers one flag, unknown flags being off', async () => {
    const ask = (featureKey: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/service-optimize/heloc/api/v1/feature',
        payload: { featureKey, optimizeUser: {}, trackerId: 't' },
      });
    expect((await ask('fe-heloc-redesign-2025')).json()).toEqual({ enabled: true });
    expect((await ask('fe-heloc-webchat')).json()).toEqual({ enabled: false });
    expect((await ask('no-such-flag')).json()).toEqual({ enabled: false });
    const missing = await harness.app.inject({
      method: 'POST',
      url: '/service-optimize/heloc/api/v1/feature',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
  });
});

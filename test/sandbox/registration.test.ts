import type { Identity, Profile } from '../../src/api/contract';
import type {
  AbilityToStartResponse,
  JwtResponse,
  OptimizelyProfile,
  SandboxSettings,
  WaitlistRequest,
} from '../../src/api/contractRegistration';
import { bearer, createBorrower, errorsOf } from './harness';
import {
  registerAndCreate,
  registerBorrower,
  START_TIME,
  startClockedSandbox,
  STRONG_PASSWORD,
  uniqueEmail,
  type ClockedHarness,
} from './registrationSupport';

const DAY_MS = 24 * 60 * 60 * 1000;

let harness: ClockedHarness;
beforeEach(async () => {
  harness = await startClockedSandbox();
});
afterEach(() => harness.close());

const REGISTER = '/identity-broker/customer/api/v3/register';
const REGISTER_V1 = '/identity/api/v1/registration/register';

describe('POST /service-wait-list/api/v1/home-equity-loan-plus', () => {
  const waitlistBody = (overrides: Partial<WaitlistRequest> = {}): WaitlistRequest => ({
    firstName: 'Avery',
    lastName: 'Testwell',
    dob: '1980-05-17',
    email: 'avery@sandbox.example',
    income: 120000,
    street1: '1234 Maple Avenue',
    street2: '',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
    consent: true,
    ...overrides,
  });
  const check = (payload: object) =>
    harness.app.inject({ method: 'POST', url: '/service-wait-list/api/v1/home-equity-loan-plus', payload });

  it('finds an ordinary borrower eligible, without a token', async () => {
    const response = await check(waitlistBody());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ eligible: true });
  });

  it.each([
    [{ income: 424242 }, '/waitlist'],
    [{ lastName: 'Waitlist' }, '/waitlist'],
    [{ lastName: 'waitlist' }, '/waitlist'],
    [{ income: 424243 }, '/marketing-waitlist'],
  ])('waitlists the magic value %j to %s', async (overrides, redirect) => {
    expect((await check(waitlistBody(overrides))).json()).toEqual({ eligible: false, redirect });
  });

  it('answers 400 listing every problem', async () => {
    const response = await check({ ...waitlistBody({ state: 'ZZ', zip: '123', income: -1 }), extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'unknown field: extra',
      'income must be a number from 0 to 9999999',
      'state must be a US state code',
      'zip must be a 5-digit ZIP code',
    ]);
  });
});

describe('identity registration', () => {
  it('registers with the identity broker: the jwt (in the body only) opens GET identity and a profile', async () => {
    const email = uniqueEmail();
    const response = await harness.app.inject({
      method: 'POST',
      url: `${REGISTER}?organization=apm&telemetryTrackingId=t-1`,
      payload: { email, password: STRONG_PASSWORD, phoneNumber: '555-555-0177' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeUndefined();
    const { jwt } = response.json<JwtResponse>();
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const identity = await harness.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
    expect(identity.statusCode).toBe(200);
    expect(identity.json<Identity>().email).toBe(email);

    const profile = (
      await harness.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) })
    ).json<Profile>();
    expect(profile).toMatchObject({
      organizationCode: 'apm',
      email,
      name: { firstName: '', lastName: '' },
      phoneNumbers: [{ type: 'MOBILE', number: '(555) 555-0177' }],
      addresses: [],
    });

    // The password works at the login page.
    const login = await harness.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('registers on the identity service path too (001 §7), for the org of the x-org header', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: REGISTER_V1,
      headers: { 'x-org': 'fairway' },
      payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: '(555) 555-0100' },
    });
    expect(response.statusCode).toBe(200);
    const { jwt } = response.json<JwtResponse>();
    const profile = await harness.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(profile.json<Profile>().organizationCode).toBe('fairway');
  });

  it('answers 401 identity exists for a registered email (any case) and for the magic exists@ emails', async () => {
    const { email } = await registerBorrower(harness.app);
    for (const taken of [email.toUpperCase(), 'exists@sandbox.example', 'Exists+demo@anywhere.example']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: `${REGISTER}?organization=homeward&telemetryTrackingId=t`,
        payload: { email: taken, password: STRONG_PASSWORD, phoneNumber: '(555) 555-0100' },
      });
      expect(response.statusCode).toBe(401);
      expect(errorsOf(response)).toEqual(['identity exists']);
    }
    const alias = await harness.app.inject({
      method: 'POST',
      url: REGISTER_V1,
      payload: { email, password: STRONG_PASSWORD, phoneNumber: '(555) 555-0100' },
    });
    expect(alias.statusCode).toBe(401);
  });

  it('answers 400 for a weak password, a bad phone, a missing email and an unknown organisation', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: `${REGISTER}?organization=nope&telemetryTrackingId=t`,
      payload: { password: 'short', phoneNumber: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'email is required',
      'Password is not strong enough',
      'phoneNumber must be a 10-digit US phone number',
      'organization is not a known organisation',
    ]);
  });
});

describe('GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application', () => {
  const PATH = '/service-search/api/v1/profiles/actions/verify-ability-to-start-application';
  const ability = async (headers: { authorization: string }) => {
    const response = await harness.app.inject({ url: PATH, headers });
    expect(response.statusCode).toBe(200);
    return response.json<AbilityToStartResponse>();
  };

  it('lets a new borrower start', async () => {
    const { headers } = await registerBorrower(harness.app);
    expect(await ability(headers)).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [] });
  });

  it('names the organisations of active applications', async () => {
    const { headers } = await registerAndCreate(harness.app);
    expect(await ability(headers)).toEqual({
      canStartApplication: false,
      organizationsWithActiveApplication: ['homeward'],
    });
  });

  it('refuses within 45 days of an application that has ended, naming no organisation', async () => {
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const { headers } = await registerAndCreate(harness.app, { lastName: 'Decline' });
    const refused = await ability(headers);
    expect(refused).toMatchObject({ canStartApplication: false, organizationsWithActiveApplication: [] });
    expect(refused.canStartAfter).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    harness.advance(44 * DAY_MS);
    expect((await ability(headers)).canStartApplication).toBe(false);
    harness.advance(2 * DAY_MS);
    expect(await ability(headers)).toEqual({ canStartApplication: true, organizationsWithActiveApplication: [] });
  });

  it('counts a cancelled application as ended', async () => {
    const borrower = await createBorrower(harness.app);
    const headers = bearer(borrower.jwt);
    expect((await ability(headers)).organizationsWithActiveApplication).toEqual(['homeward']);
    await harness.app.inject({
      method: 'PATCH',
      url: `/__sandbox/applications/${borrower.applicationUuid}`,
      payload: { checklistStatus: 'CANCELLED' },
    });
    expect(await ability(headers)).toMatchObject({
      canStartApplication: false,
      organizationsWithActiveApplication: [],
    });
  });

  it.each([
    ['active', { canStartApplication: false, organizationsWithActiveApplication: ['apm'] }],
    ['active+demo', { canStartApplication: false, organizationsWithActiveApplication: ['apm'] }],
    ['cannotstart', { canStartApplication: false, organizationsWithActiveApplication: [] }],
  ])('answers the magic email %s@… with %j', async (localPart, expected) => {
    const { headers } = await registerBorrower(harness.app, { email: `${localPart}@sandbox.example` }, 'apm');
    expect(await ability(headers)).toEqual(expected);
  });

  it('needs a token', async () => {
    const response = await harness.app.inject({ url: PATH });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'unauthenticated' });
  });
});

describe('profile updates', () => {
  it('saves the phone alias, normalised', async () => {
    const { headers } = await registerBorrower(harness.app);
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers,
      payload: { type: 'Phone', value: '+1 555 555 0199' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'Phone', value: '(555) 555-0199' });
    const profile = (await harness.app.inject({ url: '/service-profile/api/v1/profile', headers })).json<Profile>();
    expect(profile.phoneNumbers).toEqual([{ type: 'MOBILE', number: '(555) 555-0199' }]);
  });

  it('refuses an alias of another type, a bad number, and no token', async () => {
    const { headers } = await registerBorrower(harness.app);
    const bad = await harness.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      headers,
      payload: { type: 'Email', value: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual(['type must be one of Phone', 'value must be a 10-digit US phone number']);
    const anonymous = await harness.app.inject({
      method: 'PUT',
      url: '/identity/secure/api/v1/identity/alias',
      payload: { type: 'Phone', value: '5555550199' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('updates the legal name (N/A meaning no suffix)', async () => {
    const { headers } = await registerBorrower(harness.app);
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers,
      payload: { firstName: 'Mary-Jo', middleName: 'Ann', lastName: "O'Neil", suffix: 'jr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>().name).toEqual({
      firstName: 'Mary-Jo',
      middleName: 'Ann',
      lastName: "O'Neil",
      suffix: 'JR',
    });
    const cleared = await harness.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers,
      payload: { firstName: 'Mary-Jo', lastName: "O'Neil", suffix: 'N/A' },
    });
    expect(cleared.json<Profile>().name).toEqual({ firstName: 'Mary-Jo', lastName: "O'Neil" });
  });

  it('refuses names the form would refuse', async () => {
    const { headers } = await registerBorrower(harness.app);
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/service-profile/api/v1/profile/name',
      headers,
      payload: { firstName: 'A', lastName: '', suffix: 'ESQ' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toHaveLength(3);
  });
});

describe('optimizely profile', () => {
  const path = (identityUuid: string) =>
    `/service-application/api/v3/application/heloc/optermizerly-profile?identityUuid=${identityUuid}`;

  it('is null until saved, then answers the saved uuid', async () => {
    const { headers } = await registerBorrower(harness.app);
    const identity = (await harness.app.inject({ url: '/identity/secure/api/v1/identity', headers })).json<Identity>();
    const first = await harness.app.inject({ url: path(identity.uuid), headers });
    expect(first.json<OptimizelyProfile>()).toEqual({ optimizelyProfileUuid: null });
    const uuid = '0b9e6a52-3c1d-4f2e-8a7b-6c5d4e3f2a10';
    const saved = await harness.app.inject({
      method: 'PATCH',
      url: path(identity.uuid),
      headers,
      payload: { optimizelyProfileUuid: uuid },
    });
    expect(saved.json<OptimizelyProfile>()).toEqual({ optimizelyProfileUuid: uuid });
    expect((await harness.app.inject({ url: path(identity.uuid), headers })).json()).toEqual({
      optimizelyProfileUuid: uuid,
    });
  });

  it("refuses someone else's identity, a missing query and a malformed uuid", async () => {
    const { headers } = await registerBorrower(harness.app);
    const identity = (await harness.app.inject({ url: '/identity/secure/api/v1/identity', headers })).json<Identity>();
    expect((await harness.app.inject({ url: path('someone-else'), headers })).statusCode).toBe(403);
    const missing = await harness.app.inject({
      url: '/service-application/api/v3/application/heloc/optermizerly-profile',
      headers,
    });
    expect(missing.statusCode).toBe(400);
    const malformed = await harness.app.inject({
      method: 'PATCH',
      url: path(identity.uuid),
      headers,
      payload: { optimizelyProfileUuid: 'nope' },
    });
    expect(errorsOf(malformed)).toEqual(['optimizelyProfileUuid must be a UUID']);
  });
});

describe('/__sandbox/settings', () => {
  it('reads and sets the workflow step, which a reset restores', async () => {
    expect((await harness.app.inject({ url: '/__sandbox/settings' })).json<SandboxSettings>()).toEqual({
      workflowStepMs: 2000,
    });
    const patched = await harness.app.inject({
      method: 'PATCH',
      url: '/__sandbox/settings',
      payload: { workflowStepMs: 0 },
    });
    expect(patched.json<SandboxSettings>()).toEqual({ workflowStepMs: 0 });
    await harness.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await harness.app.inject({ url: '/__sandbox/settings' })).json()).toEqual({ workflowStepMs: 2000 });
  });

  it('refuses a step out of range and unknown fields', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/__sandbox/settings',
      payload: { workflowStepMs: -1, speed: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual(['unknown field: speed', 'workflowStepMs must be an integer from 0 to 600000']);
  });
});

it('runs on the injected clock', () => {
  expect(harness.now()).toBe(START_TIME);
});

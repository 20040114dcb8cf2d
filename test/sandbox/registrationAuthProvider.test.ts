import type { Identity, Profile } from '../../src/api/contract';
import type {
  AuthProviderRegistrationRequest,
  AuthProviderRegistrationResponse,
  JwtResponse,
} from '../../src/api/contractRegistration';
import { bearer, errorsOf, expectSecurityHeaders } from './harness';
import { registerBorrower, startClockedSandbox, uniqueEmail, type ClockedHarness } from './registrationSupport';

let harness: ClockedHarness;
beforeEach(async () => {
  harness = await startClockedSandbox();
});
afterEach(() => harness.close());

const HEADERS = { 'x-application-name': 'heloc', 'x-org': 'homeward' };

const registration = (overrides: Partial<AuthProviderRegistrationRequest> = {}): AuthProviderRegistrationRequest => ({
  state: 'nonce-123',
  email: uniqueEmail('external'),
  phoneNumber: '(555) 555-0148',
  firstName: 'Quinn',
  middleName: '',
  lastName: 'Fixture',
  suffix: '',
  ...overrides,
});

const startRegistration = (
  payload: object,
  headers: Record<string, string> = HEADERS,
  query = '?displayConsentsWithMfa=true',
) => harness.app.inject({ method: 'POST', url: `/auth-provider/api/v1/registrations${query}`, headers, payload });

const continueForm = (fields: Record<string, string>) =>
  harness.app.inject({
    method: 'POST',
    url: '/auth-provider/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const exchange = (code: string) =>
  harness.app.inject({ method: 'POST', url: '/auth-provider/api/v1/token', payload: { code } });

/** The registration id and state of a provider redirect. */
function redirectParams(redirect: string): { registration: string; state: string } {
  const url = new URL(redirect, 'http://sandbox.test');
  expect(url.pathname).toBe('/auth-provider/authorize');
  return { registration: url.searchParams.get('registration') ?? '', state: url.searchParams.get('state') ?? '' };
}

describe('the external authentication flow', () => {
  it('registers, shows the provider page, returns to login-info with a code, and trades the code once', async () => {
    const body = registration();
    const started = await startRegistration(body);
    expect(started.statusCode).toBe(200);
    const { redirect } = started.json<AuthProviderRegistrationResponse>();
    const params = redirectParams(redirect);
    expect(params.state).toBe('nonce-123');

    const page = await harness.app.inject({ url: redirect });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page);
    expect(page.body).toContain(body.email);
    expect(page.body).toContain('<button type="submit">Continue</button>');
    expect(page.body).toContain('(***) ***-0148');
    expect(page.body).not.toContain('555-0148');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);

    const continued = await continueForm(params);
    expect(continued.statusCode).toBe(303);
    const back = new URL(String(continued.headers.location), 'http://sandbox.test');
    expect(back.pathname).toBe('/account/heloc/register-v2/login-info');
    expect(back.searchParams.get('state')).toBe('nonce-123');
    expect(back.searchParams.get('org')).toBeNull();
    const code = back.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const token = await exchange(code);
    expect(token.statusCode).toBe(200);
    const { jwt } = token.json<JwtResponse>();
    const identity = await harness.app.inject({ url: '/identity/secure/api/v1_1/identity', headers: bearer(jwt) });
    expect(identity.json<Identity>().email).toBe(body.email);
    const profile = await harness.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(profile.json<Profile>()).toMatchObject({
      organizationCode: 'homeward',
      name: { firstName: 'Quinn', lastName: 'Fixture' },
      phoneNumbers: [{ type: 'MOBILE', number: '(555) 555-0148' }],
    });

    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(errorsOf(again)).toEqual(['The code is not valid, has expired or was already used']);

    const revisit = await harness.app.inject({ url: redirect });
    expect(revisit.statusCode).toBe(409);
  });

  it('sends a second click back with the same code until it is used', async () => {
    const { redirect } = (await startRegistration(registration())).json<AuthProviderRegistrationResponse>();
    const params = redirectParams(redirect);
    const first = await continueForm(params);
    const second = await continueForm(params);
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
  });

  it('keeps a partner organisation on the way back, and leaves out the MFA notice when not asked for', async () => {
    const started = await startRegistration(
      registration(),
      { 'x-application-name': 'heloc', 'x-org': 'apm' },
      '?displayConsentsWithMfa=false',
    );
    const { redirect } = started.json<AuthProviderRegistrationResponse>();
    const page = await harness.app.inject({ url: redirect });
    expect(page.body).toContain('American Pacific Mortgage');
    expect(page.body).not.toContain('verification code');
    const continued = await continueForm(redirectParams(redirect));
    expect(new URL(String(continued.headers.location), 'http://x.test').searchParams.get('org')).toBe('apm');
  });

  it('lets a code expire after five minutes', async () => {
    const { redirect } = (await startRegistration(registration())).json<AuthProviderRegistrationResponse>();
    const continued = await continueForm(redirectParams(redirect));
    const code = new URL(String(continued.headers.location), 'http://x.test').searchParams.get('code') ?? '';
    harness.advance(5 * 60 * 1000);
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it('answers 401 identity exists for a registered or magic email', async () => {
    const { email } = await registerBorrower(harness.app);
    for (const taken of [email, 'exists@sandbox.example']) {
      const response = await startRegistration(registration({ email: taken }));
      expect(response.statusCode).toBe(401);
      expect(errorsOf(response)).toEqual(['identity exists']);
    }
  });

  it('refuses an email registered between the start and Continue', async () => {
    const body = registration();
    const { redirect } = (await startRegistration(body)).json<AuthProviderRegistrationResponse>();
    await registerBorrower(harness.app, { email: body.email });
    const continued = await continueForm(redirectParams(redirect));
    expect(continued.statusCode).toBe(409);
    expect(continued.body).toContain('An account already exists for this email address.');
  });

  it('answers 400 for missing headers, a bad query and bad data', async () => {
    const response = await startRegistration(
      { ...registration({ phoneNumber: '12' }), state: undefined, extra: true },
      { 'x-org': 'nope' },
      '?displayConsentsWithMfa=maybe',
    );
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'unknown field: extra',
      'state is required',
      'phoneNumber must be a 10-digit US phone number',
      'the x-application-name header must be heloc',
      'the x-org header must name a known organisation',
      'displayConsentsWithMfa must be true or false',
    ]);
  });

  it('shows an error page for an unknown registration or a state that does not match', async () => {
    const { redirect } = (await startRegistration(registration())).json<AuthProviderRegistrationResponse>();
    const { registration: id } = redirectParams(redirect);
    const wrongState = await harness.app.inject({ url: `/auth-provider/authorize?state=other&registration=${id}` });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.body).toContain('This sign-up link is not valid.');
    const unknown = await continueForm({ state: 'nonce-123', registration: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect((await exchange('never-issued')).statusCode).toBe(400);
  });
});

import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { CreateHelocRequest, TrackingEventRequest } from '../../src/api/contractRegistration';
import { getConsentPrompt, saveUserConsents } from '../../src/api/consents';
import { getEligibleStates, getIneligibleZips } from '../../src/api/eligibility';
import { EVENT_CONTEXT, isDuplicateEventError, sendEvent } from '../../src/api/events';
import { ApiError } from '../../src/api/http';
import { savePhoneAlias } from '../../src/api/identity';
import { getLicensedStates, getReferral, getReferralStatus } from '../../src/api/leadPortal';
import { getOffers } from '../../src/api/offers';
import { getAffiliatePrefill, lookupOfferCode } from '../../src/api/prefill';
import { updateProfileName } from '../../src/api/profile';
import {
  checkWaitlist,
  createHeloc,
  exchangeAuthProviderCode,
  getOptimizelyProfile,
  isAccountExistsError,
  mapEmploymentTypeForCreate,
  registerIdentity,
  registerIdentityDirect,
  registerWithAuthProvider,
  saveOptimizelyProfile,
  verifyAbilityToStart,
  verifyRegistrationJwt,
} from '../../src/api/registration';
import { searchAddresses } from '../../src/api/typeahead';
import { makeClient, ORG_CODE, startServer, TOKEN, url } from './support';

const server = startServer();

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | null;
  org: string | null;
  applicationName: string | null;
}

/** Answers `path` (any method) with `answer` and records what the client sent. */
function capture(path: string, answer: JsonBodyType = {}, status = 200): { seen: () => Seen } {
  let seen: Seen | undefined;
  server.use(
    http.all(url(path), async ({ request }) => {
      const requestUrl = new URL(request.url);
      const text = await request.text();
      seen = {
        method: request.method,
        path: requestUrl.pathname,
        query: Object.fromEntries(requestUrl.searchParams),
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        authorization: request.headers.get('authorization'),
        org: request.headers.get('x-org'),
        applicationName: request.headers.get('x-application-name'),
      };
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(answer, { status });
    }),
  );
  return {
    seen: () => {
      if (!seen) throw new Error(`${path} was not called`);
      return seen;
    },
  };
}

const client = () => makeClient().client;

describe('waitlist', () => {
  it('posts the borrower to the waitlist check, without a token', async () => {
    const call = capture('/service-wait-list/api/v1/home-equity-loan-plus', {
      eligible: false,
      redirect: '/marketing-waitlist',
    });
    const body = {
      firstName: 'Avery',
      lastName: 'Testwell',
      dob: '1980-05-17',
      email: 'a@b.test',
      income: 424243,
      street1: '1 Main St',
      street2: '',
      city: 'Reno',
      state: 'NV',
      zip: '89501',
      consent: true,
    };
    await expect(checkWaitlist(client(), body)).resolves.toEqual({ eligible: false, redirect: '/marketing-waitlist' });
    expect(call.seen()).toMatchObject({ method: 'POST', query: {}, body, authorization: null, org: ORG_CODE });
  });
});

describe('identity registration', () => {
  const body = { email: 'a@b.test', password: 'Sandbox!pass123', phoneNumber: '(555) 555-0100' };

  it('registers with the identity broker, with organization and tracker in the query and no token', async () => {
    const call = capture('/identity-broker/customer/api/v3/register', { jwt: 'new.jwt.value' });
    const { client: registering, tokenStore } = makeClient();
    await expect(
      registerIdentity(registering, body, { organization: 'apm', telemetryTrackingId: 'tracker-1' }),
    ).resolves.toEqual({ jwt: 'new.jwt.value' });
    expect(call.seen()).toEqual({
      method: 'POST',
      path: '/identity-broker/customer/api/v3/register',
      query: { organization: 'apm', telemetryTrackingId: 'tracker-1' },
      body,
      authorization: null,
      org: ORG_CODE,
      applicationName: null,
    });
    // The answer's jwt is not stored by the client: the app verifies it first.
    expect(tokenStore.get()).toBe(TOKEN);
  });

  it('registers on the identity service path', async () => {
    const call = capture('/identity/api/v1/registration/register', { jwt: 'j' });
    await expect(registerIdentityDirect(client(), body)).resolves.toEqual({ jwt: 'j' });
    expect(call.seen()).toMatchObject({ method: 'POST', body, authorization: null });
  });

  it('reads a 401 as the account existing', async () => {
    capture('/identity-broker/customer/api/v3/register', { errors: ['identity exists'] }, 401);
    const failure = await registerIdentity(client(), body, { organization: 'apm', telemetryTrackingId: 't' }).catch(
      (e: unknown) => e,
    );
    expect(isAccountExistsError(failure)).toBe(true);
    expect(isAccountExistsError(new ApiError({ status: 400, body: null }))).toBe(false);
    expect(isAccountExistsError(new Error('x'))).toBe(false);
  });

  it('verifies a registration jwt with GET identity before handing back the header to store', async () => {
    const call = capture('/identity/secure/api/v1_1/identity', { uuid: 'id-1', email: 'a@b.test' });
    const { client: verifying, tokenStore } = makeClient(null);
    await expect(verifyRegistrationJwt(verifying, 'new.jwt')).resolves.toEqual({
      identity: { uuid: 'id-1', email: 'a@b.test' },
      authorization: 'Bearer new.jwt',
    });
    expect(call.seen()).toMatchObject({ method: 'GET', authorization: 'Bearer new.jwt' });
    expect(tokenStore.get()).toBeNull();
  });
});

describe('external auth provider', () => {
  it('posts the registration with the nonce, the application name header and the MFA query', async () => {
    const call = capture('/auth-provider/api/v1/registrations', { redirect: '/auth-provider/authorize?state=n' });
    const body = {
      state: 'n',
      email: 'a@b.test',
      phoneNumber: '(555) 555-0100',
      firstName: 'Quinn',
      lastName: 'Fixture',
    };
    await expect(registerWithAuthProvider(client(), body, { displayConsentsWithMfa: true })).resolves.toEqual({
      redirect: '/auth-provider/authorize?state=n',
    });
    expect(call.seen()).toMatchObject({
      method: 'POST',
      query: { displayConsentsWithMfa: 'true' },
      body,
      authorization: null,
      org: ORG_CODE,
      applicationName: 'heloc',
    });
  });

  it('exchanges the one-time code for a jwt', async () => {
    const call = capture('/auth-provider/api/v1/token', { jwt: 'from.code' });
    await expect(exchangeAuthProviderCode(client(), 'code-1')).resolves.toEqual({ jwt: 'from.code' });
    expect(call.seen()).toMatchObject({ method: 'POST', body: { code: 'code-1' }, authorization: null });
  });
});

describe('signed-in registration steps', () => {
  it('saves the phone alias', async () => {
    const call = capture('/identity/secure/api/v1/identity/alias', { type: 'Phone', value: '(555) 555-0101' });
    await savePhoneAlias(client(), '(555) 555-0101');
    expect(call.seen()).toMatchObject({
      method: 'PUT',
      body: { type: 'Phone', value: '(555) 555-0101' },
      authorization: TOKEN,
    });
  });

  it('verifies the ability to start', async () => {
    const answer = { canStartApplication: false, organizationsWithActiveApplication: ['apm'] };
    const call = capture('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', answer);
    await expect(verifyAbilityToStart(client())).resolves.toEqual(answer);
    expect(call.seen()).toMatchObject({ method: 'GET', body: undefined, authorization: TOKEN });
  });

  it('creates the HELOC with the property state in the query and the whole body', async () => {
    const call = capture('/service-application/api/v3/application/helocs', { uuid: 'app-1' }, 201);
    const body = { localTrackerUuid: 'tracker' } as unknown as CreateHelocRequest;
    await expect(createHeloc(client(), body, 'TX')).resolves.toEqual({ uuid: 'app-1' });
    expect(call.seen()).toMatchObject({
      method: 'POST',
      query: { state: 'TX' },
      body: { localTrackerUuid: 'tracker' },
      authorization: TOKEN,
    });
  });

  it('reads and saves the optimizely profile for an identity', async () => {
    const path = '/service-application/api/v3/application/heloc/optermizerly-profile';
    const read = capture(path, { optimizelyProfileUuid: null });
    await expect(getOptimizelyProfile(client(), 'id-1')).resolves.toEqual({ optimizelyProfileUuid: null });
    expect(read.seen()).toMatchObject({ method: 'GET', query: { identityUuid: 'id-1' } });
    const saved = capture(path, { optimizelyProfileUuid: 'opt-1' });
    await saveOptimizelyProfile(client(), 'id-1', 'opt-1');
    expect(saved.seen()).toMatchObject({
      method: 'PATCH',
      query: { identityUuid: 'id-1' },
      body: { optimizelyProfileUuid: 'opt-1' },
    });
  });

  it('updates the profile name', async () => {
    const call = capture('/service-profile/api/v1/profile/name', { identityUuid: 'id-1' });
    await updateProfileName(client(), { firstName: 'Mary', lastName: 'Jones', suffix: 'JR' });
    expect(call.seen()).toMatchObject({
      method: 'PUT',
      body: { firstName: 'Mary', lastName: 'Jones', suffix: 'JR' },
    });
  });

  it('gets the offers of an application', async () => {
    const call = capture('/service-application/api/v1/application/heloc/app%201/offers', { offersByType: {} });
    await expect(getOffers(client(), 'app 1')).resolves.toEqual({ offersByType: {} });
    expect(call.seen()).toMatchObject({ method: 'GET' });
  });
});

describe('mapEmploymentTypeForCreate (000 §3)', () => {
  it.each([
    ['ALIMONY', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['CHILD_SUPPORT', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['PUBLIC_ASSISTANCE_PROGRAM', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['EMPLOYED', 'EMPLOYED'],
    ['FULL_TIME', 'FULL_TIME'],
    ['OTHER', 'OTHER'],
    ['PART_TIME', 'PART_TIME'],
    ['RETIRED', 'RETIRED'],
    ['SELF_EMPLOYED', 'SELF_EMPLOYED'],
    ['SEPARATE_MAINTENANCE_PAYMENTS', 'SEPARATE_MAINTENANCE_PAYMENTS'],
    ['UNEMPLOYED', 'UNRECOGNIZED'],
    ['full_time', 'UNRECOGNIZED'],
    ['', 'UNRECOGNIZED'],
    ['constructor', 'UNRECOGNIZED'],
    ['toString', 'UNRECOGNIZED'],
  ])('sends %j as %s', (type, expected) => {
    expect(mapEmploymentTypeForCreate(type)).toBe(expected);
  });
});

describe('SMS consents', () => {
  it.each(['SMS', 'SMS_TRANSACTIONAL'] as const)('gets the %s prompt', async (type) => {
    const call = capture(`/service-comms-prefs/external/api/v1/consent/prompt/${type}`, { uuid: 'p-1' });
    await expect(getConsentPrompt(client(), type)).resolves.toEqual({ uuid: 'p-1' });
    expect(call.seen()).toMatchObject({ method: 'GET' });
  });

  it('saves the answers', async () => {
    const call = capture('/service-comms-prefs/secure/api/v1/consent/user', {}, 204);
    const body = {
      org: 'apm',
      source: 'HELOC_REGISTRATION',
      productType: 'HELOC' as const,
      phone: '(555) 555-0100',
      email: 'a@b.test',
      consents: [{ consentPromptUuid: 'p-1', optInOut: 'OPT_IN' as const }],
    };
    await expect(saveUserConsents(client(), body)).resolves.toBeNull();
    expect(call.seen()).toMatchObject({ method: 'POST', body, authorization: TOKEN });
  });
});

describe('events', () => {
  const event: TrackingEventRequest = {
    domain: 'localhost',
    queryParams: { utm_source: 'mail' },
    pagePath: '/account/heloc/register-v2',
    event: 'helocStarted',
    sessionKey: 'tracker',
    identityId: 'id-1',
    applicationUuid: 'app-1',
    eventType: 'WEB',
    productType: 'HELOC',
    eventProperties: {},
  };

  it('posts the event to /ft/heloc/event', async () => {
    expect(EVENT_CONTEXT).toBe('heloc');
    const call = capture('/ft/heloc/event', {}, 204);
    await expect(sendEvent(client(), event)).resolves.toBeNull();
    expect(call.seen()).toMatchObject({ method: 'POST', body: event });
  });

  it('recognises the DUPLICATE answer, by errors list or message', async () => {
    capture('/ft/heloc/event', { errors: ['DUPLICATE'] }, 409);
    const failure = await sendEvent(client(), event).catch((e: unknown) => e);
    expect(isDuplicateEventError(failure)).toBe(true);
    expect(isDuplicateEventError(new ApiError({ status: 400, body: { message: 'DUPLICATE' } }))).toBe(true);
    expect(isDuplicateEventError(new ApiError({ status: 409, body: { errors: ['Other'] } }))).toBe(false);
    expect(isDuplicateEventError(new Error('DUPLICATE'))).toBe(false);
  });
});

describe('eligibility, referrals and loan originators', () => {
  it('gets the eligible states and the ineligible zips by orgCode', async () => {
    const states = capture('/service-application/external/api/v2/heloc/states-eligibility', ['CA']);
    await expect(getEligibleStates(client(), 'apm')).resolves.toEqual(['CA']);
    expect(states.seen()).toMatchObject({ method: 'GET', query: { orgCode: 'apm' } });
    const zips = capture('/service-application/external/api/v1/heloc/zip-eligibility', ['90265']);
    await expect(getIneligibleZips(client(), 'apm')).resolves.toEqual(['90265']);
    expect(zips.seen()).toMatchObject({ method: 'GET', query: { orgCode: 'apm' } });
  });

  it('gets a referral and its status', async () => {
    const referral = capture('/service-lead-portal/api/referrals/ref-1', { firstName: 'Sam' });
    await expect(getReferral(client(), 'ref-1')).resolves.toEqual({ firstName: 'Sam' });
    expect(referral.seen().method).toBe('GET');
    const status = capture('/service-application/external/api/v1/heloc/referral-id/ref-1', {
      status: null,
      email: null,
    });
    await expect(getReferralStatus(client(), 'ref-1')).resolves.toEqual({ status: null, email: null });
    expect(status.seen().method).toBe('GET');
  });

  it("gets a loan originator's licensed states for an organization", async () => {
    const answer = { enforceLicensedStatesForReferral: true, licensedStates: ['CA'] };
    const call = capture('/service-lead-portal/api/lo/lo-1/licensed-states', answer);
    await expect(getLicensedStates(client(), 'lo-1', 'apm')).resolves.toEqual(answer);
    expect(call.seen()).toMatchObject({ method: 'GET', query: { organization: 'apm' } });
  });
});

describe('prefill and typeahead', () => {
  it('looks up an offer code, escaping it in the path', async () => {
    const call = capture('/service-marketing/api/v1/offercode/A%2FB', { offerCode: 'A/B' });
    await expect(lookupOfferCode(client(), 'A/B')).resolves.toEqual({ offerCode: 'A/B' });
    expect(call.seen().method).toBe('GET');
  });

  it('gets an affiliate prefill by id', async () => {
    const call = capture('/a/external/prepop', { affiliate: 'x' });
    await expect(getAffiliatePrefill(client(), 'aff-1')).resolves.toEqual({ affiliate: 'x' });
    expect(call.seen()).toMatchObject({ method: 'GET', query: { id: 'aff-1' } });
  });

  it('searches addresses with the query and limit', async () => {
    const answer = [{ street1: '1 Main St', city: 'Reno', state: 'NV', zip: '89501' }];
    const call = capture('/service-address/api/v1/typeahead', answer);
    await expect(searchAddresses(client(), '1 main', 3)).resolves.toEqual(answer);
    expect(call.seen()).toMatchObject({ method: 'GET', query: { q: '1 main', limit: '3' } });
    await searchAddresses(client(), 'reno');
    expect(call.seen().query).toEqual({ q: 'reno', limit: '5' });
  });
});

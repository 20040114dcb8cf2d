import type { FeatureFlag } from '../../src/api/contract';
import type {
  AddressSuggestion,
  ConsentPrompt,
  OfferCodeLookup,
  StoredEvent,
  TrackingEventRequest,
} from '../../src/api/contractRegistration';
import type { LoanOriginator } from '../../src/api/contractShell';
import { US_STATES } from '../../sandbox/usStates';
import { errorsOf } from './harness';
import { registerBorrower, startClockedSandbox, type ClockedHarness } from './registrationSupport';

let harness: ClockedHarness;
beforeAll(async () => {
  harness = await startClockedSandbox();
});
afterAll(() => harness.close());

const get = (url: string) => harness.app.inject({ url });

describe('eligibility', () => {
  it("lists an organisation's licensed states, sorted", async () => {
    const response = await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=apm');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['AZ', 'CA', 'CO', 'ID', 'NV', 'OR', 'TX', 'UT', 'WA']);
    const main = (await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=homeward')).json<
      string[]
    >();
    expect(main).toHaveLength(50);
    expect(main).not.toContain('NY');
    expect(
      (await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=homeward-ny')).json(),
    ).toEqual(['NY']);
  });

  it('lists the ineligible ZIP codes in those states', async () => {
    const response = await get('/service-application/external/api/v1/heloc/zip-eligibility?orgCode=apm');
    expect(response.json()).toEqual(['90265', '95969', '80027', '97535', '77550', '98855']);
    expect(
      (await get('/service-application/external/api/v1/heloc/zip-eligibility?orgCode=homeward-ny')).json(),
    ).toEqual(['11697']);
  });

  it('answers 400 without orgCode and 404 for an unknown one', async () => {
    const missing = await get('/service-application/external/api/v1/heloc/zip-eligibility');
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toEqual(['orgCode is required']);
    expect((await get('/service-application/external/api/v2/heloc/states-eligibility?orgCode=nope')).statusCode).toBe(
      404,
    );
  });
});

describe('referrals and loan originators', () => {
  const LENA = '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01';
  const MARCUS = '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b02';

  it('looks up a seeded referral', async () => {
    const response = await get('/service-lead-portal/api/referrals/5e1f0c2a-7b3d-4c8e-a1f2-000000000002');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Robin',
      lastName: 'Okafor',
      suffix: 'JR',
      street1: '77 Willow Way',
      street2: 'Unit 4',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phoneNumber: '(555) 555-0182',
      email: 'robin.okafor@sandbox.example',
    });
  });

  it('answers 404 for an unknown referral and 400 for a malformed id', async () => {
    expect((await get('/service-lead-portal/api/referrals/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/service-lead-portal/api/referrals/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/service-application/external/api/v1/heloc/referral-id/not-a-uuid')).statusCode).toBe(400);
  });

  it('gives an unused referral no status and the seeded used one its status and email', async () => {
    expect(
      (await get('/service-application/external/api/v1/heloc/referral-id/5e1f0c2a-7b3d-4c8e-a1f2-000000000002')).json(),
    ).toEqual({ status: null, email: null });
    expect(
      (await get('/service-application/external/api/v1/heloc/referral-id/5e1f0c2a-7b3d-4c8e-a1f2-000000000003')).json(),
    ).toEqual({ status: 'OFFER_SELECTION', email: 'alex.used@sandbox.example' });
  });

  it("answers a loan originator's licensed states, enforcing or not", async () => {
    expect((await get(`/service-lead-portal/api/lo/${LENA}/licensed-states?organization=homeward`)).json()).toEqual({
      enforceLicensedStatesForReferral: true,
      licensedStates: ['CA', 'OR', 'WA'],
    });
    expect((await get(`/service-lead-portal/api/lo/${MARCUS}/licensed-states`)).json()).toEqual({
      enforceLicensedStatesForReferral: false,
      licensedStates: ['AZ', 'CA', 'CO', 'NV', 'TX'],
    });
  });

  it('answers 404 for an unknown originator or another organisation, 400 for a malformed id', async () => {
    expect((await get(`/service-lead-portal/api/lo/${LENA}/licensed-states?organization=apm`)).statusCode).toBe(404);
    expect(
      (await get('/service-lead-portal/api/lo/00000000-0000-4000-8000-000000000000/licensed-states')).statusCode,
    ).toBe(404);
    expect((await get('/service-lead-portal/api/lo/12345/licensed-states')).statusCode).toBe(400);
  });

  it('puts the seeded originators in the lead portal, also after a reset', async () => {
    await harness.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const response = await get(`/service-lead-portal/api/lo/${LENA}?organization=homeward`);
    expect(response.statusCode).toBe(200);
    expect(response.json<LoanOriginator>().originatorDisplayInfo).toMatchObject({
      originatorName: 'Lena Ortiz',
      nmls: '9907101',
    });
  });
});

describe('prefill', () => {
  it('looks up an offer code, any case, with dates around today', async () => {
    const response = await get('/service-marketing/api/v1/offercode/sandbox25');
    expect(response.statusCode).toBe(200);
    const offer = response.json<OfferCodeLookup>();
    expect(offer).toMatchObject({ offerCode: 'SANDBOX25', firstName: 'Avery', lastName: 'Mailer', state: 'CA' });
    const today = new Date(harness.now()).toISOString().slice(0, 10);
    expect(offer.inHomeDate < today && today < offer.respondByDate).toBe(true);
    expect((await get('/service-marketing/api/v1/offercode/NOPE')).statusCode).toBe(404);
  });

  it('answers an affiliate prefill', async () => {
    const response = await get('/a/external/prepop?id=aff-sandbox-1');
    expect(response.json()).toMatchObject({
      name: { firstName: 'Morgan', lastName: 'Affiliate' },
      address: { state: 'AZ' },
      dob: '1980-04-12',
      income: 135000,
      affiliate: 'ratecompare-sandbox',
      abVersion: 'A',
    });
    expect((await get('/a/external/prepop?id=nope')).statusCode).toBe(404);
    expect((await get('/a/external/prepop?id=constructor')).statusCode).toBe(404);
    expect((await get('/a/external/prepop')).statusCode).toBe(400);
  });
});

describe('SMS consents', () => {
  it('answers a prompt per consent type', async () => {
    const sms = (await get('/service-comms-prefs/external/api/v1/consent/prompt/SMS')).json<ConsentPrompt>();
    const transactional = (
      await get('/service-comms-prefs/external/api/v1/consent/prompt/SMS_TRANSACTIONAL')
    ).json<ConsentPrompt>();
    expect(sms).toMatchObject({
      consentType: 'SMS',
      uuid: expect.any(String) as string,
      text: expect.any(String) as string,
    });
    expect(transactional.uuid).not.toBe(sms.uuid);
    expect((await get('/service-comms-prefs/external/api/v1/consent/prompt/EMAIL')).statusCode).toBe(404);
  });

  it("saves the borrower's answers (204) and checks them", async () => {
    const { headers, email } = await registerBorrower(harness.app);
    const sms = (await get('/service-comms-prefs/external/api/v1/consent/prompt/SMS')).json<ConsentPrompt>();
    const save = (payload: object, auth = headers) =>
      harness.app.inject({
        method: 'POST',
        url: '/service-comms-prefs/secure/api/v1/consent/user',
        headers: auth,
        payload,
      });
    const body = {
      org: 'homeward',
      source: 'HELOC_REGISTRATION',
      productType: 'HELOC',
      phone: '(555) 555-0134',
      email,
      consents: [{ consentPromptUuid: sms.uuid, optInOut: 'OPT_IN' }],
    };
    expect((await save(body)).statusCode).toBe(204);
    const bad = await save({ ...body, consents: [{ consentPromptUuid: 'x', optInOut: 'MAYBE' }] });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([
      'consents[0].optInOut must be one of OPT_IN, OPT_OUT',
      'consents[0].consentPromptUuid is not a known consent prompt',
    ]);
    expect(errorsOf(await save({ ...body, consents: [] }))).toEqual(['consents must be a list of 1 to 10 entries']);
    expect((await save(body, { authorization: '' })).statusCode).toBe(401);
  });
});

describe('events', () => {
  const event = (overrides: Partial<TrackingEventRequest> = {}): TrackingEventRequest => ({
    domain: 'localhost',
    queryParams: {},
    pagePath: '/account/heloc/register-v2',
    event: 'heloc-register-start',
    sessionKey: 'tracker-a',
    eventType: 'WEB',
    productType: 'HELOC',
    eventProperties: {},
    ...overrides,
  });
  const send = (payload: object) => harness.app.inject({ method: 'POST', url: '/ft/heloc/event', payload });
  const stored = async (name: string) =>
    (await get(`/__sandbox/events?name=${encodeURIComponent(name)}`)).json<StoredEvent[]>();

  it('stores an event and answers a second identical one 409 DUPLICATE', async () => {
    const first = await send(event({ event: 'dedupe-check', identityId: 'id-1', applicationUuid: 'app-1' }));
    expect(first.statusCode).toBe(204);
    const again = await send(event({ event: 'dedupe-check', identityId: 'id-1', applicationUuid: 'app-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['DUPLICATE'] });
    const other = await send(event({ event: 'dedupe-check', identityId: 'id-1', applicationUuid: 'app-2' }));
    expect(other.statusCode).toBe(204);
    const list = await stored('dedupe-check');
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({
      id: expect.any(Number) as number,
      kind: 'event',
      name: 'dedupe-check',
      context: 'heloc',
      body: event({ event: 'dedupe-check', identityId: 'id-1', applicationUuid: 'app-1' }),
      at: harness.now(),
    });
  });

  it('dedupes anonymous events by telemetry session, and not at all without one', async () => {
    expect((await send(event({ event: 'anon', sessionKey: 'tracker-b' }))).statusCode).toBe(204);
    expect((await send(event({ event: 'anon', sessionKey: 'tracker-b' }))).statusCode).toBe(409);
    expect((await send(event({ event: 'anon', sessionKey: 'tracker-c' }))).statusCode).toBe(204);
    const { sessionKey: _dropped, ...withoutSession } = event({ event: 'anon' });
    expect((await send(withoutSession)).statusCode).toBe(204);
    expect((await send(withoutSession)).statusCode).toBe(204);
  });

  it('records every copy with dontDedupe, and tells events apart by the dedupeProperty', async () => {
    const repeat = event({ event: 'repeat', identityId: 'id-2', dontDedupe: true });
    expect((await send(repeat)).statusCode).toBe(204);
    expect((await send(repeat)).statusCode).toBe(204);
    const byStep = (step: string) =>
      event({ event: 'step', identityId: 'id-2', dedupeProperty: 'step', eventProperties: { step } });
    expect((await send(byStep('a'))).statusCode).toBe(204);
    expect((await send(byStep('b'))).statusCode).toBe(204);
    expect((await send(byStep('a'))).statusCode).toBe(409);
  });

  it('answers 400 for a body without an event name or with a wrong type', async () => {
    const response = await send({ ...event(), event: '', eventType: 'EMAIL', productType: 'LOAN', surprise: 1 });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'unknown field: surprise',
      'event must be a non-empty string',
      'eventType must be one of WEB, APP',
      'productType must be one of HELOC',
    ]);
  });
});

describe('GET /service-address/api/v1/typeahead', () => {
  const search = async (query: string, limit?: number) => {
    const response = await get(
      `/service-address/api/v1/typeahead?q=${encodeURIComponent(query)}${limit === undefined ? '' : `&limit=${limit}`}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json<AddressSuggestion[]>();
  };

  it.each(Object.entries(US_STATES))('finds addresses in %s', async (state, place) => {
    const results = await search(`${place.city} ${state}`, 20);
    expect(results.length).toBeGreaterThanOrEqual(3);
    for (const result of results) expect(result).toMatchObject({ city: place.city, state, zip: place.zip });
  });

  it('matches word prefixes in any case, house numbers first, up to the limit', async () => {
    const results = await search('SACRA');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results.every((address) => address.city === 'Sacramento')).toBe(true);
    const [first] = results;
    if (!first) throw new Error('no result');
    const number = first.street1.split(' ')[0] ?? '';
    expect((await search(`${number} sacramento`))[0]).toEqual(first);
    expect(await search('sacramento', 2)).toHaveLength(2);
  });

  it('offers the magic addresses', async () => {
    expect(await search('no property')).toEqual([
      { street1: '100 No Property Way', city: 'Sacramento', state: 'CA', zip: '95814' },
    ]);
    expect((await search('multiple parcels'))[0]?.state).toBe('TX');
  });

  it('answers [] for nothing to match and 400 for a missing query or a bad limit', async () => {
    expect(await search('  ,, ')).toEqual([]);
    expect(await search('zzzz qqqq')).toEqual([]);
    const missing = await get('/service-address/api/v1/typeahead');
    expect(errorsOf(missing)).toEqual(['q is required']);
    const badLimit = await get('/service-address/api/v1/typeahead?q=oak&limit=500');
    expect(errorsOf(badLimit)).toEqual(['limit must be a whole number from 1 to 20']);
  });
});

describe('registration feature flags', () => {
  it('turns the NY modal and the disaster ZIPs on, with CA ZIP codes', async () => {
    const flags = (await get('/__sandbox/flags')).json<FeatureFlag[]>();
    const flag = (key: string) => flags.find((candidate) => candidate.key === key);
    expect(flag('fe-heloc-figure-ny-modal')?.enabled).toBe(true);
    expect(flag('fe-heloc-ca-fires')).toEqual({
      key: 'fe-heloc-ca-fires',
      enabled: true,
      variables: { zips: ['90272', '91001'] },
    });
    expect(flag('fe-heloc-ny-fcra')?.enabled).toBe(false);
    expect(flag('fe-heloc-sms-transactional-consent')?.enabled).toBe(false);
  });
});

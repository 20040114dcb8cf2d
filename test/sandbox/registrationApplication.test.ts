import type { HelocApplication, Profile } from '../../src/api/contract';
import type { OfferGroup } from '../../src/api/contractRegistration';
import { errorsOf } from './harness';
import {
  createBody,
  createHeloc,
  registerAndCreate,
  registerBorrower,
  startClockedSandbox,
  statusOf,
  type ClockedHarness,
  type CreateOverrides,
} from './registrationSupport';

const STEP = 2000;

let harness: ClockedHarness;
beforeEach(async () => {
  harness = await startClockedSandbox();
});
afterEach(() => harness.close());

const offersOf = (uuid: string, headers: { authorization: string }) =>
  harness.app.inject({ url: `/service-application/api/v1/application/heloc/${uuid}/offers`, headers });

describe('POST /service-application/api/v3/application/helocs', () => {
  it('creates the application, fills in the profile and starts the workflow', async () => {
    const { headers } = await registerBorrower(harness.app);
    const body = createBody(
      { firstName: 'Avery', lastName: 'Testwell' },
      {
        propertyRequest: {
          street1: '1234 Maple Avenue',
          street2: 'Unit 2',
          city: 'Sacramento',
          state: 'CA',
          zip: '95814',
          occupancyType: 'SECONDARY',
        },
        utmParameters: { utm_source: 'cloc' },
        referrerId: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01',
      },
    );
    body.profileRequest.suffix = 'SR';
    body.profileRequest.homeAddress = { street1: '9 Oak Street', city: 'Austin', state: 'TX', zip: '78701' };
    const response = await createHeloc(harness.app, headers, body);
    expect(response.statusCode).toBe(201);
    const application = response.json<HelocApplication>();
    expect(application).toMatchObject({
      active: true,
      activeForAppStart: true,
      isInquiry: false,
      isCrypto: true,
      status: { checklistStatus: 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE', uwDecision: null, uwSubDecision: null },
      property: {
        street1: '1234 Maple Avenue',
        street2: 'Unit 2',
        city: 'Sacramento',
        state: 'CA',
        zip: '95814',
        occupancyType: 'SECONDARY',
      },
      referrer: { referrerUuid: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01' },
      auditFields: { createdDate: new Date(harness.now()).toISOString() },
    });
    expect(application.loanNumber).toMatch(/^HL\d{8}$/);
    expect(application.adjustedHomeAmount).toBeGreaterThanOrEqual(250_000);

    const listed = await harness.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers });
    expect(listed.json<HelocApplication[]>()).toEqual([application]);

    const profile = (await harness.app.inject({ url: '/service-profile/api/v1/profile', headers })).json<Profile>();
    expect(profile).toMatchObject({
      name: { firstName: 'Avery', lastName: 'Testwell', suffix: 'SR' },
      dob: '1980-05-17',
      addresses: [{ type: 'HOME', zip: '78701' }],
    });
  });

  it('answers 400 listing every missing or malformed piece', async () => {
    const { headers } = await registerBorrower(harness.app);
    const body: Record<string, unknown> = { ...createBody() };
    delete body.income;
    delete body.publish;
    body.employmentType = 'UNEMPLOYED';
    body.profileRequest = { ...createBody().profileRequest, dob: '1980-02-30', email: undefined };
    body.propertyRequest = { ...createBody().propertyRequest, occupancyType: 'CASTLE' };
    body.color = 'blue';
    const response = await createHeloc(harness.app, headers, body);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'unknown field: color',
      'income is required',
      'profileRequest.dob must be a real date',
      'profileRequest.email is required',
      'propertyRequest.occupancyType must be one of HOME, SECONDARY, INVESTMENT',
      'publish is required',
      'employmentType must be one of EMPLOYED, FULL_TIME, OTHER, PART_TIME, RETIRED, SELF_EMPLOYED, SEPARATE_MAINTENANCE_PAYMENTS, UNRECOGNIZED',
    ]);
  });

  it('answers 400 with the 000 §8 message when the local tracker UUID is missing', async () => {
    const { headers } = await registerBorrower(harness.app);
    const response = await createHeloc(harness.app, headers, createBody({}, { localTrackerUuid: '' }));
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual(['Local tracker UUID is required to create a HELOC application']);
  });

  it('needs the state query, matching the property', async () => {
    const { headers } = await registerBorrower(harness.app);
    const mismatch = await createHeloc(harness.app, headers, createBody(), 'TX');
    expect(errorsOf(mismatch)).toEqual(['the state query parameter must be the property state']);
    const missing = await harness.app.inject({
      method: 'POST',
      url: '/service-application/api/v3/application/helocs',
      headers,
      payload: createBody(),
    });
    expect(errorsOf(missing)).toEqual(['the state query parameter is required']);
  });

  it('refuses a state the organisation does not lend in with the message that keeps the borrower on the page', async () => {
    const { headers } = await registerBorrower(harness.app);
    const response = await createHeloc(
      harness.app,
      headers,
      createBody({ street1: '5 Pine Street', city: 'Albany', state: 'NY', zip: '12207' }),
      'NY',
    );
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual(['we do not currently offer loans in NY']);
  });

  it('refuses an ineligible ZIP code the same way', async () => {
    const { headers } = await registerBorrower(harness.app);
    const response = await createHeloc(harness.app, headers, createBody({ city: 'Malibu', zip: '90265' }));
    expect(errorsOf(response)).toEqual(['we do not currently offer loans in ZIP code 90265']);
  });

  it("enforces the referring loan officer's licensed states", async () => {
    const { headers } = await registerBorrower(harness.app);
    const body = createBody(
      { street1: '3 Elm Street', city: 'Austin', state: 'TX', zip: '78701' },
      { referrerId: '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01' },
    );
    const response = await createHeloc(harness.app, headers, body, 'TX');
    expect(errorsOf(response)).toEqual([
      'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
    ]);
  });

  it('refuses unknown referrers, referrals and offer codes, a used referral, and an under-age borrower', async () => {
    const { headers } = await registerBorrower(harness.app);
    const unknown = await createHeloc(
      harness.app,
      headers,
      createBody(
        { dob: '2010-01-01' },
        {
          referrerId: '00000000-0000-4000-8000-000000000000',
          referralId: '5e1f0c2a-7b3d-4c8e-a1f2-000000000003',
          offerCode: { code: 'NOPE', inHomeDate: '2025-05-01', respondByDate: '2025-07-01' },
        },
      ),
    );
    expect(errorsOf(unknown)).toEqual([
      'The borrower must be at least 18 years old',
      'referrerId is not a known loan originator',
      'This referral has already been used',
      'offerCode.code is not a known offer code',
    ]);
  });

  it('asks 19 years in Alabama', async () => {
    const { headers } = await registerBorrower(harness.app);
    const body = createBody({
      dob: '2007-01-01',
      street1: '1 Dexter Avenue',
      city: 'Montgomery',
      state: 'AL',
      zip: '36104',
    });
    const response = await createHeloc(harness.app, headers, body, 'AL');
    expect(errorsOf(response)).toEqual(['The borrower must be at least 19 years old']);
  });

  it('keeps a referral, which then reads as used', async () => {
    const referralId = '5e1f0c2a-7b3d-4c8e-a1f2-000000000001';
    const { application } = await registerAndCreate(harness.app, {}, { referralId });
    const status = await harness.app.inject({
      url: `/service-application/external/api/v1/heloc/referral-id/${referralId}`,
    });
    expect(status.json()).toEqual({
      status: application.status.checklistStatus,
      email: expect.stringMatching(/@/) as string,
    });
  });

  it('answers 409 when the borrower already has an active application', async () => {
    const { headers } = await registerAndCreate(harness.app);
    const again = await createHeloc(harness.app, headers, createBody());
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual(['An active application already exists']);
  });

  it('needs a token', async () => {
    const response = await createHeloc(harness.app, { authorization: 'Bearer nope' }, createBody());
    expect(response.statusCode).toBe(401);
  });

  it('leaves an unpublished application IN_PROGRESS', async () => {
    const { application, headers } = await registerAndCreate(harness.app, {}, { publish: false });
    harness.advance(60_000);
    expect((await statusOf(harness.app, headers, application.uuid)).checklistStatus).toBe('IN_PROGRESS');
  });
});

describe('the workflow after create HELOC', () => {
  /** The statuses seen at each step boundary, until settled or `steps` steps have passed. */
  async function timeline(overrides: CreateOverrides, steps: number): Promise<string[]> {
    const { application, headers } = await registerAndCreate(harness.app, overrides);
    const seen = [application.status.checklistStatus];
    for (let i = 0; i < steps; i += 1) {
      harness.advance(STEP);
      seen.push((await statusOf(harness.app, headers, application.uuid)).checklistStatus);
    }
    return seen.filter((status, index) => status !== seen[index - 1]);
  }

  const FULL_RUN = ['WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE', 'WAITING_FOR_SOFT_CREDIT', 'WAITING_FOR_INITIAL_OFFERS'];
  const CREDIT_RUN = ['WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE', 'WAITING_FOR_SOFT_CREDIT'];

  it.each<[string, CreateOverrides, string[]]>([
    ['an ordinary borrower', {}, [...FULL_RUN, 'OFFER_SELECTION']],
    ['last name Decline', { lastName: 'Decline' }, [...FULL_RUN, 'DECLINED']],
    ['street "No Property"', { street1: '100 No Property Way' }, [...FULL_RUN, 'NO_PROPERTY_FOUND']],
    ['street "Multiple"', { street1: '200 Multiple Parcels Road' }, [...FULL_RUN, 'MULTIPLE_PROPERTIES']],
    ['last name Frozen', { lastName: 'Frozen' }, [...CREDIT_RUN, 'SOFT_CREDIT_LOCKED_OR_FROZEN']],
    ['last name Nomatch', { lastName: 'Nomatch' }, [...CREDIT_RUN, 'CREDIT_NO_MATCH']],
    ['no income (nothing to lend against)', { incomePrimary: 0 }, [...FULL_RUN, 'DECLINED']],
  ])('takes %s through the transient statuses to its outcome', async (_name, overrides, expected) => {
    expect(await timeline(overrides, 5)).toEqual(expected);
  });

  it('sets the decision with the outcome', async () => {
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const declined = await registerAndCreate(harness.app, { lastName: 'Decline' });
    expect(await statusOf(harness.app, declined.headers, declined.application.uuid)).toMatchObject({
      checklistStatus: 'DECLINED',
      uwDecision: 'DECLINE',
    });
    const frozen = await registerAndCreate(harness.app, { lastName: 'FROZEN' });
    expect(await statusOf(harness.app, frozen.headers, frozen.application.uuid)).toMatchObject({
      checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
      uwSubDecision: 'CREDIT_FROZEN',
    });
    const offered = await registerAndCreate(harness.app);
    expect(await statusOf(harness.app, offered.headers, offered.application.uuid)).toMatchObject({
      checklistStatus: 'OFFER_SELECTION',
      uwDecision: 'INITIAL',
      uwSubDecision: 'UNVERIFIED_OFFER',
    });
  });

  it('pulls credit slowly for last name Slowpull: eight steps of soft credit, then offers', async () => {
    const { application, headers } = await registerAndCreate(harness.app, { lastName: 'Slowpull' });
    harness.advance(STEP);
    expect((await statusOf(harness.app, headers, application.uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    harness.advance(7 * STEP);
    expect((await statusOf(harness.app, headers, application.uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    harness.advance(STEP);
    expect((await statusOf(harness.app, headers, application.uuid)).checklistStatus).toBe('WAITING_FOR_INITIAL_OFFERS');
    harness.advance(STEP);
    expect((await statusOf(harness.app, headers, application.uuid)).checklistStatus).toBe('OFFER_SELECTION');
  });

  it('never finishes the soft pull for last name Stuck, even with no step length', async () => {
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const { application, headers } = await registerAndCreate(harness.app, { lastName: 'Stuck' });
    harness.advance(24 * 60 * 60 * 1000);
    expect((await statusOf(harness.app, headers, application.uuid)).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
  });

  it('settles at once with workflowStepMs 0', async () => {
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const { application } = await registerAndCreate(harness.app);
    expect(application.status.checklistStatus).toBe('OFFER_SELECTION');
  });

  it('stops when an admin patches a status, keeping what the workflow had decided', async () => {
    const { application, headers } = await registerAndCreate(harness.app, { lastName: 'Decline' });
    harness.advance(STEP);
    const patched = await harness.app.inject({
      method: 'PATCH',
      url: `/__sandbox/applications/${application.uuid}`,
      payload: { checklistStatus: 'HMDA' },
    });
    expect(patched.json<HelocApplication>().status.checklistStatus).toBe('HMDA');
    harness.advance(10 * STEP);
    expect(await statusOf(harness.app, headers, application.uuid)).toMatchObject({
      checklistStatus: 'HMDA',
      uwDecision: null,
    });
  });

  it('keeps running when an admin patches fields other than the status', async () => {
    const { application, headers } = await registerAndCreate(harness.app);
    await harness.app.inject({
      method: 'PATCH',
      url: `/__sandbox/applications/${application.uuid}`,
      payload: { isInquiry: true },
    });
    harness.advance(3 * STEP);
    expect((await statusOf(harness.app, headers, application.uuid)).checklistStatus).toBe('OFFER_SELECTION');
  });
});

describe('GET /service-application/api/v1/application/heloc/{uuid}/offers', () => {
  it('answers 404 until the offers are ready, then the offer group', async () => {
    const { application, headers } = await registerAndCreate(harness.app, { incomePrimary: 200_000 });
    const early = await offersOf(application.uuid, headers);
    expect(early.statusCode).toBe(404);
    expect(errorsOf(early)).toEqual(['No offers for this application']);
    harness.advance(3 * STEP);
    const ready = await offersOf(application.uuid, headers);
    expect(ready.statusCode).toBe(200);
    const group = ready.json<OfferGroup>();
    // The usual scenario: three standard terms and a 30-year buy-down (when it buys a real rate cut).
    expect(group.offersByType.STANDARD?.map((offer) => offer.term)).toEqual([10, 15, 30]);
    expect(group.offersByType.RATE_BUY_DOWN?.map((offer) => offer.term) ?? [30]).toEqual([30]);
    for (const offers of Object.values(group.offersByType)) {
      for (const offer of offers) {
        expect(offer.min).toBe(15_000);
        expect(offer.max).toBeGreaterThanOrEqual(15_000);
        expect(offer.max).toBeLessThanOrEqual(400_000);
        expect(offer.rate).toBeGreaterThanOrEqual(0.076);
        expect(offer.rate).toBeLessThanOrEqual(0.172);
        expect(offer.originationFee).toBeLessThanOrEqual(0.0499);
        for (const discount of offer.discountList) expect(discount.rateWithDiscount).toBeLessThan(offer.rate);
      }
    }
    expect(group.minRecordingTax).toBe(0);
    expect(group.incomeRequestRecords[0]?.verificationMethod).toBe('PAYROLL_LINK');
  });

  it('gives the same offers for the same registration', async () => {
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const first = await registerAndCreate(harness.app);
    const second = await registerAndCreate(harness.app);
    const [a, b] = await Promise.all([
      offersOf(first.application.uuid, first.headers),
      offersOf(second.application.uuid, second.headers),
    ]);
    expect(a.json()).toEqual(b.json());
    expect(first.application.adjustedHomeAmount).toBe(second.application.adjustedHomeAmount);
  });

  it('carries recording taxes in the states that have them', async () => {
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const { application, headers } = await registerAndCreate(harness.app, {
      street1: '12 Laurel Terrace',
      city: 'Salem',
      state: 'OR',
      zip: '97301',
    });
    const group = (await offersOf(application.uuid, headers)).json<OfferGroup>();
    expect(group.costs).toEqual([
      {
        feeType: 'RECORDING_TAX',
        borrowerPaidAmount: group.maxRecordingTax,
        jsCriteria: null,
        totalPaidByBorrower: group.maxRecordingTax,
      },
    ]);
    expect(group.maxRecordingTax).toBeLessThanOrEqual(1400 * 4);
  });

  it('has none for a decline, nor for someone else', async () => {
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const declined = await registerAndCreate(harness.app, { lastName: 'Decline' });
    expect((await offersOf(declined.application.uuid, declined.headers)).statusCode).toBe(404);
    const other = await registerAndCreate(harness.app);
    const foreign = await offersOf(other.application.uuid, declined.headers);
    expect(foreign.statusCode).toBe(404);
    expect(errorsOf(foreign)).toEqual(['Application not found']);
  });
});

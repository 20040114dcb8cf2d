import type { FeatureFlag, HelocApplication } from '../../src/api/contract';
import type { CreateFaultResponse, RecordedRequest, SandboxFault } from '../../src/api/contractSandbox';
import { bearer, createBorrower, errorsOf, startSandbox, type Harness } from './harness';

let harness: Harness;
beforeEach(async () => {
  harness = await startSandbox();
});
afterEach(() => harness.close());

const patch = (uuid: string, payload: unknown) =>
  harness.app.inject({ method: 'PATCH', url: `/__sandbox/applications/${uuid}`, payload: payload as object });
const requestsUnder = async (prefix: string): Promise<RecordedRequest[]> =>
  (await harness.app.inject({ url: `/__sandbox/requests?path=${encodeURIComponent(prefix)}` })).json<
    RecordedRequest[]
  >();

describe('POST /__sandbox/borrowers', () => {
  it('defaults to an OFFER_SELECTION application in CA for the main brand', async () => {
    const borrower = await createBorrower(harness.app);
    const stored = (
      await harness.app.inject({ url: `/__sandbox/applications/${borrower.applicationUuid}` })
    ).json<HelocApplication>();
    expect(stored.status.checklistStatus).toBe('OFFER_SELECTION');
    expect(stored.property).toMatchObject({ state: 'CA', city: 'Sacramento', zip: '95814' });
  });

  it('keeps the given credentials and refuses a second identity with the same email', async () => {
    const first = await createBorrower(harness.app, { email: 'twice@sandbox.example', password: 'Given!pass123' });
    expect(first).toMatchObject({ email: 'twice@sandbox.example', password: 'Given!pass123' });
    const again = await harness.app.inject({
      method: 'POST',
      url: '/__sandbox/borrowers',
      payload: { email: 'TWICE@sandbox.example' },
    });
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)).toEqual(['identity exists']);
  });

  it('generates distinct borrowers', async () => {
    const [a, b] = [await createBorrower(harness.app), await createBorrower(harness.app)];
    expect(a.email).not.toBe(b.email);
    expect(a.identityUuid).not.toBe(b.identityUuid);
  });

  it('answers 400 with every problem in the input', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/__sandbox/borrowers',
      payload: { email: 'not-an-email', orgCode: 'nope', propertyState: 'ZZ', checklistStatus: 'lower', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'unknown field: extra',
      'email must be an email address',
      'orgCode is not a known organisation',
      'propertyState must be a US state code',
      'checklistStatus must be a status word',
    ]);
    const notObject = await harness.app.inject({
      method: 'POST',
      url: '/__sandbox/borrowers',
      payload: [1] as unknown as object,
    });
    expect(notObject.statusCode).toBe(400);
    const badJson = await harness.app.inject({
      method: 'POST',
      url: '/__sandbox/borrowers',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(badJson.statusCode).toBe(400);
    expect(errorsOf(badJson)).toHaveLength(1);
  });
});

describe('PATCH /__sandbox/applications/{uuid}', () => {
  it('changes the status fields, and the platform calls see the change', async () => {
    const borrower = await createBorrower(harness.app);
    const response = await patch(borrower.applicationUuid, {
      checklistStatus: 'GEN_CLOSING_DISCLOSURE',
      waitingOnFloodCert: true,
      bpo: 'BPO_REQUIRED',
      uwDecision: 'APPROVED',
      uwSubDecision: 'VERIFIED_OFFER',
      primaryParticipantAcceptComplete: true,
      isCrypto: true,
      isInquiry: true,
    });
    expect(response.statusCode).toBe(200);
    const expectedStatus = {
      checklistStatus: 'GEN_CLOSING_DISCLOSURE',
      waitingOnFloodCert: true,
      bpo: 'BPO_REQUIRED',
      uwDecision: 'APPROVED',
      uwSubDecision: 'VERIFIED_OFFER',
      primaryParticipantAcceptComplete: true,
    };
    expect(response.json<HelocApplication>()).toMatchObject({
      isCrypto: true,
      isInquiry: true,
      status: expectedStatus,
    });
    const status = await harness.app.inject({
      url: `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`,
      headers: bearer(borrower.jwt),
    });
    expect(status.json()).toEqual(expectedStatus);

    const cleared = await patch(borrower.applicationUuid, { bpo: null, uwDecision: null });
    expect(cleared.json<HelocApplication>().status).toMatchObject({
      bpo: null,
      uwDecision: null,
      uwSubDecision: 'VERIFIED_OFFER',
    });
  });

  it('accepts a status the app does not know, so its fallback can be tested', async () => {
    const borrower = await createBorrower(harness.app);
    const response = await patch(borrower.applicationUuid, { checklistStatus: 'BRAND_NEW_STATUS' });
    expect(response.json<HelocApplication>().status.checklistStatus).toBe('BRAND_NEW_STATUS');
  });

  it('sets and clears the disbursement account', async () => {
    const borrower = await createBorrower(harness.app);
    const set = (
      await patch(borrower.applicationUuid, { disburseRoutingNumber: '021000021' })
    ).json<HelocApplication>();
    expect(set.disburseAccount).toEqual({
      routingNumber: '021000021',
      mask: expect.stringMatching(/^\d{4}$/) as string,
    });
    const changed = (
      await patch(borrower.applicationUuid, { disburseRoutingNumber: '111000025' })
    ).json<HelocApplication>();
    expect(changed.disburseAccount).toEqual({ routingNumber: '111000025', mask: set.disburseAccount?.mask });
    const cleared = (await patch(borrower.applicationUuid, { disburseRoutingNumber: null })).json<HelocApplication>();
    expect(cleared.disburseAccount).toBeNull();
    const stored = (
      await harness.app.inject({ url: `/__sandbox/applications/${borrower.applicationUuid}` })
    ).json<HelocApplication>();
    expect(stored.disburseAccount).toBeNull();
  });

  it('moves the property to another state with a matching city and ZIP', async () => {
    const borrower = await createBorrower(harness.app);
    const before = (
      await harness.app.inject({ url: `/__sandbox/applications/${borrower.applicationUuid}` })
    ).json<HelocApplication>();
    const after = (await patch(borrower.applicationUuid, { propertyState: 'NY' })).json<HelocApplication>();
    expect(after.property).toEqual({ ...before.property, state: 'NY', city: 'Albany', zip: '12207' });
  });

  it('answers 400 on bad input and changes nothing', async () => {
    const borrower = await createBorrower(harness.app);
    const response = await patch(borrower.applicationUuid, {
      checklistStatus: 'COMPLETE',
      waitingOnFloodCert: 'yes',
      bpo: 'SOMETIMES',
      disburseRoutingNumber: '12',
      color: 'red',
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      'unknown field: color',
      'waitingOnFloodCert must be true or false',
      expect.stringMatching(/^bpo must be one of BPO_NOT_REQUIRED/) as string,
      'disburseRoutingNumber must be a 9-digit routing number or null',
    ]);
    const stored = (
      await harness.app.inject({ url: `/__sandbox/applications/${borrower.applicationUuid}` })
    ).json<HelocApplication>();
    expect(stored.status.checklistStatus).toBe('OFFER_SELECTION');
  });

  it('answers 404 for an unknown application', async () => {
    expect((await patch('missing', { isCrypto: true })).statusCode).toBe(404);
    expect((await harness.app.inject({ url: '/__sandbox/applications/missing' })).statusCode).toBe(404);
  });
});

describe('GET /__sandbox/requests', () => {
  it('lists received requests under a prefix, oldest first, without static or admin calls', async () => {
    const { jwt, applicationUuid } = await createBorrower(harness.app);
    await harness.app.inject({ url: '/service-application/api/v1/application/heloc/all?x=1', headers: bearer(jwt) });
    await harness.app.inject({ url: '/static/js/main.abc123.js' });
    await harness.app.inject({
      url: `/service-application/api/v1/application/heloc/${applicationUuid}`,
      headers: bearer(jwt),
    });
    await harness.app.inject({ method: 'POST', url: '/service-optimize/heloc/api/v1/features', payload: {} });
    await harness.app.inject({ url: '/account/heloc/register-v2' });

    const underApplication = await requestsUnder('/service-application/');
    expect(underApplication.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /service-application/api/v1/application/heloc/all',
      `GET /service-application/api/v1/application/heloc/${applicationUuid}`,
    ]);
    const [first, second] = underApplication;
    expect(first!.at).toBeLessThanOrEqual(second!.at);
    expect(Math.abs(Date.now() - first!.at)).toBeLessThan(60_000);

    const all = await requestsUnder('');
    expect(all.map(({ path }) => path)).toEqual([
      '/service-application/api/v1/application/heloc/all',
      `/service-application/api/v1/application/heloc/${applicationUuid}`,
      '/service-optimize/heloc/api/v1/features',
      '/account/heloc/register-v2',
    ]);
    const withoutQuery = (await harness.app.inject({ url: '/__sandbox/requests' })).json<RecordedRequest[]>();
    expect(withoutQuery).toEqual(all);
    expect(await requestsUnder('/service-optimize%')).toEqual([]);
  });
});

describe('POST /__sandbox/reset', () => {
  it('empties the database and seeds organisations and default flags again', async () => {
    const borrower = await createBorrower(harness.app);
    await harness.app.inject({ method: 'PUT', url: '/__sandbox/flags/fe-heloc-webchat', payload: { enabled: true } });
    await harness.app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { pathPrefix: '/x', status: 500 } });
    await harness.app.inject({ url: '/auth/login' });
    const flagsBefore = await harness.app.inject({ url: '/__sandbox/flags' });

    const reset = await harness.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(reset.statusCode).toBe(204);

    expect((await harness.app.inject({ url: `/__sandbox/applications/${borrower.applicationUuid}` })).statusCode).toBe(
      404,
    );
    const login = await harness.app.inject({
      method: 'POST',
      url: '/identity-broker/customer/api/v3/login',
      payload: { email: borrower.email, password: borrower.password },
    });
    expect(login.statusCode).toBe(401);
    const list = await harness.app.inject({
      url: '/service-application/api/v1/application/heloc/all',
      headers: bearer(borrower.jwt),
    });
    expect(list.statusCode).toBe(401);
    const flags = (await harness.app.inject({ url: '/__sandbox/flags' })).json<FeatureFlag[]>();
    expect(flags.find((flag) => flag.key === 'fe-heloc-webchat')?.enabled).toBe(false);
    expect(flags).not.toEqual(flagsBefore.json());
    expect((await harness.app.inject({ url: '/__sandbox/faults' })).json()).toEqual([]);
    expect(await requestsUnder('/service-application')).toEqual([
      { method: 'GET', path: '/service-application/api/v1/application/heloc/all', at: expect.any(Number) as number },
    ]);
    const page = await harness.app.inject({ url: '/account/heloc/register?org=cmg' });
    expect(page.body).toContain('"orgCode":"cmg"');
    // The same email can register again after a reset.
    await createBorrower(harness.app, { email: borrower.email });
  });
});

describe('flags admin', () => {
  it('sets a flag and its variables, keeps variables when only toggled, and creates new flags', async () => {
    const put = (key: string, payload: object) =>
      harness.app.inject({ method: 'PUT', url: `/__sandbox/flags/${key}`, payload });
    const maintenance = await put('fe-heloc-maintenance', {
      enabled: true,
      variables: { routes: ['/register-v2'], message: 'Back soon', pageTitle: 'Down', shouldShowDashboardLink: false },
    });
    expect(maintenance.statusCode).toBe(200);
    expect(maintenance.json<FeatureFlag>()).toEqual({
      key: 'fe-heloc-maintenance',
      enabled: true,
      variables: { routes: ['/register-v2'], message: 'Back soon', pageTitle: 'Down', shouldShowDashboardLink: false },
    });
    const toggled = (await put('fe-heloc-maintenance', { enabled: false })).json<FeatureFlag>();
    expect(toggled.variables).toEqual(maintenance.json<FeatureFlag>().variables);
    expect((await put('fe-heloc-brand-new', { enabled: true })).json()).toEqual({
      key: 'fe-heloc-brand-new',
      enabled: true,
    });

    const listed = (await harness.app.inject({ url: '/__sandbox/flags' })).json<FeatureFlag[]>();
    expect(listed.find((flag) => flag.key === 'fe-heloc-brand-new')?.enabled).toBe(true);
    const served = await harness.app.inject({
      method: 'POST',
      url: '/service-optimize/heloc/api/v1/features',
      payload: {},
    });
    expect(served.json()).toEqual(listed);
    const one = await harness.app.inject({
      method: 'POST',
      url: '/service-optimize/heloc/api/v1/feature',
      payload: { featureKey: 'fe-heloc-brand-new', optimizeUser: {}, trackerId: 't' },
    });
    expect(one.json()).toEqual({ enabled: true });
  });

  it('answers 400 on a bad flag body', async () => {
    const bad = await harness.app.inject({
      method: 'PUT',
      url: '/__sandbox/flags/fe-heloc-webchat',
      payload: { enabled: 'yes', variables: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual(['enabled must be true or false', 'variables must be a JSON object']);
    const missing = await harness.app.inject({ method: 'PUT', url: '/__sandbox/flags/fe-heloc-webchat', payload: {} });
    expect(errorsOf(missing)).toEqual(['enabled is required']);
  });
});

describe('faults', () => {
  const addFault = async (payload: object): Promise<number> => {
    const response = await harness.app.inject({ method: 'POST', url: '/__sandbox/faults', payload });
    expect(response.statusCode).toBe(201);
    return response.json<CreateFaultResponse>().id;
  };
  const features = () =>
    harness.app.inject({ method: 'POST', url: '/service-optimize/heloc/api/v1/features', payload: {} });

  it('answers matching requests with the status and body, `times` times, and then lets them through', async () => {
    const id = await addFault({
      pathPrefix: '/service-optimize/',
      status: 503,
      body: { errors: ['down for a bit'] },
      times: 2,
    });
    expect(typeof id).toBe('number');
    const [first, second, third] = [await features(), await features(), await features()];
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([503, 503, 200]);
    expect(first.json()).toEqual({ errors: ['down for a bit'] });
    expect(first.headers['x-frame-options']).toBe('DENY');
    // Faulted requests are still recorded, so tests can see that the app tried.
    expect(await requestsUnder('/service-optimize/')).toHaveLength(3);
  });

  it('applies only to the given method, defaults the body, and never touches admin calls', async () => {
    await addFault({ pathPrefix: '/', method: 'get', status: 500 });
    expect((await features()).statusCode).toBe(200);
    const page = await harness.app.inject({ url: '/auth/login' });
    expect(page.statusCode).toBe(500);
    expect(page.json()).toEqual({ errors: ['Sandbox fault: status 500'] });
    expect((await harness.app.inject({ url: '/__sandbox/flags' })).statusCode).toBe(200);
    const listed = (await harness.app.inject({ url: '/__sandbox/faults' })).json<SandboxFault[]>();
    expect(listed).toEqual([{ id: expect.any(Number) as number, pathPrefix: '/', method: 'GET', status: 500 }]);
  });

  it('adds latency alone, and DELETE clears every fault', async () => {
    await addFault({ pathPrefix: '/service-optimize/', delayMs: 120 });
    const started = Date.now();
    const slow = await features();
    expect(slow.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);

    await addFault({ pathPrefix: '/service-optimize/', status: 418 });
    expect((await harness.app.inject({ method: 'DELETE', url: '/__sandbox/faults' })).statusCode).toBe(204);
    // Cleared is read from the list, not from a clock: an upper bound on a request's time failed a loaded CI machine
    // (138 ms against 100).
    expect((await harness.app.inject({ url: '/__sandbox/faults' })).json<SandboxFault[]>()).toEqual([]);
    expect((await features()).statusCode).toBe(200);
  });

  it('hits only the calls that carry its token, where it has one', async () => {
    await addFault({ pathPrefix: '/service-optimize/', status: 503, token: 'borrower.one' });
    const as = (token: string | null) =>
      harness.app.inject({
        method: 'POST',
        url: '/service-optimize/heloc/api/v1/features',
        payload: {},
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      });
    expect((await as(null)).statusCode).toBe(200);
    expect((await as('borrower.two')).statusCode).toBe(200);
    expect((await as('borrower.one')).statusCode).toBe(503);
    const listed = (await harness.app.inject({ url: '/__sandbox/faults' })).json<SandboxFault[]>();
    expect(listed).toMatchObject([{ pathPrefix: '/service-optimize/', status: 503, token: 'borrower.one' }]);
    await harness.app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
  });

  it('answers 400 on a bad fault', async () => {
    const post = (payload: object) => harness.app.inject({ method: 'POST', url: '/__sandbox/faults', payload });
    expect(errorsOf(await post({ pathPrefix: '/x' }))).toEqual(['a fault needs status, delayMs or both']);
    expect(errorsOf(await post({ status: 500 }))).toEqual(['pathPrefix is required']);
    expect(errorsOf(await post({ pathPrefix: '/__sandbox/flags', status: 500 }))).toEqual([
      'faults never apply to /__sandbox/*',
    ]);
    expect(errorsOf(await post({ pathPrefix: '/x', status: 99, times: 0, method: 'FETCH' }))).toEqual([
      'method must be one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
      'status must be an integer from 200 to 599',
      'times must be an integer from 1 to 1000000',
    ]);
    expect(errorsOf(await post({ pathPrefix: '/x', delayMs: 10, body: {} }))).toEqual([
      'body needs a status to answer with',
    ]);
    expect(errorsOf(await post({ pathPrefix: '/x', delayMs: 10, token: 'a b' }))).toEqual([
      'token must be a bearer token',
    ]);
  });
});

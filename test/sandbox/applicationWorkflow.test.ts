import type { HelocApplication } from '../../src/api/contract';
import type { OfferGroup } from '../../src/api/contractRegistration';
import type { ApplicationDocument, Lien, NotarySlot } from '../../src/api/contractApplication';
import { runStateAt, TRANSITIONS } from '../../sandbox/workflow';
import { bearer, startSandbox, type Harness } from './harness';

const BASE = '/service-application/api/v1/application/heloc';

describe('runStateAt', () => {
  const run = { startedAt: 0, transients: [['IN_PROGRESS', 2] as const], outcome: 'HMDA' as const };
  test('transient for its steps, then the outcome', () => {
    expect(runStateAt(run, 3999, 2000)).toEqual({ checklistStatus: 'IN_PROGRESS', settled: false });
    expect(runStateAt(run, 4000, 2000)).toEqual({ checklistStatus: 'HMDA', settled: true });
  });
  test('every transition has an expected status', () => {
    for (const transition of Object.values(TRANSITIONS)) expect(transition.from.length).toBeGreaterThan(0);
  });
});

describe('the happy path, offer to funding', () => {
  let harness: Harness;
  let jwt = '';
  let uuid = '';
  beforeAll(async () => {
    harness = await startSandbox();
    await harness.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 0 } });
    const created = await harness.app.inject({
      method: 'POST',
      url: '/__sandbox/borrowers',
      payload: { propertyState: 'CO' },
    });
    ({ jwt, applicationUuid: uuid } = created.json<{ jwt: string; applicationUuid: string }>());
  });
  afterAll(() => harness.close());

  const call = async (method: 'GET' | 'POST', path: string, payload?: object) =>
    harness.app.inject({
      method,
      url: `${BASE}/${uuid}${path}`,
      headers: bearer(jwt),
      ...(payload ? { payload } : {}),
    });
  const status = async () => (await call('GET', '')).json<HelocApplication>().status.checklistStatus;
  const multipart = async (path: string, parts: [string, string, string?][]) => {
    const form = new FormData();
    for (const [name, value, fileName] of parts)
      if (fileName) form.append(name, new Blob([value], { type: 'image/png' }), fileName);
      else form.append(name, value);
    const request = new Request('http://x', { method: 'POST', body: form });
    return harness.app.inject({
      method: 'POST',
      url: `${BASE}/${uuid}${path}`,
      headers: { ...bearer(jwt), 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };

  test('admin-made borrowers get offers, and the walk reaches COMPLETE', async () => {
    const offers = (await call('GET', '/offers')).json<OfferGroup>();
    const offer = offers.offersByType.STANDARD?.at(-1);
    expect(offer).toBeDefined();
    if (!offer) return;
    expect(offers.maxRecordingTax).toBeGreaterThanOrEqual(0);

    expect(
      (await call('POST', '/offer-selection', { offerId: offer.id, drawAmount: 10, drawPreference: 'PRESERVE' }))
        .statusCode,
    ).toBe(400);
    const chosen = await call('POST', '/offer-selection', {
      offerId: offer.id,
      drawAmount: offer.minDraw,
      drawPreference: 'PRESERVE',
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<HelocApplication>()).toMatchObject({
      amount: offer.minDraw,
      term: offer.term,
      rate: offer.rate,
    });
    expect(await status()).toBe('APP_SUBMISSION');

    // A change from the review page before submission is recorded and the status stays (issue 14).
    const changed = await call('POST', '/offer-selection', {
      offerId: offer.id,
      drawAmount: offer.minDraw + 1000,
      drawPreference: 'PRESERVE',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<HelocApplication>()).toMatchObject({ amount: offer.minDraw + 1000 });
    expect(await status()).toBe('APP_SUBMISSION');

    expect((await call('POST', '/liens/payoffs', { payoffLienIds: [] })).statusCode).toBe(409);
    expect((await call('POST', '/submission', { hardCreditConsent: true })).statusCode).toBe(200);
    expect(await status()).toBe('INCOME_VERIFICATION');

    expect(
      (
        await multipart('/income-documents', [
          ['documentType', 'PAYSTUB'],
          ['files', 'x', 'stub.png'],
        ])
      ).statusCode,
    ).toBe(200);
    expect(await status()).toBe('IDENTITY_VERIFICATION');

    const id = await multipart('/identity-documents', [
      ['idType', 'PASSPORT'],
      ['front', 'x', 'front.png'],
    ]);
    expect(id.statusCode).toBe(200);
    expect(await status()).toBe('LIEN_VERIFICATION');

    const liens = (await call('GET', '/liens')).json<Lien[]>();
    expect(liens.length).toBeGreaterThan(0);
    // The mortgage is more than the draw: a payoff can never exceed it.
    const mortgage = liens.find((lien) => lien.monetaryBalance > offer.minDraw + 1000);
    const tooMuch = await call('POST', '/liens/payoffs', { payoffLienIds: [mortgage?.id] });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ errors: string[] }>().errors[0]).toMatch(/are more than your initial draw/);
    expect((await call('POST', '/liens/payoffs', { payoffLienIds: [liens[0]?.id] })).statusCode).toBe(200);
    expect(await status()).toBe('DISBURSEMENT_ACCOUNT');

    const account = await call('POST', '/disbursement-account', {
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountType: 'CHECKING',
    });
    expect(account.statusCode).toBe(200);
    const afterAccount = (await call('GET', '')).json<HelocApplication>();
    expect(afterAccount.disburseAccount).toEqual({ routingNumber: '021000021', mask: '6789' });
    expect(afterAccount.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');

    expect((await call('POST', '/autopay', { paymentMethod: 'AUTOPAY' })).statusCode).toBe(200);
    expect(await status()).toBe('NOTE_SIGNING');

    const disclosures = (await call('GET', '/documents?kind=disclosures')).json<ApplicationDocument[]>();
    const pdf = await harness.app.inject({ url: disclosures[0]?.pdfUrl ?? '', headers: bearer(jwt) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    await call('POST', '/signatures', { kind: 'disclosures', documentIds: disclosures.map((d) => d.id) });
    const notes = (await call('GET', '/documents?kind=notes')).json<ApplicationDocument[]>();
    expect(notes.length).toBe(2);
    expect((await call('POST', '/signatures', { kind: 'notes', documentIds: notes.map((d) => d.id) })).statusCode).toBe(
      200,
    );
    expect(await status()).toBe('GEN_NOTARY_DISCLOSURE');

    const slots = (await call('GET', '/notary/slots')).json<NotarySlot[]>();
    expect((await call('POST', '/notary/schedule', { slotId: slots[0]?.id })).statusCode).toBe(200);
    expect(await status()).toBe('MANUAL_DEED_SIGNING');
    expect((await call('POST', '/notary/reservation', {})).statusCode).toBe(200);
    expect((await call('POST', '/notary/session', { mode: 'MANUAL' })).statusCode).toBe(200);
    const done = (await call('GET', '')).json<HelocApplication>();
    expect(done.status.checklistStatus).toBe('COMPLETE');
    expect(done.closing?.fundingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

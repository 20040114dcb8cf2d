import {
  ADVERSE_ACTION_REASONS,
  type AdverseActionInput,
  type AdverseActionNotice,
} from '../../src/api/contractAdverseAction';
import type { HelocApplication } from '../../src/api/contract';
import { BUREAUS, defaultNotice } from '../../sandbox/services/adverseAction';
import { bearer, createBorrower, errorsOf, startSandbox, type Harness } from './harness';

const noticeUrl = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}/adverse-action-notice`;

const NOTICE: AdverseActionInput = {
  decisionDate: '2026-11-20',
  reasons: ['INCOME_INSUFFICIENT', { code: 'OTHER', text: 'Property is listed for sale' }],
  creditScore: {
    score: 640,
    rangeLow: 300,
    rangeHigh: 850,
    scoredOn: '2026-11-18',
    keyFactors: ['Serious delinquency', 'Too many inquiries last 12 months'],
    recentInquiries: 5,
  },
  consumerReportingAgency: BUREAUS.experian,
  reapplyDate: '2027-02-18',
};

describe('adverse-action notices (issue 36)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startSandbox({ built: false });
  });
  afterAll(async () => {
    await harness.close();
  });

  const read = (uuid: string, jwt: string) =>
    harness.app.inject({ method: 'GET', url: noticeUrl(uuid), headers: bearer(jwt) });

  test('every DECLINED application has a realistic default notice, the same on every read', async () => {
    const borrower = await createBorrower(harness.app, { checklistStatus: 'DECLINED' });
    const first = await read(borrower.applicationUuid, borrower.jwt);
    expect(first.statusCode).toBe(200);
    const notice = first.json<AdverseActionNotice>();
    expect(notice.applicationUuid).toBe(borrower.applicationUuid);
    expect(notice.reasons.length).toBeGreaterThan(0);
    for (const reason of notice.reasons) expect(Object.values(ADVERSE_ACTION_REASONS)).toContain(reason.text);
    expect(notice.creditScore?.keyFactors.length).toBeLessThanOrEqual(4);
    expect(notice.consumerReportingAgency?.tollFreePhone).toMatch(/^1-8\d\d-\d{3}-\d{4}$/);
    expect(notice.decisionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await read(borrower.applicationUuid, borrower.jwt)).json()).toEqual(notice);
  });

  test('an application that is not declined has none (404), and another borrower cannot read one', async () => {
    const offers = await createBorrower(harness.app, { checklistStatus: 'OFFER_SELECTION' });
    expect((await read(offers.applicationUuid, offers.jwt)).statusCode).toBe(404);
    const declined = await createBorrower(harness.app, { checklistStatus: 'DECLINED' });
    const stranger = await read(declined.applicationUuid, offers.jwt);
    expect(stranger.statusCode).toBe(404);
    expect(errorsOf(stranger)).toEqual(['Application not found']);
    expect((await harness.app.inject({ method: 'GET', url: noticeUrl(declined.applicationUuid) })).statusCode).toBe(
      401,
    );
  });

  test('the admin API sets the notice when it creates a borrower: reasons by code, OTHER with its text', async () => {
    const borrower = await createBorrower(harness.app, { checklistStatus: 'DECLINED', adverseAction: NOTICE });
    const notice = (await read(borrower.applicationUuid, borrower.jwt)).json<AdverseActionNotice>();
    expect(notice).toEqual({
      applicationUuid: borrower.applicationUuid,
      decisionDate: '2026-11-20',
      reasons: [
        { code: 'INCOME_INSUFFICIENT', text: 'Income insufficient for amount of credit requested' },
        { code: 'OTHER', text: 'Property is listed for sale' },
      ],
      creditScore: NOTICE.creditScore,
      consumerReportingAgency: BUREAUS.experian,
      reapplyDate: '2027-02-18',
    });
  });

  test('null says "no notice yet" even when DECLINED; a patch sets one later, filling gaps from the default', async () => {
    const borrower = await createBorrower(harness.app, { checklistStatus: 'DECLINED', adverseAction: null });
    expect((await read(borrower.applicationUuid, borrower.jwt)).statusCode).toBe(404);
    const patched = await harness.app.inject({
      method: 'PATCH',
      url: `/__sandbox/applications/${borrower.applicationUuid}`,
      payload: { adverseAction: { reasons: ['INSUFFICIENT_COLLATERAL'], creditScore: null } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<HelocApplication>().uuid).toBe(borrower.applicationUuid);
    const notice = (await read(borrower.applicationUuid, borrower.jwt)).json<AdverseActionNotice>();
    expect(notice.reasons).toEqual([
      { code: 'INSUFFICIENT_COLLATERAL', text: 'Value or type of collateral not sufficient' },
    ]);
    expect(notice.creditScore).toBeNull();
    expect(notice.consumerReportingAgency).not.toBeNull();
    const admin = await harness.app.inject({
      method: 'GET',
      url: `/__sandbox/applications/${borrower.applicationUuid}/adverse-action-notice`,
    });
    expect(admin.json()).toEqual(notice);
  });

  test('a patch may set the status and the notice together', async () => {
    const borrower = await createBorrower(harness.app, { checklistStatus: 'OFFER_SELECTION' });
    const patched = await harness.app.inject({
      method: 'PATCH',
      url: `/__sandbox/applications/${borrower.applicationUuid}`,
      payload: { checklistStatus: 'DECLINED', adverseAction: { reasons: ['BANKRUPTCY'] } },
    });
    expect(patched.statusCode).toBe(200);
    const notice = (await read(borrower.applicationUuid, borrower.jwt)).json<AdverseActionNotice>();
    expect(notice.reasons).toEqual([{ code: 'BANKRUPTCY', text: 'Bankruptcy' }]);
  });

  test.each([
    [{ reasons: [] }, 'adverseAction.reasons must be 1 to 4 reasons'],
    [{ reasons: ['NOT_A_REASON'] }, 'adverseAction.reasons must be 1 to 4 reasons'],
    [{ reasons: [{ code: 'OTHER' }] }, 'adverseAction.reasons must be 1 to 4 reasons'],
    [{ creditScore: { ...NOTICE.creditScore, score: 900 } }, 'adverseAction.creditScore must be'],
    [{ creditScore: { ...NOTICE.creditScore, keyFactors: ['a', 'b', 'c', 'd', 'e'] } }, 'adverseAction.creditScore'],
    [{ consumerReportingAgency: { name: 'X' } }, 'adverseAction.consumerReportingAgency must be'],
    [{ decisionDate: '2026-02-30' }, 'adverseAction.decisionDate must be a date'],
    [{ bureau: 'Experian' }, 'unknown field: adverseAction.bureau'],
  ])('refuses %j with a 400 that says why', async (adverseAction, message) => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/__sandbox/borrowers',
      payload: { checklistStatus: 'DECLINED', adverseAction },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).join('\n')).toContain(message);
  });

  test('the default is chosen by the uuid: one of the samples, with the score made before the decision', () => {
    const notice = defaultNotice('00000000-0000-4000-8000-000000000001', '2026-11-27');
    expect(notice.decisionDate).toBe('2026-11-27');
    expect(notice.creditScore?.scoredOn).toBe('2026-11-24');
    expect(notice.reapplyDate).toBe('2027-02-25');
  });
});

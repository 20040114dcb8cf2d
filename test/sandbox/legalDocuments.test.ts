import type { LegalDocument, StateLicensesResponse } from '../../src/api/contractShell';
import { startSandbox, type Harness } from './harness';

const BASE = '/service-application/external/api/v1/heloc';

describe('the lender public documents (000 §2.1)', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startSandbox();
  });
  afterAll(() => harness.close());

  test.each(['terms', 'privacy', 'communications'])(
    '%s: sections of text from the database, marked as sample',
    async (kind) => {
      const response = await harness.app.inject({ method: 'GET', url: `${BASE}/legal-documents/${kind}?orgCode=apm` });
      expect(response.statusCode).toBe(200);
      const document = response.json<LegalDocument>();
      expect(document.kind).toBe(kind);
      expect(document.sections[0]?.heading).toBe('Sample text');
      expect(document.sections.length).toBeGreaterThan(2);
      for (const section of document.sections) expect(section.paragraphs.join(' ')).not.toMatch(/</);
    },
  );

  test('terms are Terms of Use or Terms of Service by brand (001 §2)', async () => {
    const title = async (orgCode: string) =>
      (
        await harness.app.inject({ method: 'GET', url: `${BASE}/legal-documents/terms?orgCode=${orgCode}` })
      ).json<LegalDocument>().title;
    expect(await title('apm')).toBe('Terms of Use');
    expect(await title('homeward')).toBe('Terms of Service');
  });

  test('each organisation has its own text', async () => {
    const text = async (orgCode: string) =>
      JSON.stringify(
        (await harness.app.inject({ method: 'GET', url: `${BASE}/legal-documents/privacy?orgCode=${orgCode}` })).json(),
      );
    expect(await text('apm')).not.toBe(await text('citywide'));
  });

  test('an unknown kind or organisation is a 404, a missing orgCode a 400', async () => {
    expect(
      (await harness.app.inject({ method: 'GET', url: `${BASE}/legal-documents/cookies?orgCode=apm` })).statusCode,
    ).toBe(404);
    expect(
      (await harness.app.inject({ method: 'GET', url: `${BASE}/legal-documents/terms?orgCode=nobody` })).statusCode,
    ).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url: `${BASE}/legal-documents/terms` })).statusCode).toBe(400);
  });

  test('state licenses: one item per licensed state, with its abbreviation (001 §7)', async () => {
    const response = await harness.app.inject({ method: 'GET', url: `${BASE}/state-licenses?orgCode=homeward` });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<StateLicensesResponse>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.abbrev)).toEqual([...items.map((item) => item.abbrev)].sort());
    expect(items.find((item) => item.abbrev === 'CA')?.name).toBe('California');
  });
});

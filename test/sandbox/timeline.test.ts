import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApplicationTimeline } from '../../src/api/contractTimeline';
import { createSandbox, type Sandbox } from '../../sandbox/server';
import type { Run } from '../../sandbox/workflow';
import { runHistoryAt, workflowHistoryAt } from '../../sandbox/workflowHistory';
import { bearer, createBorrower, errorsOf } from './harness';

const BASE = '/service-application/api/v1/application/heloc';
const START = Date.parse('2026-11-23T15:00:00Z'); // a Monday

describe('status history, computed like the status (issue 37)', () => {
  test('a run lists each status it has reached, with its offset', () => {
    const run: Run = {
      startedAt: 0,
      transients: [
        ['IN_PROGRESS', 1],
        ['RESCISSION', 5],
      ],
      outcome: 'COMPLETE',
    };
    expect(runHistoryAt(run, 2500, 1000)).toEqual([
      { checklistStatus: 'IN_PROGRESS', offsetMs: 0 },
      { checklistStatus: 'RESCISSION', offsetMs: 1000 },
    ]);
    expect(runHistoryAt(run, 6000, 1000).at(-1)).toEqual({
      checklistStatus: 'COMPLETE',
      offsetMs: 6000,
    });
  });

  test('a registration workflow that never ends stays on its last status', () => {
    expect(workflowHistoryAt('STUCK_SOFT_CREDIT', 1e9, 1000).map((reached) => reached.checklistStatus)).toEqual([
      'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SOFT_CREDIT',
    ]);
  });
});

describe('GET .../timeline', () => {
  let sandbox: Sandbox;
  let distDir = '';
  let clock = START;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'sandbox-dist-'));
    sandbox = await createSandbox({ distDir, now: () => clock });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const timeline = async (uuid: string, jwt: string) => {
    const response = await sandbox.app.inject({ method: 'GET', url: `${BASE}/${uuid}/timeline`, headers: bearer(jwt) });
    expect(response.statusCode).toBe(200);
    return response.json<ApplicationTimeline>();
  };

  test('an admin-made borrower at the offers: its first status, and an expected day for every step ahead', async () => {
    clock = START;
    const { applicationUuid, jwt } = await createBorrower(sandbox.app);
    const read = await timeline(applicationUuid, jwt);
    expect(read.statusHistory).toEqual([{ checklistStatus: 'OFFER_SELECTION', changedAt: '2026-11-23T15:00:00.000Z' }]);
    expect(read.documentsSignedAt).toBeNull();
    expect(read.occupancyType).toBe('HOME');
    expect(read.estimates.map((estimate) => estimate.step)).toEqual([
      'selectOffer',
      'moreInfo',
      'linkIncome',
      'verifyIdentity',
      'signDocuments',
      'notary',
    ]);
    // Working days from Monday: select today, then Tue, Wed, Thu, Mon (two days), Tue.
    expect(read.estimates.map((estimate) => estimate.expectedOn)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  test("a borrower's own step is recorded with the time its run reached each status", async () => {
    clock = START;
    const { applicationUuid, jwt } = await createBorrower(sandbox.app);
    await sandbox.app.inject({ method: 'PATCH', url: '/__sandbox/settings', payload: { workflowStepMs: 1000 } });
    const offers = await sandbox.app.inject({
      method: 'GET',
      url: `${BASE}/${applicationUuid}/offers`,
      headers: bearer(jwt),
    });
    const offer = offers.json<{ offersByType: Record<string, { id: string; minDraw: number }[]> }>().offersByType
      .STANDARD?.[0];
    clock = START + 60_000;
    const chosen = await sandbox.app.inject({
      method: 'POST',
      url: `${BASE}/${applicationUuid}/offer-selection`,
      headers: bearer(jwt),
      payload: { offerId: offer?.id, drawAmount: offer?.minDraw, drawPreference: 'PRESERVE' },
    });
    expect(chosen.statusCode).toBe(200);
    clock = START + 65_000;
    const read = await timeline(applicationUuid, jwt);
    expect(read.statusHistory).toEqual([
      { checklistStatus: 'OFFER_SELECTION', changedAt: '2026-11-23T15:00:00.000Z' },
      { checklistStatus: 'GEN_APP_DISCLOSURES', changedAt: '2026-11-23T15:01:00.000Z' },
      { checklistStatus: 'APP_SUBMISSION', changedAt: '2026-11-23T15:01:01.000Z' },
    ]);
    expect(read.estimates[0]?.step).toBe('moreInfo');
  });

  test('documentsSignedAt and occupancyType from the admin API; signed means no estimates', async () => {
    const { applicationUuid, jwt } = await createBorrower(sandbox.app, {
      checklistStatus: 'RESCISSION',
      documentsSignedAt: '2026-07-02',
      occupancyType: 'INVESTMENT',
    });
    const read = await timeline(applicationUuid, jwt);
    expect(read.documentsSignedAt).toBe('2026-07-02T12:00:00.000Z');
    expect(read.occupancyType).toBe('INVESTMENT');
    expect(read.estimates).toEqual([]);
    const patched = await sandbox.app.inject({
      method: 'PATCH',
      url: `/__sandbox/applications/${applicationUuid}`,
      payload: { documentsSignedAt: '2026-11-25T18:30:00Z', occupancyType: 'HOME', checklistStatus: 'RECORDING' },
    });
    expect(patched.statusCode).toBe(200);
    const after = await timeline(applicationUuid, jwt);
    expect(after.documentsSignedAt).toBe('2026-11-25T18:30:00.000Z');
    expect(after.occupancyType).toBe('HOME');
    expect(after.statusHistory.map((change) => change.checklistStatus)).toEqual(['RESCISSION', 'RECORDING']);
  });

  test('a date that is no date is refused', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/borrowers',
      payload: { documentsSignedAt: 'last Thursday' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).join(' ')).toContain('documentsSignedAt');
  });

  test("someone else's application reads as missing", async () => {
    const owner = await createBorrower(sandbox.app);
    const other = await createBorrower(sandbox.app);
    const response = await sandbox.app.inject({
      method: 'GET',
      url: `${BASE}/${owner.applicationUuid}/timeline`,
      headers: bearer(other.jwt),
    });
    expect(response.statusCode).toBe(404);
  });
});

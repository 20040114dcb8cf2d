import { File as NodeFile } from 'node:buffer';
import type { HelocApplication, Profile } from '../../src/api/contract';
import { CO_DEED_BASE, type CoDeedStatus, type SignerStatus } from '../../src/api/contractSigner';
import { ApiError, type HttpRequest } from '../../src/api/http';
import { pendingFiles } from '../../features/application/pendingFiles';
import type { SignerScreen } from '../../features/signer/rules';
import { signerActions } from '../../features/signer/signerSlice';
import { NOT_A_SIGNER_MESSAGE, SIGNER_LOAD_FAILED_MESSAGE } from '../../sagas/signerSaga';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../support/fixtures';

const APP_UUID = TEST_UUID;
const SIGNER = '/account/heloc/heloc-signer';
const STATUS_PATH = `${CO_DEED_BASE}/status`;
const CONDITIONS_PATH = `/service-conditions/external/api/v1/applications/${APP_UUID}/conditions/external-applicants`;
const CONDITIONS_FLAG = 'fe-heloc-additional-signer-conditions';

const profile = testProfile({
  identityUuid: 'signer-1',
  userType: 'CO_DEEDER',
  name: { firstName: '', lastName: '' },
  email: 'signer@example.com',
});

const application = testApplication('CO_DEED_REQ', {
  additionalSignerVersion: 'v1',
  helocSigners: [{ identityUuid: 'signer-1' }],
});

const coDeed = (status: SignerStatus): CoDeedStatus => ({
  applicationUuid: APP_UUID,
  loanNumber: 'HL00000001',
  status,
  invitedAt: '2026-01-01T00:00:00.000Z',
  signedAt: status === 'SIGNED' ? '2026-01-02T00:00:00.000Z' : null,
});

const condition = {
  uuid: 'c-1',
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  created: '2026-01-03T00:00:00.000Z',
};

function platform(
  options: {
    status?: SignerStatus;
    profile?: Partial<Profile>;
    applications?: HelocApplication[];
    conditionsFlag?: boolean;
    conditions?: unknown[];
  } = {},
  overrides: Record<string, (req: HttpRequest) => unknown> = {},
) {
  return createFakeApi({
    'GET /service-profile/api/v1/profile': () => ({ ...profile, ...options.profile }),
    'GET /service-application/api/v1/application/heloc/all': () => options.applications ?? [application],
    [`GET ${STATUS_PATH}`]: () => coDeed(options.status ?? 'INVITED'),
    'POST /service-optimize/heloc/api/v1/features': () => [
      { key: CONDITIONS_FLAG, enabled: options.conditionsFlag ?? false },
    ],
    [`GET ${CONDITIONS_PATH}`]: () => options.conditions ?? [],
    [`GET ${CO_DEED_BASE}/documents`]: () => [{ id: 'd1', title: 'Deed', pdfUrl: '/d1.pdf' }],
    ...overrides,
  });
}

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

async function enter(app: ReturnType<typeof startApp>, screen: SignerScreen) {
  app.nav.navigator.navigate(`${SIGNER}/${screen}`, { replace: true });
  app.store.dispatch(signerActions.areaEntered({ screen }));
  await flush();
}

const lastPath = (app: ReturnType<typeof startApp>) => app.nav.navigations.at(-1)?.to;
const count = (calls: { method: string; path: string }[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path).length;

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('resume routes by the co-deed status (000 §2.3)', () => {
  test.each([
    ['INVITED', 'intro'],
    ['IDENTITY_VERIFIED', 'sign'],
    ['REMOVED', 'cancelled'],
    ['SIGNED', 'documents'],
  ] as const)('%s goes to %s', async (status, screen) => {
    const { api } = platform({ status });
    const app = startApp({ api });
    await enter(app, 'resume');
    expect(lastPath(app)).toBe(`${SIGNER}/${screen}`);
    expect(app.store.getState().signer).toMatchObject({ load: 'succeeded', viewer: { isSigner: true } });
  });

  test('the signer saga loads on the first signer/areaEntered and handles that action itself', async () => {
    const { api, calls } = platform();
    const app = startApp({ api });
    await flush();
    expect(count(calls, 'GET', STATUS_PATH)).toBe(0);
    await enter(app, 'resume');
    expect(count(calls, 'GET', STATUS_PATH)).toBe(1);
    expect(app.types()).toEqual(
      expect.arrayContaining(['signer/areaEntered', 'signer/viewerChecked', 'signer/statusReceived']),
    );
  });

  test('SIGNED with the additional-signer-conditions flag on and a condition open: the conditions dashboard', async () => {
    const { api, calls } = platform({ status: 'SIGNED', conditionsFlag: true, conditions: [condition] });
    const app = startApp({ api });
    await enter(app, 'resume');
    expect(lastPath(app)).toBe(`${SIGNER}/conditions`);
    expect(count(calls, 'GET', CONDITIONS_PATH)).toBe(1);
    expect(app.store.getState().conditions.watch).toEqual({ applicationUuid: APP_UUID, area: 'signer' });
  });

  test('SIGNED with the flag on and nothing open: the documents', async () => {
    const { api } = platform({ status: 'SIGNED', conditionsFlag: true, conditions: [] });
    const app = startApp({ api });
    await enter(app, 'resume');
    expect(lastPath(app)).toBe(`${SIGNER}/documents`);
  });

  test('with the flag off a signer’s conditions are never fetched (001 §6)', async () => {
    const { api, calls } = platform({ status: 'SIGNED', conditionsFlag: false, conditions: [condition] });
    const app = startApp({ api });
    await enter(app, 'resume');
    await flush(120_000);
    expect(lastPath(app)).toBe(`${SIGNER}/documents`);
    expect(count(calls, 'GET', CONDITIONS_PATH)).toBe(0);
  });

  test('with the flag off, a conditions link opened sends the signer where their status says, not to an empty page', async () => {
    const { api, calls } = platform({ status: 'SIGNED', conditionsFlag: false, conditions: [condition] });
    const app = startApp({ api });
    await enter(app, 'conditions/upload-document');
    expect(lastPath(app)).toBe(`${SIGNER}/documents`);
    expect(count(calls, 'GET', CONDITIONS_PATH)).toBe(0);
  });

  test('a signer’s conditions are polled every 60 s once started', async () => {
    const { api, calls } = platform({ status: 'INVITED', conditionsFlag: true });
    const app = startApp({ api });
    await enter(app, 'intro');
    expect(count(calls, 'GET', CONDITIONS_PATH)).toBe(1);
    await flush(60_000);
    expect(count(calls, 'GET', CONDITIONS_PATH)).toBe(2);
  });

  test('a signer by additionalSignerVersion v1 and helocSigners (userType BORROWER) is a signer too', async () => {
    const { api } = platform({ status: 'INVITED', profile: { userType: 'BORROWER' } });
    const app = startApp({ api });
    await enter(app, 'resume');
    expect(lastPath(app)).toBe(`${SIGNER}/intro`);
  });
});

describe('who may not go on', () => {
  test('a non-signer goes to /dashboard, and the co-deed status is never asked for (001 §6)', async () => {
    const { api, calls } = platform({
      profile: { userType: 'BORROWER', isBroker: true },
      applications: [{ ...application, helocSigners: [{ identityUuid: 'someone-else' }] }],
    });
    const app = startApp({ api });
    await enter(app, 'resume');
    expect(app.nav.assigned).toEqual(['/dashboard']);
    expect(count(calls, 'GET', STATUS_PATH)).toBe(0);
    expect(app.store.getState().signer.viewer).toEqual({ isSigner: false, isBroker: true });
  });

  test('a 400 from co-deed status is not retried: the error screen says so', async () => {
    const { api, calls } = platform(
      {},
      {
        [`GET ${STATUS_PATH}`]: () => {
          throw new ApiError({ status: 400, body: { errors: ['Not an additional signer'] } });
        },
      },
    );
    const app = startApp({ api });
    await enter(app, 'resume');
    await flush(30_000);
    expect(count(calls, 'GET', STATUS_PATH)).toBe(1);
    expect(lastPath(app)).toBe(`${SIGNER}/error`);
    expect(app.store.getState().signer.failure).toEqual({ reason: 'notASigner', message: NOT_A_SIGNER_MESSAGE });
  });

  test('a 500 is retried 5 times in all, then the error screen', async () => {
    const { api, calls } = platform(
      {},
      {
        [`GET ${STATUS_PATH}`]: () => {
          throw new ApiError({ status: 500, body: null });
        },
      },
    );
    const app = startApp({ api });
    await enter(app, 'resume');
    await flush(15_000);
    expect(count(calls, 'GET', STATUS_PATH)).toBe(5);
    expect(lastPath(app)).toBe(`${SIGNER}/error`);
    expect(app.store.getState().signer.failure).toEqual({ reason: 'error', message: SIGNER_LOAD_FAILED_MESSAGE });
  });

  test('an ended session (401) is the session saga’s: to the signer login, not the error screen', async () => {
    const { api } = platform(
      {},
      {
        'GET /service-profile/api/v1/profile': () => {
          throw new ApiError({ status: 401, body: { message: 'unauthenticated' } });
        },
      },
    );
    const app = startApp({ api });
    await enter(app, 'resume');
    expect(lastPath(app)).toBe(`${SIGNER}/login`);
    expect(app.types()).not.toContain('signer/loadFailed');
  });

  test('the error screen itself loads nothing (no loop)', async () => {
    const { api, calls } = platform();
    const app = startApp({ api });
    await enter(app, 'error');
    expect(count(calls, 'GET', '/service-profile/api/v1/profile')).toBe(0);
    expect(count(calls, 'GET', STATUS_PATH)).toBe(0);
    expect(app.nav.navigations.map((navigation) => navigation.to)).toEqual([`${SIGNER}/error`]);
  });

  test.each([
    ['INVITED', 'sign', 'intro'],
    ['INVITED', 'cancelled', 'intro'],
    ['SIGNED', 'identity', 'documents'],
  ] as const)('a %s signer opening %s is sent to %s', async (status, screen, destination) => {
    const { api } = platform({ status });
    const app = startApp({ api });
    await enter(app, screen);
    expect(lastPath(app)).toBe(`${SIGNER}/${destination}`);
  });

  test('a removed signer opening sign is sent to cancelled', async () => {
    const { api } = platform({ status: 'REMOVED' });
    const app = startApp({ api });
    await enter(app, 'sign');
    expect(lastPath(app)).toBe(`${SIGNER}/cancelled`);
  });
});

describe('the steps move the signer on', () => {
  test('identity: the files from the side channel, INVITED → IDENTITY_VERIFIED, then sign', async () => {
    let sent: string[] = [];
    const { api } = platform(
      { status: 'INVITED' },
      {
        [`POST ${CO_DEED_BASE}/identity-documents`]: (req) => {
          sent = [...(req.multipart?.keys() ?? [])];
          return coDeed('IDENTITY_VERIFIED');
        },
      },
    );
    const app = startApp({ api });
    await enter(app, 'identity');
    pendingFiles.set({ front: new NodeFile(['id'], 'id.png', { type: 'image/png' }) as unknown as File, back: null });
    app.store.dispatch(signerActions.identitySubmitted({ idType: 'PASSPORT', hasBack: false }));
    await flush();
    expect(sent).toEqual(['idType', 'front']);
    expect(app.store.getState().signer.coDeed?.status).toBe('IDENTITY_VERIFIED');
    expect(lastPath(app)).toBe(`${SIGNER}/sign`);
    expect(JSON.stringify(app.actions)).not.toContain('id.png');
  });

  test('identity refused: the message stays on the screen', async () => {
    const { api } = platform(
      { status: 'INVITED' },
      {
        [`POST ${CO_DEED_BASE}/identity-documents`]: () => {
          throw new ApiError({ status: 409, body: { errors: ['Your identity is already verified'] } });
        },
      },
    );
    const app = startApp({ api });
    await enter(app, 'identity');
    pendingFiles.set({ front: new NodeFile(['id'], 'id.png') as unknown as File });
    app.store.dispatch(signerActions.identitySubmitted({ idType: 'PASSPORT', hasBack: false }));
    await flush();
    expect(app.store.getState().signer.step).toEqual({
      phase: 'failed',
      step: 'identity',
      error: 'Your identity is already verified',
    });
  });

  test('sign: the documents load on entry; signing every document moves SIGNED on to the documents', async () => {
    let body: unknown = null;
    const { api } = platform(
      { status: 'IDENTITY_VERIFIED' },
      {
        [`POST ${CO_DEED_BASE}/signatures`]: (req) => {
          body = req.body;
          return coDeed('SIGNED');
        },
      },
    );
    const app = startApp({ api });
    await enter(app, 'sign');
    expect(app.store.getState().signer.documents?.map((doc) => doc.id)).toEqual(['d1']);
    app.store.dispatch(signerActions.signatureSubmitted({ documentIds: ['d1'] }));
    await flush();
    expect(body).toEqual({ documentIds: ['d1'] });
    expect(lastPath(app)).toBe(`${SIGNER}/documents`);
  });

  test('signed with a condition open (flag on): on to the conditions dashboard', async () => {
    const { api } = platform(
      { status: 'IDENTITY_VERIFIED', conditionsFlag: true, conditions: [condition] },
      { [`POST ${CO_DEED_BASE}/signatures`]: () => coDeed('SIGNED') },
    );
    const app = startApp({ api });
    await enter(app, 'sign');
    app.store.dispatch(signerActions.signatureSubmitted({ documentIds: ['d1'] }));
    await flush();
    expect(lastPath(app)).toBe(`${SIGNER}/conditions`);
  });

  test('a condition added since the last poll counts once signed (a fresh fetch)', async () => {
    let conditions: unknown[] = [];
    const { api } = platform(
      { status: 'IDENTITY_VERIFIED', conditionsFlag: true },
      {
        [`GET ${CONDITIONS_PATH}`]: () => conditions,
        [`POST ${CO_DEED_BASE}/signatures`]: () => coDeed('SIGNED'),
      },
    );
    const app = startApp({ api });
    await enter(app, 'sign');
    conditions = [condition];
    app.store.dispatch(signerActions.signatureSubmitted({ documentIds: ['d1'] }));
    await flush();
    expect(lastPath(app)).toBe(`${SIGNER}/conditions`);
  });

  test('a later screen does not load again; resume always asks again', async () => {
    const { api, calls } = platform({ status: 'IDENTITY_VERIFIED' });
    const app = startApp({ api });
    await enter(app, 'sign');
    await enter(app, 'documents');
    expect(count(calls, 'GET', STATUS_PATH)).toBe(1);
    await enter(app, 'resume');
    expect(count(calls, 'GET', STATUS_PATH)).toBe(2);
  });
});

import type { HelocApplication } from '../../src/api/contract';
import type { AdditionalSignerSummary, SignerStatus } from '../../src/api/contractSigner';
import { additionalSignersActions as signers } from '../../features/application/additionalSignersSlice';
import { areaEntered } from '../../features/application/applicationSlice';
import { applicationStepsActions as steps } from '../../features/application/applicationStepsSlice';
import { loggedOut } from '../../features/session/sessionSlice';
import { SIGNERS_REFRESH_MS } from '../../sagas/additionalSignersSaga';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../support/fixtures';

const UUID = TEST_UUID;
const APP_PATH = `/service-application/api/v1/application/heloc/${UUID}`;
const SIGNERS_PATH = `${APP_PATH}/additional-signers`;
const STATUS_PATH = `/service-krang-heloc/borrower/secure/api/v1/${UUID}/status`;
const SCREEN = `/account/heloc/${UUID}/signing/additional`;

const profile = testProfile();

const signer = (n: number, status: SignerStatus): AdditionalSignerSummary => ({
  identityUuid: `signer-${n}`,
  email: `owner${n}@example.com`,
  status,
  invitedAt: '2026-11-22T10:00:00.000Z',
  signedAt: status === 'SIGNED' ? '2026-11-22T11:00:00.000Z' : null,
});

/** The platform at CO_DEED_REQ; a test changes `world` to move the signers and the status on. */
function platform(initialSigners: AdditionalSignerSummary[]) {
  const world = { signers: initialSigners, status: 'CO_DEED_REQ' };
  const application = (): HelocApplication =>
    testApplication(world.status, {
      additionalSignerVersion: 'v1',
      helocSigners: world.signers.map(({ identityUuid }) => ({ identityUuid })),
    });
  const fake = createFakeApi({
    'GET /service-profile/api/v1/profile': () => profile,
    [`GET ${APP_PATH}`]: application,
    [`GET ${STATUS_PATH}`]: () => ({ checklistStatus: world.status }),
    [`GET ${SIGNERS_PATH}`]: () => world.signers,
    [`POST ${SIGNERS_PATH}`]: () => {
      world.signers = [signer(1, 'INVITED')];
      return application();
    },
    'POST /service-optimize/heloc/api/v1/features': () => [],
  });
  return { ...fake, world };
}

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

/** The borrower opens signing/additional: the area routes them there, then the screen mounts. */
async function openScreen(initialSigners: AdditionalSignerSummary[]) {
  const fake = platform(initialSigners);
  const app = startApp({ api: fake.api, initialPath: SCREEN });
  app.store.dispatch(areaEntered({ uuid: UUID }));
  await flush();
  app.store.dispatch(signers.screenEntered());
  await flush();
  const signerCalls = () => fake.calls.filter((c) => c.method === 'GET' && c.path === SIGNERS_PATH).map((c) => c.at);
  return { app, ...fake, signerCalls };
}

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('signing/additional: the invited signers', () => {
  test('with signers outstanding the list is refreshed every 10 s, and not on window focus (000 §7)', async () => {
    const { app, signerCalls } = await openScreen([signer(1, 'INVITED'), signer(2, 'IDENTITY_VERIFIED')]);
    expect(signerCalls()).toEqual([0]);
    expect(app.store.getState().additionalSigners.signers).toHaveLength(2);

    await flush(SIGNERS_REFRESH_MS);
    await flush(SIGNERS_REFRESH_MS);
    expect(signerCalls()).toEqual([0, 10_000, 20_000]);

    await flush(3_000);
    app.focusWindow();
    await flush();
    expect(signerCalls()).toEqual([0, 10_000, 20_000]);
    await flush(SIGNERS_REFRESH_MS - 3_000);
    expect(signerCalls()).toEqual([0, 10_000, 20_000, 30_000]);
    expect(app.types().filter((type) => type === 'additionalSigners/refreshTicked')).toHaveLength(4);
  });

  for (const leave of ['screen left', 'logout'] as const) {
    test(`refreshing stops on ${leave}`, async () => {
      const { app, signerCalls } = await openScreen([signer(1, 'INVITED')]);
      app.store.dispatch(leave === 'logout' ? loggedOut({ reason: 'userRequested' }) : signers.screenLeft());
      await flush(5 * SIGNERS_REFRESH_MS);
      app.focusWindow();
      await flush();
      expect(signerCalls()).toEqual([0]);
    });
  }

  test('leaving before the saga has loaded fetches nothing (the saga starts from state)', async () => {
    const fake = platform([signer(1, 'INVITED')]);
    const app = startApp({ api: fake.api, initialPath: SCREEN });
    app.store.dispatch(areaEntered({ uuid: UUID }));
    await flush();
    app.store.dispatch(signers.screenEntered());
    app.store.dispatch(signers.screenLeft());
    await flush(3 * SIGNERS_REFRESH_MS);
    expect(fake.calls.filter((c) => c.path === SIGNERS_PATH)).toEqual([]);
  });

  test('nobody invited: no refresh until an invitation is sent, then the cadence starts', async () => {
    const { app, signerCalls } = await openScreen([]);
    await flush(3 * SIGNERS_REFRESH_MS);
    app.focusWindow();
    await flush();
    expect(signerCalls()).toEqual([0]);

    app.store.dispatch(
      steps.stepSubmitted({ step: 'additionalSigners', body: { emails: ['owner1@example.com'] }, awaitsStatus: false }),
    );
    await flush();
    expect(signerCalls()).toEqual([0, 30_000]);
    expect(app.store.getState().additionalSigners.signers?.map((s) => s.status)).toEqual(['INVITED']);
    expect(app.store.getState().application.application?.status.checklistStatus).toBe('CO_DEED_REQ');
    await flush(SIGNERS_REFRESH_MS);
    expect(signerCalls()).toEqual([0, 30_000, 40_000]);
  });

  test('when every signer still invited has signed, the area re-checks the status and routes on', async () => {
    const { app, world, signerCalls } = await openScreen([signer(1, 'IDENTITY_VERIFIED'), signer(2, 'REMOVED')]);
    world.signers = [signer(1, 'SIGNED'), signer(2, 'REMOVED')];
    world.status = 'NOTE_SIGNING';
    await flush(SIGNERS_REFRESH_MS);
    expect(app.types()).toEqual(
      expect.arrayContaining(['additionalSigners/allSigned', 'application/statusChangeAwaited']),
    );
    // The area's own status poll (000 §9 schedule) finds the new status and routes through the status table.
    await flush(1_000);
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/signing/intro`);
    // No more refreshes once everyone has signed.
    await flush(3 * SIGNERS_REFRESH_MS);
    expect(signerCalls()).toEqual([0, 10_000]);
  });

  test('removed signers alone are not "everyone signed"', async () => {
    const { app } = await openScreen([signer(1, 'REMOVED')]);
    await flush(3 * SIGNERS_REFRESH_MS);
    expect(app.types()).not.toContain('additionalSigners/allSigned');
  });

  test('a failed refresh keeps the list and is tried again at the cadence', async () => {
    const { app, world, signerCalls } = await openScreen([signer(1, 'INVITED')]);
    const good = world.signers;
    Object.defineProperty(world, 'signers', {
      get: () => {
        throw new Error('Service unavailable');
      },
      configurable: true,
    });
    await flush(SIGNERS_REFRESH_MS);
    expect(app.store.getState().additionalSigners.signers).toEqual(good);
    expect(app.logger.error).toHaveBeenCalledWith('Additional signers: Error: Service unavailable');
    await flush(SIGNERS_REFRESH_MS);
    expect(signerCalls()).toEqual([0, 10_000, 20_000]);
  });
});

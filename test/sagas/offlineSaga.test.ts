import { areaEntered } from '../../features/application/applicationSlice';
import { wentOffline, wentOnline } from '../../features/connectivity/connectivitySlice';
import {
  LAST_SEEN_KEY,
  readLastSeen,
  serializeLastSeen,
  sessionFingerprint,
  type LastSeen,
  type SeenProgress,
} from '../../features/offline/lastSeen';
import { progressShown, reloadRequested, selectUpdateReady } from '../../features/offline/offlineSlice';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { failureCaught } from '../../features/diagnostics/failures';
import { logoutRequested, unauthenticatedResponseReceived } from '../../features/session/sessionSlice';
import { ApiError } from '../../src/api/http';
import type { AppWorker, KeyValueStore } from '../../sagas/context';
import { CHAT_SESSION_STORAGE } from '../../features/chat/storageKey';
import {
  SENT_EVENTS_STORAGE,
  SESSION_KEY_STORAGE,
  SESSION_SINCE_STORAGE,
  TELEMETRY_SESSION_STORAGE,
} from '../../features/telemetry/sessionKeys';
import { bearer, expiresAt } from '../support/bearer';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID } from '../support/fixtures';

const TOKEN = 'Bearer test';
const PROGRESS: SeenProgress = {
  stage: 'MORE_INFO',
  steps: ['Basic Info', 'Select Offer', 'Provide More Info'],
  current: 2,
  closed: false,
  road: null,
};
const SEEN: LastSeen = { ...PROGRESS, uuid: TEST_UUID, savedAt: '2026-11-20T15:04:00.000Z' };

/** A telemetry session going on in the tab, as the telemetry saga keeps it. */
function keepTelemetrySession(tab: KeyValueStore) {
  tab.setItem(SESSION_KEY_STORAGE, 'session-of-the-first-borrower');
  tab.setItem(SESSION_SINCE_STORAGE, String(Date.now()));
  tab.setItem(SENT_EVENTS_STORAGE, JSON.stringify(['HELOC: Experiment Assigned|']));
}

/** The platform out of reach: every call fails as a dropped connection does. */
const unreachable = () =>
  createFakeApi({
    '*': () => {
      throw new ApiError({ status: 0, body: null });
    },
  });

function fakeWorker() {
  let waiting: (() => void) | null = null;
  let checkFailed: ((error: unknown) => void) | null = null;
  const appWorker: AppWorker & { [K in keyof AppWorker]: jest.Mock } = {
    register: jest.fn((onUpdateWaiting: () => void, onFailure: (error: unknown) => void) => {
      waiting = onUpdateWaiting;
      checkFailed = onFailure;
      return Promise.resolve();
    }),
    activateUpdate: jest.fn(() => Promise.resolve()),
    clearPageCaches: jest.fn(() => Promise.resolve()),
    inCharge: jest.fn(() => false),
  };
  return { appWorker, newVersionWaits: () => waiting?.(), checkFails: (error: unknown) => checkFailed?.(error) };
}

const flush = async () => {
  await jest.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-21T09:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the application area offline (issue 47 item 3)', () => {
  test('restores what this session last saw, and back online loads the area again with no reload', async () => {
    const app = startApp({ api: unreachable().api, token: TOKEN });
    app.localStorage.setItem(LAST_SEEN_KEY, serializeLastSeen(SEEN, sessionFingerprint(TOKEN)));
    app.store.dispatch(wentOffline());
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await flush();
    expect(app.store.getState().offline.lastSeen).toEqual(SEEN);

    const entries = () => app.types().filter((type) => type === areaEntered.type).length;
    const before = entries();
    app.setOnline(true);
    await flush();
    expect(app.types()).toContain(wentOnline.type);
    expect(entries()).toBe(before + 1);
    expect(app.nav.reloads()).toBe(0);
  });

  test('never restores another session’s copy (a second borrower on the same browser)', async () => {
    const app = startApp({ api: unreachable().api, token: 'Bearer second' });
    app.localStorage.setItem(LAST_SEEN_KEY, serializeLastSeen(SEEN, sessionFingerprint(TOKEN)));
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await flush();
    expect(app.store.getState().offline.lastSeen).toBeNull();
  });

  test('never restores it once the token says the session is over: whoever holds the phone now may not be its borrower', async () => {
    const restored = async (exp: string) => {
      const token = bearer({ sub: 'borrower', exp: expiresAt(exp) });
      const app = startApp({ api: unreachable().api, token });
      app.localStorage.setItem(LAST_SEEN_KEY, serializeLastSeen(SEEN, sessionFingerprint(token)));
      app.store.dispatch(wentOffline());
      app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
      await flush();
      return app.store.getState().offline.lastSeen;
    };
    expect(await restored(new Date(Date.now() - 1000).toISOString())).toBeNull();
    expect(await restored(new Date(Date.now() + 3_600_000).toISOString())).toEqual(SEEN);
  });

  test('keeps what the frame shows, tagged with this session, and nothing without a session', async () => {
    const app = startApp({ api: unreachable().api, token: TOKEN });
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await flush();
    app.store.dispatch(progressShown({ progress: PROGRESS }));
    expect(readLastSeen(app.localStorage.getItem(LAST_SEEN_KEY), sessionFingerprint(TOKEN))).toEqual({
      ...SEEN,
      savedAt: '2026-11-21T09:00:00.000Z',
    });

    app.tokenStore.clear();
    app.localStorage.removeItem(LAST_SEEN_KEY);
    app.store.dispatch(progressShown({ progress: PROGRESS }));
    expect(app.localStorage.getItem(LAST_SEEN_KEY)).toBeNull();
  });
});

describe('a session’s end leaves nothing of the borrower on the device (issue 47 item 5)', () => {
  test('logout: the last-seen copy and the page caches go before the page leaves', async () => {
    const { appWorker } = fakeWorker();
    const api = createFakeApi({ 'POST /service-optimize/heloc/api/v1/feature': () => ({ enabled: false }) }).api;
    const app = startApp({ api, token: TOKEN, appWorker });
    app.localStorage.setItem(LAST_SEEN_KEY, serializeLastSeen(SEEN, sessionFingerprint(TOKEN)));
    keepTelemetrySession(app.sessionStorage);
    app.localStorage.setItem(
      CHAT_SESSION_STORAGE,
      '{"friendlyName":"Grace Hopper","emailAddress":"grace@example.com"}',
    );
    app.store.dispatch(logoutRequested({ reason: 'userRequested' }));
    await flush();
    expect(app.localStorage.getItem(LAST_SEEN_KEY)).toBeNull();
    // Their chat, which the next borrower opening the chat would resume.
    expect(app.localStorage.getItem(CHAT_SESSION_STORAGE)).toBeNull();
    // The tab's telemetry session ends too: the next borrower signed in here gets a session of their own.
    expect(TELEMETRY_SESSION_STORAGE.filter((name) => app.sessionStorage.getItem(name) !== null)).toEqual([]);
    expect(appWorker.clearPageCaches).toHaveBeenCalledTimes(1);
    expect(app.tokenStore.get()).toBeNull();
    const types = app.types();
    expect(types.indexOf('session/loggedOut')).toBeLessThan(types.indexOf('navigation/redirectRequested'));
    expect(app.nav.assigned).toHaveLength(1);
  });

  test('an expired session: the same, and a cache that cannot be cleared is told, not fatal', async () => {
    const { appWorker } = fakeWorker();
    appWorker.clearPageCaches.mockRejectedValue(new Error('quota'));
    const app = startApp({ api: unreachable().api, token: TOKEN, appWorker });
    app.localStorage.setItem(LAST_SEEN_KEY, serializeLastSeen(SEEN, sessionFingerprint(TOKEN)));
    keepTelemetrySession(app.sessionStorage);
    app.store.dispatch(unauthenticatedResponseReceived({ status: 401 }));
    await flush();
    expect(app.localStorage.getItem(LAST_SEEN_KEY)).toBeNull();
    expect(TELEMETRY_SESSION_STORAGE.filter((name) => app.sessionStorage.getItem(name) !== null)).toEqual([]);
    expect(app.logger.error).toHaveBeenCalledWith(expect.stringContaining('quota'));
    expect(app.types()).toContain('diagnostics/failureCaught');
    expect(app.types()).toContain('navigation/redirectRequested');
  });
});

describe('a new version (issue 47 item 1)', () => {
  test('registered; a waiting worker is offered on the next screen, and takes over only on the borrower’s Reload', async () => {
    const { appWorker, newVersionWaits } = fakeWorker();
    const app = startApp({ api: unreachable().api, appWorker });
    const moveTo = (pathname: string, hash = '') => {
      app.store.dispatch(locationChanged({ pathname, search: '', hash, action: 'PUSH' }));
    };
    moveTo(`/account/heloc/${TEST_UUID}/steps/plaid`);
    await flush();
    expect(appWorker.register).toHaveBeenCalledTimes(1);
    expect(app.store.getState().offline.update).toBe('current');
    newVersionWaits();
    await flush();
    // Known, not said: the screen in use is not moved under the borrower.
    expect(app.store.getState().offline.update).toBe('waiting');
    expect(selectUpdateReady(app.store.getState())).toBe(false);
    // An error summary's link to a field is the same screen.
    moveTo(`/account/heloc/${TEST_UUID}/steps/plaid`, '#employer-phone');
    await flush();
    expect(selectUpdateReady(app.store.getState())).toBe(false);
    moveTo(`/account/heloc/${TEST_UUID}/steps/bank-account`);
    await flush();
    expect(app.store.getState().offline.update).toBe('ready');
    expect(selectUpdateReady(app.store.getState())).toBe(true);
    expect(appWorker.activateUpdate).not.toHaveBeenCalled();
    app.store.dispatch(reloadRequested());
    expect(appWorker.activateUpdate).toHaveBeenCalledTimes(1);
    await flush();
    expect(app.nav.reloads()).toBe(0);
  });

  test('Reload pressed and the worker’s client cannot be loaded: the page reloads all the same, and the failure is heard', async () => {
    const { appWorker, newVersionWaits } = fakeWorker();
    const chunkFailed = Object.assign(new Error('Loading chunk app-worker failed.'), { name: 'ChunkLoadError' });
    appWorker.activateUpdate.mockRejectedValue(chunkFailed);
    const app = startApp({ api: unreachable().api, appWorker });
    app.store.dispatch(
      locationChanged({ pathname: `/account/heloc/${TEST_UUID}/steps/plaid`, search: '', hash: '', action: 'PUSH' }),
    );
    await flush();
    newVersionWaits();
    await flush();
    app.store.dispatch(
      locationChanged({
        pathname: `/account/heloc/${TEST_UUID}/steps/bank-account`,
        search: '',
        hash: '',
        action: 'PUSH',
      }),
    );
    await flush();
    expect(selectUpdateReady(app.store.getState())).toBe(true);
    app.store.dispatch(reloadRequested());
    await flush();
    expect(app.nav.reloads()).toBe(1);
    expect(
      app.actions.filter((action) => failureCaught.match(action) && action.payload.what.startsWith('New')),
    ).toEqual([failureCaught({ what: 'New version: reload', errorName: 'ChunkLoadError' })]);
    expect(app.logger.error).toHaveBeenCalledWith(
      'New version: reload: ChunkLoadError: Loading chunk app-worker failed.',
    );
  });

  test('a registration that fails is told, and the app runs on', async () => {
    const { appWorker } = fakeWorker();
    appWorker.register.mockRejectedValue(new Error('blocked'));
    const app = startApp({ api: unreachable().api, appWorker });
    await flush();
    expect(app.logger.warn).toHaveBeenCalledWith('The service worker was not registered (blocked)');
    expect(app.store.getState().offline.update).toBe('current');
  });

  test('a registration the page’s own leaving cut off says nothing', async () => {
    const { appWorker } = fakeWorker();
    let fail: (error: unknown) => void = () => undefined;
    appWorker.register.mockReturnValue(
      new Promise<void>((_resolve, reject) => {
        fail = reject;
      }),
    );
    const app = startApp({ api: unreachable().api, appWorker });
    await flush();
    app.setLeaving(true);
    // WebKit's words for the worker's script cut off as the page unloads.
    fail(new TypeError('Load failed'));
    await flush();
    expect(app.logger.warn).not.toHaveBeenCalled();
  });

  test('a check for a waiting worker that fails after registering is told the same way, and offers nothing', async () => {
    const { appWorker, checkFails } = fakeWorker();
    appWorker.inCharge.mockReturnValue(true);
    const app = startApp({ api: unreachable().api, appWorker });
    await flush();
    // The registration could not be read when workbox-window said a worker waits (src/boot/appWorkerClient.ts).
    checkFails(new DOMException('The document is not fully active', 'InvalidStateError'));
    await flush();
    expect(app.logger.warn).toHaveBeenCalledWith(
      'The check for a new version of the app failed; this version stays (The document is not fully active)',
    );
    expect(app.store.getState().offline.update).toBe('current');
  });

  test('with a worker already serving the page, a failed registration is told as the failed check for a new version', async () => {
    const { appWorker } = fakeWorker();
    appWorker.inCharge.mockReturnValue(true);
    // The server out of reach: the browser could not fetch the worker's script to compare.
    appWorker.register.mockRejectedValue(new TypeError('Script load failed'));
    const app = startApp({ api: unreachable().api, appWorker });
    await flush();
    expect(app.logger.warn).toHaveBeenCalledWith(
      'The check for a new version of the app failed; this version stays (Script load failed)',
    );
  });
});

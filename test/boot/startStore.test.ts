import type { Action } from '@reduxjs/toolkit';
import { announcePage, startStore } from '../../src/boot/startStore';
import type { eventTracked } from '../../features/telemetry/telemetrySlice';
import { createMemoryTokenStore } from '../../src/api/http';
import { pageStorage } from '../../src/lib/safeStorage';
import { LAZY_SAGAS } from '../../sagas/lazySagas';
import { legalActions } from '../../features/legal/legalSlice';
import { createFakeApi, createFakeNavigator } from '../support/sagaHarness';

test('sagasRunning resolves once the persisted slices are back and every lazy trigger is watched (decision 347)', async () => {
  const legal = LAZY_SAGAS.find((lazy) => lazy.name === 'legal');
  if (!legal) throw new Error('no legal saga in LAZY_SAGAS');
  const load = jest.spyOn(legal, 'load').mockReturnValue(new Promise<never>(() => undefined));
  // The page's sagas start their timers (polls, the session's clock): fake, so none outlives the test.
  jest.useFakeTimers();
  const { store, sagasRunning } = startStore(window, {
    api: createFakeApi({}).api,
    tokenStore: createMemoryTokenStore(null),
    navigator: createFakeNavigator('/account/heloc/terms').navigator,
    storage: pageStorage(window),
  });
  // Put before the sagas run (rehydration, then a task of their own), a screen's request finds no one listening:
  // why the page renders only once sagasRunning has resolved (src/main.tsx).
  store.dispatch(legalActions.documentRequested({ kind: 'terms' }));
  expect(load).not.toHaveBeenCalled();
  let running = false;
  void sagasRunning.then(() => {
    running = true;
  });
  await Promise.resolve();
  expect(running).toBe(false);
  await jest.advanceTimersByTimeAsync(10);
  expect(running).toBe(true);
  store.dispatch(legalActions.documentRequested({ kind: 'privacy' }));
  expect(load).toHaveBeenCalledTimes(1);
  load.mockRestore();
  jest.clearAllTimers();
  jest.useRealTimers();
});

test('a page whose organisation data is missing or broken is reported, and counted once the sagas run (issue 46)', async () => {
  jest.useFakeTimers();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const tracked: Action[] = [];
    const telemetry = LAZY_SAGAS.find((row) => row.name === 'telemetry');
    if (telemetry === undefined) throw new Error('no telemetry saga');
    jest.spyOn(telemetry, 'load').mockResolvedValue(function* recordFirst(first: Action) {
      tracked.push(first);
      yield* [];
    });
    const app = startStore(window, {
      api: createFakeApi({}).api,
      tokenStore: createMemoryTokenStore(null),
      navigator: createFakeNavigator('/account/heloc/terms').navigator,
      storage: pageStorage(window),
    });
    announcePage(window, app, { ok: false, error: { message: 'Missing data', detail: 'No #org-info element' } }, false);
    expect(app.store.getState().organization.status).toBe('failed');
    await jest.advanceTimersByTimeAsync(10);
    await app.sagasRunning;
    await jest.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith('Organization data: PrivateLabelDataError: No #org-info element');
    // Counted: the diagnostics saga made it the telemetry event that loads the telemetry saga. Dispatched before the
    // sagas ran, it was in the action log only.
    expect(tracked.map((action) => action.type)).toEqual(['telemetry/eventTracked']);
    const [event] = tracked as ReturnType<typeof eventTracked>[];
    expect(event?.payload.properties).toMatchObject({ what: 'Organization data', errorName: 'PrivateLabelDataError' });
  } finally {
    jest.restoreAllMocks();
    jest.clearAllTimers();
    jest.useRealTimers();
  }
});

test('storage the browser refuses is reported once the sagas run, once, not at every write (issue 46)', async () => {
  jest.useFakeTimers();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    // A full quota: every write is refused. The page's storage falls back to memory at the first.
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const refusing = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw quota;
      },
      removeItem: () => undefined,
    };
    const win = Object.create(window, {
      localStorage: { value: refusing },
      sessionStorage: { value: refusing },
    }) as Window;
    const storage = pageStorage(win);
    storage.local.setItem('before', 'the store');
    const { store, sagasRunning } = startStore(window, {
      api: createFakeApi({}).api,
      tokenStore: createMemoryTokenStore(null),
      navigator: createFakeNavigator('/account/heloc/terms').navigator,
      storage,
    });
    const reported = () => error.mock.calls.filter(([line]) => String(line).startsWith('Storage refused'));
    expect(store.getState().session.storage).toBe('inMemory');
    expect(reported()).toEqual([]);
    await jest.advanceTimersByTimeAsync(10);
    await sagasRunning;
    expect(reported()).toEqual([['Storage refused: QuotaExceededError: The quota has been exceeded.']]);
    storage.session.setItem('after', 'the store');
    storage.local.setItem('again', 'x');
    await jest.advanceTimersByTimeAsync(10);
    expect(reported()).toHaveLength(1);
  } finally {
    error.mockRestore();
    jest.clearAllTimers();
    jest.useRealTimers();
  }
});

/** The page's store, signed out, once its sagas run. */
async function startedSignedOut() {
  const app = startStore(window, {
    api: createFakeApi({}).api,
    tokenStore: createMemoryTokenStore(null),
    navigator: createFakeNavigator('/account/heloc/terms').navigator,
    storage: pageStorage(window),
  });
  await jest.advanceTimersByTimeAsync(10);
  await app.sagasRunning;
  return app;
}

test('an entry script that failed before the app was up, then came in, is reported once the sagas run (issue 46)', async () => {
  jest.useFakeTimers();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = window as Window & { __entryFailed?: number };
  // What the page's load watch (src/boot/loadFailed.ts) leaves when a `defer` entry script failed.
  page.__entryFailed = 1;
  try {
    await startedSignedOut();
    expect(error.mock.calls.filter(([line]) => String(line).startsWith('Start-up: entry script'))).toEqual([
      ['Start-up: entry script: Error: retried'],
    ]);
  } finally {
    delete page.__entryFailed;
    error.mockRestore();
    jest.clearAllTimers();
    jest.useRealTimers();
  }
});

test('what the page’s inline scripts caught is reported once the sagas run, and what they catch later as it comes (decision 428)', async () => {
  jest.useFakeTimers();
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // What the page's scripts (src/lib/pageScriptFailures.ts) leave when they caught a failure before the app was up.
  window.__pageScriptFailures = [['kept screen', 'SyntaxError']];
  const lines = () => error.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('Start-up: '));
  try {
    await startedSignedOut();
    expect(lines()).toEqual(["Start-up: kept screen: SyntaxError: The page's kept screen script failed"]);
    // The first calls' hint settles after the app is up.
    window.__pageScriptFailures.push(['first calls', 'TypeError']);
    await jest.advanceTimersByTimeAsync(10);
    expect(lines()).toEqual([
      "Start-up: kept screen: SyntaxError: The page's kept screen script failed",
      "Start-up: first calls: TypeError: The page's first calls script failed",
    ]);
  } finally {
    delete window.__pageScriptFailures;
    error.mockRestore();
    jest.clearAllTimers();
    jest.useRealTimers();
  }
});

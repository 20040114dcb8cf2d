import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { take } from 'typed-redux-saga';
import type { OrgInfo } from '../../src/api/contract';
import { CHAT_PATHS } from '../../src/api/contractChat';
import { FEEDBACK_TOPICS } from '../../src/api/contractShell';
import { resolved } from '../../features/organization/organizationSlice';
import { widgetOpened } from '../../features/chat/chatSlice';
import { received as flagsReceived } from '../../features/flags/flagsSlice';
import { chatRequested } from '../../features/shellUi/shellUiSlice';
import { CONNECTION_LOST } from '../../features/connectivity/connectivitySlice';
import { additionalSignersActions } from '../../features/application/additionalSignersSlice';
import { loaded as applicationLoaded } from '../../features/application/applicationSlice';
import { signerActions } from '../../features/signer/signerSlice';
import type { HelocApplication, Profile } from '../../src/api/contract';
import * as conditionsActions from '../../features/conditions/conditionsSlice';
import { documentPdfsActions } from '../../features/documents/documentPdfsSlice';
import { submitted as feedbackSubmitted } from '../../features/feedback/feedbackSlice';
import { loginRequested } from '../../features/session/sessionSlice';
import type { RootState } from '../../store/rootReducer';
import { LAZY_SAGAS, type LazySaga, type LazySagaEntry } from '../../sagas/lazySagas';
import { LAZY_RETRY_MS, runOnDemand } from '../../sagas/rootSaga';
import { createFakeApi, startApp } from '../support/sagaHarness';

/** Runs `runOnDemand` over a bare channel, so the test dispatches actions and sees what the lazy saga received. */
function runLazy(
  load: LazySaga['load'],
  options: Partial<LazySaga> = {},
  page?: { firstScreen: () => Promise<void> },
  leaving = false,
) {
  const channel = stdChannel<Action>();
  const logger = { warn: jest.fn(), error: jest.fn<undefined, [string]>() };
  const lazy: LazySaga = { name: 'example', trigger: 'area/entered', load, ...options };
  const put: Action[] = [];
  const windowEvents = { isLeaving: () => leaving };
  runSaga(
    { channel, context: { logger, page, windowEvents }, dispatch: (action: Action) => put.push(action) },
    runOnDemand as Saga,
    lazy,
  );
  return {
    dispatch: (action: Action) => {
      channel.put(action);
    },
    logger,
    put,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sagas loaded on demand', () => {
  test("a first action that waits for the page's first screen downloads the saga only once it has shown (issue 16)", async () => {
    let show: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => {
      show = resolve;
    });
    const saga: LazySagaEntry = function* exampleSaga() {
      yield* take('never/happens');
    };
    const load = jest.fn(() => Promise.resolve(saga));
    const { dispatch } = runLazy(
      load,
      { waitsForFirstScreen: (first) => first.type === 'area/entered' },
      { firstScreen: () => shown },
    );
    dispatch({ type: 'area/entered' });
    await settle();
    expect(load).not.toHaveBeenCalled();
    show();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('nothing loads before the trigger; the saga gets the trigger action and sees what follows; one load only', async () => {
    const seen: string[] = [];
    const saga: LazySagaEntry = function* exampleSaga(first) {
      seen.push(`first ${first.type}`);
      for (;;) {
        seen.push((yield* take('*')).type);
      }
    };
    const load = jest.fn(() => Promise.resolve(saga));
    const { dispatch } = runLazy(load);
    dispatch({ type: 'other/happened' });
    await settle();
    expect(load).not.toHaveBeenCalled();

    dispatch({ type: 'area/entered' });
    await settle();
    dispatch({ type: 'area/entered' });
    dispatch({ type: 'area/left' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['first area/entered', 'area/entered', 'area/left']);
  });

  test('a failed download is logged and tried again on a trigger after a wait that doubles, without ending the watcher', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const started: string[] = [];
      const saga: LazySagaEntry = function* exampleSaga(first) {
        started.push(first.type);
        yield* take('area/left');
      };
      const load = jest
        .fn<Promise<LazySagaEntry>, []>()
        .mockRejectedValueOnce(new Error('Loading chunk chat-saga failed.'))
        .mockRejectedValueOnce(new Error('Loading chunk chat-saga failed.'))
        .mockResolvedValueOnce(saga);
      const { dispatch, logger } = runLazy(load);

      dispatch({ type: 'area/entered' });
      await jest.advanceTimersByTimeAsync(0);
      expect(started).toEqual([]);
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(logger.error.mock.calls[0]?.[0]).toContain('Loading chunk chat-saga failed.');
      // A trigger within the wait (the failure's own report, for the telemetry saga) does not try again.
      dispatch({ type: 'area/entered' });
      await jest.advanceTimersByTimeAsync(LAZY_RETRY_MS.first - 1);
      dispatch({ type: 'area/entered' });
      expect(load).toHaveBeenCalledTimes(1);

      await jest.advanceTimersByTimeAsync(1);
      dispatch({ type: 'area/entered' });
      await jest.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(2);
      // The second wait is twice the first.
      await jest.advanceTimersByTimeAsync(LAZY_RETRY_MS.first * 2 - 1);
      dispatch({ type: 'area/entered' });
      expect(load).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      dispatch({ type: 'area/entered' });
      await jest.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(3);
      expect(started).toEqual(['area/entered']);
    } finally {
      jest.useRealTimers();
    }
  });
  test('a trigger a borrower waits on is told the failure, and pressing again tries at once; others wait', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const started: string[] = [];
      const saga: LazySagaEntry = function* exampleSaga(first) {
        started.push(first.type);
        yield* take('never/happens');
      };
      const load = jest
        .fn<Promise<LazySagaEntry>, []>()
        .mockRejectedValueOnce(new Error('Loading chunk feedback-saga failed.'))
        .mockResolvedValueOnce(saga);
      const { dispatch, put } = runLazy(load, {
        trigger: ['form/sent', 'flag/received'],
        failed: (first, message) => (first.type === 'form/sent' ? { type: 'form/failed', message } : null),
      });

      dispatch({ type: 'form/sent' });
      await jest.advanceTimersByTimeAsync(0);
      expect(put).toContainEqual({ type: 'form/failed', message: CONNECTION_LOST });
      // A trigger nobody waits on keeps to the wait, and is told nothing.
      dispatch({ type: 'flag/received' });
      await jest.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      expect(put.filter((action) => action.type === 'form/failed')).toHaveLength(1);
      // The borrower pressing again, well within the wait, is the retry.
      await jest.advanceTimersByTimeAsync(LAZY_RETRY_MS.first / 2);
      dispatch({ type: 'form/sent' });
      await jest.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(2);
      expect(started).toEqual(['form/sent']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a failed download and the triggers around it', () => {
  test('a trigger a borrower waits on that came while the code downloaded is told too', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<LazySagaEntry>((_resolve, reject) => {
          fail = reject;
        }),
    );
    const { dispatch, put } = runLazy(load, {
      trigger: ['flag/received', 'widget/opened'],
      failed: (first, message) => (first.type === 'widget/opened' ? { type: 'widget/failed', message } : null),
    });
    dispatch({ type: 'flag/received' });
    await settle();
    dispatch({ type: 'widget/opened' });
    fail(new Error('Loading chunk chat-saga failed.'));
    await settle();
    expect(put).toContainEqual({ type: 'widget/failed', message: CONNECTION_LOST });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a load nobody presses again for is tried again by itself once the wait is over; a submit is not', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const load = jest.fn<Promise<LazySagaEntry>, []>().mockRejectedValue(new Error('Loading chunk failed.'));
      const { dispatch } = runLazy(load, {
        trigger: ['list/entered', 'form/sent'],
        failed: (first, message) => ({ type: `${first.type}Failed`, message }),
        retriesItself: (first) => first.type === 'list/entered',
      });
      dispatch({ type: 'form/sent' });
      await jest.advanceTimersByTimeAsync(LAZY_RETRY_MS.first);
      expect(load).toHaveBeenCalledTimes(1);
      dispatch({ type: 'list/entered' });
      await jest.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(LAZY_RETRY_MS.first * 2);
      expect(load).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a saga whose code did not download leaves no screen waiting', () => {
  const rowNamed = (name: string): LazySaga => {
    const row = LAZY_SAGAS.find((candidate) => candidate.name === name);
    if (row === undefined) throw new Error(`no lazy saga ${name}`);
    return row;
  };

  // The whole app's sagas run (their polls with them): on fake timers, cleared after each, so none outlives the test.
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test.each([
    {
      saga: 'feedback',
      trigger: feedbackSubmitted({ topic: FEEDBACK_TOPICS[0], marketingConsent: false, pathname: '/account/heloc' }),
      state: (state: RootState): unknown => state.feedback,
      settled: { status: 'failed', error: CONNECTION_LOST },
    },
    {
      saga: 'login',
      trigger: loginRequested({ area: 'signer', returnTo: '/signer' }),
      state: (state: RootState): unknown => state.session.login,
      settled: { status: 'failed', error: CONNECTION_LOST },
    },
    {
      saga: 'conditions',
      trigger: conditionsActions.phoneSaveRequested({ applicationUuid: 'uuid-1' }),
      state: (state: RootState): unknown => state.conditions.phone,
      settled: { status: 'failed', error: CONNECTION_LOST },
    },
    {
      saga: 'document-pdfs',
      trigger: documentPdfsActions.requested({ id: 'loan-agreement', url: '/docs/1.pdf' }),
      state: (state: RootState): unknown => state.documentPdfs['loan-agreement'],
      settled: { status: 'failed', httpStatus: null, message: CONNECTION_LOST },
    },
    {
      saga: 'additional-signers',
      trigger: additionalSignersActions.screenEntered(),
      state: (state: RootState): unknown => state.additionalSigners.load,
      settled: 'failed',
    },
    {
      saga: 'signer',
      trigger: signerActions.areaEntered({ screen: 'resume' }),
      state: (state: RootState): unknown => state.signer.failure,
      settled: { reason: 'error', message: CONNECTION_LOST },
    },
    {
      saga: 'chat',
      trigger: widgetOpened({ source: 'topBar' }),
      state: (state: RootState): unknown => [state.chat.phase, state.chat.alert?.message],
      settled: ['unavailable', 'Something went wrong. Please try again later.'],
    },
    {
      saga: 'conditions',
      trigger: applicationLoaded({
        profile: {} as Profile,
        application: { uuid: 'uuid-1', status: { checklistStatus: 'CONDITIONS' } } as HelocApplication,
      }),
      state: (state: RootState): unknown => state.conditions.status,
      settled: 'failed',
    },
  ])('$saga: its trigger gets its failure event', async ({ saga, trigger, state, settled }) => {
    jest.spyOn(rowNamed(saga), 'load').mockRejectedValue(new Error(`Loading chunk ${saga}-saga failed.`));
    const { api } = createFakeApi({ '*': () => [] });
    const app = startApp({ api });
    app.store.dispatch(trigger);
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(state(app.store.getState())).toEqual(settled);
  });
});

test("a download the page's own leaving cut off (WebKit fails its scripts as it goes) says nothing", async () => {
  const chunkLost = Object.assign(new Error('Loading chunk 25 failed.'), { name: 'ChunkLoadError' });
  const { dispatch, logger, put } = runLazy(() => Promise.reject(chunkLost), {}, undefined, true);
  dispatch({ type: 'area/entered' });
  await settle();
  expect(logger.error).not.toHaveBeenCalled();
  expect(put).toEqual([]);
});

describe('the chat saga loads with chat (fe-heloc-webchat)', () => {
  const chatRow = LAZY_SAGAS.find((row) => row.name === 'chat');
  const matches = (action: Action) => {
    const trigger = chatRow?.trigger;
    if (typeof trigger !== 'function') throw new Error('the chat row triggers on a predicate');
    return trigger(action);
  };

  test('triggers on flags with webchat on, or the widget opening; not on flags without it', () => {
    expect(matches(flagsReceived({ 'fe-heloc-webchat': { enabled: true } }))).toBe(true);
    expect(matches(flagsReceived({ 'fe-heloc-webchat': { enabled: false } }))).toBe(false);
    expect(matches(flagsReceived({}))).toBe(false);
    expect(matches(widgetOpened({ source: 'topBar' }))).toBe(true);
  });

  test('the prompt pressed while the chat chunk downloads still opens the chat', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const { api } = createFakeApi({
        'POST /service-optimize/heloc/api/v1/features': () => [{ key: 'fe-heloc-webchat', enabled: true }],
        [`GET ${CHAT_PATHS.hours}/openStatus`]: () => ({ isOpen: false }),
        '*': () => [],
      });
      const app = startApp({ api });
      app.store.dispatch(resolved({ info: { orgCode: 'homeward' } as OrgInfo, pricing: {} }));
      app.store.dispatch(flagsReceived({ 'fe-heloc-webchat': { enabled: true } }));
      app.store.dispatch(chatRequested({ source: 'topBar' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(app.types()).toEqual(
        expect.arrayContaining(['flags/received', 'shellUi/chatRequested', 'chat/widgetOpened', 'chat/modeDecided']),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

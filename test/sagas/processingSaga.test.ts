import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { processingSaga } from '../../sagas/processingSaga';
import { registrationActions, initialRegistrationState } from '../../features/registration/registrationSlice';
import { modalClosed, modalOpened } from '../../features/overlays/modalsSlice';
import { failureCaught } from '../../features/diagnostics/failures';
import { PROCESSING_TIMEOUT_MS } from '../../sagas/processingSaga';
import { MODAL } from '../../features/registration/messages';
import type { RootState } from '../../store/rootReducer';

/** Runs the lazily loaded saga as the root saga does: handed the submitStarted that loaded it, over `submit`. */
function startLoaded(status: RootState['registration']['submit']['status']): Action[] {
  const dispatched: Action[] = [];
  const state = {
    registration: { ...initialRegistrationState, submit: { ...initialRegistrationState.submit, status } },
    loader: { active: { fetching: false, transitioning: false } },
  } as unknown as RootState;
  const task = runSaga(
    { dispatch: (action: Action) => dispatched.push(action), getState: () => state },
    processingSaga,
    registrationActions.submitStarted(),
  );
  task.cancel();
  return dispatched;
}

const openedProcessing = (actions: Action[]) =>
  actions.some((action) => modalOpened.match(action) && action.payload.id === MODAL.processing);

describe('the processing saga loaded by the first submit', () => {
  test('opens the modal for a submit still running', () => {
    expect(openedProcessing(startLoaded('running'))).toBe(true);
  });

  test('opens nothing for a submit that failed or stopped while its chunk downloaded (nothing would close it)', () => {
    expect(openedProcessing(startLoaded('failed'))).toBe(false);
    expect(openedProcessing(startLoaded('idle'))).toBe(false);
    expect(openedProcessing(startLoaded('succeeded'))).toBe(false);
  });
});

test('a submit not routed in 30 s closes the modal and is reported, not taken for an arrival (issue 46)', async () => {
  jest.useFakeTimers();
  try {
    const dispatched: Action[] = [];
    const logger = { error: jest.fn(), warn: jest.fn() };
    const state = {
      registration: { ...initialRegistrationState, submit: { ...initialRegistrationState.submit, status: 'running' } },
      loader: { active: { fetching: false, transitioning: false } },
    } as unknown as RootState;
    const task = runSaga(
      {
        dispatch: (action: Action) => dispatched.push(action),
        getState: () => state,
        context: { logger, windowEvents: {} },
      },
      processingSaga,
      registrationActions.submitStarted(),
    );
    await jest.advanceTimersByTimeAsync(PROCESSING_TIMEOUT_MS - 1);
    expect(dispatched).not.toContainEqual(modalClosed({ id: MODAL.processing }));
    await jest.advanceTimersByTimeAsync(1);
    expect(dispatched).toContainEqual(modalClosed({ id: MODAL.processing }));
    expect(dispatched).toContainEqual(failureCaught({ what: 'Processing: time-out', errorName: 'ProcessingTimeout' }));
    expect(dispatched).not.toContainEqual(registrationActions.finished());
    expect(logger.error).toHaveBeenCalledWith('Processing: time-out: ProcessingTimeout: not routed after 30000 ms');
    task.cancel();
  } finally {
    jest.useRealTimers();
  }
});

import { runSaga } from 'redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { processingSaga } from '../../sagas/processingSaga';
import { registrationActions, initialRegistrationState } from '../../features/registration/registrationSlice';
import { modalOpened } from '../../features/overlays/modalsSlice';
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

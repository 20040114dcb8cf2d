import type { Action } from '@reduxjs/toolkit';
import { buffers } from 'redux-saga';
import { actionChannel, call, select, spawn } from 'typed-redux-saga';
import { progressShown } from '../features/offline/offlineSlice';
import { selectOnline } from '../features/connectivity/connectivitySlice';
import { afterFirstScreen } from './context';
import { applicationSaga } from './applicationSaga';
import { applicationStepsSaga } from './applicationStepsSaga';
import { loanOfficerSaga } from './loanOfficerSaga';
import { timelineSaga } from './timelineSaga';
import { keepAlive } from './keepAlive';
import { reportFailure } from './failureReport';

/**
 * Issue 47's offline copy (sagas/offlineSaga.ts), a chunk of its own so the application entry's first paint does not
 * carry it (decision 313); offline it comes from the service worker's precache. The progress the frame shows while it
 * loads is held for it.
 */
function* offlineCopy() {
  const held = yield* actionChannel(progressShown, buffers.sliding<ReturnType<typeof progressShown>>(1));
  // Online, nothing of it is needed before the first screen shows (it keeps what the platform answers, for later):
  // its download and start wait, out of the first visit's first paint. Offline, the page it draws is the first.
  if (yield* select(selectOnline)) yield* call(afterFirstScreen);
  try {
    const { offlineSaga } = yield* call(() => import(/* webpackChunkName: "offline-saga" */ './offlineSaga'));
    yield* call(keepAlive, 'offline', offlineSaga, held);
  } catch (error: unknown) {
    // Offline with no worker to answer: nothing was kept on this visit either; the area works as before.
    yield* reportFailure('Offline copy: its code', error);
  }
}

/**
 * The application area's sagas, one chunk loaded on demand (sagas/lazySagas.ts). They start together, each under
 * keepAlive like the eager ones: the listeners first, so that `application/loaded` and everything after it, which
 * the application saga puts only once it runs, is seen by all of them. The action that loaded the chunk goes to the
 * saga that answers it: `areaEntered` to the application saga, a step action (the bank-link return outside the area)
 * to the steps saga.
 */
export function* applicationAreaSaga(first: Action) {
  yield* spawn(keepAlive, 'loan officer', loanOfficerSaga);
  yield* spawn(keepAlive, 'timeline', timelineSaga);
  yield* spawn(offlineCopy);
  yield* spawn(keepAlive, 'application steps', applicationStepsSaga, first);
  yield* spawn(keepAlive, 'application', applicationSaga, first);
}

import type { Action } from '@reduxjs/toolkit';
import { spawn } from 'typed-redux-saga';
import { applicationSaga } from './applicationSaga';
import { applicationStepsSaga } from './applicationStepsSaga';
import { loanOfficerSaga } from './loanOfficerSaga';
import { timelineSaga } from './timelineSaga';
import { keepAlive } from './keepAlive';
import { offlineSaga } from './offlineSaga';

/**
 * The application area's sagas, one chunk loaded on demand (sagas/lazySagas.ts). They start together, each under
 * keepAlive like the eager ones: the listeners first, so that `application/loaded` and everything after it, which
 * the application saga puts only once it runs, is seen by all of them. The action that loaded the chunk goes to the
 * saga that answers it: `areaEntered` to the application saga, a step action (the bank-link return outside the area)
 * to the steps saga.
 */
export function* applicationAreaSaga(first: Action) {
  yield* spawn(keepAlive, loanOfficerSaga);
  yield* spawn(keepAlive, timelineSaga);
  yield* spawn(keepAlive, offlineSaga);
  yield* spawn(keepAlive, applicationStepsSaga, first);
  yield* spawn(keepAlive, applicationSaga, first);
}

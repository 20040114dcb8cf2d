import { delay, put, takeLatest } from 'typed-redux-saga';
import { statusAnnounced, statusCleared } from '../features/shellUi/shellUiSlice';

/** 001 §9: screen-reader status messages are cleared 300 ms after being set. */
export const STATUS_CLEAR_MS = 300;

function* clearLater() {
  yield* delay(STATUS_CLEAR_MS);
  yield* put(statusCleared());
}

export function* shellUiSaga() {
  yield* takeLatest(statusAnnounced, clearLater);
}

import { delay, put, select, takeLatest, takeLeading } from 'typed-redux-saga';
import { activityEnded, activityStarted, hidden, shown } from '../features/overlays/loaderSlice';
import { selectModalOpen } from '../features/overlays/modalsSlice';
import { MODAL } from '../features/registration/modalIds';
import type { RootState } from '../store/rootReducer';

/** 000 §9: the loader hides 300 ms after activity stops. */
export const LOADER_HIDE_DELAY_MS = 300;
/**
 * Issue 15 (decision 120): the loader shows only for waits that last about a second; a shorter one (a registration
 * step, a lazy screen already loaded) moves on without covering the page.
 */
export const LOADER_SHOW_DELAY_MS = 1000;

const selectBusy = (state: RootState) => state.loader.active.fetching || state.loader.active.transitioning;

function* hideWhenIdle(action: ReturnType<typeof activityEnded> | ReturnType<typeof activityStarted>) {
  // A new activity cancels the pending hide (takeLatest), and there is nothing to wait for.
  if (activityStarted.match(action)) return;
  yield* delay(LOADER_HIDE_DELAY_MS);
  if (!(yield* select(selectBusy))) yield* put(hidden());
}

function* showIfStillBusy() {
  if (yield* select((state: RootState) => state.loader.visible)) return;
  yield* delay(LOADER_SHOW_DELAY_MS);
  // The processing modal already explains this wait (issue 15); it closes only once the activity is over.
  const processing = yield* select((state: RootState) => selectModalOpen(state, MODAL.processing));
  if (!processing && (yield* select(selectBusy))) yield* put(shown());
}

export function* loaderSaga() {
  yield* takeLatest([activityEnded, activityStarted], hideWhenIdle);
  yield* takeLeading(activityStarted, showIfStillBusy);
}

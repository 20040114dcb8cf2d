import { delay, put, select, takeLatest } from 'typed-redux-saga';
import { activityEnded, activityStarted, hidden } from '../features/overlays/loaderSlice';
import type { RootState } from '../store/store';

/** 000 §9: the loader hides 300 ms after activity stops. */
export const LOADER_HIDE_DELAY_MS = 300;

function* hideWhenIdle(action: ReturnType<typeof activityEnded> | ReturnType<typeof activityStarted>) {
  // A new activity cancels the pending hide (takeLatest), and there is nothing to wait for.
  if (activityStarted.match(action)) return;
  yield* delay(LOADER_HIDE_DELAY_MS);
  const { active } = yield* select((state: RootState) => state.loader);
  if (!active.fetching && !active.transitioning) yield* put(hidden());
}

export function* loaderSaga() {
  yield* takeLatest([activityEnded, activityStarted], hideWhenIdle);
}

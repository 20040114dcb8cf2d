import { put, select, takeEvery } from 'typed-redux-saga';
import { areaEntered } from '../features/application/applicationSlice';
import { wentOnline } from '../features/connectivity/connectivitySlice';
import {
  LAST_SEEN_KEY,
  readLastSeen,
  serializeLastSeen,
  sessionFingerprint,
  type LastSeen,
} from '../features/offline/lastSeen';
import { lastSeenRestored, progressShown } from '../features/offline/offlineSlice';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';

/** Keeps what the frame shows, for this session only (features/offline/lastSeen.ts); no session, nothing is kept. */
function* remember({ payload }: ReturnType<typeof progressShown>) {
  const token = (yield* useContext('tokenStore')).get();
  const uuid = yield* select((state: RootState) => state.application.uuid);
  if (token === null || uuid === null) return;
  const lastSeen: LastSeen = { ...payload.progress, uuid, savedAt: new Date().toISOString() };
  (yield* useContext('localStorage')).setItem(LAST_SEEN_KEY, serializeLastSeen(lastSeen, sessionFingerprint(token)));
}

/** Back online in an area that could not load: it loads now, and its screen replaces the offline page (no reload). */
function* loadWhatWasMissed() {
  const { inArea, uuid, decision } = yield* select((state: RootState) => state.application);
  if (inArea && uuid !== null && decision === null) yield* put(areaEntered({ uuid }));
}

/**
 * Issue 47 item 3, with the application area's sagas (sagas/applicationAreaSaga.ts): restores the device's copy of
 * what this session's borrower last saw, keeps it up to date as the frame shows more, and brings the area up to date
 * when the connection comes back. A copy of another session (a second borrower on the same browser) is never read.
 */
export function* offlineSaga() {
  const token = (yield* useContext('tokenStore')).get();
  if (token !== null) {
    const lastSeen = readLastSeen(
      (yield* useContext('localStorage')).getItem(LAST_SEEN_KEY),
      sessionFingerprint(token),
    );
    if (lastSeen !== null) yield* put(lastSeenRestored({ lastSeen }));
  }
  yield* takeEvery(progressShown, remember);
  yield* takeEvery(wentOnline, loadWhatWasMissed);
}

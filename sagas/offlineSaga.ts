import { buffers } from 'redux-saga';
import { actionChannel, call, put, select, takeEvery } from 'typed-redux-saga';
import { areaEntered } from '../features/application/applicationSlice';
import { wentOnline } from '../features/connectivity/connectivitySlice';
import type { LastSeen } from '../features/offline/lastSeen';
import { LAST_SEEN_KEY } from '../features/offline/storageKey';
import { lastSeenRestored, progressShown } from '../features/offline/offlineSlice';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';
import { reportFailure } from './failureReport';

/**
 * The copy's format and checks, loaded beside the area's sagas rather than in their chunk: the application entry's
 * first paint does not carry them (decision 313). Offline they come from the service worker's precache.
 */
const loadFormat = () => import(/* webpackChunkName: "last-seen" */ '../features/offline/lastSeen');
type Format = Awaited<ReturnType<typeof loadFormat>>;

/** Keeps what the frame shows, for this session only (features/offline/lastSeen.ts); no session, nothing is kept. */
function* remember(format: Format, { payload }: ReturnType<typeof progressShown>) {
  const token = (yield* useContext('tokenStore')).get();
  const uuid = yield* select((state: RootState) => state.application.uuid);
  if (token === null || uuid === null) return;
  const lastSeen: LastSeen = { ...payload.progress, uuid, savedAt: new Date().toISOString() };
  const text = format.serializeLastSeen(lastSeen, format.sessionFingerprint(token));
  (yield* useContext('localStorage')).setItem(LAST_SEEN_KEY, text);
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
  yield* takeEvery(wentOnline, loadWhatWasMissed);
  // What the frame shows before the format is in is held, not lost (the latest is all that is kept anyway).
  const shown = yield* actionChannel(progressShown, buffers.sliding<ReturnType<typeof progressShown>>(1));
  let format: Format;
  try {
    format = yield* call(loadFormat);
  } catch (error: unknown) {
    // Offline with no worker to answer: nothing was kept on this visit either; the area works as before.
    yield* reportFailure('Offline copy: its code', error);
    return;
  }
  const token = (yield* useContext('tokenStore')).get();
  if (token !== null) {
    const stored = (yield* useContext('localStorage')).getItem(LAST_SEEN_KEY);
    const lastSeen = format.readLastSeen(stored, format.sessionFingerprint(token));
    if (lastSeen !== null) yield* put(lastSeenRestored({ lastSeen }));
  }
  yield* takeEvery(shown, remember, format);
}

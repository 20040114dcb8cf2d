import type { Channel } from 'redux-saga';
import { call, fork, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import {
  areaEntered,
  loaded,
  readAgainRequested,
  routeDecided,
  timelineReceived,
} from '../features/application/applicationSlice';
import { applicationStepsActions } from '../features/application/applicationStepsSlice';
import { screenDataOf } from '../features/application/screenData';
import { KEPT_DATA, SCREEN_COPY_KEY, serializeScreenCopy, type ScreenData } from '../features/offline/screenCopy';
import { wentOnline } from '../features/connectivity/connectivitySlice';
import { readLastSeen, serializeLastSeen, sessionFingerprint, type LastSeen } from '../features/offline/lastSeen';
import { KEPT_SCREEN_KEY, LAST_SEEN_KEY } from '../features/offline/storageKey';
import { KEPT_SCREEN_PATHS, keptScreenWhenShown, serializeKeptScreen } from '../features/offline/keptScreen';
import { lastSeenRestored, progressShown } from '../features/offline/offlineSlice';
import { tokenExpired } from '../src/api/http';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';

type ProgressShown = ReturnType<typeof progressShown>;

/** Keeps what the frame shows, for this session only (features/offline/lastSeen.ts); no session, nothing is kept. */
function* remember({ payload }: ProgressShown) {
  const token = (yield* useContext('tokenStore')).get();
  const uuid = yield* select((state: RootState) => state.application.uuid);
  if (token === null || uuid === null) return;
  const lastSeen: LastSeen = { ...payload.progress, uuid, savedAt: new Date().toISOString() };
  (yield* useContext('localStorage')).setItem(LAST_SEEN_KEY, serializeLastSeen(lastSeen, sessionFingerprint(token)));
}

/**
 * Keeps the data of the screen the status leads to, once the platform has answered on this visit (issue 47 item 2,
 * features/offline/screenCopy.ts): the application as loaded, the road to funding, and that screen's data as answered.
 * A copy restored from the device is never written back as if it were an answer.
 */
function* keepScreen() {
  const token = (yield* useContext('tokenStore')).get();
  const { uuid, application, timeline, decision, load } = yield* select((state: RootState) => state.application);
  if (token === null || uuid === null || application === null || load !== 'succeeded') return;
  if (decision?.destination.kind !== 'screen') return;
  const steps = yield* select((state: RootState) => state.applicationSteps);
  const screenKeys: readonly string[] = screenDataOf(decision.destination.path);
  // The copy's keys are the steps slice's own: that screen's data, as the platform answered it on this visit.
  const data = Object.fromEntries(
    KEPT_DATA.filter((key) => screenKeys.includes(key) && steps.loads[key] === 'succeeded' && steps[key] !== null).map(
      (key) => [key, steps[key]],
    ),
  ) as ScreenData;
  const copy = { uuid, savedAt: new Date().toISOString(), application, timeline, data };
  const fingerprint = sessionFingerprint(token);
  (yield* useContext('localStorage')).setItem(SCREEN_COPY_KEY, serializeScreenCopy(copy, fingerprint));
  yield* call(keepMarkup, uuid, decision.destination.path, fingerprint);
}

/**
 * Keeps the markup of that screen once it has shown with these answers, for the next visit's first paint (decision
 * 426, features/offline/keptScreen.ts). A screen whose markup is not kept removes the last one's: the page must never
 * paint a screen the borrower has since left.
 */
function* keepMarkup(uuid: string, path: string, fingerprint: string) {
  const storage = yield* useContext('localStorage');
  const document = (yield* useContext('page'))?.document;
  const kept =
    document && KEPT_SCREEN_PATHS.includes(path) ? yield* call(keptScreenWhenShown, document, uuid, path) : null;
  if (kept === null) storage.removeItem(KEPT_SCREEN_KEY);
  else storage.setItem(KEPT_SCREEN_KEY, serializeKeptScreen(kept, fingerprint));
}

/**
 * Back online in an area that could not load: it loads now, and its screen replaces the offline page (no reload). A
 * screen painted from the device whose read failed stays, and the application is read again behind it (decision 424).
 */
function* loadWhatWasMissed() {
  const { inArea, uuid, decision, restoredNotUpdated, load } = yield* select((state: RootState) => state.application);
  if (!inArea || uuid === null) return;
  if (decision === null) yield* put(areaEntered({ uuid }));
  else if (restoredNotUpdated && load === 'failed') yield* put(readAgainRequested());
}

/**
 * Issue 47 item 3, a chunk of its own beside the application area's sagas (decision 313): restores the device's copy
 * of what this session's borrower last saw, keeps it up to date as the frame shows more, and brings the area up to
 * date when the connection comes back. `shown` holds the progress the frame showed while the chunk loaded. A copy of another session (a second borrower on the same browser) is never
 * read.
 */
export function* offlineSaga(shown: Channel<ProgressShown>) {
  const token = (yield* useContext('tokenStore')).get();
  // Kept for the signed-in borrower only: not once the token says the session is over (item 3).
  if (token !== null && !tokenExpired(token, Date.now())) {
    const stored = (yield* useContext('localStorage')).getItem(LAST_SEEN_KEY);
    const lastSeen = readLastSeen(stored, sessionFingerprint(token));
    if (lastSeen !== null) yield* put(lastSeenRestored({ lastSeen }));
  }
  yield* takeEvery(wentOnline, loadWhatWasMissed);
  yield* takeEvery(shown, remember);
  // What the platform answered while this chunk loaded is kept now; later answers as they come. Forked: its markup
  // waits for the screen to show, and the answers meanwhile must find the watcher below.
  yield* fork(keepScreen);
  yield* takeLatest([loaded, routeDecided, timelineReceived, applicationStepsActions.dataLoaded], keepScreen);
}

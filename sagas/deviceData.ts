import { call } from 'typed-redux-saga';
import { KEPT_SCREEN_KEY, LAST_SEEN_KEY, SCREEN_COPY_KEY } from '../features/offline/storageKey';
import { TELEMETRY_SESSION_STORAGE } from '../features/telemetry/sessionKeys';
import { CHAT_SESSION_STORAGE } from '../features/chat/storageKey';
import { useContext } from './context';
import { reportFailure } from './failureReport';

/**
 * Issue 47 item 5: a session's end leaves nothing of the borrower on the device for the next one to see: the offline
 * copy of their progress (features/offline/lastSeen.ts), the copy of their last screen (screenCopy.ts) and its markup
 * (keptScreen.ts), their chat, the tab's telemetry session, and the pages the service worker kept. The token and the
 * persisted slices are the session saga's and redux-persist's, as before. The build's own files stay cached: they are
 * the same for everyone.
 */
export function* forgetBorrowerOnDevice() {
  const storage = yield* useContext('localStorage');
  storage.removeItem(LAST_SEEN_KEY);
  storage.removeItem(SCREEN_COPY_KEY);
  storage.removeItem(KEPT_SCREEN_KEY);
  // Their chat (name, email, token, conversation): the next borrower to open the chat would resume it (decision 443).
  storage.removeItem(CHAT_SESSION_STORAGE);
  // The tab's telemetry session ends with the borrower's: the next one signed in here starts their own, so their
  // events, and the session replay their application links to, never sit in this borrower's (decision 442).
  const tab = yield* useContext('sessionStorage');
  for (const name of TELEMETRY_SESSION_STORAGE) tab.removeItem(name);
  const appWorker = yield* useContext('appWorker');
  if (!appWorker) return;
  try {
    yield* call(appWorker.clearPageCaches);
  } catch (error: unknown) {
    // The pages hold no borrower data (src/sw/routing.ts), so a failure here loses nothing private; it is still told.
    yield* reportFailure('Logout: the page caches', error);
  }
}

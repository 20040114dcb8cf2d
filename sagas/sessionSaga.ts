import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeLeading } from 'typed-redux-saga';
import { logout } from '../src/api/identityBroker';
import { redirectRequested } from '../features/navigation/navigationSlice';
import {
  endedElsewhere,
  expiredWhileAway,
  loggedOut,
  logoutRequested,
  selectSessionEnded,
  signedIn,
  unauthenticatedResponseReceived,
  type SessionCheckCause,
} from '../features/session/sessionSlice';
import { tokenExpired } from '../src/api/http';
import { LOGIN_PATH, unauthenticatedDestination } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import { useContext, type WindowEvents } from './context';
import { forgetBorrowerOnDevice } from './deviceData';
import { identityBrokerOfSession } from './identityBroker';
import { reportCallFailure } from './failureReport';

const selectLocation = (state: RootState) => state.navigation.location;

/** 000 §6: clear the session and send the borrower to login, keeping where they were as the redirectUrl. */
function* endExpiredSession() {
  // A page whose session has already ended (a logout, or the browser's session changed elsewhere) is on its way to the
  // login: a call it still sent meanwhile, with no token or another's, answers 401, and must not send it elsewhere.
  if (yield* select(selectSessionEnded)) return;
  const tokenStore = yield* useContext('tokenStore');
  tokenStore.clear();
  yield* put(loggedOut({ reason: 'unauthenticated' }));
  yield* call(forgetBorrowerOnDevice);
  const location = yield* select(selectLocation);
  const { href, external } = unauthenticatedDestination(location?.pathname ?? '', location?.search ?? '');
  yield* put(redirectRequested({ to: href, external, replace: true, reason: 'session expired' }));
}

/**
 * Logs out through the identity-broker paths the session's login chose (001 §6; the flags decide when nothing was
 * chosen this session). Legacy sessions belong to the platform's login page: the token is dropped here and the
 * borrower goes back to it.
 */
function* logOut({ payload }: ReturnType<typeof logoutRequested>) {
  const api = yield* useContext('api');
  const tokenStore = yield* useContext('tokenStore');
  const kind = yield* identityBrokerOfSession();
  let redirect = LOGIN_PATH;
  if (kind === 'legacy') tokenStore.clear();
  else {
    try {
      const answer = yield* call(logout, api, kind, tokenStore);
      if (answer.redirect) redirect = answer.redirect;
    } catch (error: unknown) {
      // The token is already gone locally; a failed platform logout must not keep the borrower signed in. The
      // platform's session may outlive it, so the failure is told (issue 46).
      tokenStore.clear();
      yield* reportCallFailure('Logout', error);
    }
  }
  yield* put(loggedOut({ reason: payload.reason }));
  // Before the page leaves: the next borrower on this browser finds nothing of this one (issue 47).
  yield* call(forgetBorrowerOnDevice);
  yield* put(redirectRequested({ to: redirect, external: true, reason: `logout: ${payload.reason}` }));
}

/** A token this device's clock says is still good (no token is none). */
const liveNow = (token: string | null): boolean => token !== null && !tokenExpired(token, Date.now());

const sessionCheckChannel = (windowEvents: WindowEvents): EventChannel<SessionCheckCause> =>
  eventChannel((emit) => windowEvents.onSessionMayHaveChanged?.(emit) ?? (() => undefined));

/**
 * A page shows one session, and the browser may move on without it (issue 47 item 5: a phone is often shared).
 * Another tab's logout or sign-in changes the stored token under this tab, which kept showing the borrower's
 * application until its next call; a page the back-forward cache brings back is as it was left. When the token's
 * session is no longer the one this page shows, the page ends its own (every slice resets) and goes to the login,
 * in place of itself in the history; a page left for the login when its session ended goes there again. A page that
 * comes back after its token's expiry passed ends the session as the platform's 401 would (decision 450): on a phone
 * left for hours, the next person to open it would otherwise see the borrower's screen until the page's next call.
 */
function* endSessionChangedElsewhere(windowEvents: WindowEvents) {
  const tokenStore = yield* useContext('tokenStore');
  // Whether the page's token was live by this device's clock when the page took the session: a clock far ahead reads
  // every token as expired, and must not end each session it is given (it only hides the copies kept, decision 438).
  // Whose session the page holds is the token store's to know (decision 453), not kept here a second time.
  let liveWhenShown = liveNow(tokenStore.get());
  yield* fork(function* followOwnSession() {
    for (;;) {
      yield* take([signedIn.type, loggedOut.type]);
      liveWhenShown = liveNow(tokenStore.get());
    }
  });
  const channel = yield* call(sessionCheckChannel, windowEvents);
  try {
    for (;;) {
      const cause = yield* take(channel);
      const { authenticated } = yield* select((state: RootState) => state.session);
      const now = tokenStore.get();
      if (authenticated && tokenStore.changedElsewhere?.()) {
        yield* put(endedElsewhere({ cause, anotherSignedIn: now !== null }));
        yield* put(loggedOut({ reason: 'endedElsewhere' }));
        // With nobody signed in, what this page may have kept since the other tab cleared the device goes too; a
        // borrower signed in now keeps theirs.
        if (now === null) yield* call(forgetBorrowerOnDevice);
        yield* put(
          redirectRequested({ to: LOGIN_PATH, external: true, replace: true, reason: `session ended: ${cause}` }),
        );
      } else if (authenticated && liveWhenShown && !liveNow(now)) {
        yield* put(expiredWhileAway({ cause }));
        yield* call(endExpiredSession);
      } else if (cause === 'pageRestored' && (yield* select(selectSessionEnded))) {
        yield* put(
          redirectRequested({ to: LOGIN_PATH, external: true, replace: true, reason: 'ended session restored' }),
        );
      }
    }
  } finally {
    channel.close();
  }
}

export function* sessionSaga() {
  yield* takeLeading(unauthenticatedResponseReceived, endExpiredSession);
  yield* takeLeading(logoutRequested, logOut);
  const windowEvents = yield* useContext('windowEvents');
  if (windowEvents.onSessionMayHaveChanged) yield* fork(endSessionChangedElsewhere, windowEvents);
}

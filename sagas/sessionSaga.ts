import { call, put, select, takeLeading } from 'typed-redux-saga';
import { logout } from '../src/api/identityBroker';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { loggedOut, logoutRequested, unauthenticatedResponseReceived } from '../features/session/sessionSlice';
import { LOGIN_PATH, unauthenticatedDestination } from '../src/lib/url';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';
import { forgetBorrowerOnDevice } from './deviceData';
import { identityBrokerOfSession } from './identityBroker';
import { reportCallFailure } from './failureReport';

const selectLocation = (state: RootState) => state.navigation.location;

/** 000 §6: clear the session and send the borrower to login, keeping where they were as the redirectUrl. */
function* endExpiredSession() {
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

export function* sessionSaga() {
  yield* takeLeading(unauthenticatedResponseReceived, endExpiredSession);
  yield* takeLeading(logoutRequested, logOut);
}

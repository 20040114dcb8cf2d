import type { Action } from '@reduxjs/toolkit';
import { call, put, take } from 'typed-redux-saga';
import { isApiError, DEFAULT_ERROR_MESSAGE } from '../src/api/http';
import { login } from '../src/api/identityBroker';
import { loginHref } from '../src/lib/url';
import { redirectRequested } from '../features/navigation/navigationSlice';
import { pendingCredentials } from '../features/session/pendingCredentials';
import { loginRejected, loginRequested, logoutRequested, signedIn } from '../features/session/sessionSlice';
import { errorMessage } from './callApi';
import { useContext } from './context';
import { reportCallFailure, reportFailure } from './failureReport';
import { chooseIdentityBroker } from './identityBroker';
import { localTrackerUuid } from './localTracker';

/** The page's own query parameters, passed on to the login call (001 §7 "query params plus telemetryTrackingId"). */
const queryOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/** What a 401 says, as text: the platform's errors list, else its message. */
const rejectionMessage = (error: unknown): string => {
  if (!isApiError(error)) return DEFAULT_ERROR_MESSAGE;
  return error.message !== DEFAULT_ERROR_MESSAGE ? error.message : (error.serverMessage ?? DEFAULT_ERROR_MESSAGE);
};

/** 001 §8: a login failure logs out and falls back to /auth/login (the session saga performs both). */
function* loginFailed(reason: string) {
  (yield* useContext('logger')).warn(`Login failed: ${reason}`);
  yield* put(logoutRequested({ reason: 'loginFailed' }));
}

/**
 * The app's own login form (the signer login, 000 §2.3) through the identity-broker paths the flags choose (001 §6).
 * Legacy sends the visitor to the platform's login page with the way back. Not through callApi: a 401 here is a
 * wrong password, not an ended session.
 */
function* logIn({ payload }: ReturnType<typeof loginRequested>) {
  // Taken first, whatever happens next: the credentials must not outlive this attempt.
  const credentials = pendingCredentials.take();
  const kind = yield* chooseIdentityBroker();
  const navigator = yield* useContext('navigator');
  if (kind === 'legacy') {
    yield* put(
      redirectRequested({ to: loginHref(payload.returnTo), external: true, reason: 'legacy login (no broker flag)' }),
    );
    return;
  }
  if (!credentials) {
    // The form hands them over just before this action: a login without them is the app's own failure.
    yield* reportFailure('Login', new Error('no credentials'));
    yield* loginFailed('no credentials');
    return;
  }
  const api = yield* useContext('api');
  const tokenStore = yield* useContext('tokenStore');
  // The answer's bearer header is stored by the client (000 §7); an empty store afterwards means no token came.
  tokenStore.clear();
  const query = { ...queryOf(navigator.current().search), telemetryTrackingId: yield* localTrackerUuid() };
  try {
    yield* call(login, api, kind, { email: credentials.email, password: credentials.password }, query);
  } catch (error: unknown) {
    if (isApiError(error) && error.status === 401) {
      yield* put(loginRejected({ message: rejectionMessage(error) }));
      return;
    }
    yield* reportCallFailure('Login', error);
    // The status only: a platform message about a login may echo the email.
    yield* loginFailed(isApiError(error) ? `status ${error.status}` : 'no answer');
    return;
  }
  if (!tokenStore.get()) {
    // The platform said yes but sent no token: the borrower is sent back to log in, and that is told (issue 46).
    yield* reportFailure('Login', new Error('no token in the answer'));
    yield* loginFailed('no token in the answer');
    return;
  }
  yield* put(signedIn());
  yield* put(redirectRequested({ to: payload.returnTo, replace: true, reason: `signed in (${kind})` }));
}

/**
 * Loaded lazily on the first session/loginRequested, which it is handed. One login at a time (takeLeading by hand):
 * a second submit while the first is under way is ignored.
 */
export function* loginSaga(first: Action) {
  let action = first;
  for (;;) {
    if (loginRequested.match(action)) {
      try {
        yield* call(logIn, action);
      } catch (error: unknown) {
        // Handled here rather than by a restart, which would hand this saga the same login again.
        yield* reportFailure('Login', error);
        yield* loginFailed(errorMessage(error));
      }
    }
    action = yield* take(loginRequested);
  }
}

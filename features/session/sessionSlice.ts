import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Environment } from '../../src/lib/environment';

/**
 * Why a page checks whether its session is still the browser's (issue 47 item 5): another tab changed the token, the
 * back-forward cache brought the page back, or the page is shown again after it was hidden.
 */
export type SessionCheckCause = 'anotherTab' | 'pageRestored' | 'pageVisible';

export type LogoutReason = 'userRequested' | 'unauthenticated' | 'coDeeder' | 'loginFailed' | 'endedElsewhere';

/** 001 §6: which identity-broker paths log this user in and out; `legacy` is the login page of the platform. */
export type IdentityBrokerChoice = 'customer' | 'agent' | 'legacy';

/** Where a login was asked for: the signer login is the app's own login screen (000 §2.3). */
export type LoginArea = 'signer';

export interface SessionState {
  /** Whether a bearer token was present; the token itself never enters state (it is personal data). */
  authenticated: boolean;
  logoutReason: LogoutReason | null;
  environment: Environment;
  /** The choice the flags made for this session, once a login or logout has asked for it. */
  identityBroker: IdentityBrokerChoice | null;
  /** The app's own login form (the signer login); credentials never enter state, see pendingCredentials. */
  login: { status: 'idle' | 'pending' | 'failed'; error: string | null };
  /**
   * The browser refused its storage (issue 33, src/lib/safeStorage.ts): what the tab stores lives in memory, and the
   * borrower is told once that a reload will not keep their answers ('told' once they dismissed it).
   */
  storage: 'kept' | 'inMemory' | 'told';
}

const initialState: SessionState = {
  authenticated: false,
  logoutReason: null,
  environment: 'production',
  identityBroker: null,
  login: { status: 'idle', error: null },
  storage: 'kept',
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The app started; `authenticated` says whether a stored token was found. */
    started(state, action: PayloadAction<{ authenticated: boolean; environment: Environment }>) {
      state.authenticated = action.payload.authenticated;
      state.environment = action.payload.environment;
    },
    /**
     * The user submitted a login form. The email and password wait in pendingCredentials (personal data never
     * enters an action); `returnTo` is the app path to open once signed in.
     */
    loginRequested(state, _action: PayloadAction<{ area: LoginArea; returnTo: string }>) {
      state.login = { status: 'pending', error: null };
    },
    /** The flags chose the identity-broker paths (001 §6). */
    identityBrokerChosen(state, action: PayloadAction<{ choice: IdentityBrokerChoice }>) {
      state.identityBroker = action.payload.choice;
    },
    /** The platform refused the credentials (a 401): the form says why and keeps what was typed. */
    loginRejected(state, action: PayloadAction<{ message: string }>) {
      state.login = { status: 'failed', error: action.payload.message };
    },
    /** A token was stored after registration, a login or the auth-provider return: the user is signed in now. */
    signedIn(state) {
      state.authenticated = true;
      state.logoutReason = null;
      state.login = { status: 'idle', error: null };
    },
    /** The browser refused a storage: from now on the tab keeps what it stores in memory only. */
    storageRefused(state) {
      if (state.storage === 'kept') state.storage = 'inMemory';
    },
    /** The borrower read the storage notice and put it away. */
    storageNoticeDismissed(state) {
      state.storage = 'told';
    },
    /** The borrower asked to log out (or the app must log them out, e.g. a co-deeder profile). */
    logoutRequested(_state, _action: PayloadAction<{ reason: LogoutReason }>) {},
    /** A call answered 401, or 403 with 'unauthenticated' / 'invalid signature' (000 §6). */
    unauthenticatedResponseReceived(_state, _action: PayloadAction<{ status: number }>) {},
    /**
     * The page showed a session that is no longer the browser's (issue 47 item 5): another tab logged out or signed
     * someone else in, or the back-forward cache brought back a page of an ended session. `anotherSignedIn` says
     * whether someone is signed in now; who, is never said.
     */
    endedElsewhere(_state, _action: PayloadAction<{ cause: SessionCheckCause; anotherSignedIn: boolean }>) {},
    /**
     * The page comes back (from the back-forward cache, or shown again) after its token's expiry passed while it was
     * away: the session ends as the platform's first 401 would end it, before the page shows anything more.
     */
    expiredWhileAway(_state, _action: PayloadAction<{ cause: SessionCheckCause }>) {},
    /** The session is gone: every slice resets on this. */
    loggedOut(state, action: PayloadAction<{ reason: LogoutReason }>) {
      return {
        ...state,
        authenticated: false,
        logoutReason: action.payload.reason,
        login: { status: 'idle', error: null },
      };
    },
  },
});

export const {
  started,
  loginRequested,
  identityBrokerChosen,
  loginRejected,
  signedIn,
  logoutRequested,
  unauthenticatedResponseReceived,
  loggedOut,
  endedElsewhere,
  expiredWhileAway,
  storageRefused,
  storageNoticeDismissed,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/**
 * The page's session has ended (a logout, an expired or changed session) and the saga that ended it sends the page
 * on: nothing else sends it anywhere (decision 437).
 */
export const selectSessionEnded = (state: { session: SessionState }): boolean =>
  !state.session.authenticated && state.session.logoutReason !== null;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LogoutReason = 'userRequested' | 'unauthenticated' | 'coDeeder' | 'loginFailed';

/** 001 §2: local and test hosts change behaviour (e.g. digits allowed in last names outside production). */
export type Environment = 'production' | 'test' | 'local';

export interface SessionState {
  /** Whether a bearer token was present; the token itself never enters state (it is personal data). */
  authenticated: boolean;
  logoutReason: LogoutReason | null;
  environment: Environment;
}

const initialState: SessionState = { authenticated: false, logoutReason: null, environment: 'production' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The app started; `authenticated` says whether a stored token was found. */
    started(state, action: PayloadAction<{ authenticated: boolean; environment: Environment }>) {
      state.authenticated = action.payload.authenticated;
      state.environment = action.payload.environment;
    },
    /** A token was stored after registration or the auth-provider return: the borrower is signed in now. */
    signedIn(state) {
      state.authenticated = true;
      state.logoutReason = null;
    },
    /** The borrower asked to log out (or the app must log them out, e.g. a co-deeder profile). */
    logoutRequested(_state, _action: PayloadAction<{ reason: LogoutReason }>) {},
    /** A call answered 401, or 403 with 'unauthenticated' / 'invalid signature' (000 §6). */
    unauthenticatedResponseReceived(_state, _action: PayloadAction<{ status: number }>) {},
    /** The session is gone: every slice resets on this. */
    loggedOut(state, action: PayloadAction<{ reason: LogoutReason }>) {
      return { ...state, authenticated: false, logoutReason: action.payload.reason };
    },
  },
});

export const { started, signedIn, logoutRequested, unauthenticatedResponseReceived, loggedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

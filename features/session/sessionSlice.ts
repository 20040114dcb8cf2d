import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LogoutReason = 'userRequested' | 'unauthenticated' | 'coDeeder' | 'loginFailed';

export interface SessionState {
  /** Whether a bearer token was present; the token itself never enters state (it is personal data). */
  authenticated: boolean;
  logoutReason: LogoutReason | null;
}

const initialState: SessionState = { authenticated: false, logoutReason: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The app started; `authenticated` says whether a stored token was found. */
    started(state, action: PayloadAction<{ authenticated: boolean }>) {
      state.authenticated = action.payload.authenticated;
    },
    /** The borrower asked to log out (or the app must log them out, e.g. a co-deeder profile). */
    logoutRequested(_state, _action: PayloadAction<{ reason: LogoutReason }>) {},
    /** A call answered 401, or 403 with 'unauthenticated' / 'invalid signature' (000 §6). */
    unauthenticatedResponseReceived(_state, _action: PayloadAction<{ status: number }>) {},
    /** The session is gone: every slice resets on this. */
    loggedOut(_state, action: PayloadAction<{ reason: LogoutReason }>) {
      return { authenticated: false, logoutReason: action.payload.reason };
    },
  },
});

export const { started, logoutRequested, unauthenticatedResponseReceived, loggedOut } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

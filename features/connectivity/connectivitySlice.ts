import { createSlice } from '@reduxjs/toolkit';

/** Offline is a state, not a crash (issue 17): the browser's online/offline events and failed fetches set it. */
export interface ConnectivityState {
  online: boolean;
}

const initialState: ConnectivityState = { online: true };

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    /** The browser lost its connection (an offline event, or a fetch that failed while navigator.onLine is false). */
    wentOffline(state) {
      state.online = false;
    },
    /** The connection is back (an online event). */
    wentOnline(state) {
      state.online = true;
    },
  },
});

export const { wentOffline, wentOnline } = connectivitySlice.actions;
export const connectivityReducer = connectivitySlice.reducer;

/** While offline the app never navigates by full page load and never retries; it waits for this. */
export const selectOnline = (state: { connectivity: ConnectivityState }): boolean => state.connectivity.online;

/** 'offline' notice text, ours (docs/decisions.md 162): the borrower's answers are kept while the connection is away. */
export const OFFLINE_NOTICE = "You're offline. We'll keep your answers.";
export const BACK_ONLINE_NOTICE = "You're back online.";
/**
 * What a borrower reads when a call they sent got no answer (offline, or the connection dropped): the truth, never 000
 * §8's generic 'Something unexpected happened' (issue 33, decision 226). Their answers are still on the page.
 */
export const CONNECTION_LOST =
  'The connection dropped before we could finish. Your answers are kept: please try again.';

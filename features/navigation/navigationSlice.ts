import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RedirectRequest {
  /** A site path ('/account/heloc/...') or, with `external`, any href loaded by a full page load. */
  to: string;
  /** Why the app moves the borrower: read in DevTools and replays. */
  reason: string;
  replace?: boolean;
  external?: boolean;
  /** Router state for the destination screen (plain strings only, so the action stays serializable). */
  state?: Record<string, string>;
}

export interface NavigationState {
  location: AppLocation | null;
  historyAction: HistoryAction | null;
  lastRedirect: RedirectRequest | null;
  /** A lazily loaded screen failed and retries ran out (000 §8): the error page shows. */
  screenLoadFailed: boolean;
}

const initialState: NavigationState = {
  location: null,
  historyAction: null,
  lastRedirect: null,
  screenLoadFailed: false,
};

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    redirectRequested(state, action: PayloadAction<RedirectRequest>) {
      state.lastRedirect = action.payload;
    },
    locationChanged(state, action: PayloadAction<AppLocation & { action: HistoryAction }>) {
      const { action: historyAction, ...location } = action.payload;
      state.location = location;
      state.historyAction = historyAction;
    },
    /** A screen's code failed to load with one of the chunk-load messages of 000 §8. */
    screenLoadErrored(_state, _action: PayloadAction<{ message: string }>) {},
    screenLoadRetriesExhausted(state) {
      state.screenLoadFailed = true;
    },
  },
});

export const { redirectRequested, locationChanged, screenLoadErrored, screenLoadRetriesExhausted } =
  navigationSlice.actions;
export const navigationReducer = navigationSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

/** 000 §4.2: the loader tracks two kinds of activity. */
export type LoaderActivity = 'fetching' | 'transitioning';

export interface LoaderState {
  active: Record<LoaderActivity, boolean>;
  visible: boolean;
}

const initialState: LoaderState = { active: { fetching: false, transitioning: false }, visible: false };

export const loaderSlice = createSlice({
  name: 'loader',
  initialState,
  reducers: {
    /** Activity began; the loader shows only if it lasts (issue 15: `shown`), so a quick step never flashes it. */
    activityStarted(state, action: PayloadAction<{ activity: LoaderActivity }>) {
      state.active[action.payload.activity] = true;
    },
    activityEnded(state, action: PayloadAction<{ activity: LoaderActivity }>) {
      state.active[action.payload.activity] = false;
    },
    /** Activity has lasted past the show delay: the wait replaces the page, so the loader covers it. */
    shown(state) {
      if (state.active.fetching || state.active.transitioning) state.visible = true;
    },
    /** 300 ms passed with no activity (000 §9): the loader saga hides it. */
    hidden(state) {
      if (!state.active.fetching && !state.active.transitioning) state.visible = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { activityStarted, activityEnded, shown, hidden } = loaderSlice.actions;
export const loaderReducer = loaderSlice.reducer;

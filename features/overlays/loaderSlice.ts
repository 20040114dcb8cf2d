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
    activityStarted(state, action: PayloadAction<{ activity: LoaderActivity }>) {
      state.active[action.payload.activity] = true;
      state.visible = true;
    },
    activityEnded(state, action: PayloadAction<{ activity: LoaderActivity }>) {
      state.active[action.payload.activity] = false;
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

export const { activityStarted, activityEnded, hidden } = loaderSlice.actions;
export const loaderReducer = loaderSlice.reducer;

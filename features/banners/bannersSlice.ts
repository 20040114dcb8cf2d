import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Banner } from '../../src/api/contractShell';
import { loggedOut } from '../session/sessionSlice';
import type { BannerDismissals } from './rules';
import type { BannerSpace } from './stripSpace';

export interface BannersState {
  banners: Banner[];
  /** The load or shape error as text (001 §8); no banner shows while it is set. */
  error: string | null;
  dismissals: BannerDismissals;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: BannersState = { banners: [], error: null, dismissals: {}, status: 'idle' };

export const bannersSlice = createSlice({
  name: 'banners',
  initialState,
  reducers: {
    /** The locally stored dismissals, already pruned of banners that reappeared. */
    dismissalsLoaded(state, action: PayloadAction<BannerDismissals>) {
      state.dismissals = action.payload;
    },
    loadStarted(state) {
      state.status = 'loading';
    },
    /** A list that passed the shape check. */
    received(state, action: PayloadAction<Banner[]>) {
      state.banners = action.payload;
      state.error = null;
      state.status = 'succeeded';
    },
    loadFailed(state, action: PayloadAction<{ error: string }>) {
      state.banners = [];
      state.error = action.payload.error;
      state.status = 'failed';
    },
    /** The strip drawn once the list has answered, at another height than the room it was given (decision 390). */
    stripMeasured(_state, _action: PayloadAction<BannerSpace>) {},
    dismissed: {
      reducer(state, action: PayloadAction<{ uuid: string; at: number }>) {
        state.dismissals[action.payload.uuid] = action.payload.at;
      },
      prepare: (payload: { uuid: string }) => ({ payload: { uuid: payload.uuid, at: Date.now() } }),
    },
  },
  extraReducers: (builder) => {
    // Dismissals are the borrower's device's memory, not the session's: they survive a logout.
    builder.addCase(loggedOut, (state) => ({ ...initialState, dismissals: state.dismissals }));
  },
});

export const { dismissalsLoaded, loadStarted, received, loadFailed, stripMeasured, dismissed } = bannersSlice.actions;
export const bannersReducer = bannersSlice.reducer;

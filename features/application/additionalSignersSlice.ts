import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdditionalSignerSummary } from '../../src/api/contractSigner';
import { loggedOut } from '../session/sessionSlice';
import { areaEntered } from './applicationSlice';

/**
 * The primary borrower's view of the additional signers they invited (signing/additional). Emails are personal data:
 * they live here under the `email` key, which every log masks (store/sensitiveKeys.ts), and never in a URL.
 */

export type SignersRefreshTrigger = 'entry' | 'interval' | 'invited';

export interface AdditionalSignersState {
  /** signing/additional is mounted: the additional signers saga watches the list only then. */
  onScreen: boolean;
  /** Null until the first answer of this visit to the area. */
  signers: AdditionalSignerSummary[] | null;
  load: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: AdditionalSignersState = { onScreen: false, signers: null, load: 'idle' };

export const additionalSignersSlice = createSlice({
  name: 'additionalSigners',
  initialState,
  reducers: {
    screenEntered(state) {
      state.onScreen = true;
    },
    screenLeft(state) {
      state.onScreen = false;
    },
    /** The saga asks the platform for the list: on entry, every 10 s and on focus while signers are outstanding. */
    refreshTicked(state, _action: PayloadAction<{ trigger: SignersRefreshTrigger }>) {
      if (state.load !== 'succeeded') state.load = 'loading';
    },
    listReceived(state, action: PayloadAction<AdditionalSignerSummary[]>) {
      state.signers = action.payload;
      state.load = 'succeeded';
    },
    /** A failed refresh keeps the list shown; the next tick tries again. */
    listFailed(state, _action: PayloadAction<{ message: string }>) {
      if (state.signers === null) state.load = 'failed';
    },
    /** Every signer not removed has signed: the application area re-checks the status and routes on. */
    allSigned(_state) {},
  },
  extraReducers: (builder) => {
    builder
      // Another application (or a fresh entry) must not show the last one's signers.
      .addCase(areaEntered, (state) => ({ ...initialState, onScreen: state.onScreen }))
      .addCase(loggedOut, () => initialState);
  },
});

export const additionalSignersActions = additionalSignersSlice.actions;
export const additionalSignersReducer = additionalSignersSlice.reducer;

interface WithAdditionalSigners {
  additionalSigners: AdditionalSignersState;
}
export const selectAdditionalSigners = (state: WithAdditionalSigners) => state.additionalSigners;

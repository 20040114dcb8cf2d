import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationDraft } from './types';

/**
 * 000 §3 pre-auth saved state: the form state plus a nonce, kept in local storage across the authentication
 * redirect, restored only if the nonce comes back matching, otherwise discarded; cleared after restore.
 */
export interface PreAuthState {
  nonce: string | null;
  draft: RegistrationDraft | null;
  /** ms since epoch, from the saga (reducers stay deterministic). */
  savedAt: number | null;
}

export const initialPreAuthState: PreAuthState = { nonce: null, draft: null, savedAt: null };

export const preAuthSlice = createSlice({
  name: 'preAuth',
  initialState: initialPreAuthState,
  reducers: {
    saved(_state, action: PayloadAction<{ nonce: string; draft: RegistrationDraft; savedAt: number }>) {
      return action.payload;
    },
    /** Restored into the registration (matching nonce) or discarded (no or another nonce): either way it is gone. */
    cleared(_state, _action: PayloadAction<{ reason: 'restored' | 'nonceMismatch' | 'noNonce' }>) {
      return initialPreAuthState;
    },
  },
});

export const preAuthActions = preAuthSlice.actions;
export const preAuthReducer = preAuthSlice.reducer;

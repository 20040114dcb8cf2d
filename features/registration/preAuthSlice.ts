import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../src/lib/locale';
import { localeActions } from '../locale/localeSlice';
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
  /**
   * The language the borrower chose (the switch or a `?lang=` link, issue 19). It outlives the nonce-guarded draft:
   * a reload, the authentication redirect and a later visit on this device keep it.
   */
  locale: Locale | null;
}

export const initialPreAuthState: PreAuthState = { nonce: null, draft: null, savedAt: null, locale: null };

export const preAuthSlice = createSlice({
  name: 'preAuth',
  initialState: initialPreAuthState,
  reducers: {
    saved(state, action: PayloadAction<{ nonce: string; draft: RegistrationDraft; savedAt: number }>) {
      return { ...action.payload, locale: state.locale };
    },
    /** Restored into the registration (matching nonce) or discarded (no or another nonce): either way it is gone. */
    cleared(state, _action: PayloadAction<{ reason: 'restored' | 'nonceMismatch' | 'noNonce' }>) {
      return { ...initialPreAuthState, locale: state.locale };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(localeActions.requested, (state, action) => {
      if (action.payload.source === 'switch' || action.payload.source === 'link') state.locale = action.payload.locale;
    });
  },
});

export const preAuthActions = preAuthSlice.actions;
export const preAuthReducer = preAuthSlice.reducer;

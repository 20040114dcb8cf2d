import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../src/lib/locale';
import { localeActions } from '../locale/localeSlice';
import { loggedOut } from '../session/sessionSlice';
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

/** How long a draft kept for the provider's round trip waits for the borrower to come back with it. */
export const PRE_AUTH_MAX_AGE_MS = 60 * 60_000;

export const initialPreAuthState: PreAuthState = { nonce: null, draft: null, savedAt: null, locale: null };

export const preAuthSlice = createSlice({
  name: 'preAuth',
  initialState: initialPreAuthState,
  reducers: {
    saved(state, action: PayloadAction<{ nonce: string; draft: RegistrationDraft; savedAt: number }>) {
      return { ...action.payload, locale: state.locale };
    },
    /**
     * Restored into the registration (matching nonce), discarded (no or another nonce), or given up: the provider
     * refused the registration, or the borrower never came back from it within PRE_AUTH_MAX_AGE_MS. Either way it is
     * gone: the draft holds the borrower's name, birthdate, contact, income and addresses on a device-wide store.
     */
    cleared(
      state,
      _action: PayloadAction<{ reason: 'restored' | 'nonceMismatch' | 'noNonce' | 'providerFailed' | 'expired' }>,
    ) {
      return { ...initialPreAuthState, locale: state.locale };
    },
  },
  extraReducers: (builder) => {
    // The language is the device's; the draft was the borrower's who logged out.
    builder.addCase(loggedOut, (state) => ({ ...initialPreAuthState, locale: state.locale }));
    builder.addCase(localeActions.requested, (state, action) => {
      if (action.payload.source === 'switch' || action.payload.source === 'link') state.locale = action.payload.locale;
    });
  },
});

export const preAuthActions = preAuthSlice.actions;
export const preAuthReducer = preAuthSlice.reducer;

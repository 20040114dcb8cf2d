import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from '../../src/lib/locale';

/** Why a language was picked; the saga persists only the borrower's own choice and a link's. */
export type LocaleSource = 'default' | 'stored' | 'link' | 'browser' | 'switch';

/**
 * The borrower's language (issue 19). `requested` is what was asked for; `active` is what the screens show, and
 * changes only once that language's catalogue is loaded, so a screen never mixes two languages while one downloads.
 */
export interface LocaleState {
  requested: Locale;
  active: Locale;
  /** 'late': the page's first language is still loading, but the screens no longer wait for it (its bound passed). */
  status: 'idle' | 'loading' | 'late' | 'failed';
  source: LocaleSource;
}

export const initialLocaleState: LocaleState = {
  requested: DEFAULT_LOCALE,
  active: DEFAULT_LOCALE,
  status: 'idle',
  source: 'default',
};

export const localeSlice = createSlice({
  name: 'locale',
  initialState: initialLocaleState,
  reducers: {
    /** A language was asked for: by the switch, a `?lang=` link, the stored choice or the browser's preference. */
    requested(state, action: PayloadAction<{ locale: Locale; source: LocaleSource }>) {
      state.requested = action.payload.locale;
      state.source = action.payload.source;
      state.status = action.payload.locale === state.active ? 'idle' : 'loading';
    },
    /** The language's catalogue is loaded and in use. */
    activated(state, action: PayloadAction<{ locale: Locale }>) {
      if (action.payload.locale !== state.requested) return;
      state.active = action.payload.locale;
      state.status = 'idle';
    },
    /**
     * The page's first language took longer than the screens wait (FIRST_LANGUAGE_WAIT_MS): they show in the active
     * language now, and change when it comes. A borrower's own switch is not waited for anyway.
     */
    firstLanguageLate(state) {
      if (state.status === 'loading' && state.source !== 'switch') state.status = 'late';
    },
    /** Its catalogue could not be downloaded (offline, a new deploy): the screens stay in the active language. */
    loadFailed(state, action: PayloadAction<{ locale: Locale }>) {
      if (action.payload.locale !== state.requested) return;
      state.requested = state.active;
      state.status = 'failed';
    },
  },
});

export const localeActions = localeSlice.actions;
export const localeReducer = localeSlice.reducer;

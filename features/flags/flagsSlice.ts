import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

export interface FlagValue {
  enabled: boolean;
  variables?: Record<string, unknown>;
}

export interface FlagsState {
  values: Record<string, FlagValue>;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** Session-stored overrides in force (001 §7), shown by the developer tool bar. */
  overrides?: Record<string, boolean>;
}

const initialState: FlagsState = { values: {}, status: 'idle', overrides: {} };

export const flagsSlice = createSlice({
  name: 'flags',
  initialState,
  reducers: {
    fetchStarted(state) {
      if (state.status === 'idle') state.status = 'loading';
    },
    /** The kept flags (001 §7), overrides already applied. */
    received(state, action: PayloadAction<Record<string, FlagValue>>) {
      state.values = action.payload;
      state.status = 'succeeded';
    },
    /** The developer tool bar changed the overrides; the flags saga stores them and fetches again. */
    overridesChanged(state, action: PayloadAction<Record<string, boolean>>) {
      state.overrides = action.payload;
    },
    overridesLoaded(state, action: PayloadAction<Record<string, boolean>>) {
      state.overrides = action.payload;
    },
    fetchFailed(state, _action: PayloadAction<{ message: string }>) {
      // Flags are cached forever (001 §7): a failed poll keeps what was known.
      if (state.status !== 'succeeded') state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => ({ ...initialState, overrides: state.overrides }));
  },
});

export const { fetchStarted, received, fetchFailed, overridesChanged, overridesLoaded } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;

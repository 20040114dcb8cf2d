import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

export interface FlagValue {
  enabled: boolean;
  variables?: Record<string, unknown>;
}

export interface FlagsState {
  values: Record<string, FlagValue>;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: FlagsState = { values: {}, status: 'idle' };

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
    fetchFailed(state, _action: PayloadAction<{ message: string }>) {
      // Flags are cached forever (001 §7): a failed poll keeps what was known.
      if (state.status !== 'succeeded') state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { fetchStarted, received, fetchFailed } = flagsSlice.actions;
export const flagsReducer = flagsSlice.reducer;

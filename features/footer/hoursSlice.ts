import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessHours } from '../../src/api/contractShell';

export interface HoursState {
  phone: BusinessHours[] | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: HoursState = { phone: null, status: 'idle' };

/** Operating hours are public facts, not the session's: they stay through a logout. */
export const hoursSlice = createSlice({
  name: 'hours',
  initialState,
  reducers: {
    received(state, action: PayloadAction<BusinessHours[]>) {
      state.phone = action.payload;
      state.status = 'succeeded';
    },
    fetchFailed(state, _action: PayloadAction<{ message: string }>) {
      if (state.status !== 'succeeded') state.status = 'failed';
    },
  },
});

export const { received: hoursReceived, fetchFailed: hoursFetchFailed } = hoursSlice.actions;
export const hoursReducer = hoursSlice.reducer;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

/** 001 §4: modal open state is tracked by name, so the log shows which modal a borrower saw and closed. */
export interface ModalsState {
  open: string[];
}

const initialState: ModalsState = { open: [] };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    modalOpened(state, action: PayloadAction<{ id: string }>) {
      if (!state.open.includes(action.payload.id)) state.open.push(action.payload.id);
    },
    modalClosed(state, action: PayloadAction<{ id: string }>) {
      state.open = state.open.filter((id) => id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { modalOpened, modalClosed } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;

export const selectModalOpen = (state: { modals: ModalsState }, id: string): boolean => state.modals.open.includes(id);

import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '../session/sessionSlice';

/** 001 §9: toasts max 5. */
export const MAX_TOASTS = 5;

export type ToastVariant = 'info' | 'success' | 'error';

export interface Toast {
  id: string;
  message: string;
  variant: ToastVariant;
}

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    shown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        // The oldest goes when a sixth arrives.
        if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
      },
      prepare: (payload: { message: string; variant?: ToastVariant }) => ({
        payload: { id: nanoid(), message: payload.message, variant: payload.variant ?? 'info' },
      }),
    },
    dismissed(state, action: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { shown: toastShown, dismissed: toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

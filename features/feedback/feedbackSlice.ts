import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeedbackTopic } from '../../src/api/contractShell';
import { modalOpened } from '../overlays/modalsSlice';
import { loggedOut } from '../session/sessionSlice';

export const FEEDBACK_MODAL_ID = 'ceo-feedback';

export interface FeedbackState {
  status: 'idle' | 'submitting' | 'succeeded' | 'failed';
  /** The server's error, shown under the form (001 §5). */
  error: string | null;
}

const initialState: FeedbackState = { status: 'idle', error: null };

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState,
  reducers: {
    /** The message is the borrower's own words and may hold personal data: it waits in pendingFeedback, not here. */
    submitted(state, _action: PayloadAction<{ topic: FeedbackTopic; marketingConsent: boolean; pathname: string }>) {
      state.status = 'submitting';
      state.error = null;
    },
    succeeded(state) {
      state.status = 'succeeded';
    },
    failed(state, action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
      state.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
    // Opened again after a message went (or failed): a fresh form, not the last one's thanks or error for good.
    builder.addCase(modalOpened, (state, action) =>
      action.payload.id === FEEDBACK_MODAL_ID && state.status !== 'submitting' ? initialState : state,
    );
  },
});

export const { submitted, succeeded, failed } = feedbackSlice.actions;
export const feedbackReducer = feedbackSlice.reducer;

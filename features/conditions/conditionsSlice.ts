import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Condition } from '../../src/api/contractShell';
import { loggedOut } from '../session/sessionSlice';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Whose conditions these are: the borrower's under /{uuid}, or an additional signer's under /heloc-signer (001 §2). */
export type ConditionAreaKind = 'borrower' | 'signer';

export interface ConditionsState {
  /** The application polled and the area its screens are in; null until a poll starts. */
  watch: { applicationUuid: string; area: ConditionAreaKind } | null;
  items: Condition[];
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  upload: { status: RequestStatus; error: string | null };
  phone: { status: RequestStatus; error: string | null };
}

const initialState: ConditionsState = {
  watch: null,
  items: [],
  status: 'idle',
  upload: { status: 'idle', error: null },
  phone: { status: 'idle', error: null },
};

export const conditionsSlice = createSlice({
  name: 'conditions',
  initialState,
  reducers: {
    /**
     * The signer area wants the signer's conditions polled (001 §6: only with the additional-signer-conditions flag
     * on); the borrower's poll starts when the application area has loaded.
     */
    pollRequested(_state, _action: PayloadAction<{ applicationUuid: string; area: ConditionAreaKind }>) {},
    /** The 60 s poll started for an application. Another application's conditions are dropped. */
    pollStarted(state, action: PayloadAction<{ applicationUuid: string; area: ConditionAreaKind }>) {
      if (state.watch?.applicationUuid !== action.payload.applicationUuid) {
        state.items = [];
        state.status = 'idle';
      }
      state.watch = action.payload;
    },
    /** A poll tick (every 60 s) or a window focus: the saga refetches. */
    pollTicked(_state, _action: PayloadAction<{ trigger: 'start' | 'interval' | 'focus' | 'upload' }>) {},
    received(state, action: PayloadAction<Condition[]>) {
      state.items = action.payload;
      state.status = 'succeeded';
    },
    fetchFailed(state, _action: PayloadAction<{ message: string }>) {
      if (state.status !== 'succeeded') state.status = 'failed';
    },
    /** Files are held outside state (they are not serializable); `fileCount` says how many were chosen. */
    uploadRequested(
      state,
      _action: PayloadAction<{
        applicationUuid: string;
        conditionUuid: string;
        documentType: string;
        fileCount: number;
        /** Where the borrower or signer returns once uploaded. */
        area: ConditionAreaKind;
      }>,
    ) {
      state.upload = { status: 'pending', error: null };
    },
    uploadSucceeded(state, action: PayloadAction<{ conditionUuid: string }>) {
      state.upload = { status: 'succeeded', error: null };
      state.items = state.items.filter((item) => item.uuid !== action.payload.conditionUuid);
    },
    uploadFailed(state, action: PayloadAction<{ message: string }>) {
      state.upload = { status: 'failed', error: action.payload.message };
    },
    /** The phone number is personal data: it travels in the file-stash style side channel, not in the action. */
    phoneSaveRequested(state, _action: PayloadAction<{ applicationUuid: string }>) {
      state.phone = { status: 'pending', error: null };
    },
    phoneSaveSucceeded(state) {
      state.phone = { status: 'succeeded', error: null };
      state.items = state.items.filter((item) => item.categoryEnum !== 'MISSING_PHONE_NUMBER');
    },
    phoneSaveFailed(state, action: PayloadAction<{ message: string }>) {
      state.phone = { status: 'failed', error: action.payload.message };
    },
    formReset(state) {
      state.upload = initialState.upload;
      state.phone = initialState.phone;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  pollRequested,
  pollStarted,
  pollTicked,
  received,
  fetchFailed,
  uploadRequested,
  uploadSucceeded,
  uploadFailed,
  phoneSaveRequested,
  phoneSaveSucceeded,
  phoneSaveFailed,
  formReset,
} = conditionsSlice.actions;
export const conditionsReducer = conditionsSlice.reducer;

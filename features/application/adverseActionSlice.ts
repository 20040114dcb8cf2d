import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdverseActionNotice } from '../../src/api/contractAdverseAction';
import { loggedOut } from '../session/sessionSlice';

/**
 * The declined borrower's adverse-action notice (issue 36) and its download. The notice is personal credit data: it
 * travels under the key `adverseActionNotice`, which store/sensitiveKeys.ts masks in DevTools and the action log.
 */
export type NoticeLoad =
  | { status: 'idle' }
  | { status: 'loading'; applicationUuid: string }
  /** `adverseActionNotice` null: the platform has none yet, and the letter will follow. */
  | { status: 'succeeded'; applicationUuid: string; adverseActionNotice: AdverseActionNotice | null }
  | { status: 'failed'; applicationUuid: string; message: string };

export type DownloadState = { status: 'idle' } | { status: 'preparing' } | { status: 'failed'; message: string };

export interface AdverseActionState {
  notice: NoticeLoad;
  download: DownloadState;
}

const initialState: AdverseActionState = { notice: { status: 'idle' }, download: { status: 'idle' } };

export const adverseActionSlice = createSlice({
  name: 'adverseAction',
  initialState,
  reducers: {
    /** error/decline opened for this application, or its Try again was pressed. */
    noticeRequested(state, action: PayloadAction<{ applicationUuid: string }>) {
      state.notice = { status: 'loading', applicationUuid: action.payload.applicationUuid };
    },
    noticeReceived(
      state,
      action: PayloadAction<{ applicationUuid: string; adverseActionNotice: AdverseActionNotice | null }>,
    ) {
      state.notice = { status: 'succeeded', ...action.payload };
    },
    noticeFailed(state, action: PayloadAction<{ applicationUuid: string; message: string }>) {
      state.notice = { status: 'failed', ...action.payload };
    },
    /** "Download this notice" pressed: the saga builds the PDF in the borrower's language and saves it. */
    downloadRequested(state) {
      state.download = { status: 'preparing' };
    },
    downloadSaved(state) {
      state.download = { status: 'idle' };
    },
    downloadFailed(state, action: PayloadAction<{ message: string }>) {
      state.download = { status: 'failed', message: action.payload.message };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const adverseActionActions = adverseActionSlice.actions;
export const adverseActionReducer = adverseActionSlice.reducer;

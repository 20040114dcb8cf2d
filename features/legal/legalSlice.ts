import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LegalDocument, LegalDocumentKind, StateLicense } from '../../src/api/contractShell';
import { loggedOut } from '../session/sessionSlice';

type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'succeeded'; value: T }
  | { status: 'failed'; message: string };

/** The lender's public pages (000 §2.1): what the platform answered, per document. Public data, nothing personal. */
export interface LegalState {
  documents: Record<LegalDocumentKind, Load<LegalDocument>>;
  licenses: Load<StateLicense[]>;
}

const initialState: LegalState = {
  documents: { terms: { status: 'idle' }, privacy: { status: 'idle' }, communications: { status: 'idle' } },
  licenses: { status: 'idle' },
};

export const legalSlice = createSlice({
  name: 'legal',
  initialState,
  reducers: {
    /** A policy page opened, or its 'Try again' was pressed. */
    documentRequested(state, action: PayloadAction<{ kind: LegalDocumentKind }>) {
      state.documents[action.payload.kind] = { status: 'loading' };
    },
    documentReceived(state, action: PayloadAction<{ document: LegalDocument }>) {
      state.documents[action.payload.document.kind] = { status: 'succeeded', value: action.payload.document };
    },
    documentFailed(state, action: PayloadAction<{ kind: LegalDocumentKind; message: string }>) {
      state.documents[action.payload.kind] = { status: 'failed', message: action.payload.message };
    },
    /** The licenses page opened, or its 'Try again' was pressed. */
    licensesRequested(state) {
      state.licenses = { status: 'loading' };
    },
    licensesReceived(state, action: PayloadAction<{ items: StateLicense[] }>) {
      state.licenses = { status: 'succeeded', value: action.payload.items };
    },
    licensesFailed(state, action: PayloadAction<{ message: string }>) {
      state.licenses = { status: 'failed', message: action.payload.message };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const legalActions = legalSlice.actions;
export const legalReducer = legalSlice.reducer;

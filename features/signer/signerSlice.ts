import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationDocument, IdType } from '../../src/api/contractApplication';
import type { CoDeedStatus } from '../../src/api/contractSigner';
import { loggedOut } from '../session/sessionSlice';
import type { SignerScreen } from './rules';

export type SignerLoad = 'idle' | 'loading' | 'succeeded' | 'failed';
/** Why the signer area could not go on: the platform says they sign nothing (a 400), or anything else failed. */
export type SignerFailure = 'notASigner' | 'error';
export type SignerStep = 'identity' | 'signatures';

export interface SignerState {
  /** The 001 §6 rule's answer for the signed-in user, and whether they are a broker (the Dashboard button). */
  viewer: { isSigner: boolean; isBroker: boolean } | null;
  load: SignerLoad;
  /** The signer's own signing (GET co-deed/status, or a step's answer). */
  coDeed: CoDeedStatus | null;
  failure: { reason: SignerFailure; message: string } | null;
  documents: ApplicationDocument[] | null;
  documentsLoad: SignerLoad;
  step: { phase: 'idle' | 'submitting' | 'failed'; step: SignerStep | null; error: string | null };
}

const initialState: SignerState = {
  viewer: null,
  load: 'idle',
  coDeed: null,
  failure: null,
  documents: null,
  documentsLoad: 'idle',
  step: { phase: 'idle', step: null, error: null },
};

export const signerSlice = createSlice({
  name: 'signer',
  initialState,
  reducers: {
    /** A signer-area screen mounted (the lazy signer saga starts on the first). A screen starts without old errors. */
    areaEntered(state, _action: PayloadAction<{ screen: SignerScreen }>) {
      if (state.step.phase === 'failed') state.step = initialState.step;
    },
    loadStarted(state) {
      state.load = 'loading';
      state.failure = null;
    },
    /** Profile and applications fetched and the signer rule applied (001 §6). */
    viewerChecked(state, action: PayloadAction<{ isSigner: boolean; isBroker: boolean }>) {
      state.viewer = action.payload;
    },
    statusReceived(state, action: PayloadAction<CoDeedStatus>) {
      state.coDeed = action.payload;
      state.load = 'succeeded';
      state.failure = null;
    },
    loadFailed(state, action: PayloadAction<{ reason: SignerFailure; message: string }>) {
      state.load = 'failed';
      state.failure = action.payload;
    },
    /** The ID's files wait in pendingFiles (they are not serializable); `hasBack` says whether a back was chosen. */
    identitySubmitted(state, _action: PayloadAction<{ idType: IdType; hasBack: boolean }>) {
      state.step = { phase: 'submitting', step: 'identity', error: null };
    },
    documentsRequested(state) {
      if (state.documentsLoad !== 'succeeded') state.documentsLoad = 'loading';
    },
    documentsReceived(state, action: PayloadAction<ApplicationDocument[]>) {
      state.documents = action.payload;
      state.documentsLoad = 'succeeded';
    },
    documentsFailed(state, _action: PayloadAction<{ message: string }>) {
      state.documentsLoad = 'failed';
    },
    /** The signer scrolled the documents to the end (001 §2 25% gate): a log shows when Sign came on. */
    documentsReadToEnd(_state) {},
    signatureSubmitted(state, _action: PayloadAction<{ documentIds: string[] }>) {
      state.step = { phase: 'submitting', step: 'signatures', error: null };
    },
    /** A step's answer is the status after it. */
    stepSucceeded(state, action: PayloadAction<{ step: SignerStep; status: CoDeedStatus }>) {
      state.coDeed = action.payload.status;
      state.step = initialState.step;
    },
    stepFailed(state, action: PayloadAction<{ step: SignerStep; message: string }>) {
      state.step = { phase: 'failed', step: action.payload.step, error: action.payload.message };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const signerActions = signerSlice.actions;
export const signerReducer = signerSlice.reducer;

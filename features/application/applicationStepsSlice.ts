import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ApplicationDocument,
  DocumentKind,
  DrawPreference,
  IdType,
  IncomeDocumentType,
  IncomeLinkType,
  Lien,
  NotarySlot,
  StepCall,
} from '../../src/api/contractApplication';
import type { IncomeRequestRecord, OfferGroup } from '../../src/api/contractRegistration';
import { locationChanged } from '../navigation/navigationSlice';
import { loggedOut } from '../session/sessionSlice';
import { areaEntered, restoredFromDevice } from './applicationSlice';

/**
 * What the application screens load and send (issue 4). The screens dispatch intents; the application steps saga
 * calls the platform and reports back here. Secrets (SSN, account numbers) travel only in the intent, never in state.
 */

export type StepPhase = 'idle' | 'submitting' | 'failed' | 'sent';
export interface OfferChoice {
  offerId: string;
  drawAmount: number;
  /** 001 §4: how lien payoffs meet the draw; PRESERVE when there are none. */
  drawPreference?: DrawPreference;
}

export type DataKey = 'offers' | 'liens' | 'slots' | 'disclosures' | 'notes' | 'incomeRequests';

export interface ApplicationStepsState {
  submit: { phase: StepPhase; step: string | null; error: string | null };
  offers: OfferGroup | null;
  liens: Lien[] | null;
  slots: NotarySlot[] | null;
  documents: Record<DocumentKind, ApplicationDocument[] | null>;
  incomeRequests: IncomeRequestRecord[] | null;
  loads: Partial<Record<DataKey, 'loading' | 'succeeded' | 'failed'>>;
  /**
   * Data the routing saga asked for with the decision that sends the borrower to `screen` (screenData.ts): 'asked'
   * while the call runs, 'answered' once in. That screen's own ask on mount then takes the answer instead of sending
   * the call again; leaving for another page drops it, so a later visit asks afresh.
   */
  ahead: { screen: string | null; keys: Partial<Record<DataKey, 'asked' | 'answered'>> };
  /** The offer and draw chosen on product/select, confirmed on its confirm child. */
  /** The offer screen's choice, confirmed on product/select/confirm: `drawAmount` is the initial draw. */
  choice: OfferChoice | null;
}

const initialState: ApplicationStepsState = {
  submit: { phase: 'idle', step: null, error: null },
  offers: null,
  liens: null,
  slots: null,
  documents: { disclosures: null, notes: null },
  incomeRequests: null,
  loads: {},
  ahead: { screen: null, keys: {} },
  choice: null,
};

/** A screen's data as the platform answered it. */
export type LoadedData =
  | { key: 'offers'; data: OfferGroup }
  | { key: 'liens'; data: Lien[] }
  | { key: 'slots'; data: NotarySlot[] }
  | { key: 'disclosures' | 'notes'; data: ApplicationDocument[] }
  | { key: 'incomeRequests'; data: IncomeRequestRecord[] };

export const applicationStepsSlice = createSlice({
  name: 'applicationSteps',
  initialState,
  reducers: {
    /**
     * A screen needs platform data (offers, liens, documents, ...), or the routing saga asks for it `forScreen`, the
     * area path it is sending the borrower to.
     */
    dataRequested(state, action: PayloadAction<{ key: DataKey; forScreen?: string }>) {
      const { key, forScreen } = action.payload;
      if (forScreen !== undefined) {
        if (state.ahead.screen !== forScreen) state.ahead = { screen: forScreen, keys: {} };
        state.ahead.keys[key] = 'asked';
        state.loads[key] = 'loading';
        return;
      }
      const asked = state.ahead.keys[key];
      state.ahead.keys[key] = undefined;
      // Answered for this very visit: the saga sees the load already succeeded and does not ask again.
      if (asked === 'answered') return;
      state.loads[key] = 'loading';
    },
    dataLoaded(state, action: PayloadAction<LoadedData>) {
      const loaded = action.payload;
      state.loads[loaded.key] = 'succeeded';
      if (state.ahead.keys[loaded.key] === 'asked') state.ahead.keys[loaded.key] = 'answered';
      switch (loaded.key) {
        case 'offers':
          state.offers = loaded.data;
          break;
        case 'liens':
          state.liens = loaded.data;
          break;
        case 'slots':
          state.slots = loaded.data;
          break;
        case 'incomeRequests':
          state.incomeRequests = loaded.data;
          break;
        default:
          state.documents[loaded.key] = loaded.data;
      }
    },
    dataFailed(state, action: PayloadAction<{ key: DataKey; message: string }>) {
      state.loads[action.payload.key] = 'failed';
      state.ahead.keys[action.payload.key] = undefined;
    },
    /** product/select: the borrower picked an offer and a draw, and goes on to confirm it. */
    offerChosen(state, action: PayloadAction<OfferChoice>) {
      state.choice = action.payload;
    },
    /**
     * The borrower finished a screen: the saga sends `body` to the step's call and, when `awaitsStatus`, waits for
     * the platform to move the status on. Keys such as `ssn` and `accountNumber` are masked in every log.
     */
    stepSubmitted(
      state,
      action: PayloadAction<{
        step: StepCall;
        body: Record<string, unknown>;
        awaitsStatus: boolean;
        /** Where to go once sent, when no status change routes the borrower (e.g. notary/session). */
        then?: string;
      }>,
    ) {
      state.submit = { phase: 'submitting', step: action.payload.step, error: null };
    },
    /** Uploads: the files wait in `pendingFiles` (not serializable), named here by what they are. */
    incomeDocumentsSubmitted(state, _action: PayloadAction<{ documentType: IncomeDocumentType; fileCount: number }>) {
      state.submit = { phase: 'submitting', step: 'incomeDocuments', error: null };
    },
    identityDocumentsSubmitted(state, _action: PayloadAction<{ idType: IdType; hasBack: boolean }>) {
      state.submit = { phase: 'submitting', step: 'identityDocuments', error: null };
    },
    /** income/link/{type}: the borrower leaves for the link page (a redirect, never a pop-up). */
    incomeLinkStarted(state, _action: PayloadAction<{ type: IncomeLinkType }>) {
      state.submit = { phase: 'submitting', step: 'incomeLink', error: null };
    },
    /** The link page sent the borrower back (plaid-oauth-success or pointserv-callback). */
    incomeLinkReturned(
      state,
      _action: PayloadAction<{ uuid: string | null; type: IncomeLinkType; publicToken: string }>,
    ) {
      state.submit = { phase: 'submitting', step: 'incomeLinkComplete', error: null };
    },
    stepSucceeded(state) {
      state.submit = { ...state.submit, phase: 'sent' };
    },
    stepFailed(state, action: PayloadAction<{ message: string }>) {
      state.submit = { ...state.submit, phase: 'failed', error: action.payload.message };
    },
    /** A screen mounted: an earlier screen's result does not carry over. */
    screenOpened(state) {
      state.submit = initialState.submit;
    },
  },
  extraReducers: (builder) => {
    builder
      // A (re)entered area loads afresh; the offer choice survives a reload of the confirm screen.
      .addCase(areaEntered, (state) => ({ ...initialState, choice: state.choice }))
      // Issue 47: the screen's data as the device kept it, shown until the platform's answer replaces it.
      // The copy's keys are this slice's own (features/offline/screenCopy.ts ScreenData).
      .addCase(restoredFromDevice, (state, action) => {
        Object.assign(state, action.payload.data);
      })
      .addCase(locationChanged, (state, action) => {
        const { screen } = state.ahead;
        if (screen !== null && !action.payload.pathname.replace(/\/+$/, '').endsWith(`/${screen}`))
          state.ahead = initialState.ahead;
      })
      .addCase(loggedOut, () => initialState);
  },
});

export const applicationStepsActions = applicationStepsSlice.actions;
export const applicationStepsReducer = applicationStepsSlice.reducer;

interface WithSteps {
  applicationSteps: ApplicationStepsState;
}
export const selectSteps = (state: WithSteps) => state.applicationSteps;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoanOriginator } from '../../src/api/contractShell';
import { loggedOut } from '../session/sessionSlice';

export const LOAN_OFFICER_MODAL_ID = 'loan-officer';

export interface LoanOfficerState {
  uuid: string | null;
  /** Display info as the lead portal answered it (the originator's own business contact data). */
  originator: LoanOriginator['originatorDisplayInfo'] | null;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
}

const initialState: LoanOfficerState = { uuid: null, originator: null, status: 'idle' };

export const loanOfficerSlice = createSlice({
  name: 'loanOfficer',
  initialState,
  reducers: {
    lookupStarted(state, action: PayloadAction<{ uuid: string }>) {
      state.uuid = action.payload.uuid;
      state.status = 'loading';
    },
    received(state, action: PayloadAction<LoanOriginator['originatorDisplayInfo']>) {
      state.originator = action.payload;
      state.status = 'succeeded';
    },
    lookupFailed(state, _action: PayloadAction<{ message: string }>) {
      state.status = 'failed';
    },
    callClicked() {},
    emailClicked() {},
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { lookupStarted, received, lookupFailed, callClicked, emailClicked } = loanOfficerSlice.actions;
export const loanOfficerReducer = loanOfficerSlice.reducer;

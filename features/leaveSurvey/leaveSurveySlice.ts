import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const LEAVE_SURVEY_MODAL_ID = 'leave-survey';
/** 001 §9: logout delay 750 ms. */
export const LEAVE_SURVEY_LOGOUT_DELAY_MS = 750;

export interface LeaveSurveyState {
  /** The survey has opened once (001 §4: only once). */
  triggered: boolean;
  /** The borrower called or emailed their originator, or visited the dashboard. */
  disabled: boolean;
}

const initialState: LeaveSurveyState = { triggered: false, disabled: false };

/** Remembered on the device (localStorage), so it survives the logout it precedes. */
export const leaveSurveySlice = createSlice({
  name: 'leaveSurvey',
  initialState,
  reducers: {
    restored(_state, action: PayloadAction<LeaveSurveyState>) {
      return action.payload;
    },
    surveyTriggered(state) {
      state.triggered = true;
    },
    disabled(state, _action: PayloadAction<{ reason: 'originatorCall' | 'originatorEmail' | 'dashboard' }>) {
      state.disabled = true;
    },
    reset() {
      return initialState;
    },
  },
});

export const { restored, surveyTriggered, disabled, reset } = leaveSurveySlice.actions;
export const leaveSurveyReducer = leaveSurveySlice.reducer;

import type { Action } from '@reduxjs/toolkit';
import { delay, put, select, take, takeEvery, takeLeading } from 'typed-redux-saga';
import {
  LEAVE_SURVEY_LOGOUT_DELAY_MS,
  LEAVE_SURVEY_MODAL_ID,
  disabled,
  reset,
  restored,
  surveyTriggered,
  type LeaveSurveyState,
} from '../features/leaveSurvey/leaveSurveySlice';
import { isLeaveSurveyRoute } from '../features/leaveSurvey/rules';
import { callClicked, emailClicked } from '../features/loanOfficer/loanOfficerSlice';
import { modalClosed, modalOpened } from '../features/overlays/modalsSlice';
import { logoutRequested } from '../features/session/sessionSlice';
import { logoutClicked } from '../features/shellUi/shellUiSlice';
import type { RootState } from '../store/rootReducer';
import { useContext } from './context';

/** localStorage: the survey's state, so "once" holds across the logout it precedes. */
export const LEAVE_SURVEY_STORAGE = 'heloc-leave-survey';

function* save() {
  const state = yield* select((s: RootState) => s.leaveSurvey);
  (yield* useContext('localStorage')).setItem(LEAVE_SURVEY_STORAGE, JSON.stringify(state));
}

function parse(raw: string | null): LeaveSurveyState {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'triggered' in value && 'disabled' in value)
      return { triggered: value.triggered === true, disabled: value.disabled === true };
  } catch {
    // Unreadable: as if never stored.
  }
  return { triggered: false, disabled: false };
}

/**
 * 001 §4: a signed-in user logging out on an enabled route, survey not yet triggered and not disabled, sees the
 * survey; when they close it (or at once, otherwise) the logout runs, 750 ms after the survey.
 */
function* onLogoutClicked({ payload }: ReturnType<typeof logoutClicked>) {
  const { survey, authenticated } = yield* select((s: RootState) => ({
    survey: s.leaveSurvey,
    authenticated: s.session.authenticated,
  }));
  if (authenticated && !survey.triggered && !survey.disabled && isLeaveSurveyRoute(payload.pathname)) {
    yield* put(surveyTriggered());
    yield* save();
    yield* put(modalOpened({ id: LEAVE_SURVEY_MODAL_ID }));
    yield* take((action: Action) => modalClosed.match(action) && action.payload.id === LEAVE_SURVEY_MODAL_ID);
    yield* delay(LEAVE_SURVEY_LOGOUT_DELAY_MS);
  }
  yield* put(logoutRequested({ reason: 'userRequested' }));
}

export function* leaveSurveySaga() {
  yield* put(restored(parse((yield* useContext('localStorage')).getItem(LEAVE_SURVEY_STORAGE))));
  yield* takeEvery(callClicked, function* () {
    yield* put(disabled({ reason: 'originatorCall' }));
  });
  yield* takeEvery(emailClicked, function* () {
    yield* put(disabled({ reason: 'originatorEmail' }));
  });
  yield* takeEvery([disabled, reset], save);
  yield* takeLeading(logoutClicked, onLogoutClicked);
}

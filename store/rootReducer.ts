/**
 * The reducer map and the types read from it: the state's shape (RootState) and what dispatch accepts (AppDispatch).
 * It imports slices only, never a saga or the store, so every saga, hook and screen can name the state's type without
 * closing a circle through the store that runs them (decision 274; the Redux style guide keeps RootState beside the
 * root reducer the same way).
 */
import { combineReducers, type Dispatch } from '@reduxjs/toolkit';
import { applicationReducer } from '../features/application/applicationSlice';
import { applicationStepsReducer } from '../features/application/applicationStepsSlice';
import { additionalSignersReducer } from '../features/application/additionalSignersSlice';
import { flagsReducer } from '../features/flags/flagsSlice';
import { navigationReducer } from '../features/navigation/navigationSlice';
import { organizationReducer } from '../features/organization/organizationSlice';
import { loaderReducer } from '../features/overlays/loaderSlice';
import { modalsReducer } from '../features/overlays/modalsSlice';
import { sessionReducer } from '../features/session/sessionSlice';
import { preAuthReducer } from '../features/registration/preAuthSlice';
import { registrationReducer } from '../features/registration/registrationSlice';
import { bannersReducer } from '../features/banners/bannersSlice';
import { conditionsReducer } from '../features/conditions/conditionsSlice';
import { feedbackReducer } from '../features/feedback/feedbackSlice';
import { legalReducer } from '../features/legal/legalSlice';
import { localeReducer } from '../features/locale/localeSlice';
import { hoursReducer } from '../features/footer/hoursSlice';
import { leaveSurveyReducer } from '../features/leaveSurvey/leaveSurveySlice';
import { loanOfficerReducer } from '../features/loanOfficer/loanOfficerSlice';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { shellUiReducer } from '../features/shellUi/shellUiSlice';
import { telemetryReducer } from '../features/telemetry/telemetrySlice';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { chatReducer } from '../features/chat/chatSlice';
import { signerReducer } from '../features/signer/signerSlice';
import { documentPdfsReducer } from '../features/documents/documentPdfsSlice';
import { connectivityReducer } from '../features/connectivity/connectivitySlice';
import { adverseActionReducer } from '../features/application/adverseActionSlice';
import { offlineReducer } from '../features/offline/offlineSlice';

export const reducers = {
  session: sessionReducer,
  navigation: navigationReducer,
  organization: organizationReducer,
  flags: flagsReducer,
  loader: loaderReducer,
  modals: modalsReducer,
  application: applicationReducer,
  applicationSteps: applicationStepsReducer,
  additionalSigners: additionalSignersReducer,
  registration: registrationReducer,
  preAuth: preAuthReducer,
  notifications: notificationsReducer,
  banners: bannersReducer,
  conditions: conditionsReducer,
  hours: hoursReducer,
  toasts: toastsReducer,
  shellUi: shellUiReducer,
  telemetry: telemetryReducer,
  leaveSurvey: leaveSurveyReducer,
  loanOfficer: loanOfficerReducer,
  feedback: feedbackReducer,
  chat: chatReducer,
  signer: signerReducer,
  connectivity: connectivityReducer,
  legal: legalReducer,
  documentPdfs: documentPdfsReducer,
  locale: localeReducer,
  adverseAction: adverseActionReducer,
  offline: offlineReducer,
};

/** The reducers without persistence: tests, and the action-log replay, run these. */
export const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What the store's dispatch accepts: plain actions only. There is no thunk middleware, and the saga middleware adds no
 * dispatch overload; store/store.ts fails to compile if its store's dispatch ever stops matching this.
 */
export type AppDispatch = Dispatch;

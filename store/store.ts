import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Storage,
} from 'redux-persist';
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
import type { SagaContext } from '../sagas/context';
import { rootSaga } from '../sagas/rootSaga';
import { preAuthPersistConfig, registrationPersistConfig } from './persistence';
import { devToolsOptions } from './devtools';

const reducers = {
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
};

/** The reducers without persistence: tests, and the action-log replay, run these. */
export const rootReducer = combineReducers(reducers);

export type RootState = ReturnType<typeof rootReducer>;

export interface PersistenceStorages {
  local: Storage;
  session: Storage;
}

const persistedRootReducer = ({ local, session }: PersistenceStorages) =>
  combineReducers({
    ...reducers,
    registration: persistReducer(registrationPersistConfig(session), registrationReducer),
    preAuth: persistReducer(preAuthPersistConfig(local), preAuthReducer),
  }) as unknown as typeof rootReducer;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Without it the store runs no sagas (reducer and component tests). */
  sagaContext?: SagaContext;
  /** Without it nothing is persisted and sagas start at once instead of after rehydration. */
  persistence?: PersistenceStorages;
  /** Extra middleware (the action-log recorder), appended after the saga middleware. */
  middleware?: Middleware[];
}

const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export function setupStore({ preloadedState, sagaContext, persistence, middleware = [] }: StoreOptions = {}) {
  // The persisted reducers add a `_persist` key to their slices; the app never reads it, so the type stays the plain one.
  const reducer = persistence ? persistedRootReducer(persistence) : rootReducer;
  // The persistor exists only once the store does; sagas reach it through this late-bound flush.
  const flush = { run: (): Promise<void> => Promise.resolve() };
  const sagaMiddleware = createSagaMiddleware({
    ...(sagaContext ? { context: { ...sagaContext, flushPersistence: () => flush.run() } } : {}),
    onError: (error, { sagaStack }) => {
      // The saga stack names the failing saga; messages here come from our own errors, never from user input.
      (sagaContext?.logger ?? console).error(`Saga failed: ${error.name}: ${error.message}\n${sagaStack}`);
    },
  });
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: PERSIST_ACTIONS }, thunk: false }).concat(
        sagaMiddleware,
        ...middleware,
      ),
    devTools: devToolsOptions(),
  });
  const persistor = persistence ? persistStore(store) : null;
  if (persistor) flush.run = () => persistor.flush();
  if (sagaContext) sagaMiddleware.run(rootSaga, { waitForRehydrate: persistor !== null });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof setupStore>['store'];
export type AppDispatch = AppStore['dispatch'];

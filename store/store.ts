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
import { flagsReducer } from '../features/flags/flagsSlice';
import { navigationReducer } from '../features/navigation/navigationSlice';
import { organizationReducer } from '../features/organization/organizationSlice';
import { loaderReducer } from '../features/overlays/loaderSlice';
import { modalsReducer } from '../features/overlays/modalsSlice';
import { sessionReducer } from '../features/session/sessionSlice';
import type { SagaContext } from '../sagas/context';
import { rootSaga } from '../sagas/rootSaga';
import { createPersistConfig } from './persistence';
import { devToolsOptions } from './devtools';

export const rootReducer = combineReducers({
  session: sessionReducer,
  navigation: navigationReducer,
  organization: organizationReducer,
  flags: flagsReducer,
  loader: loaderReducer,
  modals: modalsReducer,
  application: applicationReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Without it the store runs no sagas (reducer and component tests). */
  sagaContext?: SagaContext;
  /** Without it nothing is persisted and sagas start at once instead of after rehydration. */
  persistStorage?: Storage;
  /** Extra middleware (the action-log recorder), appended after the saga middleware. */
  middleware?: Middleware[];
}

const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export function setupStore({ preloadedState, sagaContext, persistStorage, middleware = [] }: StoreOptions = {}) {
  const reducer = persistStorage ? persistReducer(createPersistConfig(persistStorage), rootReducer) : rootReducer;
  const sagaMiddleware = createSagaMiddleware({
    ...(sagaContext ? { context: { ...sagaContext } } : {}),
    onError: (error, { sagaStack }) => {
      // The saga stack names the failing saga; messages here come from our own errors, never from user input.
      (sagaContext?.logger ?? console).error(`Saga failed: ${error.name}: ${error.message}\n${sagaStack}`);
    },
  });
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: PERSIST_ACTIONS }, thunk: false }).concat(
        sagaMiddleware,
        ...middleware,
      ),
    devTools: devToolsOptions(),
  });
  const persistor = persistStorage ? persistStore(store) : null;
  if (sagaContext) sagaMiddleware.run(rootSaga, { waitForRehydrate: persistor !== null });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof setupStore>['store'];
export type AppDispatch = AppStore['dispatch'];

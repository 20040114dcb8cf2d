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
import type { SagaContext } from '../sagas/context';
import { errorNameOf, failureCaught } from '../features/diagnostics/failures';
import { reducers, rootReducer, type AppDispatch, type RootState } from './rootReducer';
import { preAuthPersistConfig, registrationPersistConfig } from './persistence';
import { devToolsOptions } from './devtools';

export interface PersistenceStorages {
  local: Storage;
  session: Storage;
}

const persistedRootReducer = ({ local, session }: PersistenceStorages) =>
  combineReducers({
    ...reducers,
    registration: persistReducer(registrationPersistConfig(session), reducers.registration),
    preAuth: persistReducer(preAuthPersistConfig(local), reducers.preAuth),
  }) as unknown as typeof rootReducer;

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** What the sagas are handed; without it, sagas run by `runSaga` see no context (reducer and component tests). */
  sagaContext?: SagaContext;
  /** Without it nothing is persisted (and `waitForRehydrate` is false: the root saga need not wait). */
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
      // Recorded and counted as a caught failure is (issue 46; the line above is its console line): each feature saga
      // runs on its own, so the diagnostics saga outlives one that dies outside keepAlive. The store is made below,
      // and a saga runs only once it is.
      store.dispatch(failureCaught({ what: 'Saga died', errorName: errorNameOf(error) }));
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
  // The store starts no saga itself: whoever creates it for a page (src/boot/startStore.ts, the saga harness) runs the
  // root saga, so this module never imports one and the sagas can read RootState without a circle (decision 274).
  return { store, persistor, runSaga: sagaMiddleware.run.bind(sagaMiddleware), waitForRehydrate: persistor !== null };
}

export type AppStore = ReturnType<typeof setupStore>['store'];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<Check extends true> = Check;
/** Compiles only while the store's dispatch and AppDispatch (store/rootReducer.ts) are the same type. */
export type DispatchIsAppDispatch = Holds<Same<AppStore['dispatch'], AppDispatch>>;

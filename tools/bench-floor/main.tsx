// The stack floor (docs/bench.md): an empty page that loads the design card's libraries the way the app does: React
// and react-dom, a store with RTK, saga and persist behind a PersistGate, react-router's declarative router with a
// lazily loaded screen, and yup in that screen's chunk. The app's sizes and page speed are read as ratios against it.
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { take } from 'redux-saga/effects';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import storage from 'redux-persist/lib/storage';

const draft = createSlice({
  name: 'draft',
  initialState: { value: '' },
  reducers: {
    edited: (state, action: { payload: string }) => {
      state.value = action.payload;
    },
  },
});

const reducer = combineReducers({ draft: persistReducer({ key: 'floor', storage }, draft.reducer) });
const sagas = createSagaMiddleware();
const store = configureStore({
  reducer,
  middleware: (getDefault) =>
    getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
      sagas,
    ),
});
const persistor = persistStore(store);
sagas.run(function* rootSaga() {
  yield take(REHYDRATE);
});

const FloorScreen = lazy(() => import(/* webpackChunkName: "floor-screen" */ './FloorScreen'));

function FloorRoutes() {
  return useRoutes([{ path: '*', element: <FloorScreen /> }]);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <PersistGate persistor={persistor} loading={null}>
          <BrowserRouter>
            <FloorRoutes />
          </BrowserRouter>
        </PersistGate>
      </Provider>
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import storage from 'redux-persist/lib/storage';
import sessionStorage from 'redux-persist/lib/storage/session';
import { resolved, resolutionFailed } from '../features/organization/organizationSlice';
import { started } from '../features/session/sessionSlice';
import { setupStore } from '../store/store';
import { createHttpClient, createLocalStorageTokenStore } from './api/http';
import { createAppRouter } from './app/router';
import { createRouterNavigator } from './app/routerNavigator';
import { resolveOrganization } from './brand/organization';
import { environmentOf } from './lib/environment';
import { PrivateLabelError } from './shell/PrivateLabelError';
import { ModalRegistryProvider } from './ui/Modal';
import './ui/base.css';

const organization = resolveOrganization(document, window.location);
const tokenStore = createLocalStorageTokenStore(window.localStorage);
const api = createHttpClient({
  // Same origin as the page: the platform (or the sandbox) serves the API beside the app.
  baseUrl: '',
  orgCode: organization.ok ? organization.org.orgCode : '',
  origin: window.location.origin,
  tokenStore,
});
const router = createAppRouter();
const { store } = setupStore({
  sagaContext: {
    api,
    tokenStore,
    navigator: createRouterNavigator(router, window),
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    windowEvents: {
      onFocus: (listener) => {
        window.addEventListener('focus', listener);
        return () => {
          window.removeEventListener('focus', listener);
        };
      },
    },
    newId: () => window.crypto.randomUUID(),
    logger: console,
  },
  persistence: { local: storage, session: sessionStorage },
});

store.dispatch(started({ authenticated: tokenStore.get() !== null, environment: environmentOf(window.location.hostname) }));
if (organization.ok) {
  const { pricing, theme: _theme, ...info } = organization.org;
  store.dispatch(resolved({ info, pricing }));
} else {
  store.dispatch(resolutionFailed(organization.error));
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <ModalRegistryProvider>{organization.ok ? <RouterProvider router={router} /> : <PrivateLabelError />}</ModalRegistryProvider>
      </Provider>
    </StrictMode>,
  );
}

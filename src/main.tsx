import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import storage from 'redux-persist/lib/storage';
import sessionStorage from 'redux-persist/lib/storage/session';
import { resolved, resolutionFailed } from '../features/organization/organizationSlice';
import { started } from '../features/session/sessionSlice';
import { createActionLogRecorder } from '../store/actionLog';
import { PERSISTED_KEYS } from '../store/persistence';
import { setupStore } from '../store/store';
import { flushPersistenceOnPageHide } from '../store/flushOnPageHide';
import { installDiagnosticLog, installDiagnosticShortcut } from '../features/replay/diagnosticLog';
import { createHttpClient, createLocalStorageTokenStore } from './api/http';
import { openBrowserSocket } from './api/chatSocket';
import { createAppRouter } from './app/router';
import { AfterHydration, createHydrationView, persistorBootstrapped, routerInitialized } from './app/hydration';
import { createRouterNavigator } from './app/routerNavigator';
import { LocaleProvider } from './i18n/LocaleProvider';
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
// The diagnostic action log (docs/action-log.md): starts from the state after the persisted slices come back.
const actionLog = createActionLogRecorder({
  appVersion: process.env.APP_VERSION ?? 'unknown',
  rehydrateKeys: PERSISTED_KEYS,
});
installDiagnosticLog(actionLog);
const { store, persistor } = setupStore({
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
      onConnectionChange: (listener) => {
        const online = () => {
          listener(true);
        };
        const offline = () => {
          listener(false);
        };
        window.addEventListener('online', online);
        window.addEventListener('offline', offline);
        return () => {
          window.removeEventListener('online', online);
          window.removeEventListener('offline', offline);
        };
      },
      isOnline: () => window.navigator.onLine,
    },
    newId: () => window.crypto.randomUUID(),
    openSocket: (url) => openBrowserSocket(window.location.href, url),
    logger: console,
    page: {
      preferredLanguages: () => window.navigator.languages,
      setDocumentLanguage: (language) => {
        document.documentElement.lang = language;
      },
    },
  },
  persistence: { local: storage, session: sessionStorage },
  middleware: [actionLog.middleware],
});
installDiagnosticShortcut(window, store.dispatch);
if (persistor) flushPersistenceOnPageHide(window, persistor);

store.dispatch(
  started({ authenticated: tokenStore.get() !== null, environment: environmentOf(window.location.hostname) }),
);
if (organization.ok) {
  const { pricing, theme: _theme, ...info } = organization.org;
  store.dispatch(resolved({ info, pricing }));
} else {
  store.dispatch(resolutionFailed(organization.error));
}

const app = (
  <LocaleProvider>
    <ModalRegistryProvider>
      {organization.ok ? <RouterProvider router={router} /> : <PrivateLabelError />}
    </ModalRegistryProvider>
  </LocaleProvider>
);
const container = document.getElementById('root');
// A prerendered page (tools/prerender.tsx) is hydrated when the client's first render is the one the build made: the
// organisation known (components see it only once hydrated, createHydrationView) and nobody signed in yet.
// Otherwise the client renders from scratch over it, as for index.html (decision 146).
const hydrate = container?.firstElementChild != null && organization.ok && tokenStore.get() === null;
if (container && hydrate) {
  // The first render must be the prerendered one: the router with the screen's code loaded, the persisted slices back
  // (so no PersistGate renders its empty loading state first).
  void Promise.all([routerInitialized(router), persistor ? persistorBootstrapped(persistor) : undefined]).then(() => {
    const hydration = createHydrationView(store, window.location.pathname);
    hydrateRoot(
      container,
      <StrictMode>
        <Provider store={hydration.view}>
          <AfterHydration onSettled={hydration.settle}>{app}</AfterHydration>
        </Provider>
      </StrictMode>,
      {
        // React's own message (no page data): a mismatch is a bug to see in the console and in the browser test.
        onRecoverableError: (error) => {
          console.error(
            `Hydration fell back to a client render: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
      },
    );
  });
} else if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        {/* Screens render after rehydration, when the sagas that answer their events are running. */}
        {persistor ? (
          <PersistGate persistor={persistor} loading={null}>
            {app}
          </PersistGate>
        ) : (
          app
        )}
      </Provider>
    </StrictMode>,
  );
}

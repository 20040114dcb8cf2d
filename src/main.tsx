import { createEarlyGets } from './api/earlyGets';
import { createHttpClient, createLocalStorageTokenStore, type HttpClientConfig } from './api/http';
import { resolveOrganization } from './brand/organization';
import { DEFAULT_LOCALE } from './lib/locale';
import { nextTask } from './lib/nextTask';
import { untilLoaded } from './boot/untilLoaded';
import { documentParsed } from './boot/documentParsed';
import { pageStorage } from './lib/safeStorage';
import './ui/base.css';

// The start-up runs in stages, each in a task of its own (issue 16): the router, the store and the render each
// evaluate their modules and do their work between tasks in which the browser paints the prerendered page and takes
// the borrower's input. The stages' modules are in this bundle (webpackMode "eager"): no request on the way.
const organization = resolveOrganization(document, window.location);
// A browser that refuses storage still runs the app: what it would store lives in memory (issue 33).
const storage = pageStorage(window);
const tokenStore = createLocalStorageTokenStore(storage.local);
const httpConfig: HttpClientConfig = {
  // Same origin as the page: the platform (or the sandbox) serves the API beside the app.
  baseUrl: '',
  orgCode: organization.ok ? organization.org.orgCode : '',
  origin: window.location.origin,
  tokenStore,
};
const early = createEarlyGets(createHttpClient(httpConfig), tokenStore);
const api = early.client;

/** The stages after the first. A function rather than top-level await, which costs the runtime 0.4 KB gzip of
 * async-module support. */
async function start() {
  await nextTask();
  // react-router's module, then the app's routes and frame, then the matching: three tasks of a phone's 50 ms each.
  const { createAppHistory } = await import(/* webpackMode: "eager" */ './app/appHistory');
  await nextTask();
  const { applicationUuidOf, preloadRoutes, routesCodeIn } = await import(/* webpackMode: "eager" */ './app/router');
  const uuid = applicationUuidOf(window.location.pathname);
  if (uuid !== null && tokenStore.get() !== null) {
    // An application page's first calls leave now, not once the store, the sagas and the area's first render are up
    // (issue 16); the area's saga takes their answers. The module is in the area's chunk (its frame and sagas), among
    // the page's first scripts.
    import(
      /* webpackChunkName: "application-area", webpackExports: ["sendApplicationFirstCalls"] */ './boot/applicationFirstCalls'
    ).then(
      ({ sendApplicationFirstCalls }) => {
        sendApplicationFirstCalls(early, httpConfig, uuid, window, preloadRoutes);
      },
      // The area's saga asks for the same chunk when it starts, and shows the failure if it fails again.
      () => undefined,
    );
  }
  await nextTask();
  const appHistory = createAppHistory(window, { ready: preloadRoutes, codeIn: routesCodeIn });
  // The page's screens start loading now; a page whose code fails to load is rendered anew, to show the error.
  const screensLoaded = preloadRoutes(window.location.pathname).then(
    () => true,
    () => false,
  );

  await nextTask();
  // The sagas' modules (redux-saga and the feature sagas) before the store's.
  await import(/* webpackMode: "eager", webpackExports: ["rootSaga"] */ '../sagas/rootSaga');
  await nextTask();
  const { announcePage, startStore } = await import(/* webpackMode: "eager" */ './boot/startStore');
  await nextTask();
  const app = startStore(window, { api, tokenStore, navigator: appHistory.navigator, storage });
  const { store, persistor, sagasRunning, isLeaving, languageHold } = app;
  announcePage(window, app, organization, tokenStore.get() !== null);

  await nextTask();
  // React DOM's client, the largest single module, evaluates before the render that needs it.
  // React DOM and the render are a chunk group fetched beside the entry (decision 347); one that did not arrive is
  // asked for again until it comes.
  const reportRenderCode = (error: unknown) => {
    app.report('Start-up: the render code', error);
  };
  await untilLoaded(window, () => import(/* webpackChunkName: "react-dom" */ 'react-dom/client'), reportRenderCode);
  await nextTask();
  const { renderApp } = await untilLoaded(
    window,
    () => import(/* webpackChunkName: "react-dom" */ './boot/renderApp'),
    reportRenderCode,
  );
  await sagasRunning;
  const { hydratesAs, prerenderedAs } = await import(/* webpackMode: "eager" */ './app/hydration');
  await documentParsed(document);
  const container = document.getElementById('root');
  if (container) {
    // A prerendered page (tools/prerender.tsx) is hydrated when the client's first render is the one the build made.
    const page = prerenderedAs(container);
    const signedIn = tokenStore.get() !== null;
    const { pathname } = window.location;
    const now = { organizationKnown: organization.ok, signedIn, pathname };
    // A page built in another language than English is hydrated only in that language, so React waits for the
    // locale saga to settle it (at most FIRST_LANGUAGE_WAIT_MS); the page shows its markup meanwhile (decision 384).
    // Only where it could hydrate at all: a page rendered anew anyway (no organisation, another session) does not wait.
    const locale =
      page !== null && page.locale !== DEFAULT_LOCALE && hydratesAs(page, { ...now, locale: page.locale })
        ? await languageHold.whenSettled
        : DEFAULT_LOCALE;
    renderApp({
      container,
      store,
      persistor,
      appHistory,
      organizationKnown: organization.ok,
      isLeaving,
      onLanguageDrawn: languageHold.drawn,
      hydrateAs: hydratesAs(page, { ...now, locale }) ? page : null,
      screensLoaded,
    });
  }
}

void start();

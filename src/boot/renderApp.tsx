import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { Persistor } from 'redux-persist';
import type { AppStore } from '../../store/store';
import type { AppHistory } from '../app/appHistory';
import { AppRoutes } from '../app/router';
import { HydratingProvider, persistorBootstrapped, type PrerenderedAs } from '../app/hydration';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../lib/locale';
import { appReady } from './heldInput';
import { PrivateLabelError } from '../shell/PrivateLabelError';
import { ModalRegistryProvider } from '../ui/modalRegistry';
import { leaveCaughtErrorsToTheBoundary, reportCaughtFailure } from '../../features/diagnostics/failures';
import { PageLeaving } from '../../features/diagnostics/useReportFailure';
import { drawIncludedBannersFirst } from '../../features/banners/included';
import { HYDRATION_FALLBACK, RENDER_RECOVERED } from './recoveredRenders';

/** Rendered from scratch, the prerendered page is replaced at the first commit: what was held on it is not answered. */
const dropHeld = () => {
  appReady(window, 'drop');
};

/** Calls `onCommitted` once React has put its first render on the page; until then the starter still holds input. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/**
 * The options of the app's roots. What React recovered from is reported like every caught failure (issue 46): the
 * console gets React's own message and what was thrown (no page data), the store the report, which the action log
 * records and the diagnostics saga counts, and the page goes on. A hydration root reports a hydration it gave up on,
 * and a root rendered anew a concurrent render that threw and was done again synchronously, which React would
 * otherwise hand the window as an uncaught error with nothing of its cause (decision 456).
 */
export const appRootOptions = (dispatch: AppStore['dispatch'], hydrating: boolean) => ({
  onRecoverableError: (error: unknown) => {
    reportCaughtFailure(dispatch, hydrating ? HYDRATION_FALLBACK : RENDER_RECOVERED, error);
  },
  onCaughtError: leaveCaughtErrorsToTheBoundary,
});

interface RenderOptions {
  container: HTMLElement;
  store: AppStore;
  persistor: Persistor | null;
  appHistory: AppHistory;
  organizationKnown: boolean;
  /** Whether the page is being left: what its navigation cuts off is not reported (src/lib/pageLeaving.ts). */
  isLeaving: () => boolean;
  /** Each commit's language, for the page held until it is drawn in its first language (decision 381). */
  onLanguageDrawn: (locale: Locale) => void;
  /** The client's first render is the one the build made (tools/prerender.tsx): hydrate it in place. */
  hydrateAs: PrerenderedAs | null;
  /** Whether the code of the page's screens loaded (false: it failed). */
  screensLoaded: Promise<boolean>;
}

export function renderApp({
  container,
  store,
  persistor,
  appHistory,
  organizationKnown,
  isLeaving,
  onLanguageDrawn,
  hydrateAs,
  screensLoaded,
}: RenderOptions): void {
  const app = (
    <PageLeaving.Provider value={isLeaving}>
      <LocaleProvider onDrawn={onLanguageDrawn}>
        <ModalRegistryProvider>
          {organizationKnown ? (
            // Transitions are chosen per navigation by the app's history (src/app/appHistory.ts).
            <HistoryRouter history={appHistory.history} useTransitions={false}>
              <AppRoutes />
            </HistoryRouter>
          ) : (
            <PrivateLabelError />
          )}
        </ModalRegistryProvider>
      </LocaleProvider>
    </PageLeaving.Provider>
  );
  const settled = () => {
    appReady(window, 'replay');
  };
  const renderAnew = () => {
    const root = createRoot(container, appRootOptions(store.dispatch, false));
    // Screens render after rehydration, when the sagas that answer their events are running (what redux-persist's
    // PersistGate does, without its 0.9 KB: the page keeps what it shows until then).
    void (persistor ? persistorBootstrapped(persistor) : Promise.resolve()).then(() => {
      drawIncludedBannersFirst(window);
      root.render(
        <StrictMode>
          <Provider store={store}>
            <Committed onCommitted={dropHeld} />
            {app}
          </Provider>
        </StrictMode>,
      );
    });
  };
  if (hydrateAs) {
    // The first render must be the prerendered one: the screen's code loaded, the persisted slices back.
    void Promise.all([screensLoaded, persistor ? persistorBootstrapped(persistor) : undefined]).then(([loaded]) => {
      // The screen's code failed to load: the page shows the error (or retries), not the page the build made.
      if (!loaded) {
        renderAnew();
        return;
      }
      // A transition: React hydrates in slices between which the browser handles input (issue 16).
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <HydratingProvider
              store={store}
              pathname={window.location.pathname}
              signedIn={hydrateAs.signedIn}
              locale={hydrateAs.locale}
              onSettled={settled}
            >
              {app}
            </HydratingProvider>
          </StrictMode>,
          // The console line starts with HYDRATION_FALLBACK, which the browser test looks for.
          appRootOptions(store.dispatch, true),
        );
      });
    });
    return;
  }
  renderAnew();
}

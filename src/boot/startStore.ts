import type { Storage } from 'redux-persist';
import { resolved, resolutionFailed } from '../../features/organization/organizationSlice';
import { started, storageRefused } from '../../features/session/sessionSlice';
import { installDiagnosticLog, installDiagnosticShortcut } from '../../features/replay/diagnosticLog';
import { reportCaughtFailure } from '../../features/diagnostics/failures';
import { createActionLogRecorder } from '../../store/actionLog';
import { flushPersistenceOnPageHide } from '../../store/flushOnPageHide';
import { PERSISTED_KEYS } from '../../store/persistence';
import { setupStore } from '../../store/store';
import { rootSaga } from '../../sagas/rootSaga';
import { TOKEN_STORAGE_KEY, type HttpClient, type TokenStore } from '../api/http';
import { openBrowserSocket } from '../api/chatSocket';
import type { Navigator } from '../../sagas/context';
import type { OrganizationResult } from '../brand/organization';
import { environmentOf } from '../lib/environment';
import { nextTask } from '../lib/nextTask';
import { firstScreen } from '../lib/firstScreen';
import { watchPageLeaving } from '../lib/pageLeaving';
import { createAppWorker } from './appWorker';
import { reportPageScriptFailures } from '../lib/pageScriptFailures';
import { createLanguageHold } from './languageHold';
import { languageCookie } from './languageCookie';
import type { KeyValueStorage, PageStorage } from '../lib/safeStorage';

/** How long background calls wait for the page's first screen before they go anyway. */
const FIRST_SCREEN_MAX_WAIT_MS = 3000;

/**
 * redux-persist's own storage interface over the page's safe storage (src/lib/safeStorage.ts): what its web storage
 * does, without its probe, which on a refusal falls back to storing nothing at all.
 */
const persistStorage = (storage: KeyValueStorage): Storage => ({
  getItem: (key: string) => Promise.resolve(storage.getItem(key)),
  setItem: (key: string, value: string) => {
    storage.setItem(key, value);
    return Promise.resolve();
  },
  removeItem: (key: string) => {
    storage.removeItem(key);
    return Promise.resolve();
  },
});

/**
 * Persisted state read in a later task: the rehydration, and what the sagas start on it, run apart from the store's
 * creation instead of in the same long task (issue 16).
 */
const readingInLaterTask = (persisted: Storage): Storage => ({
  ...persisted,
  getItem: (key: string) => nextTask().then(() => persisted.getItem(key) as unknown),
});

/** The store with its sagas, the diagnostic action log and the page's facts (session, organisation) dispatched. */
export function startStore(
  win: Window,
  deps: { api: HttpClient; tokenStore: TokenStore; navigator: Navigator; storage: PageStorage },
) {
  const { api, tokenStore, navigator, storage } = deps;
  // What the start-up caught, reported once the sagas run: the diagnostics saga, which counts a report, starts after
  // the rehydration. (A declaration, so the worker's client can be handed it before the store is made.)
  function report(what: string, error: unknown) {
    void sagasRunning.then(() => {
      reportCaughtFailure(store.dispatch, what, error, isLeaving());
    });
  }
  const isLeaving = watchPageLeaving(win);
  const languageHold = createLanguageHold(win);
  // The diagnostic action log (docs/action-log.md): starts from the state after the persisted slices come back.
  const actionLog = createActionLogRecorder({
    appVersion: process.env.APP_VERSION ?? 'unknown',
    rehydrateKeys: PERSISTED_KEYS,
  });
  installDiagnosticLog(actionLog);
  const { store, persistor, runSaga, waitForRehydrate } = setupStore({
    sagaContext: {
      api,
      tokenStore,
      navigator,
      sessionStorage: storage.session,
      localStorage: storage.local,
      windowEvents: {
        onFocus: (listener) => {
          win.addEventListener('focus', listener);
          return () => {
            win.removeEventListener('focus', listener);
          };
        },
        onConnectionChange: (listener) => {
          const online = () => {
            listener(true);
          };
          const offline = () => {
            listener(false);
          };
          win.addEventListener('online', online);
          win.addEventListener('offline', offline);
          return () => {
            win.removeEventListener('online', online);
            win.removeEventListener('offline', offline);
          };
        },
        isOnline: () => win.navigator.onLine,
        isLeaving,
        onSessionMayHaveChanged: (listener) => {
          // Another tab's write or removal of the token (a clear() has no key); this tab's own writes fire nothing.
          const stored = (event: StorageEvent) => {
            if (event.key === TOKEN_STORAGE_KEY || event.key === null) listener('anotherTab');
          };
          const shown = (event: PageTransitionEvent) => {
            if (event.persisted) listener('pageRestored');
          };
          // A tab shown again after hours in the background: its token may have expired meanwhile (decision 450).
          const visible = () => {
            if (win.document.visibilityState === 'visible') listener('pageVisible');
          };
          win.addEventListener('storage', stored);
          win.addEventListener('pageshow', shown);
          win.document.addEventListener('visibilitychange', visible);
          return () => {
            win.removeEventListener('storage', stored);
            win.removeEventListener('pageshow', shown);
            win.document.removeEventListener('visibilitychange', visible);
          };
        },
      },
      newId: () => win.crypto.randomUUID(),
      appWorker: createAppWorker(win, report),
      openSocket: (url) => openBrowserSocket(win.location.href, url),
      logger: console,
      page: {
        preferredLanguages: () => win.navigator.languages,
        setDocumentLanguage: (language) => {
          win.document.documentElement.lang = language;
        },
        tellServerLanguage: (chosen) => {
          win.document.cookie = languageCookie(chosen, win.location.protocol === 'https:');
        },
        firstLanguageSettled: (locale) => {
          // A page built in Spanish that settles in English (its catalogue failed, or the organisation does not offer
          // it) says so too (decision 384).
          win.document.documentElement.lang = locale;
          languageHold.settled(locale);
        },
        firstScreen: () => firstScreen(win, FIRST_SCREEN_MAX_WAIT_MS),
        userAgent: () => win.navigator.userAgent,
        document: win.document,
      },
    },
    persistence: {
      local: readingInLaterTask(persistStorage(storage.local)),
      session: readingInLaterTask(persistStorage(storage.session)),
    },
    middleware: [actionLog.middleware],
  });
  // The page's store runs the sagas; the store module itself imports none (decision 274).
  let started = (): void => undefined;
  // The page renders once every saga watches: a screen's first request on mount must find its saga (or its lazy
  // trigger) listening, whatever the order of the start-up's tasks (decision 347 moved the render's).
  const sagasRunning = new Promise<void>((resolve) => {
    started = resolve;
  });
  runSaga(rootSaga, { waitForRehydrate, started });
  installDiagnosticShortcut(win, store.dispatch);
  if (persistor) flushPersistenceOnPageHide(win, persistor);
  // The borrower is told once (src/shell/StorageNotice.tsx), and the refusal reported once, not at every write after
  // it; a refusal before the store was up is told now.
  storage.onRefused((error) => {
    store.dispatch(storageRefused());
    report('Storage refused', error);
  });
  // An entry script that failed before the app was up, marked by the page's load watch (src/boot/loadFailed.ts): a
  // try brought it in, as the app runs, and only this hears of it.
  if ((win as Window & { __entryFailed?: 1 }).__entryFailed) report('Start-up: entry script', 'retried');
  // What the page's inline scripts caught (the theme, the first calls, the kept screen, the banners): only this hears
  // of it.
  reportPageScriptFailures(win, report);
  return { store, persistor, sagasRunning, isLeaving, languageHold, report };
}

/** The page's facts, as the first events of the borrower's story. */
export function announcePage(
  win: Window,
  { store, report }: Pick<ReturnType<typeof startStore>, 'store' | 'report'>,
  organization: OrganizationResult,
  authenticated: boolean,
): void {
  store.dispatch(started({ authenticated, environment: environmentOf(win.location.hostname) }));
  if (organization.ok) {
    const { pricing, theme: _theme, ...info } = organization.org;
    store.dispatch(resolved({ info, pricing }));
  } else {
    store.dispatch(resolutionFailed(organization.error));
    // The page shows 001 §1's private-label error: the deployment fails every visitor, so it is told (issue 46). The
    // console gets the detail, which names fields and org codes only (src/brand/organization.ts).
    const failure = new Error(organization.error.detail);
    failure.name = 'PrivateLabelDataError';
    // Once the sagas run, as every start-up report (`report`): dispatched now, it was recorded but never counted.
    report('Organization data', failure);
  }
}

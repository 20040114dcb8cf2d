import { call, getContext } from 'typed-redux-saga';
import type { HttpClient, TokenStore } from '../src/api/http';
import type { ChatSocket } from '../src/api/chatSocket';
import type { Locale } from '../src/lib/locale';
import type { AppLocation, HistoryAction } from '../features/navigation/navigationSlice';
import type { SessionCheckCause } from '../features/session/sessionSlice';

/** Performs navigation for the navigation saga; implemented over the router in src/app, faked in tests. */
export interface Navigator {
  current(): AppLocation;
  navigate(to: string, options: { replace: boolean; state?: Record<string, string> }): void;
  /**
   * Starts loading the code of the screens at a path ahead of a navigation there (issue 16). Resolves once it is in,
   * or has failed (the navigation that follows meets the failure again, and shows it); never rejects.
   */
  prepare(pathname: string): Promise<void>;
  /**
   * A full page load (pages outside the app, and the screen-load retry); `replace` loads it in place of this page in
   * the history, so Back does not return to a page the app left for good (an ended session's).
   */
  assign(href: string, options?: { replace: boolean }): void;
  reload(): void;
  subscribe(listener: (location: AppLocation, action: HistoryAction) => void): () => void;
}

/** Key-value storage the sagas use (sessionStorage in the browser). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Browser window events sagas listen to (the conditions poll refetches on focus, 001 §7). */
export interface WindowEvents {
  onFocus(listener: () => void): () => void;
  /** The browser's online/offline events (issue 17), as true when back online and false when offline. */
  onConnectionChange(listener: (online: boolean) => void): () => void;
  isOnline(): boolean;
  /**
   * Whether the page is being left (pagehide or beforeunload seen, and no pageshow since): a call that fails then was
   * cut off by the page's own navigation, not a failure (issue 46). Absent: never.
   */
  isLeaving?(): boolean;
  /**
   * The session the page shows may have changed under it (issue 47 item 5): another tab wrote or removed the stored
   * token (a `storage` event), or the back-forward cache brought the page back as it was left. Absent: never.
   */
  onSessionMayHaveChanged?(listener: (cause: SessionCheckCause) => void): () => void;
}

/** The page itself: the browser's preferred languages and the document's language (issue 19), its first screen. */
export interface Page {
  preferredLanguages(): readonly string[];
  /** Sets `<html lang>`, so screen readers read the page in the chosen language. */
  setDocumentLanguage(language: string): void;
  /**
   * Tells the server the borrower's stored choice of language, or that there is none (the LANGUAGE_COOKIE, decision
   * 387), so the pages it answers next come built in it. Absent: the server is not told.
   */
  tellServerLanguage?(chosen: Locale | null): void;
  /**
   * The page's first language is settled (in use, failed to load, waited for long enough, or English from the start):
   * the page, held from its first paint while that language was not English, shows once drawn in `locale` (decision
   * 381). Absent: nothing is held.
   */
  firstLanguageSettled?(locale: Locale): void;
  /**
   * Resolves once the page's first screen has shown (src/lib/firstScreen.ts), or after a bound: background calls
   * wait for it so that they do not compete with the screen's own (issue 16). Absent: no wait.
   */
  firstScreen?: () => Promise<void>;
  /** The browser's user agent string, read for a failure report's engine and version (issue 46). */
  userAgent?: () => string;
  /** The page's document, whose shown screen a return visit paints first (decision 426). Absent: nothing is kept. */
  document?: Document;
}

/** The app's service worker from the page's side (issue 47; src/boot/appWorker.ts in the browser). */
export interface AppWorker {
  /**
   * Registers the worker once the page is idle after its first screen (its client is a chunk of its own);
   * `onUpdateWaiting` is called when a new build's worker is installed and waits; `onFailure` when, later, the check
   * behind it fails (the registration fails through the promise).
   */
  register: (onUpdateWaiting: () => void, onFailure: (error: unknown) => void) => Promise<void>;
  /**
   * Lets the waiting worker take over, then reloads the page into the new version. Rejects when the worker's client
   * cannot be loaded (the connection gone since the offer), and nothing was asked of the worker.
   */
  activateUpdate: () => Promise<void>;
  /** Deletes every cache the worker fills with pages (the build's own files stay): a logout leaves nothing behind. */
  clearPageCaches: () => Promise<void>;
  /** Whether a worker already serves this page (a registration that fails is then only its check for a new build). */
  inCharge: () => boolean;
}

/** Everything with side effects that sagas reach through the saga context, so tests can provide fakes. */
export interface SagaContext {
  api: HttpClient;
  tokenStore: TokenStore;
  navigator: Navigator;
  sessionStorage: KeyValueStore;
  localStorage: KeyValueStore;
  /** Ids and nonces come from here (crypto.randomUUID in the browser), so tests can make them predictable. */
  newId: () => string;
  windowEvents: WindowEvents;
  /** Opens a websocket (the chat's omni-proxy socket); the socket lives in the saga that opened it. */
  openSocket: (url: string) => ChatSocket;
  logger: Pick<Console, 'warn' | 'error'>;
  /** Absent in tests that do not care: no browser preference, and no document to label. */
  page?: Page;
  /** Writes persisted state now; called before a full page load that must find it (the auth-provider redirect). */
  flushPersistence?: () => Promise<void>;
  /**
   * Downloads sagas of the lazy table (sagas/lazySagas.ts) by name, without running them. The root saga provides it,
   * so that a saga the table loads never imports the table back (decision 277). Absent: nothing is preloaded.
   */
  preloadSagas?: (names: ReadonlySet<string>) => void;
  /** Absent where the browser has no service workers (and in tests that do not care). */
  appWorker?: AppWorker;
}

export function* useContext<K extends keyof SagaContext>(key: K) {
  return yield* getContext<SagaContext[K]>(key);
}

/** Waits for the page's first screen (`Page.firstScreen`); at once where the page does not say. */
export function* afterFirstScreen() {
  const page = yield* useContext('page');
  const firstScreen = page?.firstScreen;
  if (firstScreen) yield* call(firstScreen);
}

import { startTransition } from 'react';
import { NavigationType, UNSAFE_createBrowserHistory, type Location } from 'react-router';
import type { Navigator } from '../../sagas/context';
import type { AppLocation, HistoryAction } from '../../features/navigation/navigationSlice';

const plain = ({ pathname, search, hash }: Location): AppLocation => ({ pathname, search, hash });

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type HistoryListener = Parameters<BrowserHistory['listen']>[0];

export interface AppHistory {
  /** The browser's history, for the router (react-router's HistoryRouter). */
  history: BrowserHistory;
  /** The navigation saga's view of it. */
  navigator: Navigator;
}

/** Where a location's screens stand: `ready` once their code is in (or failed), `codeIn` whether it is in now. */
export interface ScreenCode {
  ready: (pathname: string) => Promise<void>;
  codeIn: (pathname: string) => boolean;
}

/**
 * The browser's history with the navigation saga's view of it (decision 157). The saga hears of a location once the
 * code of its screens is in (`ready`, whether it loaded or failed), as the data router told it before: a navigation to
 * a screen still on its way keeps the loader up (sagas/navigationSaga.ts), and one whose code is in is told at once.
 * Of navigations that overtake each other, only the last is told.
 *
 * The router hears of a navigation at once, as a transition: the current screen stays until the next one's code is
 * in, and the borrower's own step answers their click before the next screen renders. A redirect the app makes (a
 * REPLACE: the status routing, the return visit's restored screen) to a screen whose code is in renders at once
 * instead: as a transition, every store update of the start-up set it aside and began it again, and the return
 * visit's screen painted up to 300 ms late on a phone (issue 47 item 2, decision 346).
 */
export function createAppHistory(
  win: Window,
  { ready, codeIn }: ScreenCode,
  transition: (update: () => void) => void = startTransition,
): AppHistory {
  const browser = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  let current: Location = browser.location;
  const listeners = new Set<(location: AppLocation, action: HistoryAction) => void>();
  // The browser history takes one listener: this one, which tells the router at once and the saga when ready.
  const routerListeners = new Set<HistoryListener>();
  browser.listen((update) => {
    const { action, location } = update;
    const tellRouter = () => {
      for (const listener of routerListeners) listener(update);
    };
    if (action === NavigationType.Replace && codeIn(location.pathname)) tellRouter();
    else transition(tellRouter);
    const tell = () => {
      if (browser.location.key !== location.key) return;
      current = location;
      for (const listener of listeners) listener(plain(location), action);
    };
    void ready(location.pathname).then(tell, tell);
  });
  const history: BrowserHistory = {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: (to, state?: unknown) => {
      browser.push(to, state);
    },
    replace: (to, state?: unknown) => {
      browser.replace(to, state);
    },
    go: (delta) => {
      browser.go(delta);
    },
    listen: (listener) => {
      routerListeners.add(listener);
      return () => {
        routerListeners.delete(listener);
      };
    },
  };
  return {
    history,
    navigator: {
      current: () => plain(current),
      navigate: (to, { replace, state }) => {
        if (replace) history.replace(to, state);
        else history.push(to, state);
      },
      // A failed download is met again, and shown, by the navigation that follows.
      prepare: (pathname) => ready(pathname).catch(() => undefined),
      assign: (href, options) => {
        if (options?.replace) win.location.replace(href);
        else win.location.assign(href);
      },
      reload: () => {
        win.location.reload();
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    },
  };
}

import { UNSAFE_createBrowserHistory, type Location } from 'react-router';
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

/**
 * The browser's history with the navigation saga's view of it (decision 157). The saga hears of a location once the
 * code of its screens is in (`ready`, whether it loaded or failed), as the data router told it before: a navigation to
 * a screen still on its way keeps the loader up (sagas/navigationSaga.ts), and one whose code is in is told at once.
 * Of navigations that overtake each other, only the last is told.
 */
export function createAppHistory(win: Window, ready: (pathname: string) => Promise<void>): AppHistory {
  const browser = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  let current: Location = browser.location;
  const listeners = new Set<(location: AppLocation, action: HistoryAction) => void>();
  // The browser history takes one listener: this one, which tells the router at once and the saga when ready.
  const routerListeners = new Set<HistoryListener>();
  browser.listen((update) => {
    for (const listener of routerListeners) listener(update);
    const { action, location } = update;
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
      prepare: (pathname) => {
        // A failed download is met again, and shown, by the navigation that follows.
        ready(pathname).catch(() => undefined);
      },
      assign: (href) => {
        win.location.assign(href);
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

import { useLayoutEffect } from 'react';
import { UNSAFE_createBrowserHistory, useLocation, useNavigationType, type Location } from 'react-router';
import type { Navigator } from '../../sagas/context';
import type { AppLocation, HistoryAction } from '../../features/navigation/navigationSlice';

const plain = ({ pathname, search, hash }: Location): AppLocation => ({ pathname, search, hash });

export interface AppHistory {
  /** The browser's history, for the router (react-router's HistoryRouter). */
  history: ReturnType<typeof UNSAFE_createBrowserHistory>;
  /** What the router reports once a location's screen is on the page (LocationShown). */
  shown: (location: Location, action: HistoryAction) => void;
  /** The navigation saga's view of it. */
  navigator: Navigator;
}

/**
 * The browser's history with the navigation saga's view of it (decision 157). The saga hears of a location once its
 * screen shows, as with the data router before: a navigation to a screen whose code is still on its way keeps the
 * loader up (sagas/navigationSaga.ts) until the screen replaces the current one.
 */
export function createAppHistory(win: Window): AppHistory {
  const history = UNSAFE_createBrowserHistory({ window: win, v5Compat: true });
  let shownLocation: Location = history.location;
  const listeners = new Set<(location: AppLocation, action: HistoryAction) => void>();
  return {
    history,
    shown: (location, action) => {
      if (location.key === shownLocation.key) return;
      shownLocation = location;
      for (const listener of listeners) listener(plain(location), action);
    },
    navigator: {
      current: () => plain(shownLocation),
      navigate: (to, { replace, state }) => {
        if (replace) history.replace(to, state);
        else history.push(to, state);
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

/**
 * Inside the router: tells the app's history each location the page has committed. A hook, not a component: the
 * prerendered page's tree (tools/prerender.tsx) and the client's must have the same shape for React's ids to agree.
 */
export function useShownLocation(onShown: AppHistory['shown'] | undefined): void {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => {
    onShown?.(location, action);
  }, [action, location, onShown]);
}

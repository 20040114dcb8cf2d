import type { Location } from 'react-router';
import type { Navigator } from '../../sagas/context';
import type { AppLocation } from '../../features/navigation/navigationSlice';
import type { AppRouter } from './router';

const plain = ({ pathname, search, hash }: Location): AppLocation => ({ pathname, search, hash });

/** The navigation saga's view of the data router and the window. */
export function createRouterNavigator(router: AppRouter, win: Window): Navigator {
  return {
    current: () => plain(router.state.location),
    navigate: (to, { replace, state }) => {
      void router.navigate(to, { replace, state });
    },
    assign: (href) => {
      win.location.assign(href);
    },
    reload: () => {
      win.location.reload();
    },
    subscribe: (listener) => {
      let last = router.state.location;
      return router.subscribe((state) => {
        if (state.location === last) return;
        last = state.location;
        listener(plain(state.location), state.historyAction);
      });
    },
  };
}

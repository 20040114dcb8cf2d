import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { started } from '../../features/session/sessionSlice';
import { rootReducer, type AppStore, type RootState } from '../../store/store';
import type { AppRouter } from './router';

/** Resolves once the data router has loaded the first route's lazy code and can render it. */
export function routerInitialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Resolves once the persisted slices are back in the store. */
export function persistorBootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) {
      resolve();
      return;
    }
    const unsubscribe = persistor.subscribe(() => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The state the build renders a page with (tools/prerender.tsx) and the client hydrates it with: nothing known yet
 * (no organisation, flags, hours or draft), nobody signed in, at `pathname`. One function for both, so they agree.
 */
export function prerenderState(pathname: string): RootState {
  const steps = [
    started({ authenticated: false, environment: 'production' }),
    locationChanged({ pathname, search: '', hash: '', action: 'POP' }),
  ];
  return steps.reduce(rootReducer, rootReducer(undefined, { type: '@@prerender/init' }));
}

/**
 * The store as components see it while they hydrate the prerendered page: the prerender's state, so hydration finds
 * the markup it expects, whatever the sagas have already loaded. Nothing it shows changes, so it tells no subscriber;
 * what components dispatch goes to the real store, which the sagas use throughout (decision 146).
 */
export function createHydrationView(store: AppStore, pathname: string): AppStore {
  const prerendered = prerenderState(pathname);
  return {
    ...store,
    getState: () => prerendered,
    subscribe: () => () => undefined,
  };
}

/**
 * Provides the hydration view while its subtree hydrates, then the real store: the page re-renders with the
 * organisation's brand and what is known by then. The switch is a transition, so React renders it in slices that
 * leave the main thread free for the borrower's input (issue 16), as the hydration itself is (src/main.tsx).
 */
export function HydratingProvider({
  store,
  pathname,
  onSettled,
  children,
}: {
  store: AppStore;
  pathname: string;
  /** Once the page shows the real store: from then on what the borrower does is answered with what they entered. */
  onSettled: () => void;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<AppStore>(() => createHydrationView(store, pathname));
  useEffect(() => {
    startTransition(() => {
      setCurrent(store);
    });
  }, [store]);
  useEffect(() => {
    if (current === store) onSettled();
  }, [current, store, onSettled]);
  return <Provider store={current}>{children}</Provider>;
}

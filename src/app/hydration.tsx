import { useEffect, type ReactNode } from 'react';
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
 * the markup it expects, whatever the sagas have already loaded. `settle()` (after the hydration commit) switches to
 * the real state, and the page re-renders with the organisation's brand and what is known by then. Sagas use the real
 * store throughout; only what components read is held back for that one render (decision 146).
 */
export function createHydrationView(store: AppStore, pathname: string): { view: AppStore; settle: () => void } {
  let settled = false;
  const listeners = new Set<() => void>();
  const prerendered = prerenderState(pathname);
  const view: AppStore = {
    ...store,
    getState: () => (settled ? store.getState() : prerendered),
    subscribe: (listener) => {
      listeners.add(listener);
      const unsubscribe = store.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
  };
  const settle = () => {
    if (settled) return;
    settled = true;
    listeners.forEach((listener) => {
      listener();
    });
  };
  return { view, settle };
}

/** Calls `onSettled` once its subtree has hydrated; one child, so React's useId paths stay those of the server. */
export function AfterHydration({ onSettled, children }: { onSettled: () => void; children: ReactNode }) {
  useEffect(() => {
    onSettled();
  }, [onSettled]);
  return children;
}

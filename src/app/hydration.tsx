import { startTransition, useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { localeActions } from '../../features/locale/localeSlice';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { started } from '../../features/session/sessionSlice';
import type { AppStore } from '../../store/store';
import { rootReducer, type RootState } from '../../store/rootReducer';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../lib/locale';
import { matchedRoutes } from './router';

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
 * What the build rendered a page as (tools/prerender.tsx), written on its root element: the route (its id in the route
 * table) whose screen it shows, whether a borrower is signed in on it (register-v2: nobody; the application area's
 * frame: a borrower), and its language (each page is built in every language, decision 384). The client hydrates the
 * page only when its own first render is that one.
 */
export interface PrerenderedAs {
  route: string;
  signedIn: boolean;
  locale: Locale;
}

export const prerenderedAttributes = ({ route, signedIn, locale }: PrerenderedAs): string =>
  `data-prerendered-route="${route}" data-signed-in="${String(signedIn)}" data-locale="${locale}"`;

export function prerenderedAs(container: HTMLElement): PrerenderedAs | null {
  const route = container.dataset.prerenderedRoute;
  if (route === undefined || container.firstElementChild === null) return null;
  return {
    route,
    signedIn: container.dataset.signedIn === 'true',
    locale: parseLocale(container.dataset.locale) ?? DEFAULT_LOCALE,
  };
}

/**
 * Whether the client's first render is the page the build made: the organisation known (components see it only once
 * hydrated, createHydrationView), the same session, the same language (the one the locale saga settled on), and the
 * page's route among the ones its path matches (a path under the application area that is no page of it renders Not
 * found instead). Otherwise the client renders from scratch over it, as for index.html (decision 146).
 */
export function hydratesAs(
  page: PrerenderedAs | null,
  now: { organizationKnown: boolean; signedIn: boolean; pathname: string; locale: Locale },
): page is PrerenderedAs {
  return (
    page !== null &&
    now.organizationKnown &&
    page.signedIn === now.signedIn &&
    page.locale === now.locale &&
    matchedRoutes(now.pathname).some((route) => route.id === page.route)
  );
}

/**
 * The state the build renders a page with (tools/prerender.tsx) and the client hydrates it with: nothing known yet
 * (no organisation, flags, hours, draft or application), a borrower signed in or not, at `pathname`, in `locale`
 * (whose catalogue both have loaded by then). One function for both, so they agree.
 */
export function prerenderState(pathname: string, signedIn: boolean, locale: Locale = DEFAULT_LOCALE): RootState {
  const steps = [
    started({ authenticated: signedIn, environment: 'production' }),
    locationChanged({ pathname, search: '', hash: '', action: 'POP' }),
    ...(locale === DEFAULT_LOCALE
      ? []
      : [localeActions.requested({ locale, source: 'link' }), localeActions.activated({ locale })]),
  ];
  return steps.reduce(rootReducer, rootReducer(undefined, { type: '@@prerender/init' }));
}

/**
 * The real store with a hydration view's dispatch, keyed by that dispatch (see createHydrationView), and the switch
 * that makes that dispatch forward only.
 */
const liveStores = new WeakMap<AppStore['dispatch'], LiveStore>();

interface LiveStore {
  store: AppStore;
  goLive: () => void;
}

/** The real store a hydration view hands over to (undefined for a store that is no view). */
export const liveStoreOf = (view: AppStore): LiveStore | undefined => liveStores.get(view.dispatch);

/**
 * The store as components see it while they hydrate the prerendered page: the prerender's state, so hydration finds
 * the markup it expects, whatever the sagas have already loaded (decision 146). What components dispatch goes to the
 * real store, which the sagas use throughout, and is applied to the view too (the reducers are pure): a borrower
 * typing or choosing before the real store takes over sees what they typed. A view frozen at the prerender's state
 * made React put every controlled input back to it after each keystroke, so only the last characters typed stayed
 * (issue 33).
 */
export function createHydrationView(
  store: AppStore,
  pathname: string,
  signedIn: boolean,
  locale: Locale = DEFAULT_LOCALE,
): AppStore {
  let state = prerenderState(pathname, signedIn, locale);
  let live = false;
  const listeners = new Set<() => void>();
  const dispatch = ((action: Parameters<AppStore['dispatch']>[0]) => {
    const result = store.dispatch(action);
    if (live) return result;
    state = rootReducer(state, action);
    for (const listener of [...listeners]) listener();
    return result;
  }) as AppStore['dispatch'];
  // Once the real store takes over, components keep this dispatch (forwarding only): a new dispatch identity would run
  // again every effect that lists it (the application area was entered twice, its profile fetched twice). The view
  // goes on answering until the switch has committed, not from the switch's render: that render is a transition a
  // slow phone spends hundreds of milliseconds on, and keystrokes in it re-rendered nothing, so React put the input
  // back to the value the page still showed and the characters typed then were lost (issue 33, seen in CI).
  liveStores.set(dispatch, {
    store: { ...store, dispatch },
    goLive: () => {
      live = true;
      listeners.clear();
    },
  });
  return {
    ...store,
    dispatch,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
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
  signedIn,
  locale,
  onSettled,
  children,
}: {
  store: AppStore;
  pathname: string;
  signedIn: boolean;
  locale: Locale;
  /** Once the page shows the real store: from then on what the borrower does is answered with what they entered. */
  onSettled: () => void;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<AppStore>(() => createHydrationView(store, pathname, signedIn, locale));
  // After the hydration's commit and the switch's (both transitions), the screen's selectors subscribe to the store
  // they show only in the passive effects, a task later. An edit in between re-rendered nothing, and React put the
  // input back to the value it showed: the characters typed then were lost (issue 33). Until they have subscribed, a
  // change of that store re-renders here at once, and React runs those pending effects before that render.
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const untilSubscribed = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    // The real store is on the page from this commit: the view stops answering (and is no longer read).
    if (current.getState === store.getState) liveStoreOf(current)?.goLive();
    untilSubscribed.current = current.subscribe(rerender);
    return untilSubscribed.current;
  }, [current, store]);
  useEffect(() => {
    // The children's passive effects, the selectors' subscriptions among them, ran before this one.
    untilSubscribed.current();
  }, [current]);
  useEffect(() => {
    startTransition(() => {
      setCurrent((view) => liveStoreOf(view)?.store ?? store);
    });
  }, [store]);
  useEffect(() => {
    if (current === store || current.getState === store.getState) onSettled();
  }, [current, store, onSettled]);
  return <Provider store={current}>{children}</Provider>;
}

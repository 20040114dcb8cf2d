import type { HttpClient, HttpRequest } from '../../src/api/http';
import { ApiError, createMemoryTokenStore } from '../../src/api/http';
import type { AppLocation, HistoryAction } from '../../features/navigation/navigationSlice';
import type { KeyValueStore, Navigator, SagaContext } from '../../sagas/context';
import { setupStore, type RootState } from '../../store/store';
import type { Action, Middleware } from '@reduxjs/toolkit';

export interface RecordedCall {
  method: string;
  path: string;
  at: number;
}

type Handler = (req: HttpRequest) => unknown;

/** A platform stand-in: answers by "METHOD /path" (a trailing * matches a prefix) and records every call with its time. */
export function createFakeApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const find = (req: HttpRequest): Handler | undefined => {
    const key = `${req.method} ${req.path}`;
    return (
      handlers[key] ??
      Object.entries(handlers).find(([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)))?.[1]
    );
  };
  const api: HttpClient = {
    request<T>(req: HttpRequest): Promise<T> {
      calls.push({ method: req.method, path: req.path, at: Date.now() });
      const handler = find(req);
      if (!handler) return Promise.reject(new ApiError({ status: 404, body: { errors: ['Not found'] } }));
      try {
        return Promise.resolve(handler(req) as T);
      } catch (error: unknown) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
  return { api, calls };
}

/** A navigator over an in-memory history, recording what the app asked for. */
export function createFakeNavigator(initial = '/') {
  const listeners = new Set<(location: AppLocation, action: HistoryAction) => void>();
  let location: AppLocation = parse(initial);
  const assigned: string[] = [];
  const navigations: { to: string; replace: boolean; state?: Record<string, string> }[] = [];
  let reloads = 0;
  const navigator: Navigator = {
    current: () => location,
    navigate: (to, options) => {
      navigations.push({ to, ...options });
      location = parse(to);
      listeners.forEach((listener) => {
        listener(location, options.replace ? 'REPLACE' : 'PUSH');
      });
    },
    assign: (href) => {
      assigned.push(href);
    },
    reload: () => {
      reloads += 1;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const pop = (to: string) => {
    location = parse(to);
    listeners.forEach((listener) => {
      listener(location, 'POP');
    });
  };
  return { navigator, assigned, navigations, pop, reloads: () => reloads };
}

function parse(to: string): AppLocation {
  const url = new URL(to, 'http://app.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createMemoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

/** A real store with the real sagas, wired to fakes; `actions` lists every dispatched action type in order. */
export function startApp(options: {
  api: HttpClient;
  initialPath?: string;
  preloadedState?: Partial<RootState>;
  token?: string | null;
}) {
  const nav = createFakeNavigator(options.initialPath ?? '/');
  const actions: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const logger = { warn: jest.fn(), error: jest.fn() };
  const tokenStore = createMemoryTokenStore(options.token === undefined ? 'Bearer test' : options.token);
  const sessionStorage = createMemoryStore();
  const localStorage = createMemoryStore();
  let ids = 0;
  const newId = () => {
    ids += 1;
    return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
  };
  const focusListeners = new Set<() => void>();
  const windowEvents = {
    onFocus: (listener: () => void) => {
      focusListeners.add(listener);
      return () => {
        focusListeners.delete(listener);
      };
    },
  };
  /** Fires the window focus event the sagas listen to. */
  const focusWindow = () => {
    focusListeners.forEach((listener) => {
      listener();
    });
  };
  const context: SagaContext = {
    api: options.api,
    tokenStore,
    navigator: nav.navigator,
    sessionStorage,
    localStorage,
    newId,
    windowEvents,
    logger,
  };
  const { store } = setupStore({
    sagaContext: context,
    middleware: [recorder],
    ...(options.preloadedState ? { preloadedState: options.preloadedState } : {}),
  });
  return {
    store,
    nav,
    actions,
    logger,
    tokenStore,
    sessionStorage,
    localStorage,
    focusWindow,
    types: () => actions.map((a) => a.type),
  };
}

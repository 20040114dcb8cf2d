import type { HttpClient, HttpRequest } from '../../src/api/http';
import { ApiError, createLocalStorageTokenStore, TOKEN_STORAGE_KEY } from '../../src/api/http';
import type { AppLocation, HistoryAction } from '../../features/navigation/navigationSlice';
import type { SessionCheckCause } from '../../features/session/sessionSlice';
import type { KeyValueStore, Navigator, SagaContext } from '../../sagas/context';
import type { ChatSocket } from '../../src/api/chatSocket';
import { setupStore } from '../../store/store';
import { rootSaga } from '../../sagas/rootSaga';
import type { RootState } from '../../store/rootReducer';
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
  /** The full page loads that took this page's place in the history (`assign` with `replace`). */
  const assignedInPlace: string[] = [];
  const navigations: { to: string; replace: boolean; state?: Record<string, string> }[] = [];
  const prepared: string[] = [];
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
    prepare: (pathname) => {
      prepared.push(pathname);
      return Promise.resolve();
    },
    assign: (href, options) => {
      assigned.push(href);
      if (options?.replace) assignedInPlace.push(href);
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
  return { navigator, assigned, assignedInPlace, navigations, prepared, pop, reloads: () => reloads };
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

export interface FakeSocket extends ChatSocket {
  url: string;
  sent: string[];
  closed: boolean;
  /** The server side: open the socket, send it a frame, or drop it. */
  serverOpen(): void;
  serverSend(frame: unknown): void;
  /** A message as sent, not JSON-encoded: a frame the chat cannot read. */
  serverSendRaw(data: string): void;
  serverDrop(): void;
}

/** Websockets that never touch the network: each opened socket is kept so a test can play the server. */
export function createFakeSockets() {
  const opened: FakeSocket[] = [];
  const openSocket = (url: string): ChatSocket => {
    const listeners = {
      open: [] as (() => void)[],
      message: [] as ((data: string) => void)[],
      close: [] as (() => void)[],
    };
    let open = false;
    const socket: FakeSocket = {
      url,
      sent: [],
      closed: false,
      send: (data) => {
        if (!open) throw new Error('socket is not open');
        socket.sent.push(data);
      },
      close: () => {
        open = false;
        socket.closed = true;
      },
      isOpen: () => open,
      onOpen: (listener) => listeners.open.push(listener),
      onMessage: (listener) => listeners.message.push(listener),
      onClose: (listener) => listeners.close.push(listener),
      serverOpen: () => {
        open = true;
        listeners.open.forEach((listener) => {
          listener();
        });
      },
      serverSend: (frame) => {
        listeners.message.forEach((listener) => {
          listener(JSON.stringify(frame));
        });
      },
      serverSendRaw: (data) => {
        listeners.message.forEach((listener) => {
          listener(data);
        });
      },
      serverDrop: () => {
        open = false;
        listeners.close.forEach((listener) => {
          listener();
        });
      },
    };
    opened.push(socket);
    return socket;
  };
  return { opened, openSocket };
}

/** A real store with the real sagas, wired to fakes; `actions` lists every dispatched action type in order. */
export function startApp(options: {
  api: HttpClient;
  initialPath?: string;
  preloadedState?: Partial<RootState>;
  token?: string | null;
  openSocket?: SagaContext['openSocket'];
  page?: SagaContext['page'];
  appWorker?: SagaContext['appWorker'];
  /** The tab's sessionStorage, to carry over to the next page load of the same tab. */
  sessionStorage?: KeyValueStore;
}) {
  const nav = createFakeNavigator(options.initialPath ?? '/');
  const actions: Action[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as Action);
    return next(action);
  };
  const logger = { warn: jest.fn(), error: jest.fn() };
  const sessionStorage = options.sessionStorage ?? createMemoryStore();
  // The token lives where the app keeps it, so a test can stand in for another tab by writing underneath the store.
  const localStorage = createMemoryStore();
  const token = options.token === undefined ? 'Bearer test' : options.token;
  if (token !== null) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  const tokenStore = createLocalStorageTokenStore(localStorage);
  let ids = 0;
  const newId = () => {
    ids += 1;
    return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
  };
  const focusListeners = new Set<() => void>();
  const connectionListeners = new Set<(online: boolean) => void>();
  const sessionCheckListeners = new Set<(cause: SessionCheckCause) => void>();
  let online = true;
  let leaving = false;
  const windowEvents = {
    onFocus: (listener: () => void) => {
      focusListeners.add(listener);
      return () => {
        focusListeners.delete(listener);
      };
    },
    onConnectionChange: (listener: (online: boolean) => void) => {
      connectionListeners.add(listener);
      return () => {
        connectionListeners.delete(listener);
      };
    },
    isOnline: () => online,
    isLeaving: () => leaving,
    onSessionMayHaveChanged: (listener: (cause: SessionCheckCause) => void) => {
      sessionCheckListeners.add(listener);
      return () => {
        sessionCheckListeners.delete(listener);
      };
    },
  };
  /** Another tab wrote or removed the token (the browser's storage event), or the page came back from the bfcache. */
  const sessionMayHaveChanged = (cause: SessionCheckCause) => {
    sessionCheckListeners.forEach((listener) => {
      listener(cause);
    });
  };
  /** The page is being left (pagehide or beforeunload seen), or is back (pageshow). */
  const setLeaving = (value: boolean) => {
    leaving = value;
  };
  /** Fires the browser's online or offline event. */
  const setOnline = (value: boolean) => {
    online = value;
    connectionListeners.forEach((listener) => {
      listener(value);
    });
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
    openSocket: options.openSocket ?? createFakeSockets().openSocket,
    logger,
    ...(options.page ? { page: options.page } : {}),
    ...(options.appWorker ? { appWorker: options.appWorker } : {}),
  };
  const { store, runSaga, waitForRehydrate } = setupStore({
    sagaContext: context,
    middleware: [recorder],
    ...(options.preloadedState ? { preloadedState: options.preloadedState } : {}),
  });
  runSaga(rootSaga, { waitForRehydrate });
  return {
    store,
    nav,
    actions,
    logger,
    tokenStore,
    sessionStorage,
    localStorage,
    focusWindow,
    sessionMayHaveChanged,
    setOnline,
    setLeaving,
    types: () => actions.map((a) => a.type),
  };
}

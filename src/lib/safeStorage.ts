/**
 * Web storage that never throws (issue 33). A browser may refuse storage outright (Safari's "Block all cookies",
 * Firefox with cookies off, some in-app browsers: reading `localStorage` throws a SecurityError) or take no writes (a
 * full quota, an old Safari private window: QuotaExceededError). Every storage user in the app goes through this one
 * module: while the browser's storage answers it is used as is; from the first refusal on, what the tab stores lives
 * in memory for the tab's life (what could still be read is copied over first, so nothing read so far changes).
 */

export type StorageName = 'localStorage' | 'sessionStorage';

/** The part of the Web Storage API the app uses; redux-persist's own storage interface is built on it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The two storages of the page, and whether either was refused (the borrower is told once: src/shell). */
export interface PageStorage {
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** Whether a storage was refused, so a reload will not keep what the tab stored. */
  refused(): boolean;
  /** Called once, at the first refusal (at once when one was refused already), with what the browser threw. */
  onRefused(listener: (error: unknown) => void): void;
}

/** The browser's storage, or null when even reaching it throws (the SecurityError of blocked cookies), refused. */
function reach(win: Window, name: StorageName, refuse: (error: unknown) => void): Storage | null {
  // A browser with cookies off refuses storage too; Chromium answers such a page with a SecurityError on access.
  if (!win.navigator.cookieEnabled) {
    refuse('cookies are off');
    return null;
  }
  try {
    const storage = win[name];
    // Some browsers give the object and refuse its first use instead.
    storage.getItem('');
    return storage;
  } catch (error: unknown) {
    refuse(error);
    return null;
  }
}

function memoryCopyOf(storage: Storage | null): Map<string, string> {
  const memory = new Map<string, string>();
  if (!storage) return memory;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      const value = key === null ? null : storage.getItem(key);
      if (key !== null && value !== null) memory.set(key, value);
    }
  } catch {
    // What could not be read is as if it had never been stored.
  }
  return memory;
}

/** One storage that falls back to memory at its first refusal; `refuse` is told when it does, with the error. */
export function safeStorage(win: Window, name: StorageName, refuse: (error: unknown) => void): KeyValueStorage {
  let browser = reach(win, name, refuse);
  let memory: Map<string, string> | null = browser ? null : new Map();
  const fallBack = (error: unknown) => {
    memory = memoryCopyOf(browser);
    browser = null;
    refuse(error);
    return memory;
  };
  return {
    getItem: (key) => {
      if (memory) return memory.get(key) ?? null;
      try {
        return browser?.getItem(key) ?? null;
      } catch (error: unknown) {
        return fallBack(error).get(key) ?? null;
      }
    },
    setItem: (key, value) => {
      if (memory) {
        memory.set(key, value);
        return;
      }
      try {
        browser?.setItem(key, value);
      } catch (error: unknown) {
        fallBack(error).set(key, value);
      }
    },
    removeItem: (key) => {
      if (memory) {
        memory.delete(key);
        return;
      }
      try {
        browser?.removeItem(key);
      } catch (error: unknown) {
        fallBack(error).delete(key);
      }
    },
  };
}

/** The page's local and session storage, each falling back to memory on its own. */
export function pageStorage(win: Window): PageStorage {
  // The first refusal's error, kept for a listener that comes after it (the store, which reports it).
  let refusal: { error: unknown } | null = null;
  const listeners: ((error: unknown) => void)[] = [];
  const refuse = (error: unknown) => {
    if (refusal) return;
    refusal = { error };
    for (const listener of listeners.splice(0)) listener(error);
  };
  const local = safeStorage(win, 'localStorage', refuse);
  const session = safeStorage(win, 'sessionStorage', refuse);
  return {
    local,
    session,
    refused: () => refusal !== null,
    onRefused: (listener) => {
      if (refusal) listener(refusal.error);
      else listeners.push(listener);
    },
  };
}

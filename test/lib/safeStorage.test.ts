import { pageStorage, safeStorage, type StorageName } from '../../src/lib/safeStorage';

/** A Web Storage over a map, as the browser's, whose writes can be refused. */
class FakeStorage {
  readonly items = new Map<string, string>();
  refuseWrites = false;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.refuseWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A window whose storages are the fakes, or whose storage getters throw the SecurityError of blocked cookies. */
function fakeWindow({ blocked = false, cookieEnabled = true } = {}) {
  const storages: Record<StorageName, FakeStorage> = {
    localStorage: new FakeStorage(),
    sessionStorage: new FakeStorage(),
  };
  const win = { navigator: { cookieEnabled } } as unknown as Window;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(win, name, {
      get: () => {
        if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
        return storages[name];
      },
    });
  }
  return { win, storages };
}

describe('safe storage (issue 33)', () => {
  it('uses the browser storage while it answers, and tells no refusal', () => {
    const { win, storages } = fakeWindow();
    const refused = jest.fn();
    const storage = safeStorage(win, 'localStorage', refused);
    storage.setItem('jwt', 'Bearer t');
    expect(storages.localStorage.getItem('jwt')).toBe('Bearer t');
    expect(storage.getItem('jwt')).toBe('Bearer t');
    storage.removeItem('jwt');
    expect(storages.localStorage.getItem('jwt')).toBeNull();
    expect(refused).not.toHaveBeenCalled();
  });

  it('keeps what is stored in memory when reaching the storage throws a SecurityError', () => {
    const { win } = fakeWindow({ blocked: true });
    const refused = jest.fn();
    const storage = safeStorage(win, 'localStorage', refused);
    expect(refused).toHaveBeenCalledTimes(1);
    // What the browser threw goes on, to be reported (src/boot/startStore.ts).
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ name: 'SecurityError' }));
    expect(storage.getItem('jwt')).toBeNull();
    storage.setItem('jwt', 'Bearer t');
    expect(storage.getItem('jwt')).toBe('Bearer t');
    storage.removeItem('jwt');
    expect(storage.getItem('jwt')).toBeNull();
  });

  it('treats cookies turned off as storage refused, without touching it', () => {
    const { win, storages } = fakeWindow({ cookieEnabled: false });
    const refused = jest.fn();
    const storage = safeStorage(win, 'sessionStorage', refused);
    storage.setItem('offerCode', 'X1');
    expect(storages.sessionStorage.items.size).toBe(0);
    expect(storage.getItem('offerCode')).toBe('X1');
    expect(refused).toHaveBeenCalledTimes(1);
    // No error was thrown: the reason, in words the console line shows.
    expect(refused).toHaveBeenCalledWith('cookies are off');
  });

  it('moves to memory at the first refused write (QuotaExceededError), keeping what could be read', () => {
    const { win, storages } = fakeWindow();
    const refused = jest.fn();
    const storage = safeStorage(win, 'localStorage', refused);
    storage.setItem('persist:preAuth', '{"nonce":"n1"}');
    storages.localStorage.refuseWrites = true;
    expect(() => {
      storage.setItem('jwt', 'Bearer t');
    }).not.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ name: 'QuotaExceededError' }));
    expect(storage.getItem('jwt')).toBe('Bearer t');
    expect(storage.getItem('persist:preAuth')).toBe('{"nonce":"n1"}');
    // From then on the tab's storage is memory: nothing more reaches the browser's, even once it would take writes.
    storages.localStorage.refuseWrites = false;
    storage.setItem('persist:preAuth', '{"nonce":"n2"}');
    expect(storages.localStorage.getItem('persist:preAuth')).toBe('{"nonce":"n1"}');
    expect(storage.getItem('persist:preAuth')).toBe('{"nonce":"n2"}');
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('tells a refusal of either storage once, also to a listener that comes after it', () => {
    const { win, storages } = fakeWindow();
    const page = pageStorage(win);
    const early = jest.fn();
    page.onRefused(early);
    expect(page.refused()).toBe(false);
    storages.sessionStorage.refuseWrites = true;
    storages.localStorage.refuseWrites = true;
    page.session.setItem('a', '1');
    page.local.setItem('b', '2');
    expect(page.refused()).toBe(true);
    expect(early).toHaveBeenCalledTimes(1);
    const late = jest.fn();
    page.onRefused(late);
    expect(late).toHaveBeenCalledTimes(1);
    // Both with the first refusal's error, the one to report.
    const [[first]] = early.mock.calls as [[unknown]];
    expect(first).toMatchObject({ name: 'QuotaExceededError' });
    expect(late).toHaveBeenCalledWith(first);
  });
});

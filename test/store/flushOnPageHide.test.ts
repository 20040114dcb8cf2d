import type { Storage } from 'redux-persist';
import { registrationActions } from '../../features/registration/registrationSlice';
import { flushPersistenceOnPageHide } from '../../store/flushOnPageHide';
import { setupStore } from '../../store/store';

/** A web-storage-like store that writes synchronously, as the browser's storages do. */
function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => Promise.resolve(items.get(key) ?? null),
    setItem: (key: string, value: string) => {
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
}

const rehydrated = (persistor: { getState: () => { bootstrapped: boolean } }) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
      else setTimeout(check, 0);
    };
    check();
  });

test('a change made just before the page goes is written on pagehide, before any later tick', async () => {
  const session = memoryStorage();
  const { store, persistor } = setupStore({ persistence: { local: memoryStorage(), session } });
  if (!persistor) throw new Error('persistence expected');
  await rehydrated(persistor);
  const target = new EventTarget();
  const stop = flushPersistenceOnPageHide(target, persistor);

  store.dispatch(registrationActions.fieldsEdited({ income: '135000' }));
  // Nothing written yet: redux-persist waits for a later tick.
  expect(session.items.get('persist:registration') ?? '').not.toContain('135000');
  target.dispatchEvent(new Event('pagehide'));
  expect(session.items.get('persist:registration')).toContain('135000');

  stop();
  store.dispatch(registrationActions.fieldsEdited({ income: '99000' }));
  target.dispatchEvent(new Event('pagehide'));
  expect(session.items.get('persist:registration')).not.toContain('99000');
});

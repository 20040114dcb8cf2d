import { localeActions } from '../../features/locale/localeSlice';
import { firstLanguageIn } from '../../src/i18n/firstLanguage';
import { setupStore } from '../../store/store';

/** Whether the promise has settled by now (after the microtasks already queued). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe("a screen's wait for the page's first language", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is over at once when the page is in its language (English, or nothing asked for)', async () => {
    const { store } = setupStore();
    expect(await settled(firstLanguageIn(store, 3000))).toBe(true);
  });

  it('lasts until a link’s language is in, and every screen shares it', async () => {
    const { store } = setupStore();
    store.dispatch(localeActions.requested({ locale: 'es', source: 'link' }));
    const wait = firstLanguageIn(store, 3000);
    expect(firstLanguageIn(store, 3000)).toBe(wait);
    expect(await settled(wait)).toBe(false);
    store.dispatch(localeActions.activated({ locale: 'es' }));
    expect(await settled(wait)).toBe(true);
  });

  it('ends when the catalogue fails, the screen then in English', async () => {
    const { store } = setupStore();
    store.dispatch(localeActions.requested({ locale: 'es', source: 'stored' }));
    const wait = firstLanguageIn(store, 3000);
    store.dispatch(localeActions.loadFailed({ locale: 'es' }));
    expect(await settled(wait)).toBe(true);
  });

  it('ends after the bound when the catalogue is slow', async () => {
    jest.useFakeTimers();
    const { store } = setupStore();
    store.dispatch(localeActions.requested({ locale: 'es', source: 'link' }));
    const wait = firstLanguageIn(store, 3000);
    jest.advanceTimersByTime(2999);
    expect(await settled(wait)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(wait)).toBe(true);
  });

  it('is no wait for the borrower’s own switch: the screen stays in the old language until the new one is in', async () => {
    const { store } = setupStore();
    store.dispatch(localeActions.requested({ locale: 'es', source: 'switch' }));
    expect(await settled(firstLanguageIn(store, 3000))).toBe(true);
  });
});

import { redirectRequested, screenLoadErrored } from '../../features/navigation/navigationSlice';
import { activityEnded, activityStarted } from '../../features/overlays/loaderSlice';
import { LOADER_SHOW_DELAY_MS } from '../../sagas/loaderSaga';
import { SCREEN_LOAD_RETRY_KEY } from '../../src/lib/screenLoad';
import { createFakeApi, startApp } from '../support/sagaHarness';

const quietApi = () => createFakeApi({ 'POST /service-optimize/heloc/api/v1/features': () => [] }).api;

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('navigation is an action', () => {
  test('the first location and every change are dispatched as navigation/locationChanged', async () => {
    const app = startApp({ api: quietApi(), initialPath: '/account/heloc/terms' });
    app.nav.navigator.navigate('/account/heloc/privacy', { replace: false });
    app.nav.pop('/account/heloc/terms');
    await jest.advanceTimersByTimeAsync(0);
    const changes = app.actions.filter((a) => a.type === 'navigation/locationChanged');
    expect(
      changes.map(
        (a) => (a as ReturnType<typeof import('../../features/navigation/navigationSlice').locationChanged>).payload,
      ),
    ).toEqual([
      { pathname: '/account/heloc/terms', search: '', hash: '', action: 'POP' },
      { pathname: '/account/heloc/privacy', search: '', hash: '', action: 'PUSH' },
      { pathname: '/account/heloc/terms', search: '', hash: '', action: 'POP' },
    ]);
    expect(app.store.getState().navigation.location?.pathname).toBe('/account/heloc/terms');
  });

  test('a redirect is performed by the saga, keeping only pop-webchat', async () => {
    const app = startApp({ api: quietApi(), initialPath: '/account/heloc/x?pop-webchat=1&utm_source=y' });
    app.store.dispatch(redirectRequested({ to: '/account/heloc/terms', replace: true, reason: 'test' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(app.nav.navigations).toEqual([{ to: '/account/heloc/terms?pop-webchat=1', replace: true }]);
    expect(app.store.getState().navigation.lastRedirect?.reason).toBe('test');
  });

  test('an external redirect is a full page load', async () => {
    const app = startApp({ api: quietApi() });
    app.store.dispatch(redirectRequested({ to: '/dashboard', external: true, reason: 'test' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(app.nav.assigned).toEqual(['/dashboard']);
    expect(app.nav.navigations).toEqual([]);
  });
});

describe('screen load retries (000 §8)', () => {
  test('reloads up to 5 times, counted in session storage, then shows the error page', async () => {
    const app = startApp({ api: quietApi() });
    for (let i = 1; i <= 5; i += 1) {
      app.store.dispatch(screenLoadErrored({ message: 'Loading chunk 1 failed.' }));
      await jest.advanceTimersByTimeAsync(0);
      expect(app.sessionStorage.getItem(SCREEN_LOAD_RETRY_KEY)).toBe(String(i));
    }
    expect(app.nav.reloads()).toBe(5);
    expect(app.store.getState().navigation.screenLoadFailed).toBe(false);
    app.store.dispatch(screenLoadErrored({ message: 'Loading chunk 1 failed.' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(app.nav.reloads()).toBe(5);
    expect(app.store.getState().navigation.screenLoadFailed).toBe(true);
    expect(app.sessionStorage.getItem(SCREEN_LOAD_RETRY_KEY)).toBeNull();
  });

  test('a screen’s code cut off as the borrower leaves the page is not reloaded over their navigation', async () => {
    const app = startApp({ api: quietApi() });
    app.setLeaving(true);
    app.store.dispatch(screenLoadErrored({ message: 'Loading chunk 1 failed.' }));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(app.nav.reloads()).toBe(0);
    expect(app.sessionStorage.getItem(SCREEN_LOAD_RETRY_KEY)).toBeNull();
    // The leave called off (the page stayed): the failed load is retried as any other.
    app.setLeaving(false);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(app.nav.reloads()).toBe(1);
    expect(app.sessionStorage.getItem(SCREEN_LOAD_RETRY_KEY)).toBe('1');
  });
});

describe('loader (000 §2.6, §9)', () => {
  test('hides 300 ms after activity stops, and not while another activity runs', async () => {
    const app = startApp({ api: quietApi() });
    app.store.dispatch(activityStarted({ activity: 'fetching' }));
    app.store.dispatch(activityStarted({ activity: 'transitioning' }));
    app.store.dispatch(activityEnded({ activity: 'fetching' }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(app.store.getState().loader.visible).toBe(true);
    app.store.dispatch(activityEnded({ activity: 'transitioning' }));
    await jest.advanceTimersByTimeAsync(299);
    expect(app.store.getState().loader.visible).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(app.store.getState().loader.visible).toBe(false);
  });

  test('new activity within 300 ms keeps it up', async () => {
    const app = startApp({ api: quietApi() });
    app.store.dispatch(activityStarted({ activity: 'fetching' }));
    app.store.dispatch(activityEnded({ activity: 'fetching' }));
    await jest.advanceTimersByTimeAsync(200);
    app.store.dispatch(activityStarted({ activity: 'fetching' }));
    await jest.advanceTimersByTimeAsync(800);
    expect(app.store.getState().loader.visible).toBe(true);
    await jest.advanceTimersByTimeAsync(500);
    expect(app.store.getState().loader.visible).toBe(true);
  });

  test('a wait shorter than the show delay (a registration step) never shows it (issue 15)', async () => {
    const app = startApp({ api: quietApi() });
    app.store.dispatch(activityStarted({ activity: 'transitioning' }));
    await jest.advanceTimersByTimeAsync(LOADER_SHOW_DELAY_MS - 1);
    app.store.dispatch(activityEnded({ activity: 'transitioning' }));
    await jest.advanceTimersByTimeAsync(2000);
    expect(app.store.getState().loader.visible).toBe(false);
  });
});

describe('flags', () => {
  test('are fetched at start and every 60 s, keeping only the known ones', async () => {
    const { api, calls } = createFakeApi({
      'POST /service-optimize/heloc/api/v1/features': () => [
        { key: 'fe-heloc-redesign-2025', enabled: true },
        { key: 'some-other-flag', enabled: true },
      ],
    });
    const app = startApp({ api });
    await jest.advanceTimersByTimeAsync(125_000);
    expect(calls.filter((c) => c.path === '/service-optimize/heloc/api/v1/features').map((c) => c.at)).toEqual([
      0, 60_000, 120_000,
    ]);
    expect(Object.keys(app.store.getState().flags.values)).toEqual(['fe-heloc-redesign-2025']);
  });
});

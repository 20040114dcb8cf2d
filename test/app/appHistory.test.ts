import { createAppHistory } from '../../src/app/appHistory';
import type { AppLocation, HistoryAction } from '../../features/navigation/navigationSlice';

/** A promise with its resolve, for a screen's code that arrives when the test says. */
function deferred() {
  const settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((yes, no) => {
    settle.resolve = yes;
    settle.reject = no;
  });
  return {
    promise,
    resolve: () => {
      settle.resolve();
    },
    reject: (error: Error) => {
      settle.reject(error);
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the app's history (decision 157)", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/account/heloc/register-v2');
  });

  it('tells the router at once and the navigation saga once the screen’s code is in', async () => {
    const code = deferred();
    const { history, navigator } = createAppHistory(window, {
      ready: (pathname) => (pathname.endsWith('/slow') ? code.promise : Promise.resolve()),
      codeIn: () => false,
    });
    const router: string[] = [];
    const saga: [AppLocation, HistoryAction][] = [];
    history.listen(({ location }) => router.push(location.pathname));
    navigator.subscribe((location, action) => saga.push([location, action]));

    navigator.navigate('/account/heloc/slow', { replace: false });
    await flush();
    expect(router).toEqual(['/account/heloc/slow']);
    expect(saga).toEqual([]);
    expect(navigator.current().pathname).toBe('/account/heloc/register-v2');

    code.resolve();
    await flush();
    expect(saga).toEqual([[{ pathname: '/account/heloc/slow', search: '', hash: '' }, 'PUSH']]);
    expect(navigator.current().pathname).toBe('/account/heloc/slow');
  });

  it('tells only the last of navigations that overtake each other, and a failed load too', async () => {
    const slow = deferred();
    const failing = deferred();
    const { navigator } = createAppHistory(window, {
      ready: (pathname) =>
        pathname.endsWith('/slow') ? slow.promise : pathname.endsWith('/broken') ? failing.promise : Promise.resolve(),
      codeIn: () => false,
    });
    const told: string[] = [];
    navigator.subscribe((location) => told.push(location.pathname));

    navigator.navigate('/account/heloc/slow', { replace: false });
    navigator.navigate('/account/heloc/fast?x=1', { replace: true });
    await flush();
    slow.resolve();
    await flush();
    expect(told).toEqual(['/account/heloc/fast']);
    expect(navigator.current()).toEqual({ pathname: '/account/heloc/fast', search: '?x=1', hash: '' });

    navigator.navigate('/account/heloc/broken', { replace: false });
    failing.reject(new Error('Loading chunk broken failed.'));
    await flush();
    expect(told).toEqual(['/account/heloc/fast', '/account/heloc/broken']);
  });

  it('renders a redirect to a screen whose code is in at once, and every other navigation as a transition', () => {
    const loaded = new Set(['/account/heloc/u/product/select', '/account/heloc/u/product/select/confirm']);
    let transitioning = false;
    const { history, navigator } = createAppHistory(
      window,
      { ready: () => Promise.resolve(), codeIn: (pathname) => loaded.has(pathname) },
      (update) => {
        transitioning = true;
        update();
        transitioning = false;
      },
    );
    const router: [string, boolean][] = [];
    history.listen(({ location }) => router.push([location.pathname, transitioning]));

    // The return visit's restored screen (issue 47 item 2): a status redirect, its code in.
    navigator.navigate('/account/heloc/u/product/select', { replace: true });
    // The borrower's own step, its code in: their click answers first.
    navigator.navigate('/account/heloc/u/product/select/confirm', { replace: false });
    // A redirect to a screen still downloading: the current one stays meanwhile.
    navigator.navigate('/account/heloc/u/income', { replace: true });
    expect(router).toEqual([
      ['/account/heloc/u/product/select', false],
      ['/account/heloc/u/product/select/confirm', true],
      ['/account/heloc/u/income', true],
    ]);
  });
});

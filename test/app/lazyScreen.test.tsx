import { startTransition, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { localeActions } from '../../features/locale/localeSlice';
import { lazyScreen } from '../../src/app/lazyScreen';
import { useFirstLanguage } from '../../src/i18n/firstLanguage';
import { setupStore } from '../../store/store';

/** Resolves after a real timer: something the page waits for arriving while React waits for it too. */
const later = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * What the page shows once React has committed, read until it is `expected` or a bound passes: a loaded machine may
 * take longer than a fixed wait to take the render up again.
 */
async function shown(container: HTMLElement, expected: string): Promise<string> {
  const bound = Date.now() + 5000;
  while (container.textContent !== expected && Date.now() < bound) await later(10);
  return container.textContent;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * A root as the page has one, outside act(), so React schedules and replays its renders as in a browser: what it
 * had to recover from, what the window heard, and what React warned of are kept.
 */
function pageRoot() {
  const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const recovered = jest.fn();
  const uncaught = jest.fn();
  const warned = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.addEventListener('error', uncaught);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, { onRecoverableError: recovered });
  return {
    container,
    root,
    /** Nothing recovered from, nothing uncaught, no warning from React (its words, when there are any). */
    expectClean() {
      expect(warned.mock.calls.map((args) => String(args[0]).split('\n')[0])).toEqual([]);
      expect(recovered).not.toHaveBeenCalled();
      expect(uncaught).not.toHaveBeenCalled();
    },
    end() {
      root.unmount();
      window.removeEventListener('error', uncaught);
      warned.mockRestore();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    },
  };
}

/** Runs `run` on a page-like root, ended after it whatever happens. */
async function onPageRoot(run: (page: ReturnType<typeof pageRoot>) => Promise<void>): Promise<void> {
  const page = pageRoot();
  try {
    await run(page);
  } finally {
    page.end();
  }
}

/** A screen's code that comes when the test says. */
function screenCode(heading: string) {
  let arrive: () => void = () => undefined;
  let loadStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    loadStarted = resolve;
  });
  const code = lazyScreen(
    () =>
      new Promise((resolve) => {
        arrive = () => {
          resolve({ default: () => <h1>{heading}</h1> });
        };
        loadStarted();
      }),
  );
  // The load starts at the screen's first render or preload, which is when `arrive` is set: `started` says when, as
  // a loaded machine may take React's transition render longer than any fixed wait to begin.
  return {
    ...code,
    started,
    arrive: () => {
      arrive();
    },
  };
}

/** The store the screens read; no Suspense boundary, so a transition that waits keeps the page as it was. */
const inStore = (store: ReturnType<typeof setupStore>['store'], children: ReactNode) => (
  <Provider store={store}>{children}</Provider>
);

/**
 * Decision 457: Firefox's every-screen sweep met React's #520 ("recovered by rendering synchronously") caused by #467
 * ("Update hook called on initial render") on signing/intro. A screen's render waited for its code in a transition;
 * when the code came React replayed that render, which skipped use() now the code was in and went on to the hooks
 * the first try never reached. React's development build says so in a warning; its production build threw.
 */
test('a screen whose code arrives while a transition waits for it renders, with nothing for React to recover from', async () => {
  const { store } = setupStore();
  const { Component: Screen, arrive, started } = screenCode('Sign your documents');
  await onPageRoot(async (page) => {
    startTransition(() => {
      page.root.render(inStore(store, <Screen />));
    });
    await started;
    await later(50);
    arrive();
    expect(await shown(page.container, 'Sign your documents')).toBe('Sign your documents');
    page.expectClean();
  });
});

test('a screen whose code was loaded before renders at once, never suspending (a prerendered page is hydrated so)', async () => {
  const { store } = setupStore();
  const { Component: Screen, arrive, preload, loaded } = screenCode('Your offer');
  await onPageRoot(async (page) => {
    const preloaded = preload();
    arrive();
    await preloaded;
    expect(loaded()).not.toBeNull();
    flushSync(() => {
      page.root.render(inStore(store, <Screen />));
    });
    expect(page.container.textContent).toBe('Your offer');
    page.expectClean();
  });
});

test('a screen that waits for the first language, which comes while a transition waits, renders with nothing to recover from', async () => {
  const { store } = setupStore();
  store.dispatch(localeActions.requested({ locale: 'es', source: 'link' }));
  function Screen() {
    useFirstLanguage();
    const [heading] = useState('Firme sus documentos');
    return <h1>{heading}</h1>;
  }
  await onPageRoot(async (page) => {
    startTransition(() => {
      page.root.render(inStore(store, <Screen />));
    });
    await later(50);
    expect(page.container.textContent).toBe('');
    store.dispatch(localeActions.activated({ locale: 'es' }));
    expect(await shown(page.container, 'Firme sus documentos')).toBe('Firme sus documentos');
    page.expectClean();
  });
});

import { use, type ComponentType } from 'react';
import type { ScreenModule } from './routeTable';
import { useFirstLanguage } from '../i18n/firstLanguage';
import { readableByUse } from '../lib/readableByUse';

/** What loads a lazy route's code: the start-up and the build load a page's before rendering it. */
export interface LazyCode {
  preload: () => Promise<void>;
  /** The screen once its code is in (it then renders without suspending), else null. */
  loaded: () => ComponentType | null;
}

/**
 * A screen whose code loads on demand (decision 157): it suspends until the code is in, and renders at once when it
 * was loaded before (the prerendered page is hydrated only then); one that comes while the page's first language
 * loads waits for it too (useFirstLanguage). A failed load is thrown to the route's error
 * boundary (000 §8). Renders keep the failed load, so the error reaches the boundary even when React sets a
 * transition's render aside and starts it over (the application area mounts its screens in one); the next
 * navigation's preload tries the download again.
 */
export function lazyScreen(load: () => ScreenModule): { Component: ComponentType } & LazyCode {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  let failed = false;
  const fetchScreen = (): Promise<ComponentType> => {
    if (!pending) {
      failed = false;
      pending = readableByUse(load().then((module) => (loaded = module.default)));
      pending.catch(() => {
        failed = true;
      });
    }
    return pending;
  };
  function LazyScreen() {
    // use() in every render, the code in or not: a render that waited for the code and then skipped use() broke
    // React's replay of it when the code came during a transition (#467, recovered as #520, decision 457).
    const Screen = use(fetchScreen());
    useFirstLanguage();
    // The screen is its module's default export: the same component on every render once loaded, never a new one.
    return <Screen />;
  }
  const preload = (): Promise<void> => {
    if (failed) pending = null;
    return fetchScreen().then(() => undefined);
  };
  return { Component: LazyScreen, preload, loaded: () => loaded };
}

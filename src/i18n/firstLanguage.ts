import { use, useState } from 'react';
import { useStore } from 'react-redux';
import { selectFirstLanguageLoading } from '../../features/locale/selectors';
import type { AppStore } from '../../store/store';
import { FIRST_LANGUAGE_WAIT_MS } from '../lib/locale';
import { readableByUse } from '../lib/readableByUse';

type LocaleStore = Pick<AppStore, 'getState' | 'subscribe'>;

/** One wait per store, so every screen that waits shares it and React sees the same promise on each render. */
const waits = new WeakMap<LocaleStore, Promise<void>>();

/** Resolves once the page's first language is in use, has failed to load, or `maxMs` have passed. */
export function firstLanguageIn(store: LocaleStore, maxMs: number): Promise<void> {
  const known = waits.get(store);
  if (known) return known;
  const wait = readableByUse(
    new Promise<void>((resolve) => {
      if (!selectFirstLanguageLoading(store.getState())) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      const unsubscribe = store.subscribe(() => {
        if (!selectFirstLanguageLoading(store.getState())) done();
      });
    }),
  );
  waits.set(store, wait);
  return wait;
}

/**
 * A screen that comes while the page's first language is loading waits for it (suspends, so its placeholder shows):
 * drawn at once, it showed in English and changed language under the borrower's eyes, as a return visit's screen
 * code came from the cache before the catalogue. A screen already shown is never taken away for it (a prerendered
 * one is hydrated in English, as it was built, and changes with the rest), nor is a screen held for the borrower's
 * own switch (the screen stays in the old language until the new one is in, decision 205).
 */
export function useFirstLanguage(): void {
  const store = useStore() as LocaleStore;
  // Decided at the screen's first render: one that mounted with the language in never waits later. A render that
  // waited calls use() again when it is taken up anew, replayed or begun afresh, as React requires (decision 457):
  // once there is a wait, every screen asks for it, read at once when it is over.
  const [asksForWait] = useState(() => selectFirstLanguageLoading(store.getState()) || waits.has(store));
  if (asksForWait) use(firstLanguageIn(store, FIRST_LANGUAGE_WAIT_MS));
}

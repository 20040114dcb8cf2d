import type { Persistor } from 'redux-persist';

/**
 * redux-persist writes on a later tick; a borrower who reloads or leaves at once would lose the last change (a
 * prefill that just arrived, the field just typed). The web storages write synchronously, so flushing on pagehide
 * lands every pending key before the page goes.
 */
export function flushPersistenceOnPageHide(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  persistor: Pick<Persistor, 'flush'>,
): () => void {
  const onPageHide = () => {
    void persistor.flush();
  };
  target.addEventListener('pagehide', onPageHide);
  return () => {
    target.removeEventListener('pagehide', onPageHide);
  };
}

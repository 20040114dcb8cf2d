/**
 * Resolves once the browser has parsed the whole page (decision 435). A slow connection can bring a prerendered page in
 * parts, and the app's scripts may run before the rest has come (the first paint came early, in a browser that paints
 * a page it has parsed in part, or the starter's bound passed): React would hydrate a root the parser is still filling,
 * and the scripts after the root (the banners' paint, the kept screen's) would not have run.
 */
export function documentParsed(doc: Pick<Document, 'readyState' | 'addEventListener'>): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    doc.addEventListener(
      'DOMContentLoaded',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

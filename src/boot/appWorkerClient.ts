import { Workbox } from 'workbox-window';
import { isAppPageRequest, isCacheablePage, PAGE_CACHE, pageCacheKey, WORKER_SCOPE, WORKER_URL } from '../sw/routing';

/**
 * The worker's client (issue 47), in a chunk of its own that the page loads once idle (src/boot/appWorker.ts):
 * workbox-window and the keeping of the first page.
 */
export async function registerAppWorker(win: Window, onUpdateWaiting: () => void): Promise<Workbox> {
  const workbox = new Workbox(WORKER_URL, { scope: WORKER_SCOPE });
  // Fired for a new build's worker installed beside the running one, or found waiting at registration (another tab, a
  // reload): it waits (src/sw/sw.ts), and the borrower is offered the new version.
  workbox.addEventListener('waiting', () => {
    onUpdateWaiting();
  });
  const firstVisit = win.navigator.serviceWorker.controller === null;
  const registration = await workbox.register({ immediate: true });
  // A new build's worker still installing when this page registered: workbox-window saw no 'updatefound' for it.
  const installing = registration?.installing;
  if (!firstVisit && installing)
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') onUpdateWaiting();
    });
  if (firstVisit) await keepThisPage(win);
  return workbox;
}

/**
 * On the visit that installs the worker, the page came from the network, past it: it is kept now, as the worker keeps
 * every later one (src/sw/sw.ts), so the very next visit can open offline. The page is the organisation's frame, the
 * same for every borrower (no data of theirs is in it).
 */
async function keepThisPage(win: Window): Promise<void> {
  const url = win.location.href;
  if (!isAppPageRequest({ url, method: 'GET', mode: 'navigate' }, win.location.origin)) return;
  const response = await win.fetch(url, { credentials: 'same-origin' });
  const facts = {
    status: response.status,
    type: response.type,
    redirected: response.redirected,
    contentType: response.headers.get('Content-Type'),
    cacheControl: response.headers.get('Cache-Control'),
  };
  if (isCacheablePage(facts)) await (await win.caches.open(PAGE_CACHE)).put(pageCacheKey(url), response);
}

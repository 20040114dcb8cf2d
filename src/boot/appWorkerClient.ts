/**
 * The worker's client (issue 47), a chunk of its own that the page loads once idle (src/boot/appWorker.ts):
 * workbox-window, the keeping of the first page, the switch to a new version and the logout's clearing.
 */
import { Workbox } from 'workbox-window';
import {
  isAppPageRequest,
  isCacheablePage,
  isClearedAtLogout,
  PAGE_CACHE,
  pageCacheKey,
  responseFacts,
  WORKER_SCOPE,
  WORKER_URL,
} from '../sw/routing';

/**
 * How long "Reload" waits for the new worker to take over before reloading anyway. Chromium was seen holding the
 * activation while the page that asked for it stayed open (decision 312); the reload lets it go, and the new worker
 * answers the reloaded page.
 */
const ACTIVATION_WAIT_MS = 1000;

/** A worker waits behind an active one: a new build, installed, that takes over only when the borrower says so. */
export const isNewVersionWaiting = (
  registration: Pick<ServiceWorkerRegistration, 'active' | 'waiting'> | undefined,
): boolean => Boolean(registration?.active && registration.waiting);

/** This page's registration, once made. */
let registered: Workbox | null = null;

/** Registers the worker through workbox-window and, on the visit that installs it, keeps this page for the next. */
export async function registerAppWorker(
  win: Window,
  onUpdateWaiting: () => void,
  onFailure: (error: unknown) => void,
  report: (what: string, error: unknown) => void,
): Promise<void> {
  const workbox = new Workbox(WORKER_URL, { scope: WORKER_SCOPE });
  // Fired for a new build's worker installed beside the running one, or found waiting at registration (another tab, a
  // reload): it waits (src/sw/sw.ts), and the borrower is offered the new version. workbox-window also fires it for a
  // worker still "installed" 200 ms after installing: on a first visit a loaded phone (Firefox in the engines run)
  // can take that long to start activating the very first worker, which has no version to replace, and the notice
  // then came up unasked, moving the screen down under the borrower's finger. Only a worker waiting behind an active
  // one is a new version.
  workbox.addEventListener('waiting', () => {
    void win.navigator.serviceWorker.getRegistration(WORKER_SCOPE).then(
      (registration) => {
        if (isNewVersionWaiting(registration)) onUpdateWaiting();
      },
      // No registration to read: nothing is offered, and the saga says the check failed (the next page asks again).
      onFailure,
    );
  });
  const firstVisit = win.navigator.serviceWorker.controller === null;
  const registration = await workbox.register({ immediate: true });
  // A new build's worker still installing when this page registered: workbox-window saw no 'updatefound' for it.
  const installing = registration?.installing;
  if (!firstVisit && installing)
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') onUpdateWaiting();
    });
  registered = workbox;
  // Not the registration's failure (the saga's warning): the worker is registered, and only the next visit's offline
  // copy of this page is missing. Reported as any caught failure (issue 46).
  if (firstVisit)
    await keepThisPage(win).catch((error: unknown) => {
      report('Offline copy: first page', error);
    });
}

/** Lets the waiting worker take over, then reloads the page into the new version. */
export function activateUpdate(win: Window): void {
  const reload = () => {
    win.location.reload();
  };
  if (registered === null) {
    reload();
    return;
  }
  registered.addEventListener('controlling', reload);
  registered.messageSkipWaiting();
  win.setTimeout(reload, ACTIVATION_WAIT_MS);
}

/** Deletes every cache but the build's precache (src/sw/cacheNames.ts): a logout leaves nothing behind. */
export async function clearPageCaches(win: Window): Promise<void> {
  const names = await win.caches.keys();
  await Promise.all(names.filter(isClearedAtLogout).map((name) => win.caches.delete(name)));
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
  if (isCacheablePage(responseFacts(response)))
    await (await win.caches.open(PAGE_CACHE)).put(pageCacheKey(url), response);
}

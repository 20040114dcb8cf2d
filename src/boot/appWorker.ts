import type { Workbox } from 'workbox-window';
import type { AppWorker } from '../../sagas/context';
import { whenIdle } from '../lib/idle';
import { isClearedAtLogout } from '../sw/cacheNames';

/** The registration waits for the browser to be idle after the first screen, at most this long (issue 47). */
const REGISTER_IDLE_TIMEOUT_MS = 5000;
/**
 * How long "Reload" waits for the new worker to take over before reloading anyway. Chromium was seen holding the
 * activation while the page that asked for it stayed open (decision 312); the reload lets it go, and the new worker
 * answers the reloaded page.
 */
const ACTIVATION_WAIT_MS = 1000;

/**
 * The service worker from the page's side (issue 47). Its client (workbox-window, src/boot/appWorkerClient.ts) loads
 * only once the page is idle after its first screen: registering never competes with the entry's own scripts and
 * calls. Undefined where the browser has no service workers (an insecure origin, an old engine): the app works as
 * before.
 */
export function createAppWorker(win: Window): AppWorker | undefined {
  if (!win.isSecureContext || !('serviceWorker' in win.navigator) || !('caches' in win)) return undefined;
  let workbox: Workbox | null = null;
  return {
    async register(onUpdateWaiting) {
      await new Promise<void>((resolve) => {
        whenIdle(resolve, win, REGISTER_IDLE_TIMEOUT_MS);
      });
      const { registerAppWorker } = await import(/* webpackChunkName: "app-worker" */ './appWorkerClient');
      workbox = await registerAppWorker(win, onUpdateWaiting);
    },
    activateUpdate() {
      const reload = () => {
        win.location.reload();
      };
      if (workbox === null) {
        reload();
        return;
      }
      workbox.addEventListener('controlling', reload);
      workbox.messageSkipWaiting();
      win.setTimeout(reload, ACTIVATION_WAIT_MS);
    },
    async clearPageCaches() {
      const names = await win.caches.keys();
      await Promise.all(names.filter(isClearedAtLogout).map((name) => win.caches.delete(name)));
    },
  };
}

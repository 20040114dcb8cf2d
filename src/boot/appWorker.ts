import type { AppWorker } from '../../sagas/context';
import { whenIdle } from '../lib/idle';

/** The registration waits for the browser to be idle after the first screen, at most this long (issue 47). */
const REGISTER_IDLE_TIMEOUT_MS = 5000;

/** The worker's client: workbox-window and what the page does with it, a chunk of its own. */
const client = () => import(/* webpackChunkName: "app-worker" */ './appWorkerClient');

/**
 * The service worker from the page's side (issue 47). Its client (src/boot/appWorkerClient.ts) loads only once the
 * page is idle after its first screen: registering never competes with the entry's own scripts and calls, and the
 * entry carries only this. Undefined where the browser has no service workers (an insecure origin, an old engine):
 * the app works as before. `report` hears the failures the saga is not told of (the first page not kept offline).
 */
export function createAppWorker(win: Window, report: (what: string, error: unknown) => void): AppWorker | undefined {
  if (!win.isSecureContext || !('serviceWorker' in win.navigator) || !('caches' in win)) return undefined;
  return {
    async register(onUpdateWaiting, onFailure) {
      await new Promise<void>((resolve) => {
        whenIdle(resolve, win, REGISTER_IDLE_TIMEOUT_MS);
      });
      await (await client()).registerAppWorker(win, onUpdateWaiting, onFailure, report);
    },
    async activateUpdate() {
      // The client was loaded to offer the new version; a fetch of it can still fail (a deploy removed the old file,
      // or the phone is offline and its cache was cleared), and the saga then hears of it.
      (await client()).activateUpdate(win);
    },
    async clearPageCaches() {
      await (await client()).clearPageCaches(win);
    },
    inCharge: () => win.navigator.serviceWorker.controller !== null,
  };
}

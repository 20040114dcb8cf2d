/**
 * The service worker (issue 47), built by workbox-webpack-plugin's InjectManifest into dist/sw.js and served at
 * /account/heloc/sw.js. It keeps the build's hashed scripts and styles (the manifest webpack.config.js chooses) and the
 * app's pages as last fetched (src/sw/routing.ts); it never answers a platform call. A new build's worker installs
 * beside the running one and waits: it takes over only when the borrower chooses "Reload" (the page posts
 * SKIP_WAITING) or when every page of the old one is closed, so an open page never loses the files it runs.
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  fallbackPageKeys,
  isAppPageRequest,
  isCacheablePage,
  isFrameOfBuild,
  PAGE_CACHE,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  pageCacheKey,
  responseFacts,
  SKIP_WAITING_MESSAGE,
} from './routing';

/** The worker's global scope, as far as this file uses it (the project's TypeScript lib is the page's DOM). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: { origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
declare const self: WorkerScope;

// InjectManifest replaces the one mention of the manifest below, so it is read once.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
const precachedPaths = new Set(
  manifest.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.origin).pathname),
);

/** A kept page, if it is of this build (`isFrameOfBuild`): another build's would name files that may be gone. */
async function ofThisBuild(kept: Response | undefined): Promise<Response | undefined> {
  if (!kept) return undefined;
  return isFrameOfBuild(await kept.clone().text(), precachedPaths) ? kept : undefined;
}
// A new build's precache replaces the old one's entries on activation; caches of an older Workbox format go too.
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: PAGE_CACHE,
  networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
  plugins: [
    { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(pageCacheKey(request.url)) },
    { cachedResponseWillBeUsed: async ({ cachedResponse }) => (await ofThisBuild(cachedResponse)) ?? null },
    {
      cacheWillUpdate: ({ response }) => Promise.resolve(isCacheablePage(responseFacts(response)) ? response : null),
    },
    {
      // No network and no copy of this page's own shape: the application frame of the same organisation, if kept.
      handlerDidError: async ({ request }) => {
        const cache = await caches.open(PAGE_CACHE);
        for (const key of fallbackPageKeys(request.url)) {
          const kept = await ofThisBuild(await cache.match(key));
          if (kept) return kept;
        }
        return undefined;
      },
    },
  ],
});

registerRoute(({ request }) => isAppPageRequest(request, self.location.origin), pages);

self.addEventListener('message', (event) => {
  const { data } = event;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  }
});

/**
 * The worker's cache names, apart from its routing rules (src/sw/routing.ts) so that the page's entry, which clears
 * them at logout, carries only this.
 */

/** The app's pages as fetched last, one per route shape and organisation (pageCacheKey). Never a platform answer. */
export const PAGE_CACHE = 'heloc-pages-v1';
/**
 * The caches a logout deletes: every one but the build's precache (workbox-precache-…), which holds the same scripts
 * and styles for every borrower and makes the next sign-in fast. The worker keeps only pages besides; a cache some
 * later code adds goes too, unless it is deliberately named here.
 */
export const isClearedAtLogout = (cacheName: string): boolean => !cacheName.startsWith('workbox-precache');

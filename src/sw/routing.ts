/**
 * The service worker's routing rules (issue 47), pure so jest can read them row by row; src/sw/sw.ts applies them.
 * The worker sees two kinds of request: the build's hashed assets, precached (workbox-precaching routes those itself),
 * and the app's pages under its scope, network first with a short timeout and the last copy of the same
 * organisation's frame as the fallback. Everything else (the platform's calls, the lending site, uploads) is never
 * answered by the worker: the browser sends it as if there were none.
 */

export { isClearedAtLogout, PAGE_CACHE } from './cacheNames';

/** The app's pages live here; the worker is served at its root, so the scope needs no Service-Worker-Allowed header. */
export const WORKER_SCOPE = '/account/heloc/';
export const WORKER_URL = `${WORKER_SCOPE}sw.js`;

/**
 * How long a page waits for the network before the cached frame answers: a good connection (a round trip of a few
 * tens of ms and the server's time) answers within it, a poor one shows the kept frame at once rather than after a
 * round trip that alone would cost a phone on "Slow 4G" more than half a second (issue 47 item 2: the repeat visit's
 * screen within 1 s). Waiting longer buys nothing: the frame is the same file for every application and holds no
 * borrower data, only this build's is ever served (`isFrameOfBuild`), and a new build comes through the worker's
 * update. The network's answer, when it comes, still refreshes the cache (decisions 338, 346).
 */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 0.1;

/** The application area's frame, the page an offline borrower is most likely to open (prerender/application.html). */
export const APPLICATION_FRAME_PATH = `${WORKER_SCOPE}:uuid`;

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORG_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 000 §2.5's legacy paths and the base itself, which the server answers with a redirect: not pages to keep. */
const LEGACY_PATH = /^\/account\/heloc(\/account(\/.*)?)?\/?$/i;

export interface RequestFacts {
  url: string;
  method: string;
  /** Request.mode: 'navigate' for a page the browser opens. */
  mode: string;
}

/** Whether the worker answers this request as an app page (network first, then the cached frame). */
export function isAppPageRequest(request: RequestFacts, workerOrigin: string): boolean {
  if (request.method !== 'GET' || request.mode !== 'navigate') return false;
  const url = new URL(request.url);
  return (
    url.origin === workerOrigin &&
    url.pathname.startsWith(WORKER_SCOPE) &&
    url.pathname !== WORKER_URL &&
    !LEGACY_PATH.test(url.pathname)
  );
}

/**
 * The organisation a page's `?org=` names (the sandbox and the platform read it before the host), normalised as the
 * app reads it (src/brand/organization.ts), or null when there is none. A different host is a different origin, with
 * caches of its own, so the host needs no place in the key.
 */
export function orgSelectorOf(url: URL): string | null {
  const code = (url.searchParams.get('org') ?? '').trim().toLowerCase();
  return ORG_CODE.test(code) ? code : null;
}

const withOrg = (origin: string, path: string, org: string | null): string =>
  `${origin}${path}${org === null ? '' : `?org=${org}`}`;

/**
 * Where a page is kept: its route shape (an application's uuid and what follows it become `:uuid`, as the server's
 * prerender table reads them: every page of one area is the same frame) and its organisation. So no uuid is ever a
 * cache key, the cache holds one frame per area and brand rather than one per visit, and a page opened under one
 * `?org=` is never answered with another organisation's frame.
 */
export function pageCacheKey(pageUrl: string): string {
  const url = new URL(pageUrl);
  const segments = url.pathname.split('/');
  const uuidAt = segments.findIndex((segment) => UUID_SEGMENT.test(segment));
  const shape = uuidAt === -1 ? segments : [...segments.slice(0, uuidAt), ':uuid'];
  const path = shape.join('/').replace(/(.)\/+$/, '$1');
  return withOrg(url.origin, path, orgSelectorOf(url));
}

/**
 * The keys a page falls back to when the network does not answer, in order: its own shape, then the application
 * area's frame of the same organisation (the app routes on the client, so any of its frames can show any of its
 * pages). Never a frame of another organisation.
 */
export function fallbackPageKeys(pageUrl: string): string[] {
  const url = new URL(pageUrl);
  const own = pageCacheKey(pageUrl);
  const frame = withOrg(url.origin, APPLICATION_FRAME_PATH, orgSelectorOf(url));
  return own === frame ? [own] : [own, frame];
}

export interface ResponseFacts {
  status: number;
  /** Response.type: 'basic' for a same-origin answer; a redirect followed or refused is never kept. */
  type: string;
  redirected: boolean;
  contentType: string | null;
  cacheControl: string | null;
}

/** What `isCacheablePage` reads of an answer, the same for the worker and the page that keeps itself. */
export function responseFacts(response: Response): ResponseFacts {
  return {
    status: response.status,
    type: response.type,
    redirected: response.redirected,
    contentType: response.headers.get('Content-Type'),
    cacheControl: response.headers.get('Cache-Control'),
  };
}

/** Only a whole page the server meant for keeping: a 200 HTML answer of our own origin, not marked no-store. */
export function isCacheablePage(response: ResponseFacts): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.contentType ?? '').toLowerCase().startsWith('text/html') &&
    !/(^|,)\s*no-store\b/i.test(response.cacheControl ?? '')
  );
}

/** The build's scripts and styles a page names (its preload links and its start-up's list). */
const BUILD_FILE = /\/static\/[\w.-]+\.(?:js|css)\b/g;

/**
 * Whether a kept page is of this worker's build: every script and style it names is in this worker's precache. A
 * frame kept under another build names files the server may no longer have (a deploy replaces them) and this worker
 * no longer holds: served, it would be a page that never starts. Such a frame is passed over, as if none were kept.
 */
export function isFrameOfBuild(html: string, precachedPaths: ReadonlySet<string>): boolean {
  const files = html.match(BUILD_FILE) ?? [];
  return files.length > 0 && files.every((file) => precachedPaths.has(file));
}

/** What the page posts to the waiting worker when the borrower chooses to reload into the new version. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

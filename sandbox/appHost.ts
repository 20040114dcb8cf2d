import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BANNER_FILES_ELEMENT_ID,
  LANGUAGE_COOKIE,
  ORG_INFO_ELEMENT_ID,
  type IncludedBannerFiles,
  type OrgInfo,
} from './contract';
import { includedBannerFiles, type BannerStore } from './services/banners';
import { orgInfoFor, resolveOrganization, type OrganizationStore } from './services/orgs';
import { parseSiteLocale, type SiteLocale } from './services/siteLanguage';

/** The app's client-side routes: every one of them answers the app shell. */
export const APP_PAGE_ROUTES = [
  '/account/heloc',
  '/account/heloc/*',
  '/account/heloc-signer',
  '/account/heloc-signer/*',
  '/account/register',
  '/account/register/*',
] as const;

export const PUBLIC_DIR = path.join(__dirname, 'public');

/** 000 §2.5: the only query parameter a redirect keeps (src/lib/url.ts says the same for the app). */
const PRESERVED_QUERY_PARAM = 'pop-webchat';

const preservedQuery = (search: string): string => {
  const value = new URLSearchParams(search).get(PRESERVED_QUERY_PARAM);
  return value === null ? '' : `?${new URLSearchParams({ [PRESERVED_QUERY_PARAM]: value }).toString()}`;
};

/**
 * 000 §2.5's legacy paths read under the base path, as every other path of 000 §2 is (issue 33, decision 229), answered
 * before any page is sent: an old /account/heloc/account/register link becomes /account/heloc/register with its query,
 * /account/heloc/account/heloc-signer/… becomes /account/heloc/heloc-signer/…, and /account/heloc/account and the base
 * itself go to the dashboard (which sends a visitor without a session to sign in). Null for every other path. The app's
 * router answers the same paths on a client-side visit (src/app/router.tsx).
 */
export function legacyRedirect(url: string): string | null {
  const { pathname, search } = new URL(url, 'http://app.invalid');
  const moved = /^\/account\/heloc\/account\/(register|heloc-signer)(\/.*)?$/i.exec(pathname);
  if (moved) {
    const [, area = '', rest = ''] = moved;
    const query = area.toLowerCase() === 'register' ? search : preservedQuery(search);
    return `/account/heloc/${area.toLowerCase()}${rest}${query}`;
  }
  if (/^\/account\/heloc(\/account)?\/?$/i.test(pathname)) return `/dashboard${preservedQuery(search)}`;
  return null;
}

/** The service worker: dist/sw.js (webpack.config.js), served at the root of its scope (src/sw/routing.ts). */
export const SERVICE_WORKER_URL = '/account/heloc/sw.js';
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * The brands' icons (src/brand/icons.ts, issue 46): the build copies them into dist/brand-icons/ with icons.json, the
 * brand code -> icon table (tools/brand-icons.tsx). Not content-hashed: kept a day.
 */
export const BRAND_ICONS_URL = '/brand-icons/';
const BRAND_ICONS_DIR = 'brand-icons';
const BRAND_ICON_FILE = /^[a-z0-9-]+(\.svg|-180\.png)$/;
const BRAND_ICONS_CACHE = 'public, max-age=86400';

/**
 * The icon key of an organisation as the app's theme finds it (themeForOrganization, the boot script): its orgCode,
 * else its orgBrand, else the neutral theme's.
 */
export function brandIconKey(codes: Record<string, string>, org: { orgCode: string; orgBrand: string }): string {
  for (const code of [org.orgCode, org.orgBrand]) {
    const key = codes[code.trim().toLowerCase()];
    if (key !== undefined) return key;
  }
  return codes.default ?? 'default';
}

/** Site assets that are not part of the webpack build, and the URL each is served at. */
const PUBLIC_ASSETS = [
  { url: '/page-language.js', file: 'pageLanguage.js', type: 'text/javascript; charset=utf-8' },
  { url: '/auth/login.js', file: 'login.js', type: 'text/javascript; charset=utf-8' },
  { url: '/dashboard.js', file: 'dashboard.js', type: 'text/javascript; charset=utf-8' },
  { url: '/site.css', file: 'site.css', type: 'text/css; charset=utf-8' },
] as const;

/** Where the build wants the per-request organisation fragment (src/index.html); nginx's SSI include uses it too. */
export const ORG_HEAD_MARKER = '<!--org-head-->';

/**
 * The one per-request piece of the app page: the organisation as a JSON data block. Never executed, so the CSP
 * allows it without a hash or nonce, and nginx can include the same fragment (served by the platform) at the marker.
 * Escaping `<` keeps any `</script>` or `<!--` in organisation text from ending the element early; JSON.parse turns
 * `\u003c` back into `<`.
 */
export function orgHeadFragment(orgInfo: OrgInfo, bannerFiles: IncludedBannerFiles = {}): string {
  const data = (id: string, value: unknown) =>
    `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  // The banner files ride along (decision 430): a banner is then painted before the page's first paint.
  return data(ORG_INFO_ELEMENT_ID, orgInfo) + data(BANNER_FILES_ELEMENT_ID, bannerFiles);
}

export function injectOrgInfo(indexHtml: string, orgInfo: OrgInfo, bannerFiles: IncludedBannerFiles = {}): string {
  const fragment = orgHeadFragment(orgInfo, bannerFiles);
  const marker = indexHtml.indexOf(ORG_HEAD_MARKER);
  if (marker !== -1) {
    return indexHtml.slice(0, marker) + fragment + indexHtml.slice(marker + ORG_HEAD_MARKER.length);
  }
  const headEnd = indexHtml.search(/<\/head>/i);
  // A build without </head> would be broken anyway; putting the data first still lets the app boot.
  return headEnd === -1 ? fragment + indexHtml : indexHtml.slice(0, headEnd) + fragment + indexHtml.slice(headEnd);
}

/**
 * The build's prerendered pages (tools/prerender.tsx): dist/prerender/pages.json maps a route to its HTML file under
 * dist/, e.g. /account/heloc/register-v2 → prerender/register-v2.html. A route is an exact path, or a pattern with a
 * `:uuid` segment and an optional trailing `/*` (the application area's frame: /account/heloc/:uuid/*). It is the one
 * route → file table; nginx serves the same files from it (decision 145). Other paths, or a build without it, answer
 * index.html. An exact path wins over a pattern, as in nginx's map.
 */
export const PRERENDER_MANIFEST = 'prerender/pages.json';

/** 001 §5's UUID (src/lib/url.ts isUuid), as a regular expression source nginx's PCRE reads the same way. */
const UUID_SOURCE = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * A manifest route's segments: literals (letters, digits, `_` and `-`: nothing to escape), `:uuid`, and a last `*` for
 * anything below or a last empty one (a trailing slash). Null for a route with any other segment.
 */
function routeSegments(route: string): string[] | null {
  if (!route.startsWith('/')) return null;
  const segments = route.split('/').slice(1);
  const last = segments.length - 1;
  const valid = segments.every(
    (segment, index) =>
      /^[\w-]+$/.test(segment) || segment === ':uuid' || ((segment === '*' || segment === '') && index === last),
  );
  return valid ? segments : null;
}

/** A manifest route as an anchored regular expression source, or null for an exact path (or an invalid route). */
export function prerenderedRoutePattern(route: string): string | null {
  const segments = routeSegments(route);
  if (segments === null || !segments.some((segment) => segment === ':uuid' || segment === '*')) return null;
  const source = segments.map((segment) =>
    segment === ':uuid' ? `/${UUID_SOURCE}` : segment === '*' ? '(/.*)?' : `/${segment}`,
  );
  return `^${source.join('')}$`;
}

/** A prerendered page's file: a plain name below prerender/, nothing that could lead elsewhere in (or out of) dist. */
const PRERENDERED_FILE = /^prerender\/([\w-]+)\.html$/;

/**
 * The manifest's routes that may be served: an absolute path (or pattern) to a plain file below prerender/, so a
 * tampered manifest cannot point outside dist (nor, for nginx, write anything but a path into its configuration).
 */
export function prerenderedRoutes(manifestText: string): Record<string, string> {
  const manifest = JSON.parse(manifestText) as { routes?: Record<string, unknown> };
  const routes: Record<string, string> = {};
  for (const [route, file] of Object.entries(manifest.routes ?? {})) {
    if (routeSegments(route) !== null && typeof file === 'string' && PRERENDERED_FILE.test(file)) {
      routes[route] = file;
    }
  }
  return routes;
}

/** The file for `pathname`: an exact route first, then the patterns in the manifest's order. */
export function prerenderedFileFor(routes: Record<string, string>, pathname: string): string | undefined {
  const exact = routes[pathname];
  if (exact !== undefined) return exact;
  for (const [route, file] of Object.entries(routes)) {
    const pattern = prerenderedRoutePattern(route);
    if (pattern !== null && new RegExp(pattern).test(pathname)) return file;
  }
  return undefined;
}

/** What an app page's answer depends on besides its address; nginx sends the same line. */
export const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie';

/** The language of the pages pages.json names, and of a request that asks for none the app speaks (DEFAULT_LOCALE). */
const PAGE_DEFAULT_LANGUAGE: SiteLocale = 'en';

/** Whether an Accept-* header's parameters refuse its value: `q=0`. */
const isRefused = (params: readonly string[]): boolean =>
  params.some((param) => /^q=0(\.0*)?$/.test(param.trim().toLowerCase()));

/** A cookie's value in a Cookie header, undefined when absent. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key = '', ...value] = pair.split('=');
    if (key.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/**
 * The page's language as a server can tell it (decision 384): the app's own start-up rule (sagas/localeSaga.ts
 * initialLocale) as far as a request shows it. A `?lang` the app speaks, else the borrower's stored choice as the
 * app's cookie tells it (`chosen`, decision 387), else the first range of Accept-Language it speaks, in the order
 * listed (q-values aside from q=0, which refuses its range), else English. The organisation's languages are known only
 * in the browser, and the app corrects the page from there. Each value is read by the sandbox's copy of the app's
 * parseLocale (the sandbox imports nothing of the app but its API contract). nginx's maps apply the same rule
 * (deploy/nginx/site.conf.template).
 */
export function pageLanguage(search: string, acceptLanguage: string | undefined, chosen?: string): SiteLocale {
  const asked = parseSiteLocale(new URLSearchParams(search).get('lang')) ?? parseSiteLocale(chosen);
  if (asked !== null) return asked;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [range, ...params] = part.split(';');
    const locale = isRefused(params) ? null : parseSiteLocale(range);
    if (locale !== null) return locale;
  }
  return PAGE_DEFAULT_LANGUAGE;
}

/**
 * A prerendered page drawn in another language, which the build writes beside the English one (decision 384):
 * prerender/x.html -> prerender/x.es.html. Null for English, and for a file that is not a prerendered page.
 */
export function localizedPageFile(file: string, language: SiteLocale): string | null {
  const name = PRERENDERED_FILE.exec(file)?.[1];
  return language === PAGE_DEFAULT_LANGUAGE || name === undefined ? null : `prerender/${name}.${language}.html`;
}

export async function pageFileFor(distDir: string, pathname: string): Promise<string> {
  try {
    const routes = prerenderedRoutes(await readFile(path.join(distDir, PRERENDER_MANIFEST), 'utf8'));
    const file = prerenderedFileFor(routes, pathname);
    if (file !== undefined) return file;
  } catch (error) {
    // A half-written manifest during a rebuild reads as no manifest, like a missing one.
    if (!isMissingFile(error) && !(error instanceof SyntaxError)) throw error;
  }
  return 'index.html';
}

/** The page for `pathname` in `language`: the build's variant in that language where it wrote one, else the page. */
async function readPage(distDir: string, pathname: string, language: SiteLocale): Promise<string> {
  const file = await pageFileFor(distDir, pathname);
  const localized = localizedPageFile(file, language);
  if (localized !== null) {
    try {
      return await readFile(path.join(distDir, localized), 'utf8');
    } catch (error) {
      if (!isMissingFile(error)) throw error;
    }
  }
  return readFile(path.join(distDir, file), 'utf8');
}

/** Duck-typed: errors from node internals need not be instances of this realm's Error (jest runs in a vm context). */
const isMissingFile = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** Whether an Accept-Encoding header accepts gzip (a `q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';');
    return ['gzip', '*'].includes(coding.trim().toLowerCase()) && !isRefused(params);
  });
}

export async function registerAppHost(
  app: FastifyInstance,
  deps: { distDir: string; orgs: OrganizationStore; banners: BannerStore },
): Promise<void> {
  const { distDir, orgs, banners } = deps;

  // Hashed file names change with their content, so browsers may keep them for good.
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'static'),
    prefix: '/static/',
    index: false,
    list: false,
    // The build writes .br and .gz beside each script and stylesheet (webpack.config.js): sent to a browser that
    // accepts them, as a real deployment would.
    preCompressed: true,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // The answer depends on Accept-Encoding (preCompressed): a shared cache must keep the variants apart.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  // Read per request, not cached: a rebuild while the sandbox runs must be picked up.
  const sendAppShell = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const moved = legacyRedirect(request.url);
    if (moved !== null) return reply.redirect(moved, 302);
    let indexHtml: string;
    try {
      const { pathname, search } = new URL(request.url, 'http://app.invalid');
      const chosen = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
      indexHtml = await readPage(distDir, pathname, pageLanguage(search, request.headers['accept-language'], chosen));
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      return reply
        .code(503)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('The borrower app is not built yet: run `npm run build`, then reload this page.\n');
    }
    const orgInfo = orgInfoFor(request, resolveOrganization(request, orgs).org);
    const page = injectOrgInfo(indexHtml, orgInfo, includedBannerFiles(banners));
    // A prerendered page comes in the request's language (decisions 384, 387): a shared cache keeps them apart.
    reply.header('Cache-Control', 'no-cache').header('Vary', PAGE_VARY).type('text/html; charset=utf-8');
    // Compressed per request, as nginx's `gzip on` does (the organisation is injected per request): a prerendered page
    // carries its first paint's stylesheets (issue 16), which would otherwise travel at full size.
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(page);
    return reply.header('Content-Encoding', 'gzip').send(gzipSync(page, { level: 5 }));
  };
  for (const route of APP_PAGE_ROUTES) app.get(route, sendAppShell);

  // The service worker (issue 47) at the root of the app's scope, so it needs no Service-Worker-Allowed header. Never
  // cached by the browser's HTTP cache: a deploy's worker is found on the next visit, and waits (src/sw/sw.ts).
  app.get(SERVICE_WORKER_URL, async (_request, reply) => {
    let worker: string;
    try {
      worker = await readFile(path.join(distDir, SERVICE_WORKER_FILE), 'utf8');
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('No worker\n');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(worker);
  });

  app.get(`${BRAND_ICONS_URL}:file`, async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
    const { file } = request.params;
    const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('No such icon\n');
    if (!BRAND_ICON_FILE.test(file)) return notFound();
    let icon: Buffer;
    try {
      icon = await readFile(path.join(distDir, BRAND_ICONS_DIR, file));
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      return notFound();
    }
    return reply
      .header('Cache-Control', BRAND_ICONS_CACHE)
      .type(file.endsWith('.svg') ? 'image/svg+xml' : 'image/png')
      .send(icon);
  });

  // Browsers ask every site for /favicon.ico when a page links no icon (the sandbox's own site pages, a page without
  // JavaScript): the brand of the page's host, as the app page would link it, never a 404.
  app.get('/favicon.ico', async (request, reply) => {
    let codes: Record<string, string>;
    try {
      codes = (
        JSON.parse(await readFile(path.join(distDir, BRAND_ICONS_DIR, 'icons.json'), 'utf8')) as {
          codes: Record<string, string>;
        }
      ).codes;
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      return reply.code(404).type('text/plain; charset=utf-8').send('The borrower app is not built yet.\n');
    }
    const key = brandIconKey(codes, resolveOrganization(request, orgs).org);
    return reply.header('Cache-Control', 'no-cache').redirect(`${BRAND_ICONS_URL}${key}-180.png`, 302);
  });

  app.get('/account', (request, reply) =>
    reply.redirect(`/dashboard${preservedQuery(new URL(request.url, 'http://app.invalid').search)}`, 302),
  );

  for (const asset of PUBLIC_ASSETS) {
    // Not content-hashed, so read per request and make the browser revalidate: an edit shows on reload.
    app.get(asset.url, async (_request, reply) => {
      const content = await readFile(path.join(PUBLIC_DIR, asset.file), 'utf8');
      return reply.header('Cache-Control', 'no-cache').type(asset.type).send(content);
    });
  }
}

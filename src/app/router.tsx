import { use, useContext, type ComponentType } from 'react';
import {
  matchRoutes,
  renderMatches,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { ExternalRedirect, Redirect } from './Redirect';
import { RedesignGate } from './RedesignGate';
import { RequireSession } from './RequireSession';
import { FrameErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';
import {
  APPLICATION_AREA,
  APPLICATION_ROUTES,
  BORROWER_ROUTES,
  PUBLIC_ROUTES,
  REGISTER_V2_LAYOUT,
  REGISTER_V2_ROUTES,
  SIGNER_PUBLIC_ROUTES,
  SIGNER_ROUTES,
  type RouteEntry,
  type ScreenModule,
} from './routeTable';
import { NotFound } from '../shell/NotFound';
import { AppFrame } from '../shell/AppFrame';
import { APP_BASE } from '../lib/url';

/** What loads a lazy route's code, by its route object: the start-up and the build load a page's before rendering it. */
const preloaders = new WeakMap<RouteObject, () => Promise<void>>();

/**
 * A screen whose code loads on demand (decision 157): it suspends until the code is in, and renders at once when it
 * was loaded before (the prerendered page is hydrated only then). A failed load is thrown to the route's error
 * boundary (000 §8). Renders keep the failed load, so the error reaches the boundary even when React sets a
 * transition's render aside and starts it over (the application area mounts its screens in one); the next
 * navigation's preload tries the download again.
 */
function lazyScreen(load: () => ScreenModule): { Component: ComponentType; preload: () => Promise<void> } {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  let failed = false;
  const fetchScreen = (): Promise<ComponentType> => {
    if (!pending) {
      failed = false;
      pending = load().then((module) => (loaded = module.default));
      pending.catch(() => {
        failed = true;
      });
    }
    return pending;
  };
  function LazyScreen() {
    const Screen = loaded ?? use(fetchScreen());
    // The screen is its module's default export: the same component on every render once loaded, never a new one.
    // eslint-disable-next-line react-hooks/static-components
    return <Screen />;
  }
  const preload = (): Promise<void> => {
    if (failed) pending = null;
    return fetchScreen().then(() => undefined);
  };
  return { Component: LazyScreen, preload };
}

/** A route rendered by a lazily loaded screen, its loader registered for `preloadRoutes`. */
function lazyRoute(
  at: { path: string } | { index: true } | Record<string, never>,
  load: () => ScreenModule,
  children?: RouteObject[],
): RouteObject {
  const { Component, preload } = lazyScreen(load);
  const route: RouteObject =
    'index' in at ? { index: true, Component } : { ...at, Component, ...(children ? { children } : {}) };
  preloaders.set(route, preload);
  return route;
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const path = entry.path === '' ? undefined : entry.path;
  if (entry.kind === 'redirect') {
    const element = <Redirect to={entry.to} />;
    return path === undefined ? { index: true, element } : { path, element };
  }
  if (!entry.children) return lazyRoute(path === undefined ? { index: true } : { path }, entry.load);
  // A screen with children renders at its own path (index) and its children beside it, so each is a full page.
  return {
    ...(path === undefined ? {} : { path }),
    children: [lazyRoute({ index: true }, entry.load), ...entry.children.map(toRouteObject)],
  };
}

const routes = (entries: RouteEntry[]): RouteObject[] => entries.map(toRouteObject);

/** The routes the build prerenders a page for (tools/prerender.tsx), by id: the client hydrates a page it matches. */
export const PRERENDERED_ROUTE = { registerV2: 'register-v2', applicationArea: 'application-area' } as const;

/** Site paths outside the app (000 §2.5): a client-side visit loads the real page. */
const FULL_PAGE_LOADS: [string, string][] = [
  ['/account', '/dashboard'],
  ['/terms', '/terms'],
  ['/communications', '/communications'],
  ['/privacy', '/privacy'],
  ['/licenses', '/licenses'],
  ['/', '/'],
];

/** Support's action-log viewer (docs/action-log.md): not in production builds (webpack drops the import there). */
const REPLAY_VIEWER_ROUTES: RouteObject[] =
  process.env.NODE_ENV === 'production'
    ? []
    : [
        lazyRoute(
          { path: `${APP_BASE}/replay-viewer` },
          () => import(/* webpackChunkName: "replay-viewer" */ '../../features/replay/screens/ReplayViewerPage'),
        ),
      ];

export const APP_ROUTES: RouteObject[] = [
  ...REPLAY_VIEWER_ROUTES,
  {
    path: APP_BASE,
    element: (
      <FrameErrorBoundary>
        <AppFrame />
      </FrameErrorBoundary>
    ),
    children: [
      {
        // Issue 15: a screen's error shows inside the frame (header and footer kept): a pathless route catches it.
        element: <RouteErrorBoundary />,
        children: [
          { index: true, element: <Redirect to="register-v2" /> },
          ...routes(PUBLIC_ROUTES),
          {
            id: PRERENDERED_ROUTE.registerV2,
            path: 'register-v2',
            Component: RedesignGate,
            children: [lazyRoute({}, REGISTER_V2_LAYOUT, routes(REGISTER_V2_ROUTES))],
          },
          {
            path: 'heloc-signer',
            children: [...routes(SIGNER_PUBLIC_ROUTES), { Component: RequireSession, children: routes(SIGNER_ROUTES) }],
          },
          { Component: RequireSession, children: routes(BORROWER_ROUTES) },
          {
            id: PRERENDERED_ROUTE.applicationArea,
            path: ':uuid',
            Component: RequireSession,
            children: [
              lazyRoute({}, APPLICATION_AREA.area, [
                lazyRoute({ index: true }, APPLICATION_AREA.root),
                ...routes(APPLICATION_ROUTES),
              ]),
            ],
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
  // 000 §2.5 legacy paths.
  { path: '/account/heloc-signer/*', element: <Redirect to={`${APP_BASE}/heloc-signer`} keepRest /> },
  { path: '/account/register', element: <Redirect to={`${APP_BASE}/register`} keepQuery /> },
  ...FULL_PAGE_LOADS.map(([path, href]) => ({ path, element: <ExternalRedirect href={href} /> })),
  { path: '*', Component: NotFound },
];

/** How many paths' matches are kept: a session visits a few dozen screens at most. */
const MATCH_CACHE_SIZE = 32;
const matchCaches = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

/**
 * The path's segments left after a route's own path; null when the route, and so each of its children, cannot match;
 * undefined when this quick reading cannot tell (a splat, an optional segment, a nested absolute path).
 */
function segmentsAfter(route: RouteObject, segments: string[], top: boolean): string[] | null | undefined {
  const { path } = route;
  if (!path) return segments;
  if (path.startsWith('/') && !top) return undefined;
  const own = path.split('/').filter(Boolean);
  for (const [i, segment] of own.entries()) {
    if (segment.includes('*') || segment.endsWith('?')) return undefined;
    const part = segments[i];
    if (part === undefined) return null;
    // Static segments match case-insensitively, as react-router's do; a parameter matches any one segment.
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return segments.slice(own.length);
}

/**
 * The routes of a table a path can match: those whose own static segments are the path's, with their children
 * likewise, in the table's order. react-router's ranking keeps siblings in their order, so the match is the whole
 * table's. Parents with fewer children are copies; `originals` maps them back to the table's route objects.
 */
function candidates(
  table: RouteObject[],
  segments: string[],
  originals: Map<RouteObject, RouteObject>,
  top = false,
): RouteObject[] {
  return table.flatMap((route) => {
    const rest = segmentsAfter(route, segments, top);
    if (rest === null) return [];
    if (rest === undefined || !route.children) return [route];
    const copy = { ...route, children: candidates(route.children, rest, originals) };
    originals.set(copy, route);
    return [copy];
  });
}

/**
 * react-router's matches of a path in a table, kept per path. react-router flattens, ranks and tries every route of
 * the table it is given on each match (126 routes, cold: about a third of the start-up's longest task in a profile of
 * register-v2), so it is given only the routes the path can match; and a navigation matches its path twice: to load
 * the screens' code, then to render them (issue 16).
 */
function matchesOf(table: RouteObject[], pathname: string): RouteMatch[] | null {
  let cache = matchCaches.get(table);
  if (!cache) {
    cache = new Map();
    matchCaches.set(table, cache);
  }
  if (cache.has(pathname)) return cache.get(pathname) ?? null;
  let segments: string[] | null;
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    // A malformed escape: react-router matches the path as it is, against the whole table.
    segments = null;
  }
  const originals = new Map<RouteObject, RouteObject>();
  const matches =
    matchRoutes(segments ? candidates(table, segments, originals, true) : table, pathname)?.map((match) => {
      const route = originals.get(match.route);
      return route ? { ...match, route } : match;
    }) ?? null;
  if (cache.size >= MATCH_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  cache.set(pathname, matches);
  return matches;
}

/** The routes a path matches, outermost first (none: the path is outside the app's table). */
export const matchedRoutes = (pathname: string): RouteObject[] =>
  (matchesOf(APP_ROUTES, pathname) ?? []).map((match) => match.route);

/** The application a path of the borrower's area names (000 §2.4), or null outside the area. */
export const applicationUuidOf = (pathname: string): string | null =>
  matchesOf(APP_ROUTES, pathname)?.find((match) => match.route.id === PRERENDERED_ROUTE.applicationArea)?.params.uuid ??
  null;

/**
 * Loads the code of the screens a path shows, before its first render (src/main.tsx, tools/prerender.tsx): a
 * prerendered page is hydrated with its screen in place, not a suspended one. Rejects when a screen's code fails.
 */
export async function preloadRoutes(pathname: string): Promise<void> {
  await Promise.all(
    matchedRoutes(pathname).flatMap((route) => {
      const preload = preloaders.get(route);
      return preload ? [preload()] : [];
    }),
  );
}

/**
 * The app's routes at the router's location (react-router's declarative routing, decision 157: the data router's
 * loaders, actions and fetchers are unused here and were 15 KB of the first paint). Navigations are transitions, so
 * the current screen stays until the next one's code is in.
 */
export function AppRoutes() {
  return <RoutesOf routes={APP_ROUTES} />;
}

/**
 * A route table at the router's location: the app's, or the app's inside the replay viewer's memory router. What
 * `useRoutes` does for a top-level table, with the matches kept per path (`matchesOf`): the matched pathnames are
 * encoded again as the router's navigator writes them, since matching decoded them.
 */
export function RoutesOf({ routes: table }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const encode = (path: string): string =>
    navigator.encodeLocation
      ? navigator.encodeLocation(path.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
      : path;
  const matches = matchesOf(table, pathname);
  return renderMatches(
    matches?.map((match) => ({
      ...match,
      pathname: encode(match.pathname),
      pathnameBase: encode(match.pathnameBase),
    })) ?? null,
  );
}

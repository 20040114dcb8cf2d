import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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
import { APP_BASE, DASHBOARD_PATH } from '../lib/url';
import { matchesOf, RoutesOf } from './routeMatching';
import { lazyScreen, type LazyCode } from './lazyScreen';

export { RoutesOf };

/** What loads a lazy route's code, by its route object: the start-up and the build load a page's before rendering it. */
const preloaders = new WeakMap<RouteObject, LazyCode>();

/** A route rendered by a lazily loaded screen, its loader registered for `preloadRoutes`. */
function lazyRoute(
  at: { path: string } | { index: true } | Record<string, never>,
  load: () => ScreenModule,
  children?: RouteObject[],
): RouteObject {
  const { Component, ...code } = lazyScreen(load);
  const route: RouteObject =
    'index' in at ? { index: true, Component } : { ...at, Component, ...(children ? { children } : {}) };
  preloaders.set(route, code);
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

/**
 * Support's action-log viewer (docs/action-log.md): not in production builds (webpack drops the import there). The
 * viewer is handed the app's routes here, so it never imports this module back (decision 276).
 */
const REPLAY_VIEWER_ROUTES: RouteObject[] =
  process.env.NODE_ENV === 'production'
    ? []
    : [
        lazyRoute({ path: `${APP_BASE}/replay-viewer` }, () =>
          import(/* webpackChunkName: "replay-viewer" */ '../../features/replay/screens/ReplayViewer').then(
            ({ ReplayViewer }) => ({
              default: function InAppReplayViewer() {
                return <ReplayViewer routes={APP_ROUTES} />;
              },
            }),
          ),
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
          // 000 §2.5: the root goes to the dashboard by a full page load, which sends a visitor without a session to
          // sign in or register (decision 13 as amended by 229).
          { index: true, element: <ExternalRedirect href={DASHBOARD_PATH} /> },
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
  // 000 §2.5 legacy paths, read under the base path as every path of 000 §2 is (issue 33, decision 229): an old
  // /account/heloc/account/... link lands where its site-root reading below lands. The public pages of 000 §2.1
  // (/account/heloc/terms, ...) stay the app's own.
  { path: `${APP_BASE}/account/heloc-signer/*`, element: <Redirect to={`${APP_BASE}/heloc-signer`} keepRest /> },
  { path: `${APP_BASE}/account/register/*`, element: <Redirect to={`${APP_BASE}/register`} keepRest keepQuery /> },
  { path: `${APP_BASE}/account`, element: <ExternalRedirect href={DASHBOARD_PATH} /> },
  // The site-root reading (decision 13).
  { path: '/account/heloc-signer/*', element: <Redirect to={`${APP_BASE}/heloc-signer`} keepRest /> },
  { path: '/account/register', element: <Redirect to={`${APP_BASE}/register`} keepQuery /> },
  ...FULL_PAGE_LOADS.map(([path, href]) => ({ path, element: <ExternalRedirect href={href} /> })),
  { path: '*', Component: NotFound },
];

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
      const code = preloaders.get(route);
      return code ? [code.preload()] : [];
    }),
  );
}

/** Whether the code of every screen a path shows is in: its first render will not suspend. */
export const routesCodeIn = (pathname: string): boolean =>
  matchedRoutes(pathname).every((route) => preloaders.get(route)?.loaded() !== null);

/**
 * The screens a path shows, their code loaded: the build finds the modules they come from, and so the files an
 * application page may start loading early (tools/prerender.tsx, decision 350).
 */
export async function screensOf(pathname: string): Promise<ComponentType[]> {
  await preloadRoutes(pathname);
  return matchedRoutes(pathname).flatMap((route) => preloaders.get(route)?.loaded() ?? []);
}

/**
 * The app's routes at the router's location (react-router's declarative routing, decision 157: the data router's
 * loaders, actions and fetchers are unused here and were 15 KB of the first paint). Navigations are transitions, so
 * the current screen stays until the next one's code is in.
 */
export function AppRoutes() {
  return <RoutesOf routes={APP_ROUTES} />;
}

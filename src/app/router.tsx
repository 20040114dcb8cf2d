import {
  type createBrowserRouter,
  UNSAFE_createBrowserHistory,
  UNSAFE_createRouter,
  UNSAFE_hydrationRouteProperties,
  UNSAFE_mapRouteProperties,
  type RouteObject,
} from 'react-router';
import { ApplicationArea } from './ApplicationArea';
import { ApplicationRoot } from './ApplicationRoot';
import { ExternalRedirect, Redirect } from './Redirect';
import { RedesignGate } from './RedesignGate';
import { RequireSession } from './RequireSession';
import { FrameErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';
import {
  APPLICATION_ROUTES,
  BORROWER_ROUTES,
  PUBLIC_ROUTES,
  REGISTER_V2_LAYOUT,
  REGISTER_V2_ROUTES,
  SIGNER_PUBLIC_ROUTES,
  SIGNER_ROUTES,
  type RouteEntry,
} from './routeTable';
import { NotFound } from '../shell/NotFound';
import { AppFrame } from '../shell/AppFrame';
import { APP_BASE } from '../lib/url';

export interface ScreenHandle {
  title: string;
  purpose: string;
}

function toRouteObject(entry: RouteEntry): RouteObject {
  const path = entry.path === '' ? undefined : entry.path;
  if (entry.kind === 'redirect') {
    const element = <Redirect to={entry.to} />;
    return path === undefined ? { index: true, element } : { path, element };
  }
  const handle: ScreenHandle = { title: entry.title, purpose: entry.purpose };
  const lazy = async () => ({ Component: (await entry.load()).default });
  if (!entry.children) return path === undefined ? { index: true, handle, lazy } : { path, handle, lazy };
  // A screen with children renders at its own path (index) and its children beside it, so each is a full page.
  return {
    ...(path === undefined ? {} : { path }),
    children: [{ index: true, handle, lazy }, ...entry.children.map(toRouteObject)],
  };
}

const routes = (entries: RouteEntry[]): RouteObject[] => entries.map(toRouteObject);

const EmptyFallback = () => null;

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
        {
          path: `${APP_BASE}/replay-viewer`,
          lazy: async () => ({
            Component: (
              await import(/* webpackChunkName: "replay-viewer" */ '../../features/replay/screens/ReplayViewerPage')
            ).default,
          }),
        },
      ];

export const APP_ROUTES: RouteObject[] = [
  ...REPLAY_VIEWER_ROUTES,
  {
    path: APP_BASE,
    Component: AppFrame,
    ErrorBoundary: FrameErrorBoundary,
    // The first screen's code loads before the first render; until then the page stays as the server sent it.
    HydrateFallback: EmptyFallback,
    // Issue 15: a screen's error shows inside the frame (header and footer kept): a pathless route catches it.
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, element: <Redirect to="register-v2" /> },
          ...routes(PUBLIC_ROUTES),
          {
            id: PRERENDERED_ROUTE.registerV2,
            path: 'register-v2',
            Component: RedesignGate,
            children: [
              {
                lazy: async () => ({ Component: (await REGISTER_V2_LAYOUT()).default }),
                children: routes(REGISTER_V2_ROUTES),
              },
            ],
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
              {
                Component: ApplicationArea,
                children: [{ index: true, Component: ApplicationRoot }, ...routes(APPLICATION_ROUTES)],
              },
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

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * createBrowserRouter in two steps, for the start-up's stages (src/main.tsx, issue 16): making the router converts and
 * ranks the 126-route table, and `initialize()` matches the page and loads its screen's code; on a phone each is a
 * long task, together one twice as long. The same parts createBrowserRouter passes (react-router 7.18), less the
 * server-rendered data this app never embeds.
 */
export const createUninitializedAppRouter = (): AppRouter =>
  UNSAFE_createRouter({
    history: UNSAFE_createBrowserHistory({ window }),
    routes: APP_ROUTES,
    mapRouteProperties: UNSAFE_mapRouteProperties,
    hydrationRouteProperties: UNSAFE_hydrationRouteProperties,
  });

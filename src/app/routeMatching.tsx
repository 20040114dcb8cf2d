/**
 * Matching a path against a route table, and rendering the match: the app's router and the replay viewer's memory
 * router both render their tables through `RoutesOf`. Apart from the app's table (src/app/router.tsx), so the viewer,
 * which the router loads, needs nothing from the router (decision 276).
 */
import { useContext } from 'react';
import {
  matchRoutes,
  renderMatches,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router';

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
export function matchesOf(table: RouteObject[], pathname: string): RouteMatch[] | null {
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

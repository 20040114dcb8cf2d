import type { FlagValue } from '../flags/flagsSlice';

/** 000 §8 maintenance page defaults, word for word. */
export const MAINTENANCE_DEFAULT_TITLE = 'Scheduled Maintenance';
export const MAINTENANCE_DEFAULT_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

export interface MaintenanceNotice {
  title: string;
  message: string;
  showDashboardLink: boolean;
}

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * Whether `path` (below /account/heloc) is under maintenance. Routes are paths below /account/heloc such as
 * '/register-v2'; a route covers its sub-paths; '*' segments match any one segment ('/ * /liens' without spaces);
 * '*' alone or '/' covers every page.
 */
export function routeMatches(route: string, path: string): boolean {
  const trim = (value: string) => value.replace(/^\/+|\/+$/g, '');
  const routeParts = trim(route).split('/').filter(Boolean);
  const pathParts = trim(path).split('/').filter(Boolean);
  if (routeParts.length === 0 || (routeParts.length === 1 && routeParts[0] === '*')) return true;
  if (pathParts.length < routeParts.length) return false;
  return routeParts.every((part, index) => part === '*' || part === pathParts[index]);
}

/** 000 §3 maintenance flag variables: routes, message, pageTitle, shouldShowDashboardLink. */
export function maintenanceFor(flag: FlagValue | undefined, path: string): MaintenanceNotice | null {
  if (flag?.enabled !== true) return null;
  const variables = flag.variables ?? {};
  const routes = Array.isArray(variables.routes)
    ? variables.routes.filter((route): route is string => typeof route === 'string')
    : [];
  if (!routes.some((route) => routeMatches(route, path))) return null;
  return {
    title: nonEmpty(variables.pageTitle) ?? MAINTENANCE_DEFAULT_TITLE,
    message: nonEmpty(variables.message) ?? MAINTENANCE_DEFAULT_MESSAGE,
    showDashboardLink: variables.shouldShowDashboardLink !== false,
  };
}

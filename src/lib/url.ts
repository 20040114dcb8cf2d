/** Pure URL rules shared by the router, sagas and the sandbox login page's tests. */

export const APP_BASE = '/account/heloc';
export const SIGNER_BASE = `${APP_BASE}/heloc-signer`;
export const SIGNER_LOGIN = `${SIGNER_BASE}/login`;
/** Where a signer picks up (000 §2.3): the signer area routes them by their status from here. */
export const SIGNER_RESUME = `${SIGNER_BASE}/resume`;
export const LOGIN_PATH = '/auth/login';
export const DASHBOARD_PATH = '/dashboard';
/**
 * An application id for code that needs an area path but no particular application: the area's screens and calls
 * are the same for every application (the build's prerendered frame, the calls it records, the code a step prepares).
 */
export const ANY_APPLICATION_UUID = '00000000-0000-4000-8000-000000000000';

/** 001 §2: a login redirectUrl is accepted only if it starts with / followed by a lowercase letter. */
export const isSafeRedirectUrl = (url: string | null | undefined): url is string =>
  typeof url === 'string' && /^\/[a-z]/.test(url);

export const loginHref = (returnTo: string): string =>
  isSafeRedirectUrl(returnTo) ? `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(returnTo)}` : LOGIN_PATH;

export const isSignerPath = (pathname: string): boolean =>
  pathname === SIGNER_BASE || pathname.startsWith(`${SIGNER_BASE}/`);

/** Where an unauthenticated visitor goes (000 §2.1). */
export const unauthenticatedDestination = (pathname: string, search: string): { href: string; external: boolean } =>
  isSignerPath(pathname)
    ? { href: SIGNER_LOGIN, external: false }
    : { href: loginHref(pathname + search), external: true };

/** 000 §2.5: the only query parameter preserved on redirects. */
export const PRESERVED_QUERY_PARAMS = ['pop-webchat'] as const;

/** `to` with the preserved parameters of `currentSearch` added, unless `to` sets them itself. */
export function withPreservedQuery(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const [pathAndQuery = '', hash] = to.split('#', 2);
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const next = new URLSearchParams(query);
  for (const name of PRESERVED_QUERY_PARAMS) {
    const value = current.get(name);
    if (value !== null && !next.has(name)) next.set(name, value);
  }
  const search = next.toString();
  return `${path}${search ? `?${search}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

/** 001 §5: UUID 8-4-4-4-12 hex. */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The application a page of the area (`/account/heloc/{uuid}/...`) is about, read from its path as an application
 * page's inline script reads it (src/boot/firstCallsScript.ts): known from the first moment, before the area is entered.
 */
export function applicationUuidOfPath(pathname: string): string | undefined {
  const uuid = pathname.startsWith(`${APP_BASE}/`) ? pathname.split('/')[3] : undefined;
  return uuid !== undefined && isUuid(uuid) ? uuid : undefined;
}

/**
 * The route a path was served by, with its identifiers written as parameters (`/account/heloc/:uuid/offer`): what
 * a measurement about the page may carry, which says nothing about whose application it was. A UUID is `:uuid`; any
 * other segment with a run of digits, or an @, is `:id` (no route has one; a link that carries one says nothing more).
 */
export function routePattern(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (isUuid(segment) ? ':uuid' : /\d{3,}|@/.test(segment) ? ':id' : segment));
  return `/${segments.join('/')}`;
}

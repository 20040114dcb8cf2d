import { matchRoutes } from 'react-router';
import { APP_ROUTES, matchedRoutes } from '../../src/app/router';
import {
  APPLICATION_ROUTES,
  BORROWER_ROUTES,
  PUBLIC_ROUTES,
  REGISTER_V2_ROUTES,
  SIGNER_PUBLIC_ROUTES,
  SIGNER_ROUTES,
  type RouteEntry,
} from '../../src/app/routeTable';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

/** Every path of a table (screens, their children and redirects), parameters filled in. */
function pathsOf(entries: RouteEntry[], prefix: string): string[] {
  return entries.flatMap((entry) => {
    const path = `${prefix}/${entry.path}`.replace(/\/$/, '').replace(/:[\w-]+/g, 'bank');
    return [path, `${path}/`, ...(entry.kind === 'screen' ? pathsOf(entry.children ?? [], path) : [])];
  });
}

const PATHS = [
  ...pathsOf(PUBLIC_ROUTES, '/account/heloc'),
  ...pathsOf(REGISTER_V2_ROUTES, '/account/heloc/register-v2'),
  ...pathsOf(SIGNER_PUBLIC_ROUTES, '/account/heloc/heloc-signer'),
  ...pathsOf(SIGNER_ROUTES, '/account/heloc/heloc-signer'),
  ...pathsOf(BORROWER_ROUTES, '/account/heloc'),
  ...pathsOf(APPLICATION_ROUTES, `/account/heloc/${UUID}`),
  ...pathsOf(APPLICATION_ROUTES, '/account/heloc/Not-A-Uuid'),
  '/',
  '/account',
  '/account/',
  '/account/heloc',
  '/account/heloc/',
  `/account/heloc/${UUID}`,
  `/account/heloc/${UUID}/nowhere`,
  `/account/heloc/${UUID}/start/nowhere/deeper`,
  '/ACCOUNT/HELOC/REGISTER-V2/For-Sale',
  '/account//heloc/register-v2',
  '/account/heloc/register-v2/annual-income/extra',
  '/account/heloc-signer',
  '/account/heloc-signer/documents/1',
  '/account/register',
  '/account/registered',
  '/terms',
  '/terms/more',
  '/nowhere',
  '/account/heloc/a%2Fb',
  '/account/heloc/%72egister-v2',
  '/account/heloc/%E0%A4%A',
  '/account/heloc/heloc-signer/%',
];

describe('route matching on the routes a path can match (issue 16)', () => {
  test('matches every path as react-router does on the whole table', () => {
    // react-router warns of the malformed escapes among the paths.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(PATHS.length).toBeGreaterThan(150);
    for (const path of PATHS) {
      const expected = (matchRoutes(APP_ROUTES, path) ?? []).map((match) => match.route);
      expect({ path, routes: matchedRoutes(path) }).toEqual({ path, routes: expected });
      // The very route objects of the table, which the screens' code loaders are registered by.
      matchedRoutes(path).forEach((route, i) => {
        expect(route).toBe(expected[i]);
      });
    }
  });
});

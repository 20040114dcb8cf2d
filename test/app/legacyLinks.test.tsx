import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { APP_ROUTES, matchedRoutes } from '../../src/app/router';
import { renderAppRoutes } from '../support/render';

/**
 * Issue 33 item 7: 000 §2.5's legacy paths read under the base path, as every other path of 000 §2 is, and at the
 * site root (decision 13). Each lands: rewritten in the app, or a full page load to the dashboard; never "Page not
 * found" or the login page. The public pages of 000 §2.1 stay the app's own.
 */

const lastRedirect = async (path: string) => {
  const rendered = await renderAppRoutes(path);
  let redirect: ReturnType<typeof rendered.store.getState>['navigation']['lastRedirect'] = null;
  await waitFor(() => {
    redirect = rendered.store.getState().navigation.lastRedirect;
    expect(redirect).not.toBeNull();
  });
  rendered.unmount();
  return redirect;
};

describe('old links under the base path (000 §2.5)', () => {
  test.each([
    [
      '/account/heloc/account/register?referrer=lo-1&utm_source=mail',
      '/account/heloc/register?referrer=lo-1&utm_source=mail',
    ],
    ['/account/heloc/account/register', '/account/heloc/register'],
    ['/account/heloc/account/register/support', '/account/heloc/register/support'],
    ['/account/heloc/account/heloc-signer/documents', '/account/heloc/heloc-signer/documents'],
    [
      '/account/heloc/account/heloc-signer/conditions/upload-document',
      '/account/heloc/heloc-signer/conditions/upload-document',
    ],
    // The site-root reading stays (decision 13).
    ['/account/register?offer=ABC', '/account/heloc/register?offer=ABC'],
    ['/account/heloc-signer/documents', '/account/heloc/heloc-signer/documents'],
  ])('%s is rewritten to %s in the app', async (path, to) => {
    expect(await lastRedirect(path)).toMatchObject({ to, replace: true });
  });

  test.each(['/account/heloc', '/account/heloc/', '/account/heloc/account', '/account/heloc/account/', '/account'])(
    '%s goes to the dashboard by a full page load',
    async (path) => {
      expect(await lastRedirect(path)).toMatchObject({ to: '/dashboard', external: true });
    },
  );

  test.each(['terms', 'communications', 'privacy', 'licenses'])(
    'the public page /account/heloc/%s stays the app’s own',
    (page) => {
      const routes = matchedRoutes(`/account/heloc/${page}`);
      expect(routes.at(-1)?.path).toBe(page);
    },
  );

  test('the quick matcher agrees with react-router on the legacy paths', () => {
    for (const path of [
      '/account/heloc/account',
      '/account/heloc/account/register',
      '/account/heloc/account/register/account-setup',
      '/account/heloc/account/heloc-signer/login',
      '/account/heloc/Account/Register',
    ]) {
      const expected = (matchRoutes(APP_ROUTES, path) ?? []).map((match) => match.route);
      expect({ path, routes: matchedRoutes(path) }).toEqual({ path, routes: expected });
    }
  });
});

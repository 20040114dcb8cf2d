import {
  routePattern,
  isSafeRedirectUrl,
  isUuid,
  loginHref,
  unauthenticatedDestination,
  withPreservedQuery,
} from '../../src/lib/url';
import { isScreenLoadError } from '../../src/lib/screenLoad';

describe('login redirectUrl rule (001 §2)', () => {
  test.each([
    ['/account/heloc/x', true],
    ['/dashboard', true],
    ['/Dashboard', false],
    ['//evil.example', false],
    ['https://evil.example/a', false],
    ['/1abc', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (url, ok) => {
    expect(isSafeRedirectUrl(url)).toBe(ok);
  });

  test('login links carry only a safe way back', () => {
    expect(loginHref('/account/heloc/u/liens')).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fu%2Fliens');
    expect(loginHref('//evil.example')).toBe('/auth/login');
  });

  test('signer paths go to the signer login, others to /auth/login (000 §2.1)', () => {
    expect(unauthenticatedDestination('/account/heloc/heloc-signer/sign', '')).toEqual({
      href: '/account/heloc/heloc-signer/login',
      external: false,
    });
    expect(unauthenticatedDestination('/account/heloc/abc/liens', '?a=1')).toEqual({
      href: '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fliens%3Fa%3D1',
      external: true,
    });
  });
});

describe('only pop-webchat is preserved on redirects (000 §2.5)', () => {
  test('keeps pop-webchat and drops everything else', () => {
    expect(withPreservedQuery('/account/heloc/u/liens', '?pop-webchat=true&utm_source=x')).toBe(
      '/account/heloc/u/liens?pop-webchat=true',
    );
  });
  test("keeps the target's own query and hash", () => {
    expect(withPreservedQuery('/a?step=name#top', '?pop-webchat=1')).toBe('/a?step=name&pop-webchat=1#top');
    expect(withPreservedQuery('/a?pop-webchat=2', '?pop-webchat=1')).toBe('/a?pop-webchat=2');
    expect(withPreservedQuery('/a', '')).toBe('/a');
  });
});

test('UUIDs are 8-4-4-4-12 hex (001 §5)', () => {
  expect(isUuid('6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f')).toBe(true);
  expect(isUuid('6f1c2b7e3d4a4c5b9e8f0a1b2c3d4e5f')).toBe(false);
  expect(isUuid('register')).toBe(false);
});

test('the three screen-load failure messages (000 §8)', () => {
  expect(isScreenLoadError('Failed to fetch dynamically imported module: https://x/a.js')).toBe(true);
  expect(isScreenLoadError('Importing a module script failed.')).toBe(true);
  expect(isScreenLoadError('Loading chunk 123 failed.\n(error: https://x/123.js)')).toBe(true);
  expect(isScreenLoadError('Loading CSS chunk placeholder failed.')).toBe(true);
  expect(isScreenLoadError('Cannot read properties of undefined')).toBe(false);
});

describe('routePattern: what a page measurement may say about the path (issue 47)', () => {
  test.each([
    ['/account/heloc/3f2a1b4c-9d8e-4f7a-8b6c-5d4e3f2a1b0c', '/account/heloc/:uuid'],
    ['/account/heloc/3F2A1B4C-9D8E-4F7A-8B6C-5D4E3F2A1B0C/offer/', '/account/heloc/:uuid/offer'],
    ['/account/heloc/register-v2', '/account/heloc/register-v2'],
    ['/account/heloc/x/link/12345678', '/account/heloc/x/link/:id'],
    ['/account/heloc/jane@example.com', '/account/heloc/:id'],
    ['/', '/'],
  ])('%s is %s', (pathname, pattern) => {
    expect(routePattern(pathname)).toBe(pattern);
  });
});

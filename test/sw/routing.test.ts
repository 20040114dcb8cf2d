import {
  isFrameOfBuild,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  fallbackPageKeys,
  isAppPageRequest,
  isCacheablePage,
  responseFacts,
  isClearedAtLogout,
  orgSelectorOf,
  pageCacheKey,
  WORKER_SCOPE,
  WORKER_URL,
} from '../../src/sw/routing';
import { SERVICE_WORKER_URL } from '../../sandbox/appHost';

const ORIGIN = 'https://lender.example';
const UUID = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
const page = (path: string) => ({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate' });

describe('the service worker answers as pages (src/sw/routing.ts)', () => {
  test.each([
    ['an application page', `/account/heloc/${UUID}`],
    ['a screen under it', `/account/heloc/${UUID}/product/select?org=apm`],
    ['register-v2', '/account/heloc/register-v2'],
    ['the signer area under the base', '/account/heloc/heloc-signer/resume'],
  ])('%s', (_name, path) => {
    expect(isAppPageRequest(page(path), ORIGIN)).toBe(true);
  });

  test.each([
    ['a platform call', { ...page('/account/heloc/x'), mode: 'cors' }],
    ['a script', { ...page('/static/main.0123456789.js'), mode: 'no-cors' }],
    ['a form post', { ...page(`/account/heloc/${UUID}`), method: 'POST' }],
    ['another origin', { ...page(`/account/heloc/${UUID}`), url: `https://other.example/account/heloc/${UUID}` }],
    ['a page outside the scope (the dashboard)', page('/dashboard')],
    ['the worker script itself', page(WORKER_URL)],
    ['the base, which redirects', page('/account/heloc/')],
    ['a legacy path, which redirects', page('/account/heloc/account/register?x=1')],
  ])('never %s', (_name, request) => {
    expect(isAppPageRequest(request, ORIGIN)).toBe(false);
  });
});

describe('page cache keys', () => {
  test('every page of an application is one frame, with no uuid in the key', () => {
    const keys = [
      pageCacheKey(`${ORIGIN}/account/heloc/${UUID}`),
      pageCacheKey(`${ORIGIN}/account/heloc/${UUID}/`),
      pageCacheKey(`${ORIGIN}/account/heloc/${UUID.toUpperCase()}/income/link?utm_source=mail`),
    ];
    expect(new Set(keys)).toEqual(new Set([`${ORIGIN}/account/heloc/:uuid`]));
    expect(keys.join()).not.toContain(UUID.slice(0, 8));
  });

  test('an ?org= page is kept apart from the host default and from another org', () => {
    const plain = pageCacheKey(`${ORIGIN}/account/heloc/${UUID}`);
    const apm = pageCacheKey(`${ORIGIN}/account/heloc/${UUID}?org=APM&utm=1`);
    const other = pageCacheKey(`${ORIGIN}/account/heloc/${UUID}?org=lendco`);
    expect(apm).toBe(`${ORIGIN}/account/heloc/:uuid?org=apm`);
    expect(new Set([plain, apm, other]).size).toBe(3);
  });

  test('a malformed org selector is no org (the server falls back to the host)', () => {
    expect(orgSelectorOf(new URL(`${ORIGIN}/?org=%3Cscript%3E`))).toBeNull();
    expect(pageCacheKey(`${ORIGIN}/account/heloc/register-v2/?org=<x>`)).toBe(`${ORIGIN}/account/heloc/register-v2`);
  });

  test('the fallback is the page itself, then the same organisation’s application frame, never another’s', () => {
    expect(fallbackPageKeys(`${ORIGIN}/account/heloc/register-v2?org=apm`)).toEqual([
      `${ORIGIN}/account/heloc/register-v2?org=apm`,
      `${ORIGIN}/account/heloc/:uuid?org=apm`,
    ]);
    expect(fallbackPageKeys(`${ORIGIN}/account/heloc/${UUID}`)).toEqual([`${ORIGIN}/account/heloc/:uuid`]);
  });
});

describe('what is kept', () => {
  const ok = {
    status: 200,
    type: 'basic',
    redirected: false,
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
  };
  test('a whole HTML page of our own origin', () => {
    expect(isCacheablePage(ok)).toBe(true);
  });
  test.each([
    ['an error page', { ...ok, status: 503 }],
    ['a redirect', { ...ok, redirected: true }],
    ['an opaque answer', { ...ok, type: 'opaqueredirect', status: 0 }],
    ['JSON', { ...ok, contentType: 'application/json' }],
    ['a no-store answer', { ...ok, cacheControl: 'private, no-store' }],
  ])('never %s', (_name, response) => {
    expect(isCacheablePage(response)).toBe(false);
  });

  test('reads an answer’s status, type and headers as the rule needs them', () => {
    const response = new Response('<!doctype html>', {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
    expect(responseFacts(response)).toMatchObject({
      status: 200,
      redirected: false,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'private, no-store',
    });
    expect(isCacheablePage(responseFacts(response))).toBe(false);
  });

  test('a logout deletes every cache but the build’s precache', () => {
    expect(isClearedAtLogout('heloc-pages-v1')).toBe(true);
    expect(isClearedAtLogout('something-later')).toBe(true);
    expect(isClearedAtLogout('workbox-precache-v2-https://lender.example/account/heloc/')).toBe(false);
  });

  test('the sandbox serves the worker where the app registers it, at the root of its scope', () => {
    expect(SERVICE_WORKER_URL).toBe(WORKER_URL);
    expect(WORKER_URL.startsWith(WORKER_SCOPE)).toBe(true);
    expect(WORKER_URL.slice(WORKER_SCOPE.length)).not.toContain('/');
  });
});

describe('which kept page may answer (issue 47 item 2)', () => {
  const precached = new Set([
    '/static/main.0123456789.js',
    '/static/main.abcdef0123.css',
    '/static/state.9876543210.js',
  ]);
  const page = (...files: string[]) =>
    `<!doctype html><link rel="preload" as="script" href="${files[0] ?? ''}"><script>["${files.slice(1).join('","')}"]</script>`;

  test('a frame of this build: every script and style it names is in the precache', () => {
    expect(
      isFrameOfBuild(
        page('/static/state.9876543210.js', '/static/main.0123456789.js', '/static/main.abcdef0123.css'),
        precached,
      ),
    ).toBe(true);
  });

  test('a frame of another build, or a page naming none of the build’s files, is passed over', () => {
    expect(isFrameOfBuild(page('/static/state.9876543210.js', '/static/main.fedcba9876.js'), precached)).toBe(false);
    expect(isFrameOfBuild('<!doctype html><p>Hello</p>', precached)).toBe(false);
  });

  test('the network has a short moment before the kept frame answers: less than one Slow 4G round trip', () => {
    expect(PAGE_NETWORK_TIMEOUT_SECONDS).toBeGreaterThan(0);
    expect(PAGE_NETWORK_TIMEOUT_SECONDS * 1000).toBeLessThanOrEqual(100);
  });
});

import type { OrgInfo } from '../../src/api/contract';
import { BANNER_FILES_ELEMENT_ID, ORG_INFO_ELEMENT_ID } from '../../src/api/contractShell';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, parseLocale } from '../../src/lib/locale';
import {
  acceptsGzip,
  injectOrgInfo,
  legacyRedirect,
  localizedPageFile,
  ORG_HEAD_MARKER,
  PAGE_VARY,
  pageLanguage,
  cookieValue,
} from '../../sandbox/appHost';
import { parseSiteLocale, SITE_LOCALES } from '../../sandbox/services/siteLanguage';
import { contentSecurityPolicy } from '../../sandbox/securityHeaders';
import { findOrganization } from '../../sandbox/organizations';
import { bearer, createBorrower, expectSecurityHeaders, FAKE_INDEX_HTML, startSandbox, type Harness } from './harness';

const ORG_SCRIPT = new RegExp(`<script id="${ORG_INFO_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');
/** The page's head fragment (sandbox/appHost.ts orgHeadFragment): the organisation, then the banner files. */
const HEAD_FRAGMENT = new RegExp(
  `${ORG_SCRIPT.source}<script id="${BANNER_FILES_ELEMENT_ID}"[^>]*>[^<]*</script>`,
  's',
);

function injectedOrg(html: string): OrgInfo {
  const json = ORG_SCRIPT.exec(html)?.[1];
  if (json === undefined) throw new Error('no org-info element');
  return JSON.parse(json) as OrgInfo;
}

describe('serving the built app', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startSandbox();
  });
  afterAll(() => harness.close());

  it.each([
    '/account/heloc/register',
    '/account/heloc/register-v2',
    '/account/heloc/3f0c/product/select',
    '/account/heloc-signer/login',
    '/account/register',
    '/account/register/support',
  ])('answers %s with index.html, org data injected before </head>, not cached', async (url) => {
    const response = await harness.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(
      new RegExp(
        `<script id="${ORG_INFO_ELEMENT_ID}"[^>]*>[^<]*</script><script id="${BANNER_FILES_ELEMENT_ID}"[^>]*>[^<]*</script></head>`,
      ),
    );
    expect(response.body).toContain('<div id="root"></div>');
    expectSecurityHeaders(response);
  });

  it('injects the default brand with the request origin as baseUrl', async () => {
    const response = await harness.app.inject({
      url: '/account/heloc/register-v2',
      headers: { host: 'localhost:8080' },
    });
    const org = injectedOrg(response.body);
    expect(org).toEqual({ baseUrl: 'http://localhost:8080', ...findOrganization('homeward') });
    expect(org.orgMetaData.companyInfo.supportPhone).toBe('888-819-6388');
    expect(org.orgMetaData.products.heloc?.displayName).toBe('Home Equity Line of Credit');
    expect(Array.isArray(org.orgPricingData)).toBe(true);
  });

  it('picks the organisation from ?org=', async () => {
    const response = await harness.app.inject({ url: '/account/heloc/register-v2?org=apm&utm_source=x' });
    const org = injectedOrg(response.body);
    expect(org.orgCode).toBe('apm');
    expect(org.orgBrand).toBe('apm');
    expect(org.orgMetaData.companyInfo.name).toBe('American Pacific Mortgage');
  });

  it('picks the organisation from an {org}.localhost host, and ?org= wins over the host', async () => {
    const byHost = await harness.app.inject({
      url: '/account/heloc/register',
      headers: { host: 'homeward-ny.localhost:8080' },
    });
    expect(injectedOrg(byHost.body)).toMatchObject({
      orgCode: 'homeward-ny',
      orgBrand: 'homeward',
      canonicalOrgCode: 'homeward',
      baseUrl: 'http://homeward-ny.localhost:8080',
    });
    const both = await harness.app.inject({
      url: '/account/heloc/register?org=cmg',
      headers: { host: 'fairway.localhost' },
    });
    expect(injectedOrg(both.body).orgCode).toBe('cmg');
  });

  it('falls back to the default brand for unknown codes', async () => {
    const response = await harness.app.inject({
      url: '/account/heloc/register?org=nope',
      headers: { host: 'unknown.localhost' },
    });
    expect(injectedOrg(response.body).orgCode).toBe('homeward');
  });

  it('escapes < in the injected JSON so no markup can break out', async () => {
    const response = await harness.app.inject({
      url: '/account/heloc/register',
      headers: { host: 'x</script><img src=x>' },
    });
    const element = ORG_SCRIPT.exec(response.body)?.[1] ?? '';
    expect(element).not.toContain('<');
    expect(element).toContain('\\u003c/script>');
    expect(injectedOrg(response.body).baseUrl).toBe('http://x</script><img src=x>');
  });

  it('escapes < from organisation data too', () => {
    const org = { ...findOrganization('homeward'), baseUrl: 'http://localhost' } as OrgInfo;
    org.orgMetaData = {
      ...org.orgMetaData,
      companyInfo: { ...org.orgMetaData.companyInfo, legalText: '</script><!--' },
    };
    const files = { test: JSON.stringify([{ uuid: 'a', message: '</script><!--', apps: ['heloc'], variant: 'info' }]) };
    const html = injectOrgInfo('<html><head><title>t</title></head><body></body></html>', org, files);
    // Two elements, each ended by its own tag only: neither the organisation's text nor a banner's ends one early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(injectedOrg(html).orgMetaData.companyInfo.legalText).toBe('</script><!--');
    const included = new RegExp(`<script id="${BANNER_FILES_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');
    expect(JSON.parse(included.exec(html)?.[1] ?? '') as unknown).toEqual(files);
  });

  it('includes the banner files as served, for the page to paint a banner before its first paint (decision 430)', async () => {
    const banners = [{ uuid: 'm', message: 'Closed Monday', apps: ['heloc'], variant: 'warn', active: true }];
    const put = await harness.app.inject({
      method: 'PUT',
      url: '/__sandbox/banners/test',
      payload: { banners },
    });
    expect(put.statusCode).toBe(204);
    const page = await harness.app.inject({ url: '/account/heloc/register-v2' });
    const included = new RegExp(`<script id="${BANNER_FILES_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');
    const files = JSON.parse(included.exec(page.body)?.[1] ?? '') as Record<string, string>;
    expect(JSON.parse(files.test ?? '')).toEqual(banners);
    expect(JSON.parse(files.production ?? '')).toEqual([]);
    await harness.app.inject({ method: 'PUT', url: '/__sandbox/banners/test', payload: { banners: [] } });
  });

  it("puts the organisation fragment at the build's marker, once, and keeps the rest of the head after it", () => {
    const org = { ...findOrganization('apm'), baseUrl: 'http://localhost' } as OrgInfo;
    const html = injectOrgInfo(
      `<html><head>${ORG_HEAD_MARKER}<link rel="stylesheet" href="/a.css"></head></html>`,
      org,
    );
    expect(html).not.toContain(ORG_HEAD_MARKER);
    expect(html).toMatch(
      new RegExp(
        `<head><script id="${ORG_INFO_ELEMENT_ID}"[^>]*>[^<]*</script><script id="${BANNER_FILES_ELEMENT_ID}"[^>]*>[^<]*</script><link`,
      ),
    );
    expect(injectedOrg(html)).toEqual(org);
  });

  it("allows the build's inline code by hash only (csp-hashes.json), and a rebuild is picked up", async () => {
    const hashes = { 'script-src': ["'sha256-AbC+/9='"], 'style-src': ["'sha256-xyz='", "'unsafe-inline'"] };
    writeFileSync(path.join(harness.distDir, 'csp-hashes.json'), JSON.stringify(hashes));
    const policy = (await harness.app.inject({ url: '/account/heloc/register-v2' })).headers['content-security-policy'];
    expect(policy).toBe(contentSecurityPolicy(hashes));
    expect(policy).toContain("script-src 'self' 'sha256-AbC+/9='; style-src 'self' 'sha256-xyz='; img-src");
    expect(policy).not.toContain('unsafe-inline');
    writeFileSync(path.join(harness.distDir, 'csp-hashes.json'), '{"script-src": [], "style-src": []}');
    // mtime granularity: make sure the second write reads as a change.
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(harness.distDir, 'csp-hashes.json'), later, later);
    expectSecurityHeaders(await harness.app.inject({ url: '/account/heloc/register-v2' }));
  });

  it('answers a path the build prerendered with its page (prerender/pages.json), organisation injected', async () => {
    const prerenderDir = path.join(harness.distDir, 'prerender');
    mkdirSync(prerenderDir, { recursive: true });
    writeFileSync(
      path.join(prerenderDir, 'register-v2.html'),
      `<html><head>${ORG_HEAD_MARKER}</head><body><div id="root"><h1>First step</h1></div></body></html>`,
    );
    writeFileSync(path.join(prerenderDir, 'secret.txt'), 'not a page');
    writeFileSync(
      path.join(prerenderDir, 'pages.json'),
      JSON.stringify({
        routes: {
          '/account/heloc/register-v2': 'prerender/register-v2.html',
          '/account/heloc/register-v2/': 'prerender/register-v2.html',
          '/account/heloc/register': '../package.json',
          '/account/heloc/register-v2/for-sale': 'prerender/secret.txt',
          '/account/heloc/:uuid/*': 'prerender/application.html',
          '/account/heloc/:id/*': 'prerender/application.html',
          '/account/heloc/*/x': 'prerender/application.html',
        },
      }),
    );
    writeFileSync(
      path.join(prerenderDir, 'application.html'),
      `<html><head>${ORG_HEAD_MARKER}</head><body><div id="root"><div class="frame"></div></div></body></html>`,
    );
    try {
      const page = await harness.app.inject({ url: '/account/heloc/register-v2?org=apm' });
      expect(page.body).toContain('<div id="root"><h1>First step</h1></div>');
      const slash = await harness.app.inject({ url: '/account/heloc/register-v2/' });
      expect(slash.body).toContain('<div id="root"><h1>First step</h1></div>');
      expect(injectedOrg(page.body).orgCode).toBe('apm');
      // The application area's pattern: the area itself and any page below it, for a UUID only.
      const uuid = '51131ee4-e21c-444c-b60e-691b62716679';
      for (const url of [`/account/heloc/${uuid}`, `/account/heloc/${uuid}/product/select?org=apm`]) {
        const frame = await harness.app.inject({ url });
        expect(frame.body).toContain('<div id="root"><div class="frame"></div></div>');
      }
      for (const url of ['/account/heloc/not-a-uuid/product', `/account/heloc/${uuid}x`, '/account/heloc/a/x']) {
        const other = await harness.app.inject({ url });
        expect(other.body).toContain('<div id="root"></div>');
      }
      // Anything but a page file below prerender/ is ignored: the empty shell answers.
      for (const url of ['/account/heloc/register', '/account/heloc/register-v2/for-sale', '/account/heloc/terms']) {
        const other = await harness.app.inject({ url });
        expect(other.body).toContain('<div id="root"></div>');
      }
      writeFileSync(path.join(prerenderDir, 'pages.json'), '{"routes": ');
      const halfWritten = await harness.app.inject({ url: '/account/heloc/register-v2' });
      expect(halfWritten.statusCode).toBe(200);
      expect(halfWritten.body).toContain('<div id="root"></div>');
    } finally {
      rmSync(prerenderDir, { recursive: true, force: true });
    }
  });

  it("answers a prerendered page in the request's language where the build wrote it, else in English", async () => {
    const prerenderDir = path.join(harness.distDir, 'prerender');
    mkdirSync(prerenderDir, { recursive: true });
    const page = (lang: string, text: string) =>
      `<html lang="${lang}"><head></head><body><div id="root"><h1>${text}</h1></div></body></html>`;
    writeFileSync(path.join(prerenderDir, 'register-v2.html'), page('en', 'First step'));
    writeFileSync(path.join(prerenderDir, 'register-v2.es.html'), page('es', 'Primer paso'));
    writeFileSync(path.join(prerenderDir, 'application.html'), page('en', 'Frame'));
    writeFileSync(
      path.join(prerenderDir, 'pages.json'),
      JSON.stringify({
        routes: {
          '/account/heloc/register-v2': 'prerender/register-v2.html',
          '/account/heloc/:uuid/*': 'prerender/application.html',
          // A variant is found beside its English page, never named by the manifest.
          '/account/heloc/register': 'prerender/register-v2.es.html',
        },
      }),
    );
    const uuid = '51131ee4-e21c-444c-b60e-691b62716679';
    const spanish = { 'accept-language': 'es-MX,es;q=0.9' };
    try {
      const cases: [url: string, headers: Record<string, string>, body: string][] = [
        ['/account/heloc/register-v2', {}, page('en', 'First step')],
        ['/account/heloc/register-v2?lang=es', {}, page('es', 'Primer paso')],
        ['/account/heloc/register-v2?org=apm', spanish, page('es', 'Primer paso')],
        ['/account/heloc/register-v2?lang=en', spanish, page('en', 'First step')],
        // The borrower's stored choice, as the app's cookie tells it (decision 387), over the browser's languages.
        ['/account/heloc/register-v2', { cookie: 'heloc_lang=es' }, page('es', 'Primer paso')],
        ['/account/heloc/register-v2', { ...spanish, cookie: 'a=b; heloc_lang=en' }, page('en', 'First step')],
        // No Spanish file for the application area: its English page, exactly as before.
        [`/account/heloc/${uuid}/product/select`, spanish, page('en', 'Frame')],
        // Not a prerendered route: index.html, whatever the language.
        ['/account/heloc/register?lang=es', spanish, FAKE_INDEX_HTML],
        ['/account/register', spanish, FAKE_INDEX_HTML],
      ];
      for (const [url, headers, body] of cases) {
        const response = await harness.app.inject({ url, headers });
        expect([url, response.statusCode, response.body.replace(HEAD_FRAGMENT, '')]).toEqual([url, 200, body]);
        expect(response.headers.vary).toBe(PAGE_VARY);
      }
    } finally {
      rmSync(prerenderDir, { recursive: true, force: true });
    }
  });

  it.each([
    // ?lang, read as the app reads it (src/lib/locale.ts parseLocale), wins over the browser's languages.
    ['?lang=es', undefined, 'es'],
    ['?lang=es-MX', undefined, 'es'],
    ['?lang=%20ES_mx', 'en', 'es'],
    ['?lang=en', 'es-MX,es;q=0.9', 'en'],
    ['?org=apm&lang=es', 'en-US', 'es'],
    // A ?lang the app does not speak, or an empty one, leaves it to Accept-Language.
    ['?lang=fr', 'es', 'es'],
    ['?lang=fr', undefined, 'en'],
    ['?lang=', 'es', 'es'],
    // Accept-Language: the first range the app speaks, in the order listed, whatever the q-values say...
    ['', 'fr-FR, es;q=0.9', 'es'],
    ['', 'en-US,es;q=0.8', 'en'],
    ['', 'fr;q=1, en;q=0.1, es;q=0.9', 'en'],
    ['', 'es-MX', 'es'],
    ['', 'ES_us ; q=0.5', 'es'],
    // ...but q=0 refuses a range.
    ['', 'es;q=0, en', 'en'],
    ['', 'es;q=0.000', 'en'],
    ['', 'es; Q=0', 'en'],
    ['', 'es;q=0.01', 'es'],
    // Nothing the app speaks: English.
    ['', 'de', 'en'],
    ['', '*', 'en'],
    ['', 'esp, eng', 'en'],
    ['', 'fr-es, de', 'en'],
    ['', '', 'en'],
    ['', undefined, 'en'],
  ])('reads the page language of %j with Accept-Language %j as %s', (search, acceptLanguage, language) => {
    expect(pageLanguage(search, acceptLanguage)).toBe(language);
  });

  it.each([
    // The stored choice (the app's cookie) comes after ?lang and before the browser's languages (decision 387).
    ['', 'es', 'en-US', 'es'],
    ['', 'en', 'es-MX', 'en'],
    ['?lang=en', 'es', 'es', 'en'],
    ['?lang=fr', 'es', 'en', 'es'],
    ['', 'ES-mx', undefined, 'es'],
    ['', 'fr', 'es', 'es'],
    ['', '', 'es', 'es'],
  ])('reads ?lang %j, the chosen %j and Accept-Language %j as %s', (search, chosen, acceptLanguage, language) => {
    expect(pageLanguage(search, acceptLanguage, chosen)).toBe(language);
  });

  it.each([
    ['heloc_lang=es', 'es'],
    ['a=1; heloc_lang=en; b=2', 'en'],
    ['xheloc_lang=es', undefined],
    ['heloc_lang=', ''],
    [undefined, undefined],
  ])('reads the cookie of %j as %j', (header, value) => {
    expect(cookieValue(header, 'heloc_lang')).toBe(value);
  });

  it("reads each value as the app's parseLocale does, for the languages the app speaks", () => {
    expect(SITE_LOCALES).toEqual(LOCALES);
    expect(pageLanguage('', undefined)).toBe(DEFAULT_LOCALE);
    for (const value of ['es', 'ES-mx', ' en_US ', 'esp', 'fr', '*', '', 'es;q=1', 'en-', '-es']) {
      expect([value, parseSiteLocale(value)]).toEqual([value, parseLocale(value)]);
    }
  });

  it.each([
    ['prerender/register-v2.html', 'es', 'prerender/register-v2.es.html'],
    ['prerender/application.html', 'es', 'prerender/application.es.html'],
    ['prerender/register-v2.html', 'en', null],
    ['index.html', 'es', null],
    ['prerender/../index.html', 'es', null],
    ['prerender/a/b.html', 'es', null],
    ['prerender/register-v2.es.html', 'es', null],
    ['/prerender/register-v2.html', 'es', null],
    ['prerender/register-v2.htm', 'es', null],
  ] as const)('names the %s page in %s: %s', (file, language, localized) => {
    expect(localizedPageFile(file, language)).toBe(localized);
  });

  it('serves hashed assets as immutable, and 404s missing ones', async () => {
    const asset = await harness.app.inject({ url: '/static/js/main.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app");\n');
    expectSecurityHeaders(asset);
    const missing = await harness.app.inject({ url: '/static/js/missing.js' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it("sends the build's precompressed variant a browser accepts, varying on Accept-Encoding", async () => {
    const source = 'console.log("compressed");\n'.repeat(50);
    const dir = path.join(harness.distDir, 'static', 'js');
    writeFileSync(path.join(dir, 'big.abc123.js'), source);
    writeFileSync(path.join(dir, 'big.abc123.js.gz'), gzipSync(source));
    writeFileSync(path.join(dir, 'big.abc123.js.br'), brotliCompressSync(source));
    const url = '/static/js/big.abc123.js';
    const br = await harness.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await harness.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
    const plain = await harness.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
    for (const response of [br, gz, plain]) {
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses a page for a browser that accepts gzip, varying on what picks its encoding and language', async () => {
    const url = '/account/heloc/register-v2?org=apm';
    const plain = await harness.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await harness.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(injectedOrg(plain.body).orgCode).toBe('apm');
    for (const response of [plain, gz]) {
      expect(response.headers.vary).toBe(PAGE_VARY);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    [undefined, false],
  ])('reads Accept-Encoding %s as accepting gzip: %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });

  it('redirects /account to the dashboard', async () => {
    const response = await harness.app.inject({ url: '/account' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dashboard');
  });

  // Issue 33: 000 §2.5's legacy paths under the base path, answered before any page (decision 229).
  it.each([
    ['/account/heloc/account/register?referrer=lo-1&step=name', '/account/heloc/register?referrer=lo-1&step=name'],
    ['/account/heloc/account/register/support', '/account/heloc/register/support'],
    [
      '/account/heloc/account/heloc-signer/documents?x=1&pop-webchat=true',
      '/account/heloc/heloc-signer/documents?pop-webchat=true',
    ],
    ['/account/heloc/account', '/dashboard'],
    ['/account/heloc/account/?utm_source=mail', '/dashboard'],
    ['/account/heloc', '/dashboard'],
    ['/account/heloc/?pop-webchat=true&org=apm', '/dashboard?pop-webchat=true'],
    ['/account?pop-webchat=true&utm_source=mail', '/dashboard?pop-webchat=true'],
  ])('redirects the old link %s to %s', async (url, location) => {
    const response = await harness.app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expectSecurityHeaders(response);
  });

  it.each(['/account/heloc/terms', '/account/heloc/accounts', '/account/heloc/register/account-setup'])(
    'leaves %s to the app',
    (url) => {
      expect(legacyRedirect(url)).toBeNull();
    },
  );

  it('puts the security headers on API answers, API errors, 404s and admin answers', async () => {
    const { jwt } = await createBorrower(harness.app);
    const responses = await Promise.all([
      harness.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: bearer(jwt) }),
      harness.app.inject({ url: '/service-application/api/v1/application/heloc/all' }),
      harness.app.inject({ url: '/no/such/path' }),
      harness.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } }),
      harness.app.inject({ url: '/__sandbox/flags' }),
      harness.app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { nonsense: 1 } }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 404, 404, 200, 400]);
    responses.forEach(expectSecurityHeaders);
  });

  it('answers unknown paths with a JSON error for APIs and an HTML page for browsers', async () => {
    const api = await harness.app.inject({ url: '/service-nothing/api/v1/x' });
    expect(api.json()).toEqual({ errors: ['Not found'] });
    const page = await harness.app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>Page not found</h1>');
  });
});

describe('without a build', () => {
  it('answers app pages with 503 and how to build', async () => {
    const harness = await startSandbox({ built: false });
    try {
      const response = await harness.app.inject({ url: '/account/heloc/register-v2' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
      expectSecurityHeaders(response);
    } finally {
      await harness.close();
    }
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { ORG_HEAD_PATH } from '../../src/api/contractShell';
import { brotliStaticModule } from '../../tools/serve';
import { appPath, createBorrower, expectNoAxeViolations, signIn } from './support';

/**
 * What serving the app must keep, whoever serves it: the sandbox (`npm start`) in the main suite, nginx in front of
 * the sandbox (`npm run serve`, playwright.nginx.config.ts) in the smoke run. All of it is @smoke.
 */
const BEHIND_NGINX = process.env.SMOKE_TARGET === 'nginx';
const REGISTER = '/account/heloc/register-v2';
/** The build either server answers from (sandbox/main.ts and tools/serve.ts read the same DIST_DIR). */
const DIST_DIR = path.resolve(process.env.DIST_DIR ?? 'dist');

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'; script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

test(
  'the page is never cached and names its organisation; hashed assets are immutable',
  { tag: '@smoke' },
  async ({ request }) => {
    const page = await request.get(`${REGISTER}?org=apm`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(page);
    const html = await page.text();
    expect(html).toContain('"orgCode":"apm"');
    expect(html).not.toMatch(/<!--(org-head|#)/);
    // The prerendered first step (decision 145), served from the same route table by either server.
    expect(html).toContain('How do you use this property?');

    // The prerendered page names its bundle's files in the starter it runs after the first paint (decision 150);
    // index.html has them as deferred scripts.
    const script = /"(\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    // The sandbox sends files as they are; nginx compresses them.
    if (BEHIND_NGINX) expect(asset.headers()['content-encoding']).toBe('gzip');
    // With its brotli_static module (which CI installs), nginx sends the build's .br file to a browser that takes br
    // (decision 355): the same script.
    if (BEHIND_NGINX && brotliStaticModule() !== null) {
      const brotli = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await brotli.body()).equals(await asset.body())).toBe(true);
    }

    const missing = await request.get('/static/main.0000000000.js');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing);
  },
);

test(
  "a prerendered page comes in the request's language where the build drew it, and varies on what tells it",
  { tag: '@smoke' },
  async ({ request }) => {
    // The build draws register-v2 in Spanish beside its English (decision 384); a build without that file answers
    // English to every language, as before.
    const spanish = existsSync(path.join(DIST_DIR, 'prerender', 'register-v2.es.html')) ? 'es' : 'en';
    const browserSpanish = { 'accept-language': 'es-MX,es;q=0.9' };
    const cases: [url: string, headers: Record<string, string>, lang: string][] = [
      [`${REGISTER}?lang=es`, {}, spanish],
      [`${REGISTER}?org=apm`, browserSpanish, spanish],
      // A link's ?lang wins over the browser's languages, as in the app.
      [`${REGISTER}?lang=en`, browserSpanish, 'en'],
      [REGISTER, { 'accept-language': 'en-US,es;q=0.8' }, 'en'],
      // The borrower's stored choice, which the app tells in its cookie (decision 387), wins over the browser's.
      [REGISTER, { 'accept-language': 'en-US', cookie: 'heloc_lang=es' }, spanish],
      [`${REGISTER}?org=apm`, { ...browserSpanish, cookie: 'other=1; heloc_lang=en' }, 'en'],
      [`${REGISTER}?lang=es`, { cookie: 'heloc_lang=en' }, spanish],
      // Not a prerendered route: index.html, whose app draws the page in Spanish itself.
      ['/account/heloc/register', browserSpanish, 'en'],
    ];
    for (const [url, headers, lang] of cases) {
      const page = await request.get(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
      const html = await page.text();
      expect([url, headers, page.status(), /<html lang="(\w+)"/.exec(html)?.[1]]).toEqual([url, headers, 200, lang]);
      // Each server's one Vary line: a shared cache keeps the languages (and encodings) apart.
      const vary = page.headersArray().filter(({ name }) => name.toLowerCase() === 'vary');
      expect(vary.map(({ value }) => value)).toEqual(['Accept-Encoding, Accept-Language, Cookie']);
      // The organisation reaches the Spanish page too (nginx's include at the build's marker).
      expect(html).toContain(url.includes('org=apm') ? '"orgCode":"apm"' : '"orgCode":');
      expect(html).not.toMatch(/<!--(org-head|#)/);
    }
  },
);

test(
  'a deep application route reloads to the same screen, branded by its host',
  { tag: '@smoke' },
  async ({ page, request, baseURL }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const failedIcons: string[] = [];
    page.on('response', (response) => {
      if (/\/(favicon\.ico|brand-icons\/)/.test(response.url()) && response.status() >= 400) {
        failedIcons.push(`${response.status()} ${response.url()}`);
      }
    });
    const borrower = await createBorrower(request, { orgCode: 'apm' });
    await signIn(page, borrower.jwt);
    const host = new URL(baseURL ?? '').host;
    await page.goto(`http://apm.${host}${appPath(borrower.applicationUuid)}`);
    await expect(page).toHaveURL(new RegExp(`${appPath(borrower.applicationUuid)}/.+`));
    const deepUrl = page.url();
    // Either server answers every page of an application with the prerendered frame (decision 155).
    const served = await (await request.get(new URL(deepUrl).pathname)).text();
    expect(served).toContain('data-prerendered-route="application-area"');
    expect(served).toContain('data-testid="application-skeleton"');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    await page.reload();
    expect(page.url()).toBe(deepUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.getByRole('banner').getByRole('link', { name: /American Pacific Mortgage/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);

    // The brand's icons (issue 46): linked from the head, each answering with its type, and the host's /favicon.ico
    // leads to its brand's icon; no request for an icon fails.
    const links = await page
      .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
      .evaluateAll((elements) => elements.map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`));
    expect(links).toEqual(['icon /brand-icons/apm.svg', 'apple-touch-icon /brand-icons/apm-180.png']);
    const answers = await page.evaluate(async () =>
      Promise.all(
        ['/brand-icons/apm.svg', '/brand-icons/apm-180.png', '/favicon.ico'].map(async (url) => {
          const response = await fetch(url);
          return `${url} ${response.status} ${response.headers.get('content-type') ?? ''} ${new URL(response.url).pathname}`;
        }),
      ),
    );
    expect(answers).toEqual([
      '/brand-icons/apm.svg 200 image/svg+xml /brand-icons/apm.svg',
      '/brand-icons/apm-180.png 200 image/png /brand-icons/apm-180.png',
      '/favicon.ico 200 image/png /brand-icons/apm-180.png',
    ]);
    if (BEHIND_NGINX) {
      // A platform that has no icon of its own: nginx answers the neutral one.
      await request.post('/__sandbox/faults', { data: { pathPrefix: '/favicon.ico', status: 404, times: 1 } });
      const fallback = await request.get('/favicon.ico');
      expect([fallback.status(), fallback.headers()['content-type']]).toEqual([200, 'image/png']);
    }
    expect(failedIcons).toEqual([]);
  },
);

test(
  'without organisation data from the platform the page shows the private-label error',
  { tag: '@smoke' },
  async ({ browser, page, request }) => {
    test.skip(
      !BEHIND_NGINX,
      'the sandbox builds the page itself; only a web server asks the platform for the fragment',
    );
    const fault = await request.post('/__sandbox/faults', {
      data: { pathPrefix: ORG_HEAD_PATH, status: 503, times: 1 },
    });
    expect(fault.status()).toBe(201);

    await page.goto(`${REGISTER}?org=apm`);
    await expect(page.getByRole('heading', { level: 1, name: "We could not load this lender's page" })).toBeVisible();
    await expect(page.getByText('Private label data is missing for this organization.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The fault is used up: the next load is branded again.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: /American Pacific Mortgage/ })).toBeVisible();

    // A phone in Spanish gets the page built in Spanish (decision 384): without the organisation it still says why,
    // in English, the only language a page without the organisation's data offers.
    const phone = await browser.newContext({ locale: 'es-MX' });
    const spanishPage = await phone.newPage();
    await request.post('/__sandbox/faults', { data: { pathPrefix: ORG_HEAD_PATH, status: 503, times: 1 } });
    await spanishPage.goto(`${REGISTER}?org=apm`);
    await expect(
      spanishPage.getByRole('heading', { level: 1, name: "We could not load this lender's page" }),
    ).toBeVisible();
    await expect(spanishPage.locator('html')).toHaveAttribute('lang', 'en');
    await phone.close();
  },
);

test(
  'the service worker is served at the root of its scope, never cached, and the policy allows it and nothing more',
  { tag: '@smoke' },
  async ({ request }) => {
    const worker = await request.get('/account/heloc/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // At the root of /account/heloc/, the scope it registers: no Service-Worker-Allowed header needed or sent.
    expect(worker.headers()['service-worker-allowed']).toBeUndefined();
    expectSecurityHeaders(worker);
    expect(await worker.text()).toContain('/static/');
    const policy = (await request.get(REGISTER)).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("worker-src 'self';");
    expect(policy).not.toMatch(/worker-src[^;]*(blob:|\*|unsafe)/);
  },
);

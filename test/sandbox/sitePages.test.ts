import { SITE_PAGE_PATHS } from '../../sandbox/services/sitePages';
import { expectSecurityHeaders, startSandbox, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startSandbox();
});
afterAll(() => harness.close());

describe('site pages', () => {
  it('include every page the app links to', () => {
    expect([...SITE_PAGE_PATHS].sort()).toEqual(
      [
        '/',
        '/auth/login',
        '/dashboard',
        '/dashboard/settings',
        '/terms',
        '/privacy',
        '/licenses',
        '/communications',
        '/waitlist',
        '/marketing-waitlist',
        '/contact',
      ].sort(),
    );
  });

  it.each(SITE_PAGE_PATHS)(
    '%s is a complete English page with one main and one h1, and nothing inline',
    async (url) => {
      const response = await harness.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expectSecurityHeaders(response);
      const html = response.body;
      expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
      expect(html).toMatch(/<title>[^<]+ \| Homeward Lending<\/title>/);
      expect(html.match(/<main\b/g)).toHaveLength(1);
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toMatch(/<link rel="stylesheet" href="\/site.css"\s*\/?>/);
      // The CSP forbids inline code and styles: every script has a src, and no element has a style or on* attribute.
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
      expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
      expect(html).toContain('href="/">Homeward Lending</a>');
    },
  );

  it('home carries the headline and a link to start', async () => {
    const html = (await harness.app.inject({ url: '/' })).body;
    expect(html).toContain('<h1>Apply in 5 minutes, receive funding in 5 days</h1>');
    expect(html).toContain('href="/account/heloc/register-v2"');
  });

  it('login has labelled fields, an alert area, its script and a register link', async () => {
    const html = (await harness.app.inject({ url: '/auth/login' })).body;
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<input id="email" name="email" type="email" autocomplete="email" required');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('id="password" name="password" type="password" autocomplete="current-password"');
    expect(html).toContain('<p id="login-error" class="error" role="alert"></p>');
    expect(html).toContain('<script src="/auth/login.js" defer></script>');
    expect(html).toContain('href="/account/heloc/register-v2"');
  });

  it('dashboard has its script, the list, a start link and a log out button', async () => {
    const html = (await harness.app.inject({ url: '/dashboard' })).body;
    expect(html).toContain('<script src="/dashboard.js" defer></script>');
    expect(html).toContain('id="application-list"');
    expect(html).toContain('<a class="button" href="/account/heloc/register-v2">Start a new application</a>');
    expect(html).toContain('<button type="button" id="logout-button"');
    // Seen only signed in (dashboard.js sends anyone else to the login): no "Log in" in its header.
    expect(html).not.toContain('href="/auth/login"');
    expect((await harness.app.inject({ url: '/terms' })).body).toContain('<a href="/auth/login">Log in</a>');
  });

  it('brands pages by ?org= and keeps the choice on site links', async () => {
    const html = (await harness.app.inject({ url: '/terms?org=fairway' })).body;
    expect(html).toContain('<h1>Terms of Use</h1>');
    expect(html).toContain('<title>Terms of Use | Fairway</title>');
    expect(html).toContain('href="/dashboard?org=fairway"');
    const homeward = (await harness.app.inject({ url: '/terms' })).body;
    expect(homeward).toContain('<h1>Terms of Service</h1>');
  });

  it('brands pages by host', async () => {
    const html = (await harness.app.inject({ url: '/contact', headers: { host: 'cmg.localhost:8080' } })).body;
    expect(html).toContain('<title>Contact us | CMG Mortgage</title>');
    expect(html).toContain('href="tel:800-555-0103"');
    expect(html).toContain('href="/dashboard"');
  });

  it('lists licensed states sorted', async () => {
    const html = (await harness.app.inject({ url: '/licenses?org=evergreen' })).body;
    expect(html).toContain('<li>AK</li><li>ID</li><li>MT</li><li>OR</li><li>WA</li>');
  });

  it.each([
    ['/auth/login.js', 'text/javascript; charset=utf-8', "localStorage.setItem('jwt'"],
    ['/dashboard.js', 'text/javascript; charset=utf-8', '/service-application/api/v1/application/heloc/all'],
    ['/site.css', 'text/css; charset=utf-8', ':root'],
  ])('serves %s', async (url, type, snippet) => {
    const response = await harness.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(snippet);
  });

  it('public scripts write server text with textContent only', async () => {
    for (const url of ['/auth/login.js', '/dashboard.js']) {
      const script = (await harness.app.inject({ url })).body;
      expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    }
  });
});

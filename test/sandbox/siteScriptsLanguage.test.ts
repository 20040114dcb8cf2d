/**
 * @jest-environment jsdom
 */
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findOrganization } from '../../sandbox/organizations';
import { renderSitePage } from '../../sandbox/services/sitePages';
import type { SiteLocale } from '../../sandbox/services/siteLanguage';

const org = findOrganization('homeward');
if (!org) throw new Error('homeward is seeded');

const script = (name: string) => readFileSync(path.resolve(__dirname, '../../sandbox/public', name), 'utf8');

/** Runs the page's scripts in order, as the browser runs its deferred ones: the shared language script first. */
function runPageScript(name: string) {
  for (const file of ['pageLanguage.js', name]) {
    const element = document.createElement('script');
    element.textContent = script(file);
    document.body.append(element);
  }
}

/** The page as the server renders it, its script run over it with a stubbed fetch. */
async function openDashboard(locale: SiteLocale, url: string) {
  window.history.replaceState({}, '', url);
  const html = renderSitePage('/dashboard', { org: org!, href: (target) => target, locale });
  const parsed = new DOMParser().parseFromString(html ?? '', 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.documentElement.innerHTML = parsed.documentElement.innerHTML;
  const applications = [
    { uuid: 'a1', loanNumber: 'HL1', status: { checklistStatus: 'OFFER_SELECTION' } },
    { uuid: 'a2', loanNumber: 'HL2', status: { checklistStatus: 'SOMETHING_NEW' } },
  ];
  // jsdom has no fetch: the little of a Response the script reads.
  const fetch = jest.fn(() =>
    Promise.resolve({ ok: true, status: 200, headers: { get: () => null }, json: () => Promise.resolve(applications) }),
  );
  Object.assign(window, { fetch });
  // jest's jsdom runs scripts: the page's own, as the browser would after parsing.
  runPageScript('dashboard.js');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetch;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem('jwt', 'Bearer token');
});

describe('the dashboard script in the page language (issue 19)', () => {
  it('writes English by default, as before', async () => {
    await openDashboard('en', '/dashboard');
    expect(document.getElementById('dashboard-status')).toHaveProperty('textContent', 'You have 2 applications.');
    const items = [...document.querySelectorAll('#application-list li')].map((item) => item.textContent);
    expect(items).toEqual(['Application HL1 Status: Offer selection', 'Application HL2 Status: Something new']);
    expect(document.querySelector('#application-list a')?.getAttribute('href')).toBe('/account/heloc/a1');
  });

  it('writes Spanish on a Spanish page, app links and notices included', async () => {
    window.sessionStorage.setItem(
      'heloc.dashboardNotice',
      JSON.stringify({
        message: 'Your loan officer is finishing this application with you. Please contact them to continue.',
      }),
    );
    await openDashboard('es', '/dashboard?lang=es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.getElementById('dashboard-status')).toHaveProperty('textContent', 'Tiene 2 solicitudes.');
    const items = [...document.querySelectorAll('#application-list li')].map((item) => item.textContent);
    expect(items).toEqual(['Solicitud HL1 Estado: Selección de la oferta', 'Solicitud HL2 Estado: Something new']);
    expect(document.querySelector('#application-list a')?.getAttribute('href')).toBe('/account/heloc/a1?lang=es');
    expect(document.getElementById('dashboard-notice')?.textContent).toBe(
      'Su oficial de préstamos está terminando esta solicitud con usted. Comuníquese con esa persona para continuar.',
    );
  });

  it('follows the choice the app stored when the link named no language (reloads with ?lang, loads nothing)', async () => {
    window.localStorage.setItem(
      'persist:preAuth',
      JSON.stringify({ nonce: 'null', draft: 'null', locale: '"es"', _persist: '{"version":3,"rehydrated":true}' }),
    );
    const fetch = await openDashboard('en', '/dashboard');
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById('dashboard-status')).toHaveProperty('textContent', 'Loading your applications…');
  });

  it('stays on a page whose language is the stored one', async () => {
    window.localStorage.setItem('persist:preAuth', JSON.stringify({ locale: '"es"' }));
    const fetch = await openDashboard('es', '/dashboard?lang=es');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the login script in the page language (issue 19)', () => {
  it.each([
    ['en', '/auth/login', 'Something unexpected happened'],
    ['es', '/auth/login?lang=es', 'Ocurrió algo inesperado'],
  ] as const)('says a failed login in the page language (%s)', async (locale, url, message) => {
    window.history.replaceState({}, '', url);
    const html = renderSitePage('/auth/login', { org, href: (target) => target, locale });
    const parsed = new DOMParser().parseFromString(html ?? '', 'text/html');
    document.documentElement.lang = parsed.documentElement.lang;
    document.documentElement.innerHTML = parsed.documentElement.innerHTML;
    Object.assign(window, { fetch: jest.fn(() => Promise.reject(new Error('offline'))) });
    runPageScript('login.js');
    document.getElementById('login-form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('login-error')?.textContent).toBe(message);
  });
});

describe.each(['/auth/login', '/dashboard', '/dashboard/settings'])('the Spanish %s', (page) => {
  it('has lang="es" and no WCAG 2.2 A/AA violations axe can find', async () => {
    const html = renderSitePage(page, { org, href: (target) => target, locale: 'es' });
    const parsed = new DOMParser().parseFromString(html ?? '', 'text/html');
    document.documentElement.lang = parsed.documentElement.lang;
    document.documentElement.innerHTML = parsed.documentElement.innerHTML;
    expect(document.documentElement.lang).toBe('es');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

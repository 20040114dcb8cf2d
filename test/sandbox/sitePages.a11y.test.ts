/**
 * @jest-environment jsdom
 */
import axe from 'axe-core';
import { renderSitePage, SITE_PAGE_PATHS } from '../../sandbox/services/sitePages';
import { findOrganization } from '../../sandbox/organizations';

/*
 * axe in jsdom checks structure, names, landmarks and ARIA; it cannot compute colour contrast without layout,
 * which the site.css palette is chosen for (and a browser run checks).
 */
const org = findOrganization('apm');
if (!org) throw new Error('apm is seeded');

describe.each(SITE_PAGE_PATHS)('site page %s', (path) => {
  it('has no WCAG 2.2 A/AA violations axe can find', async () => {
    const html = renderSitePage(path, { org, href: (target) => target });
    if (html === undefined) throw new Error(`no page at ${path}`);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    document.documentElement.lang = parsed.documentElement.lang;
    document.documentElement.innerHTML = parsed.documentElement.innerHTML;
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).not.toBe('');
    expect(document.querySelectorAll('main h1')).toHaveLength(1);
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      // Needs layout and canvas, which jsdom lacks.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.passes.length).toBeGreaterThan(10);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

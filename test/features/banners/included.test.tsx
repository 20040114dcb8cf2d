import type { UnknownAction } from '@reduxjs/toolkit';
import { BANNER_FILES_ELEMENT_ID, type Banner } from '../../../src/api/contractShell';
import { dismissalsLoaded, loadStarted, received } from '../../../features/banners/bannersSlice';
import { BANNER_DISMISSALS_KEY } from '../../../features/banners/rules';
import { bannersPaintedOnPage, drawIncludedBannersFirst, includedBanners } from '../../../features/banners/included';
import { paintIncludedBanners, runBannerPaint, type BannerTexts } from '../../../src/boot/bannerPaint';
import { BannerStrip } from '../../../src/shell/BannerStrip';
import { rootReducer, type RootState } from '../../../store/rootReducer';
import { renderRoutes } from '../../support/render';

/** Decision 430: the banner files the page's server included, painted before the first paint as the app draws them. */

const TEXTS: BannerTexts = {
  en: { region: 'Announcements', dismiss: 'Dismiss announcement' },
  es: { region: 'Avisos', dismiss: 'Cerrar aviso' },
};
const at = (iso: string) => ({ createdAt: iso, updatedAt: iso });
const BANNERS: Banner[] = [
  {
    uuid: 'old',
    message: 'Older news',
    apps: ['heloc'],
    variant: 'info',
    active: true,
    metadata: at('2026-01-01T00:00:00Z'),
  },
  {
    uuid: 'new',
    message: 'Closed <b>Monday</b> & "Tuesday"',
    apps: ['heloc'],
    variant: 'warn',
    active: true,
    dismissable: false,
    metadata: at('2026-03-01T00:00:00Z'),
  },
  { uuid: 'off', message: 'Not switched on', apps: ['heloc'], variant: 'info', metadata: at('2026-04-01T00:00:00Z') },
  {
    uuid: 'gone',
    message: 'Dismissed here',
    apps: ['heloc'],
    variant: 'info',
    active: true,
    metadata: at('2026-05-01T00:00:00Z'),
  },
  {
    uuid: 'else',
    message: 'Another app',
    apps: ['other'],
    variant: 'info',
    active: true,
    metadata: at('2026-06-01T00:00:00Z'),
  },
];
const DISMISSALS = { gone: Date.parse('2026-05-02T00:00:00Z') };

/** The prerendered page as served: its head fragment with `files`, and the strip's empty slot. */
function page(files: unknown, lang = 'en') {
  document.documentElement.lang = lang;
  document.head.innerHTML = `<script id="${BANNER_FILES_ELEMENT_ID}" type="application/json">${JSON.stringify(files)}</script>`;
  document.body.innerHTML = '<div id="root"><header></header><div class="banner-slot"></div><main></main></div>';
}
const slot = () => document.querySelector('#root .banner-slot');

beforeEach(() => {
  window.localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(DISMISSALS));
});
afterEach(() => {
  window.localStorage.clear();
  delete window.__bannersPainted;
  delete window.__pageScriptFailures;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('the page paints what the app draws, character for character: the spec’s rules, text as text', () => {
  page({ test: JSON.stringify(BANNERS), production: '[]' });
  paintIncludedBanners(window, TEXTS);
  const painted = slot()?.innerHTML ?? '';
  // What was painted, left for the strip to draw from its first render (so it hydrates the painted markup).
  expect(bannersPaintedOnPage()?.map((banner) => banner.uuid)).toEqual(['new', 'old']);
  const after = (...actions: UnknownAction[]): RootState =>
    actions.reduce<RootState>((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '' }));
  const drawn = renderRoutes(
    [{ path: '*', element: <BannerStrip /> }],
    '/',
    after(loadStarted(), dismissalsLoaded(DISMISSALS), received(BANNERS)),
  );
  expect(painted).toBe(drawn.container.querySelector('.banner-slot')?.innerHTML);
  // At most 2, newest first, active, for this app, not dismissed (001 §4, §9); markup in a message stays text.
  expect([...(slot()?.querySelectorAll('.banner-message') ?? [])].map((message) => message.textContent)).toEqual([
    'Closed <b>Monday</b> & "Tuesday"',
    'Older news',
  ]);
  expect(slot()?.querySelector('.banner-message b')).toBeNull();
  expect(slot()?.querySelectorAll('.banner-dismiss')).toHaveLength(1);
});

test('in the page’s language', () => {
  page({ test: JSON.stringify(BANNERS) }, 'es');
  paintIncludedBanners(window, TEXTS);
  expect(document.querySelector('.banner-strip')?.getAttribute('aria-label')).toBe('Avisos');
  expect(document.querySelector('.banner-dismiss')?.getAttribute('aria-label')).toBe('Cerrar aviso');
});

test.each([
  ['no files included', null],
  ['not the file this host reads (local and test hosts read the test file)', { production: JSON.stringify(BANNERS) }],
  ['a file that is not JSON (the app fetches it and says so)', { test: '[{' }],
  ['a file that is not the contract’s shape', { test: JSON.stringify([{ uuid: 'x', message: 'm', apps: [] }]) }],
  ['nothing to show', { test: JSON.stringify([BANNERS[2]]) }],
])('nothing is painted with %s', (_, files) => {
  if (files === null) {
    document.body.innerHTML = '<div id="root"><div class="banner-slot"></div></div>';
  } else page(files);
  runBannerPaint(window, TEXTS);
  expect(slot()?.innerHTML).toBe('');
  expect(bannersPaintedOnPage()).toBeNull();
  expect(window.__pageScriptFailures).toBeUndefined();
});

test('offline, nothing is painted: the list will fail, and then no banner shows (001 §8)', () => {
  page({ test: JSON.stringify(BANNERS) });
  const offline = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    runBannerPaint(window, TEXTS);
    expect(slot()?.innerHTML).toBe('');
    delete window.__bannersPainted;
    drawIncludedBannersFirst(window);
  } finally {
    offline.mockRestore();
  }
  expect(bannersPaintedOnPage()).toBeNull();
  expect(window.__pageScriptFailures).toBeUndefined();
});

test('a refused storage dismisses nothing, as for the app', () => {
  page({ test: JSON.stringify(BANNERS) });
  const refused = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    paintIncludedBanners(window, TEXTS);
  } finally {
    refused.mockRestore();
  }
  expect([...document.querySelectorAll('.banner-message')].map((message) => message.textContent)).toEqual([
    'Dismissed here',
    'Closed <b>Monday</b> & "Tuesday"',
  ]);
});

test('an included block that is not the server’s JSON is left for the app to report (decision 428)', () => {
  page({ test: '[]' });
  const block = document.getElementById(BANNER_FILES_ELEMENT_ID);
  if (block) block.textContent = '{"test":';
  runBannerPaint(window, TEXTS);
  expect(slot()?.innerHTML).toBe('');
  expect(window.__pageScriptFailures).toEqual([['banners', 'SyntaxError']]);
  expect(() => includedBanners(document, 'test')).toThrow(SyntaxError);
});

describe('a page the build did not prerender: the first render draws the included banners', () => {
  /** Such a page as served: the head fragment with `files`, and an empty root for the app. */
  function unprerendered(files: unknown) {
    document.documentElement.lang = 'en';
    document.head.innerHTML = `<script id="${BANNER_FILES_ELEMENT_ID}" type="application/json">${JSON.stringify(files)}</script>`;
    document.body.innerHTML = '<div id="root"></div>';
  }

  test('the strip draws them from its first render, before the list is in, by the same rules', () => {
    unprerendered({ test: JSON.stringify(BANNERS) });
    drawIncludedBannersFirst(window);
    const loading = rootReducer(rootReducer(undefined, loadStarted()), dismissalsLoaded(DISMISSALS));
    const drawn = renderRoutes([{ path: '*', element: <BannerStrip /> }], '/', loading);
    expect([...drawn.container.querySelectorAll('.banner-message')].map((message) => message.textContent)).toEqual([
      'Closed <b>Monday</b> & "Tuesday"',
      'Older news',
    ]);
    expect(drawn.container.querySelector('.banner-message b')).toBeNull();
  });

  test('nothing to show: the strip waits for the list, as before', () => {
    unprerendered({ test: JSON.stringify([BANNERS[2]]) });
    drawIncludedBannersFirst(window);
    expect(bannersPaintedOnPage()).toBeNull();
  });

  test('where the page painted the strip, what it painted stands', () => {
    page({ test: JSON.stringify(BANNERS) });
    runBannerPaint(window, TEXTS);
    const painted = bannersPaintedOnPage();
    drawIncludedBannersFirst(window);
    expect(bannersPaintedOnPage()).toBe(painted);
  });

  test('a block that is not the server’s JSON is reported once, by whichever script read it first', () => {
    unprerendered({ test: '[]' });
    const block = document.getElementById(BANNER_FILES_ELEMENT_ID);
    if (block) block.textContent = '{"test":';
    drawIncludedBannersFirst(window);
    expect(bannersPaintedOnPage()).toBeNull();
    expect(window.__pageScriptFailures).toEqual([['banners', 'SyntaxError']]);

    delete window.__bannersPainted;
    delete window.__pageScriptFailures;
    page({ test: '[]' });
    const broken = document.getElementById(BANNER_FILES_ELEMENT_ID);
    if (broken) broken.textContent = '{"test":';
    runBannerPaint(window, TEXTS);
    drawIncludedBannersFirst(window);
    expect(window.__pageScriptFailures).toEqual([['banners', 'SyntaxError']]);
  });
});

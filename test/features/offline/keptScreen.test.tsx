import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { runInNewContext } from 'node:vm';
import {
  buildOf,
  keptMarkupOf,
  serializeKeptScreen,
  shownScreenOf,
  type KeptScreen,
} from '../../../features/offline/keptScreen';
import { KEPT_SCREEN_KEY } from '../../../features/offline/storageKey';
import { KEPT_SCREEN_MARK, keptScreenOnPage } from '../../../features/offline/keptScreenView';
import { sessionFingerprint } from '../../../features/offline/sessionCopy';
import { keptScreenScript } from '../../../src/boot/keptScreenScript';
import { ApplicationFrameSkeleton } from '../../../features/application/screens/ApplicationFrame';
import { LocaleProvider } from '../../../src/i18n/LocaleProvider';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { setupStore } from '../../../store/store';
import { bearer } from '../../support/bearer';

/** Decision 426: the markup of the screen last seen, kept on the device and painted before any script runs. */

const UUID = '8b531152-b92f-495c-ad07-a7fff4d2aacf';
const TOKEN = 'Bearer one';
/** Tokens of a session over an hour ago, and of one that goes on for an hour more (the script reads the real clock). */
const OVER = bearer({ sub: 'borrower', exp: Math.floor(Date.now() / 1000) - 3600 });
const LIVE = bearer({ sub: 'borrower', exp: Math.floor(Date.now() / 1000) + 3600 });
const BUILD = '992e15555d';
const STYLED =
  '<div class="application-frame"><h1>Offers</h1><input type="range" data-kept-style="--slider-fill: 40%;"></div>';
const SCREEN =
  '<div class="application-frame"><main><h1>Choose your offer</h1><p class="offer-qualify-amount">$80,000</p></main></div>';

function layout(wide: boolean) {
  window.matchMedia = ((query: string) => ({ matches: wide && query.includes('min-width'), media: query })) as never;
}

const kept = (over: Partial<KeptScreen> = {}): KeptScreen => ({
  uuid: UUID,
  path: 'product/select',
  build: BUILD,
  org: 'apm',
  locale: 'en',
  wide: false,
  html: SCREEN,
  ...over,
});

/** As the app renders its screens: in the store's language. */
function InApp({ children }: { children: ReactNode }) {
  return (
    <Provider store={setupStore({}).store}>
      <LocaleProvider>{children}</LocaleProvider>
    </Provider>
  );
}

function skeletonMarkup(): string {
  return renderToString(
    <InApp>
      <ApplicationFrameSkeleton />
    </InApp>,
  );
}

/** The prerendered application page as the build writes it (tools/prerender.tsx), with `stored` on the device. */
function runScript(options: { stored?: string | null; token?: string | null; path?: string; locale?: string }) {
  const { stored = serializeKeptScreen(kept(), sessionFingerprint(TOKEN)), token = TOKEN, path = '' } = options;
  window.history.replaceState(null, '', `/account/heloc/${UUID}${path}`);
  document.head.innerHTML = '<script id="org-info" type="application/json">{"orgCode":"apm"}</script>';
  document.body.innerHTML = `<div id="root" data-locale="${options.locale ?? 'en'}"><main id="main">${skeletonMarkup()}</main></div>`;
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem(KEPT_SCREEN_KEY, stored);
  if (token !== null) window.localStorage.setItem('jwt', token);
  window.__keptScreen = null;
  runInNewContext(keptScreenScript(BUILD), { window, document });
}

const painted = () => document.querySelector('[data-testid="application-kept"]');

beforeEach(() => {
  layout(false);
});

afterEach(() => {
  window.localStorage.clear();
  window.__keptScreen = null;
  delete window.__pageScriptFailures;
  document.body.innerHTML = '';
});

describe('what is kept of the screen (features/offline/keptScreen.ts)', () => {
  test('what it showed, without what the borrower typed or chose, ids, handlers, scripts, notices or alerts', () => {
    const frame = document.createElement('div');
    frame.className = 'application-frame';
    frame.innerHTML = [
      '<details class="application-aside" open><summary id="s1" aria-controls="x">Step 3 of 7</summary></details>',
      '<details class="offer-details" open><summary>Details</summary></details>',
      '<h1 id="page-heading" tabindex="-1">Choose your offer</h1>',
      '<label for="amount">Draw</label><input id="amount" name="amount" value="45000" data-testid="draw">',
      '<input type="radio" value="offer-1" checked aria-describedby="d1"><textarea>my note</textarea>',
      '<input inputmode="numeric" value="45,000" data-kept-value="">',
      '<input type="checkbox" value="agree" checked><input type="range" min="15000" value="45000" style="--slider-fill: 40%;">',
      '<select><option selected>Married</option></select>',
      '<img src="/avatar.png" onerror="alert(1)"><script>alert(2)</script>',
      '<div data-not-kept><p>Your application has moved on</p></div><div role="alert">Something failed</div>',
    ].join('');
    const phone = keptMarkupOf(frame, false);
    expect(phone).toContain('Choose your offer');
    expect(phone).toContain('Step 3 of 7');
    expect(phone).not.toMatch(/\s(id|for|name|selected|onerror|aria-controls|aria-describedby|data-testid)=/);
    expect(phone).not.toMatch(/my note|alert\(|moved on|Something failed|<script/);
    // The offer chosen and the draw on its slider and its field are kept; what was typed, a consent, a selection never.
    expect(phone).toContain('<input><input type="radio" checked="">');
    expect(phone).toContain(
      '<textarea></textarea><input inputmode="numeric" value="45,000" data-kept-value=""><input type="checkbox"><input type="range" min="15000" value="45000" data-kept-style="--slider-fill: 40%;">',
    );
    expect(phone).toContain('<select><option>Married</option></select>');
    expect(phone).not.toMatch(/\sopen/);
    // On a wide layout the sidebar is open by itself; what the borrower opened is closed.
    const wide = keptMarkupOf(frame, true);
    expect(wide).toMatch(/<details class="application-aside" open="">/);
    expect(wide).toMatch(/<details class="offer-details">/);
    // The page's own elements are left as they were.
    expect(frame.querySelector('input')?.getAttribute('value')).toBe('45000');
  });

  test('only once the screen at the URL has shown in full, tagged with the build, organisation, language and layout', () => {
    window.history.replaceState(null, '', `/account/heloc/${UUID}/product/select`);
    document.documentElement.lang = 'es';
    document.head.innerHTML = `<script id="org-info" type="application/json">{"orgCode":"apm"}</script><script src="/static/main.${BUILD}.js"></script>`;
    document.body.innerHTML = `<main id="main">${skeletonMarkup()}</main>`;
    expect(shownScreenOf(document, UUID, 'product/select')).toBeNull();
    document.body.innerHTML =
      '<main id="main"><div class="application-frame"><span class="skeleton"></span><h1>Offers</h1></div></main>';
    expect(shownScreenOf(document, UUID, 'product/select')).toBeNull();
    // The copy the page painted before the app took over is not the screen shown.
    document.body.innerHTML =
      '<main id="main"><div class="application-kept"><div inert=""><div class="application-frame"><h1>Offers</h1></div></div></div></main>';
    expect(shownScreenOf(document, UUID, 'product/select')).toBeNull();
    document.body.innerHTML = '<main id="main"><div class="application-frame"><h1>Offers</h1></div></main>';
    expect(shownScreenOf(document, UUID, 'notary/intro')).toBeNull();
    expect(shownScreenOf(document, UUID, 'product/select')).toEqual(
      kept({ locale: 'es', html: '<div class="application-frame"><h1>Offers</h1></div>' }),
    );
    document.documentElement.lang = 'en';
  });

  test('the build is the hash in the main script’s name', () => {
    expect(buildOf(`/static/main.${BUILD}.js`)).toBe(BUILD);
    expect(buildOf('/static/router.1234.js')).toBeNull();
    expect(buildOf(null)).toBeNull();
  });
});

describe('the page paints it before any script (src/boot/keptScreenScript.ts)', () => {
  test('in place of the placeholder, inert, and leaves it for the app; marked for the bench and the tests', () => {
    // jsdom's performance has no marks: the page's are recorded here.
    const marked: string[] = [];
    Object.defineProperty(window.performance, 'mark', {
      configurable: true,
      value: (name: string) => marked.push(name),
    });
    runScript({});
    expect(painted()?.querySelector('[inert]')?.innerHTML).toBe(SCREEN);
    expect(painted()?.getAttribute('aria-busy')).toBe('true');
    expect(painted()?.querySelector('.visually-hidden')?.textContent).toBe('Loading');
    expect(document.querySelector('[data-testid="application-skeleton"]')).toBeNull();
    expect(keptScreenOnPage()).toBe(SCREEN);
    expect(marked).toEqual([KEPT_SCREEN_MARK]);
  });

  test('what is stored is read as untrusted: no code, loads, page actions, handlers, form targets or script URLs', () => {
    const planted = [
      '<div class="application-frame"><h1>Offers</h1>',
      '<meta http-equiv="refresh" content="0;url=https://evil.invalid"><base href="https://evil.invalid/">',
      '<script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.invalid"></iframe>',
      '<img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">Link</a>',
      '<form class="offer-form" action="https://evil.invalid"><button formaction="https://evil.invalid">Go</button></form>',
      '</div>',
    ].join('');
    runScript({ stored: serializeKeptScreen(kept({ html: planted }), sessionFingerprint(TOKEN)) });
    const shown = painted()?.querySelector('[inert]')?.innerHTML ?? '';
    expect(shown).toBe(
      '<div class="application-frame"><h1>Offers</h1><img src="/x.png"><a>Link</a><form class="offer-form"><button>Go</button></form></div>',
    );
    // The app takes over what was shown, not what was stored.
    expect(keptScreenOnPage()).toBe(shown);
  });

  test('styles through the CSSOM, which the CSP allows where it refuses style attributes', () => {
    runScript({ stored: serializeKeptScreen(kept({ html: STYLED }), sessionFingerprint(TOKEN)) });
    expect(painted()?.querySelector('input')?.style.getPropertyValue('--slider-fill')).toBe('40%');
  });

  test('at the area’s root or at the screen itself, also with a trailing slash', () => {
    runScript({ path: '/product/select' });
    expect(painted()).not.toBeNull();
    runScript({ path: '/product/select/' });
    expect(painted()).not.toBeNull();
  });

  test.each([
    ['no token', { token: null }],
    ['another session', { token: 'Bearer two' }],
    ['nothing kept', { stored: null }],
    ['not JSON', { stored: '{' }],
    ['another screen at the URL', { path: '/document/disclosures' }],
    ['another language', { locale: 'es' }],
    ['another application', { stored: serializeKeptScreen(kept({ uuid: 'x' }), sessionFingerprint(TOKEN)) }],
    ['another build', { stored: serializeKeptScreen(kept({ build: 'old' }), sessionFingerprint(TOKEN)) }],
    ['another organisation', { stored: serializeKeptScreen(kept({ org: 'cmg' }), sessionFingerprint(TOKEN)) }],
    ['another layout', { stored: serializeKeptScreen(kept({ wide: true }), sessionFingerprint(TOKEN)) }],
    [
      'a session its token says is over',
      { token: OVER, stored: serializeKeptScreen(kept(), sessionFingerprint(OVER)) },
    ],
  ])('never with %s: the placeholder stays', (_, options) => {
    runScript(options);
    expect(painted()).toBeNull();
    expect(document.querySelector('[data-testid="application-skeleton"]')).not.toBeNull();
    expect(keptScreenOnPage()).toBeNull();
    // A copy that is not JSON is a failure the app reports; the others are not failures (decision 428).
    const notJson = 'stored' in options && options.stored === '{';
    expect(window.__pageScriptFailures).toEqual(notJson ? [['kept screen', 'SyntaxError']] : undefined);
  });

  test('a failure leaves the placeholder and its name for the app to report, never its message', () => {
    const painting = jest.spyOn(window, 'matchMedia').mockImplementation(() => {
      throw new TypeError(`no layout for ${SCREEN}`);
    });
    runScript({});
    painting.mockRestore();
    expect(painted()).toBeNull();
    expect(document.querySelector('[data-testid="application-skeleton"]')).not.toBeNull();
    // The name alone: the message quotes what was read.
    expect(window.__pageScriptFailures).toEqual([['kept screen', 'TypeError']]);
  });

  test('a refused storage is not its to tell: the app reports that once, for every use', () => {
    const refused = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      runInNewContext(keptScreenScript(BUILD), { window, document });
    } finally {
      refused.mockRestore();
    }
    expect(window.__pageScriptFailures).toBeUndefined();
  });

  test('never offline: the area then shows what the borrower last saw as a page of its own', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    runScript({});
    expect(painted()).toBeNull();
    onLine.mockRestore();
    runScript({});
    expect(painted()).not.toBeNull();
  });

  test('a session whose token says it goes on, or says nothing of it, paints', () => {
    runScript({ token: LIVE, stored: serializeKeptScreen(kept(), sessionFingerprint(LIVE)) });
    expect(painted()).not.toBeNull();
    const silent = bearer({ sub: 'borrower' });
    runScript({ token: silent, stored: serializeKeptScreen(kept(), sessionFingerprint(silent)) });
    expect(painted()).not.toBeNull();
    expect(window.__pageScriptFailures).toBeUndefined();
  });

  test('the session’s fingerprint is the app’s own (features/offline/sessionCopy.ts)', () => {
    const token = `Bearer ${'é'.repeat(3)}x${'9'.repeat(200)}`;
    runScript({ token, stored: serializeKeptScreen(kept(), sessionFingerprint(token)) });
    expect(painted()).not.toBeNull();
  });
});

describe('the app takes it over as painted (ApplicationFrameSkeleton)', () => {
  test('hydrates the painted markup without touching it, and shows the placeholder once it has gone', () => {
    runScript({});
    const container = document.getElementById('main') as HTMLElement;
    const paintedScreen = painted()?.querySelector('[inert]');
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | null = null;
    act(() => {
      root = hydrateRoot(
        container,
        <InApp>
          <ApplicationFrameSkeleton />
        </InApp>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(painted()?.querySelector('[inert]')).toBe(paintedScreen);
    act(() => {
      root?.render(
        <InApp>
          <p>The screen</p>
        </InApp>,
      );
    });
    expect(keptScreenOnPage()).toBeNull();
    act(() => {
      root?.render(
        <InApp>
          <ApplicationFrameSkeleton />
        </InApp>,
      );
    });
    expect(painted()).toBeNull();
    expect(document.querySelector('[data-testid="application-skeleton"]')).not.toBeNull();
    act(() => {
      root?.unmount();
    });
  });

  test('a page the app renders anew draws the same markup', () => {
    window.__keptScreen = SCREEN;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => {
      root.render(
        <InApp>
          <ApplicationFrameSkeleton />
        </InApp>,
      );
    });
    expect(container.querySelector('[data-testid="application-kept"] [inert]')?.innerHTML).toBe(SCREEN);
    act(() => {
      root.unmount();
    });
  });
});

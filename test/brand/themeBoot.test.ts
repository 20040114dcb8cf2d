import { runInNewContext } from 'node:vm';
import { BRAND_CODES, themeForOrganization } from '../../src/brand/registry';
import { BRAND_NAME_VARIABLE, brandThemeVariables } from '../../src/brand/theme';
import {
  brandBootScript,
  FIRST_LANGUAGE_PENDING_CLASS,
  MAIN_BRAND_CLASS,
  OFFERS_SPANISH_CLASS,
  PAGE_HOLD_MAX_MS,
} from '../../src/brand/themeBoot';
import { BANNER_SPACE_KEY, BANNER_SPACE_PROPERTY } from '../../features/banners/stripSpace';

/** Runs the boot script the build inlines against a page holding `dataBlock` as its organisation element. */
function boot(
  dataBlock: string | null,
  catalogues: Parameters<typeof brandBootScript>[0] = {},
): Record<string, string> {
  document.head.innerHTML = dataBlock ?? '';
  document.documentElement.removeAttribute('style');
  document.documentElement.classList.remove(FIRST_LANGUAGE_PENDING_CLASS);
  // The build's inline code, run as the browser would: no module scope, only the page's globals.
  runInNewContext(brandBootScript(catalogues), { document });
  const style = document.documentElement.style;
  const set: Record<string, string> = {};
  for (let index = 0; index < style.length; index += 1) {
    const name = style.item(index);
    set[name] = style.getPropertyValue(name);
  }
  return set;
}

// Escaped as the platform does (sandbox/appHost.ts orgHeadFragment), so organisation text cannot end the element.
const orgBlock = (info: Record<string, unknown>) =>
  `<script id="org-info" type="application/json">${JSON.stringify(info).replace(/</g, '\\u003c')}</script>`;

describe('brand boot script (issue 16: the brand before first paint)', () => {
  it.each([
    ['apm', 'apm'],
    ['citywide', 'citywide'],
    ['homeward', 'homeward'],
    ['homeward-ny', 'homeward'],
    ['some-branch', 'apm'],
    ['unknown-lender', 'nobody'],
  ])('sets the same custom properties as the app for orgCode %s, orgBrand %s', (orgCode, orgBrand) => {
    expect(boot(orgBlock({ orgCode, orgBrand }))).toEqual(brandThemeVariables(themeForOrganization(orgCode, orgBrand)));
  });

  it('knows every registered brand, and brands differ from the neutral theme', () => {
    for (const code of BRAND_CODES) {
      expect(boot(orgBlock({ orgCode: code, orgBrand: '' }))).toEqual(
        brandThemeVariables(themeForOrganization(code, '')),
      );
    }
    expect(boot(orgBlock({ orgCode: 'apm', orgBrand: 'apm' }))['--brand-primary']).not.toBe(
      boot(orgBlock({ orgCode: 'x', orgBrand: 'x' }))['--brand-primary'],
    );
  });

  it('leaves the page alone when the organisation data is missing or broken (the app reports it)', () => {
    expect(boot(null)).toEqual({});
    expect(boot('<script id="org-info" type="application/json">{not json</script>')).toEqual({});
  });

  it('reads organisation text as data only (a name holding markup or script changes nothing)', () => {
    const hostile = orgBlock({ orgCode: 'apm', orgBrand: '"}</script><script>alert(1)</script>' });
    expect(boot(hostile)['--brand-primary']).toBe(
      brandThemeVariables(themeForOrganization('apm', ''))['--brand-primary'],
    );
  });

  it("links the organisation's icons, the neutral ones without one (issue 46)", () => {
    const icons = (dataBlock: string | null) => {
      boot(dataBlock);
      return [...document.head.querySelectorAll('link')].map((link) =>
        [link.rel, link.getAttribute('href'), link.type, link.getAttribute('sizes') ?? ''].join(' '),
      );
    };
    const linked = (key: string) => [
      `icon /brand-icons/${key}.svg image/svg+xml `,
      `apple-touch-icon /brand-icons/${key}-180.png  180x180`,
    ];
    expect(icons(orgBlock({ orgCode: 'apm', orgBrand: 'apm' }))).toEqual(linked('apm'));
    expect(icons(orgBlock({ orgCode: 'some-branch', orgBrand: 'fairway' }))).toEqual(linked('fairway'));
    // The main brand's variants share its logo.
    expect(icons(orgBlock({ orgCode: 'homeward-ny', orgBrand: 'homeward' }))).toEqual(linked('homeward'));
    expect(icons(orgBlock({ orgCode: 'unknown-lender', orgBrand: 'nobody' }))).toEqual(linked('default'));
    expect(icons(null)).toEqual(linked('default'));
    expect(icons('<script id="org-info" type="application/json">{not json</script>')).toEqual(linked('default'));
  });

  it('marks the page when the organisation is the main brand or one of its variants, and only then', () => {
    const marked = (info: Record<string, unknown> | null) => {
      document.documentElement.classList.remove(MAIN_BRAND_CLASS);
      boot(info === null ? null : orgBlock(info));
      return document.documentElement.classList.contains(MAIN_BRAND_CLASS);
    };
    expect(marked({ orgCode: 'homeward', orgBrand: 'homeward' })).toBe(true);
    expect(marked({ orgCode: 'homeward-ny', orgBrand: 'homeward' })).toBe(true);
    expect(marked({ orgCode: 'some-branch', orgBrand: 'homeward' })).toBe(true);
    for (const code of BRAND_CODES)
      expect(marked({ orgCode: code, orgBrand: '' })).toBe(themeForOrganization(code, '').isMainBrand);
    expect(marked({ orgCode: 'apm', orgBrand: 'apm' })).toBe(false);
    expect(marked({ orgCode: 'unknown-lender', orgBrand: 'nobody' })).toBe(false);
    expect(marked(null)).toBe(false);
  });

  it("gives the hidden name's room the lender's own name, as a CSS string no name can end (decision 434)", () => {
    expect(boot(orgBlock({ orgCode: 'homepoint', orgBrand: '' }))[BRAND_NAME_VARIABLE]).toBe('"Homepoint"');
    expect(boot(orgBlock({ orgCode: 'unknown-lender', orgBrand: 'nobody' }))[BRAND_NAME_VARIABLE]).toBe(
      `"${themeForOrganization('unknown-lender', 'nobody').displayName}"`,
    );
    expect(boot(null)[BRAND_NAME_VARIABLE]).toBeUndefined();
    const hostile = brandThemeVariables({ ...themeForOrganization('apm', ''), displayName: 'A "B"; \\ C\n' });
    expect(hostile[BRAND_NAME_VARIABLE]).toBe('"A \\22 B\\22 ; \\5c  C\\a "');
  });

  it('marks the page when the organisation offers Spanish, and only then', () => {
    const companyInfo = (languages?: string[]) => ({ orgMetaData: { companyInfo: { name: 'X', languages } } });
    const marked = (info: Record<string, unknown>) => {
      document.documentElement.classList.remove(OFFERS_SPANISH_CLASS);
      boot(orgBlock(info));
      return document.documentElement.classList.contains(OFFERS_SPANISH_CLASS);
    };
    expect(marked({ orgCode: 'apm', ...companyInfo(['es']) })).toBe(true);
    expect(marked({ orgCode: 'apm', ...companyInfo(['es-US']) })).toBe(true);
    expect(marked({ orgCode: 'citywide', ...companyInfo() })).toBe(false);
    expect(marked({ orgCode: 'citywide', ...companyInfo(['fr']) })).toBe(false);
    expect(marked({ orgCode: 'citywide' })).toBe(false);
  });
});

describe('the page held for its first language (decision 381: Spanish pages never show their English markup)', () => {
  const offering = (languages: string[]) =>
    orgBlock({ orgCode: 'apm', orgMetaData: { companyInfo: { name: 'X', languages } } });
  const CATALOGUES = { es: ['/static/locale-es.abc.js'] };

  /** Boots a page at `search` with `stored` as the borrower's kept choice and `browser` as its languages. */
  function held(options: { search?: string; stored?: string | null; browser?: string[]; dataBlock?: string | null }) {
    window.history.replaceState(null, '', `/account/heloc/register-v2${options.search ?? ''}`);
    window.localStorage.clear();
    if (options.stored !== undefined)
      // As redux-persist writes it: each field JSON-encoded inside the JSON object.
      window.localStorage.setItem(
        'persist:preAuth',
        JSON.stringify({ nonce: 'null', locale: JSON.stringify(options.stored), _persist: '{"version":3}' }),
      );
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(options.browser ?? ['en-US', 'en']);
    boot(options.dataBlock === undefined ? offering([]) : options.dataBlock, CATALOGUES);
    return document.documentElement.classList.contains(FIRST_LANGUAGE_PENDING_CLASS);
  }
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('as') ?? ''} ${link.getAttribute('href') ?? ''}`,
    );

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("follows the locale saga's rule: a ?lang= link, then the stored choice, then the browser's where offered", () => {
    expect(held({ search: '?lang=es' })).toBe(true);
    expect(held({ search: '?org=apm&lang=ES-mx' })).toBe(true);
    // A link to English wins over a stored Spanish; a language the app does not speak is no link.
    expect(held({ search: '?lang=en', stored: 'es' })).toBe(false);
    expect(held({ search: '?lang=fr', stored: 'es' })).toBe(true);
    expect(held({ stored: 'es' })).toBe(true);
    expect(held({ stored: 'en', browser: ['es-MX'], dataBlock: offering(['es']) })).toBe(false);
    expect(held({ stored: null, browser: ['es-MX', 'en'], dataBlock: offering(['es']) })).toBe(true);
    // The browser's preference counts only where the organisation offers the language, and English comes first.
    expect(held({ browser: ['es-MX', 'en'], dataBlock: offering([]) })).toBe(false);
    expect(held({ browser: ['en-US', 'es'], dataBlock: offering(['es']) })).toBe(false);
    expect(held({ browser: ['fr', 'es'], dataBlock: offering(['es-US']) })).toBe(true);
    // Without the organisation's data the app waits for it, and the page is not held.
    expect(held({ browser: ['es'], dataBlock: null })).toBe(false);
    expect(held({})).toBe(false);
  });

  it('reads an unreadable stored choice, or refused storage, as no choice, and still boots the brand', () => {
    window.localStorage.setItem('persist:preAuth', '{not json');
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(boot(offering([]), CATALOGUES)['--brand-primary']).toBeDefined();
    expect(document.documentElement.classList.contains(FIRST_LANGUAGE_PENDING_CLASS)).toBe(false);
    // An unreadable choice is left for the app to report (decision 428); a refused storage is not.
    expect(window.__pageScriptFailures).toEqual([['theme', 'SyntaxError']]);
    delete window.__pageScriptFailures;
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(held({ search: '?lang=es' })).toBe(true);
    expect(held({ browser: ['es'], dataBlock: offering(['es']) })).toBe(true);
    expect(window.__pageScriptFailures).toBeUndefined();
  });

  it("preloads the held language's catalogue, and nothing for an English page", () => {
    held({ search: '?lang=es' });
    expect(preloads()).toEqual(['script /static/locale-es.abc.js']);
    held({});
    expect(preloads()).toEqual([]);
  });

  describe('a page built in Spanish (decision 384)', () => {
    beforeEach(() => {
      document.documentElement.lang = 'es';
    });
    afterEach(() => {
      document.documentElement.lang = 'en';
    });

    it('is never held for Spanish, which it shows from its first paint, and still preloads the catalogue', () => {
      expect(held({ search: '?lang=es' })).toBe(false);
      expect(preloads()).toEqual(['script /static/locale-es.abc.js']);
      expect(held({ browser: ['es-MX'], dataBlock: offering(['es']) })).toBe(false);
      expect(held({ stored: 'es' })).toBe(false);
    });

    it('is held where the page starts in English: a stored English choice, or an organisation without Spanish', () => {
      expect(held({ stored: 'en', browser: ['es-MX'], dataBlock: offering(['es']) })).toBe(true);
      expect(held({ browser: ['es-MX'], dataBlock: offering([]) })).toBe(true);
      expect(held({ search: '?lang=en' })).toBe(true);
      expect(preloads()).toEqual([]);
    });
  });

  it('shows the page after its own bound when the app never takes it over', () => {
    jest.useFakeTimers();
    expect(held({ search: '?lang=es' })).toBe(true);
    jest.advanceTimersByTime(PAGE_HOLD_MAX_MS - 1);
    expect(document.documentElement.classList.contains(FIRST_LANGUAGE_PENDING_CLASS)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains(FIRST_LANGUAGE_PENDING_CLASS)).toBe(false);
  });
});

describe("the banner strip's room from the last visit (decision 390: a banner that answers late moves nothing)", () => {
  const room = (stored: string | null, width = 390) => {
    window.localStorage.clear();
    if (stored !== null) window.localStorage.setItem(BANNER_SPACE_KEY, stored);
    // jsdom's window width is a plain value (1024).
    window.innerWidth = width;
    return boot(orgBlock({ orgCode: 'apm', orgBrand: 'apm' }))[BANNER_SPACE_PROPERTY];
  };
  const jsdomWidth = window.innerWidth;
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    window.innerWidth = jsdomWidth;
  });

  it('keeps the height drawn at this window width, before first paint', () => {
    expect(room(JSON.stringify({ width: 390, height: 104 }))).toBe('104px');
    expect(room(JSON.stringify({ width: 1280, height: 76 }), 1280)).toBe('76px');
  });

  it('keeps nothing at another width, for none kept, or for anything but a height', () => {
    expect(room(JSON.stringify({ width: 1280, height: 76 }), 390)).toBeUndefined();
    expect(room(null)).toBeUndefined();
    expect(room('{not json')).toBeUndefined();
    // A room the page cannot read is left for the app to report (decision 428).
    expect(window.__pageScriptFailures).toEqual([['theme', 'SyntaxError']]);
    delete window.__pageScriptFailures;
    expect(room(JSON.stringify({ width: 390, height: '104px;color:red' }))).toBeUndefined();
    expect(room(JSON.stringify({ width: 390, height: 0 }))).toBeUndefined();
    expect(room(JSON.stringify({ width: 390, height: 5000 }))).toBeUndefined();
  });

  it('leaves the page alone when storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    expect(room(null)).toBeUndefined();
    expect(window.__pageScriptFailures).toBeUndefined();
  });
});

import { runInNewContext } from 'node:vm';
import { BRAND_CODES, themeForOrganization } from '../../src/brand/registry';
import { brandThemeVariables } from '../../src/brand/theme';
import { brandBootScript, OFFERS_SPANISH_CLASS } from '../../src/brand/themeBoot';

/** Runs the boot script the build inlines against a page holding `dataBlock` as its organisation element. */
function boot(dataBlock: string | null): Record<string, string> {
  document.head.innerHTML = dataBlock ?? '';
  document.documentElement.removeAttribute('style');
  // The build's inline code, run as the browser would: no module scope, only the page's globals.
  runInNewContext(brandBootScript(), { document });
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

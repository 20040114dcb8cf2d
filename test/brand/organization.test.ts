import type { OrgInfo } from '../../src/api/contract';
import { ORG_INFO_ELEMENT_ID } from '../../src/api/contractShell';
import {
  mergePricingData,
  PRIVATE_LABEL_DATA_MISSING,
  PrivateLabelDataError,
  readInjectedOrgInfo,
  resolveOrganization,
  resolveOrgCode,
} from '../../src/brand/organization';
import { themeFor } from '../../src/brand/registry';

function orgInfo(overrides: Partial<OrgInfo> = {}): OrgInfo {
  return {
    baseUrl: 'https://platform.test',
    canonicalOrgCode: 'apm',
    orgBrand: 'apm',
    orgCode: 'apm',
    orgMetaData: {
      companyInfo: {
        name: 'Acme Lending',
        legalName: 'Acme Lending, LLC',
        supportPhone: '888-819-6388',
        supportEmail: 'help@acme.test',
        nmls: '1234',
        licensedStates: ['CA', 'ny'],
        legalText: 'Equal Housing Lender.',
        homeUrl: 'https://acme.test',
        termsUrl: 'https://acme.test/terms',
      },
      products: { heloc: { displayName: 'HELOC', redirectToRegisterV2: true } },
    },
    orgPricingData: [{ maxCltv: 0.8, promo: 'spring' }, { maxCltv: 0.85 }],
    ...overrides,
  };
}

function inject(text: string, type = 'application/json', tag = 'script'): void {
  document.getElementById(ORG_INFO_ELEMENT_ID)?.remove();
  const element = document.createElement(tag);
  element.id = ORG_INFO_ELEMENT_ID;
  element.setAttribute('type', type);
  element.textContent = text;
  document.head.append(element);
}

const here = { host: 'localhost:8080', search: '' };

afterEach(() => {
  document.getElementById(ORG_INFO_ELEMENT_ID)?.remove();
});

describe('readInjectedOrgInfo', () => {
  it('reads the injected JSON data element', () => {
    inject(JSON.stringify(orgInfo()));
    expect(readInjectedOrgInfo(document)).toEqual(orgInfo());
  });

  it('keeps only the contract fields', () => {
    inject(JSON.stringify({ ...orgInfo(), secret: 'x' }));
    expect(readInjectedOrgInfo(document)).not.toHaveProperty('secret');
  });

  it("keeps the lender's extra footer links that are web addresses with words, and only those (decision 27)", () => {
    const info = orgInfo();
    const footerLinks = [
      { label: 'NMLS Consumer Access', url: 'https://www.nmlsconsumeraccess.org/' },
      { label: 'Rates', url: '/rates?org=apm' },
      { label: 'Run me', url: 'javascript:alert(1)' },
      { label: 'Elsewhere', url: '//evil.example/' },
      { label: 'Data', url: 'data:text/html,hi' },
      { label: ' ', url: 'https://example.com/' },
      { label: 'No address' },
      'not a link',
    ];
    inject(
      JSON.stringify({
        ...info,
        orgMetaData: { ...info.orgMetaData, companyInfo: { ...info.orgMetaData.companyInfo, footerLinks } },
      }),
    );
    expect(readInjectedOrgInfo(document)?.orgMetaData.companyInfo.footerLinks).toEqual([
      { label: 'NMLS Consumer Access', url: 'https://www.nmlsconsumeraccess.org/' },
      { label: 'Rates', url: '/rates?org=apm' },
    ]);
  });

  it('accepts an empty base URL (the platform on the same origin)', () => {
    inject(JSON.stringify(orgInfo({ baseUrl: '' })));
    expect(readInjectedOrgInfo(document)?.baseUrl).toBe('');
  });

  it.each([
    ['no element', null],
    ['invalid JSON', '{"orgCode": '],
    ['a JSON array', '[]'],
    ['null', 'null'],
    ['a missing orgCode', JSON.stringify({ ...orgInfo(), orgCode: undefined })],
    ['an empty orgBrand', JSON.stringify(orgInfo({ orgBrand: '' }))],
    ['no companyInfo', JSON.stringify({ ...orgInfo(), orgMetaData: { products: {} } })],
    [
      'licensed states that are not strings',
      JSON.stringify(
        orgInfo({
          orgMetaData: {
            ...orgInfo().orgMetaData,
            companyInfo: { ...orgInfo().orgMetaData.companyInfo, licensedStates: [1] as unknown as string[] },
          },
        }),
      ),
    ],
    ['pricing that is not a list', JSON.stringify({ ...orgInfo(), orgPricingData: { a: 1 } })],
    ['pricing with a nested value', JSON.stringify({ ...orgInfo(), orgPricingData: [{ a: { b: 1 } }] })],
  ])('gives null for %s', (_case, text) => {
    if (text !== null) inject(text);
    expect(readInjectedOrgInfo(document)).toBeNull();
  });

  it('ignores an element that is not a JSON script', () => {
    // Not a script type jsdom would run: the point is only that it is not JSON.
    inject(JSON.stringify(orgInfo()), 'text/plain');
    expect(readInjectedOrgInfo(document)).toBeNull();
    inject(JSON.stringify(orgInfo()), 'application/json', 'div');
    expect(readInjectedOrgInfo(document)).toBeNull();
  });
});

describe('resolveOrgCode', () => {
  const injected = orgInfo({ orgCode: 'cmg' });

  it('takes the injected orgCode over the query and the host', () => {
    expect(resolveOrgCode({ host: 'apm.localhost', search: '?org=fairway', injected })).toBe('cmg');
  });

  it('takes the org query parameter over the host', () => {
    expect(resolveOrgCode({ host: 'apm.localhost:8080', search: '?x=1&org=Fairway', injected: null })).toBe('fairway');
  });

  it.each([
    ['apm.localhost', 'apm'],
    ['grate-affinity.localhost:3000', 'grate-affinity'],
    ['homeward-ny.heloc.example.com', 'homeward-ny'],
    ['citywide.example.com', 'citywide'],
    ['www.example.com', null],
    ['www.localhost', null],
    ['localhost', null],
    ['localhost:8080', null],
    ['127.0.0.1:8080', null],
    ['[::1]:8080', null],
    ['example.com', null],
  ])('host %s gives %s', (host, expected) => {
    expect(resolveOrgCode({ host, search: '', injected: null })).toBe(expected);
  });

  it('ignores an org parameter that is not an org code and falls back to the host', () => {
    expect(resolveOrgCode({ host: 'apm.localhost', search: '?org=%3Cscript%3E', injected: null })).toBe('apm');
    expect(resolveOrgCode({ host: 'localhost', search: '?org=', injected: null })).toBeNull();
  });
});

describe('mergePricingData', () => {
  it('merges in order, later entries winning', () => {
    expect(mergePricingData([{ a: 1, b: 'x' }, { b: 'y', c: true }, {}])).toEqual({ a: 1, b: 'y', c: true });
    expect(mergePricingData([])).toEqual({});
  });

  it('cannot be used to change the prototype', () => {
    const merged = mergePricingData([
      JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, number>,
    ]);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged).toEqual({ a: 1 });
  });
});

describe('resolveOrganization', () => {
  it('gives the organisation with merged pricing and its brand theme, as plain data', () => {
    inject(JSON.stringify(orgInfo()));
    const result = resolveOrganization(document, here);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.org.orgCode).toBe('apm');
    expect(result.org.pricing).toEqual({ maxCltv: 0.85, promo: 'spring' });
    expect(result.org.theme).toEqual(themeFor('apm'));
    expect(JSON.parse(JSON.stringify(result.org))).toEqual(result.org);
  });

  it('finds the theme by orgCode when the orgBrand is not registered', () => {
    inject(JSON.stringify(orgInfo({ orgBrand: 'apm-legacy', orgCode: 'grate', canonicalOrgCode: 'grate' })));
    const result = resolveOrganization(document, here);
    expect(result.ok && result.org.theme.code).toBe('grate');
  });

  it('names an unregistered brand from its company info on the neutral theme', () => {
    inject(JSON.stringify(orgInfo({ orgBrand: 'first-union', orgCode: 'first-union', canonicalOrgCode: 'fu' })));
    const result = resolveOrganization(document, here);
    if (!result.ok) throw new Error('expected an organisation');
    expect(result.org.theme.displayName).toBe('Acme Lending');
    expect(result.org.theme.logo.monogram).toBe('AL');
    expect(result.org.theme.colors).toEqual(themeFor(undefined).colors);
  });

  it('fails with the private-label error when no data is injected, saying what was missing', () => {
    const result = resolveOrganization(document, { host: 'apm.localhost', search: '' });
    expect(result).toEqual({
      ok: false,
      error: {
        message: 'Private label data is missing for this organization.',
        detail: expect.stringContaining(`#${ORG_INFO_ELEMENT_ID}`) as unknown,
      },
    });
    if (result.ok) return;
    expect(result.error.detail).toContain("'apm'");
  });

  it('names the invalid fields in the detail', () => {
    inject(JSON.stringify({ ...orgInfo(), orgCode: 7, orgPricingData: 'x' }));
    const result = resolveOrganization(document, here);
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.detail).toContain('orgCode');
    expect(result.error.detail).toContain('orgPricingData');
  });

  it('reports bad JSON as such', () => {
    inject('{');
    const result = resolveOrganization(document, here);
    if (result.ok) throw new Error('expected a failure');
    expect(result.error.detail).toMatch(/not hold valid JSON/);
  });
});

describe('PrivateLabelDataError', () => {
  it('carries the fixed message and a detail', () => {
    const error = new PrivateLabelDataError('No #org-info element in the page');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(PRIVATE_LABEL_DATA_MISSING);
    expect(error.message).toBe('Private label data is missing for this organization.');
    expect(error.detail).toBe('No #org-info element in the page');
    expect(error.name).toBe('PrivateLabelDataError');
  });
});

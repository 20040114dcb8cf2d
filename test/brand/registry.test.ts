import { AA_NON_TEXT_CONTRAST, AA_TEXT_CONTRAST, contrastRatio, isHexColour } from '../../src/brand/contrast';
import {
  BRAND_CODES,
  DEFAULT_BRAND_CODE,
  DEFAULT_THEME,
  isMainBrand,
  isNewYorkVariant,
  noPartnerFlagActive,
  PARTNER_FLAGS,
  partnerFlags,
  termsDocumentName,
  themeFor,
  type BrandTheme,
} from '../../src/brand/registry';

const MAIN_VARIANTS = [
  'homeward-ny',
  'homeward-wholesale',
  'homeward-wholesale-smb',
  'homeward-wholesale-smb-ny',
  'homeward-wholesale-ny',
  'homeward-markets-credit',
];

const PARTNERS: Record<string, string> = {
  apm: 'American Pacific Mortgage',
  crosscountry: 'Cross Country',
  cmg: 'CMG Mortgage',
  evergreen: 'Evergreen Moneysource',
  fairway: 'Fairway',
  grate: 'Guaranteed Rate',
  'grate-affinity': 'Guaranteed Rate Affinity',
  homepoint: 'Homepoint',
  originpoint: 'Origin Point',
  citywide: 'Citywide Home Loans',
  properrate: 'Proper Rate',
};

const ALL_THEMES: BrandTheme[] = [...BRAND_CODES.map((code) => themeFor(code)), DEFAULT_THEME];

describe('registry coverage', () => {
  it('registers exactly the main brand, its variants and the partners', () => {
    expect([...BRAND_CODES].sort()).toEqual(['homeward', ...MAIN_VARIANTS, ...Object.keys(PARTNERS)].sort());
  });

  it.each(Object.entries(PARTNERS))('%s resolves to %s', (code, displayName) => {
    const theme = themeFor(code);
    expect(theme.code).toBe(code);
    expect(theme.displayName).toBe(displayName);
    expect(theme.isMainBrand).toBe(false);
    expect(isMainBrand(code)).toBe(false);
  });

  it.each(['homeward', ...MAIN_VARIANTS])('%s is the main brand, Homeward Lending', (code) => {
    const theme = themeFor(code);
    expect(theme.code).toBe(code);
    expect(theme.displayName).toBe('Homeward Lending');
    expect(theme.isMainBrand).toBe(true);
    expect(isMainBrand(code)).toBe(true);
    expect(theme.variantLabel === null).toBe(code === 'homeward');
  });

  it('labels the variants', () => {
    expect(themeFor('homeward-ny').variantLabel).toBe('New York');
    expect(themeFor('homeward-wholesale').variantLabel).toBe('Wholesale');
    expect(themeFor('homeward-markets-credit').variantLabel).toBe('Markets Credit');
    expect(MAIN_VARIANTS.filter((code) => isNewYorkVariant(themeFor(code)))).toEqual([
      'homeward-ny',
      'homeward-wholesale-smb-ny',
      'homeward-wholesale-ny',
    ]);
  });

  it('is case-insensitive and gives the neutral default for unknown brands', () => {
    expect(themeFor(' APM ').code).toBe('apm');
    expect(themeFor('nobody')).toBe(DEFAULT_THEME);
    expect(themeFor(null)).toBe(DEFAULT_THEME);
    expect(themeFor(undefined).code).toBe(DEFAULT_BRAND_CODE);
    expect(isMainBrand('homeward-elsewhere')).toBe(false);
    expect(isMainBrand(undefined)).toBe(false);
  });

  it('gives frozen plain data', () => {
    const theme = themeFor('apm');
    expect(Object.isFrozen(theme)).toBe(true);
    expect(Object.isFrozen(theme.colors)).toBe(true);
    expect(JSON.parse(JSON.stringify(theme))).toEqual(theme);
  });
});

describe('footer rules', () => {
  it('uses Terms of Use for exactly the seven brands of 001 §2', () => {
    const termsOfUse = ALL_THEMES.filter((t) => t.usesTermsOfUse).map((t) => t.displayName);
    expect(termsOfUse.sort()).toEqual(
      [
        'American Pacific Mortgage',
        'Cross Country',
        'CMG Mortgage',
        'Evergreen Moneysource',
        'Fairway',
        'Guaranteed Rate',
        'Guaranteed Rate Affinity',
      ].sort(),
    );
    expect(termsDocumentName(themeFor('cmg'))).toBe('Terms of Use');
    expect(termsDocumentName(themeFor('homeward'))).toBe('Terms of Service');
    expect(termsDocumentName(DEFAULT_THEME)).toBe('Terms of Service');
  });

  it('shows the IL Community Reinvestment Notice for Guaranteed Rate only', () => {
    expect(ALL_THEMES.filter((t) => t.showsIlCommunityReinvestmentNotice).map((t) => t.code)).toEqual(['grate']);
  });
});

describe('partner flags', () => {
  it('sets one flag on each of the six partner brands of 001 §6', () => {
    const flagged = Object.fromEntries(
      ALL_THEMES.filter((t) => t.partnerFlag !== null).map((t) => [t.code, t.partnerFlag]),
    );
    expect(flagged).toEqual({
      homepoint: 'homepoint',
      grate: 'grate',
      'grate-affinity': 'affinity',
      originpoint: 'originpoint',
      citywide: 'citywide',
      properrate: 'properrate',
    });
  });

  it('says no partner flag is active only for the others', () => {
    expect(noPartnerFlagActive(themeFor('homeward'))).toBe(true);
    expect(noPartnerFlagActive(themeFor('apm'))).toBe(true);
    expect(noPartnerFlagActive(DEFAULT_THEME)).toBe(true);
    expect(noPartnerFlagActive(themeFor('grate-affinity'))).toBe(false);
    expect(noPartnerFlagActive(themeFor('properrate'))).toBe(false);
  });

  it('lists every flag as a boolean', () => {
    expect(partnerFlags(themeFor('citywide'))).toEqual(
      Object.fromEntries(PARTNER_FLAGS.map((flag) => [flag, flag === 'citywide'])),
    );
    expect(Object.values(partnerFlags(themeFor('homeward'))).every((on) => !on)).toBe(true);
  });
});

describe('colour contrast (WCAG AA)', () => {
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(() => contrastRatio('red', '#fff')).toThrow(RangeError);
  });

  it.each(ALL_THEMES)('$code meets AA', (theme: BrandTheme) => {
    const { primary, primaryText, accent, surface, text } = theme.colors;
    for (const colour of [primary, primaryText, accent, surface, text]) expect(isHexColour(colour)).toBe(true);
    expect(contrastRatio(theme.colors.primaryText, theme.colors.primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(theme.colors.text, theme.colors.surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(theme.colors.accent, theme.colors.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT_CONTRAST);
    // The accent badge ("Best value", src/ui/kit.css .badge-accent) is white text on the accent.
    expect(contrastRatio('#ffffff', theme.colors.accent)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // The sidebar's done steps and the folded "steps done" line are accent text on the page (application.css).
    expect(contrastRatio(theme.colors.accent, theme.colors.surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe('logos', () => {
  it('gives every brand a short monogram and a known shape', () => {
    for (const theme of ALL_THEMES) {
      expect(theme.logo.monogram).toMatch(/^[A-Z0-9]{1,3}$/);
      expect(['roof', 'circle', 'shield', 'square']).toContain(theme.logo.shape);
    }
  });
});

/**
 * Brand presentation keyed by orgBrand: names, drawn logos and colours. Company data (phone, NMLS, licensed states,
 * legal text) is not here: the platform injects it as orgInfo.orgMetaData.companyInfo (001 §3).
 * Every theme is plain frozen data, so it can sit in Redux state and in a saved action log.
 */

export type LogoShape = 'roof' | 'circle' | 'shield' | 'square';

/** Our own drawn mark (a monogram in a shape), never a partner's trademark. */
export interface BrandLogoSpec {
  monogram: string;
  shape: LogoShape;
}

/**
 * Hex colours; primaryText on primary and text on surface meet WCAG AA (4.5:1), accent on surface 3:1, and white
 * text on the accent 4.5:1 (its badge).
 */
export interface BrandColors {
  primary: string;
  primaryText: string;
  accent: string;
  surface: string;
  text: string;
}

/** The partner flags of 001 §6 (Affinity is grate-affinity). */
export const PARTNER_FLAGS = ['homepoint', 'grate', 'affinity', 'originpoint', 'citywide', 'properrate'] as const;
export type PartnerFlag = (typeof PARTNER_FLAGS)[number];

export const MAIN_BRAND_VARIANTS = [
  'ny',
  'wholesale',
  'wholesale-smb',
  'wholesale-smb-ny',
  'wholesale-ny',
  'markets-credit',
] as const;
export type MainBrandVariant = (typeof MAIN_BRAND_VARIANTS)[number];

/** Shape and type of a brand (issue 14): the kit's corner radius and font stack. */
export interface BrandShape {
  /** CSS length, e.g. '8px'. */
  radius: string;
  /** A CSS font stack of system fonts (no web font is loaded for a brand). */
  font: string;
}

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const DEFAULT_SHAPE: BrandShape = { radius: '6px', font: SYSTEM_SANS };

export interface BrandTheme {
  /** Registry key; DEFAULT_BRAND_CODE for an organisation we have no presentation for. */
  code: string;
  shape: BrandShape;
  displayName: string;
  /** Which variant of the main brand, null elsewhere. */
  variant: MainBrandVariant | null;
  variantLabel: string | null;
  logo: BrandLogoSpec;
  colors: BrandColors;
  /** The footer's legal document is 'Terms of Use' rather than 'Terms of Service' (001 §2). */
  usesTermsOfUse: boolean;
  partnerFlag: PartnerFlag | null;
  /** The footer links the IL Community Reinvestment Notice (001 §2: one brand). */
  showsIlCommunityReinvestmentNotice: boolean;
  isMainBrand: boolean;
}

export const MAIN_BRAND_CODE = 'homeward';
export const DEFAULT_BRAND_CODE = 'default';

export const TERMS_OF_USE = 'Terms of Use';
export const TERMS_OF_SERVICE = 'Terms of Service';

type BrandEntry = Pick<BrandTheme, 'displayName' | 'logo' | 'colors'> &
  Partial<Pick<BrandTheme, 'usesTermsOfUse' | 'partnerFlag' | 'showsIlCommunityReinvestmentNotice' | 'shape'>>;

const WHITE = '#FFFFFF';
const INK = '#111827';

const PARTNER_BRANDS: Record<string, BrandEntry> = {
  apm: {
    displayName: 'American Pacific Mortgage',
    logo: { monogram: 'AP', shape: 'circle' },
    colors: { primary: '#0B3B66', primaryText: WHITE, accent: '#C2410C', surface: WHITE, text: INK },
    usesTermsOfUse: true,
    shape: { radius: '2px', font: "'Helvetica Neue', Arial, system-ui, sans-serif" },
  },
  crosscountry: {
    displayName: 'Cross Country',
    logo: { monogram: 'CC', shape: 'shield' },
    colors: { primary: '#1E3A8A', primaryText: WHITE, accent: '#B91C1C', surface: '#F8FAFC', text: INK },
    usesTermsOfUse: true,
  },
  cmg: {
    displayName: 'CMG Mortgage',
    logo: { monogram: 'CMG', shape: 'square' },
    colors: { primary: '#7F1D1D', primaryText: WHITE, accent: '#1D4ED8', surface: WHITE, text: INK },
    usesTermsOfUse: true,
  },
  evergreen: {
    displayName: 'Evergreen Moneysource',
    logo: { monogram: 'EM', shape: 'shield' },
    colors: { primary: '#065F46', primaryText: WHITE, accent: '#047857', surface: '#F7FBF9', text: INK },
    usesTermsOfUse: true,
  },
  fairway: {
    displayName: 'Fairway',
    logo: { monogram: 'F', shape: 'circle' },
    colors: { primary: '#3F6212', primaryText: WHITE, accent: '#4D7C0F', surface: WHITE, text: INK },
    usesTermsOfUse: true,
  },
  grate: {
    displayName: 'Guaranteed Rate',
    logo: { monogram: 'GR', shape: 'square' },
    colors: { primary: '#B91C1C', primaryText: WHITE, accent: '#991B1B', surface: WHITE, text: INK },
    usesTermsOfUse: true,
    partnerFlag: 'grate',
    showsIlCommunityReinvestmentNotice: true,
  },
  'grate-affinity': {
    displayName: 'Guaranteed Rate Affinity',
    logo: { monogram: 'GA', shape: 'square' },
    colors: { primary: '#9F1239', primaryText: WHITE, accent: '#BE123C', surface: WHITE, text: INK },
    usesTermsOfUse: true,
    partnerFlag: 'affinity',
  },
  homepoint: {
    displayName: 'Homepoint',
    logo: { monogram: 'HP', shape: 'roof' },
    colors: { primary: '#0F766E', primaryText: WHITE, accent: '#0E7490', surface: WHITE, text: INK },
    partnerFlag: 'homepoint',
  },
  originpoint: {
    displayName: 'Origin Point',
    logo: { monogram: 'OP', shape: 'circle' },
    colors: { primary: '#4C1D95', primaryText: WHITE, accent: '#6D28D9', surface: '#FAF9FC', text: INK },
    partnerFlag: 'originpoint',
  },
  citywide: {
    displayName: 'Citywide Home Loans',
    logo: { monogram: 'CW', shape: 'shield' },
    colors: { primary: '#1E40AF', primaryText: WHITE, accent: '#C2410C', surface: WHITE, text: INK },
    partnerFlag: 'citywide',
    shape: { radius: '12px', font: SYSTEM_SANS },
  },
  properrate: {
    // A light primary, so its text is dark: the contrast test covers both polarities.
    displayName: 'Proper Rate',
    logo: { monogram: 'PR', shape: 'square' },
    colors: { primary: '#FBBF24', primaryText: INK, accent: '#B45309', surface: WHITE, text: INK },
    partnerFlag: 'properrate',
  },
};

const MAIN_BRAND: BrandEntry = {
  displayName: 'Homeward Lending',
  logo: { monogram: 'HL', shape: 'roof' },
  colors: { primary: '#14532D', primaryText: WHITE, accent: '#15803D', surface: WHITE, text: INK },
  shape: { radius: '8px', font: SYSTEM_SANS },
};

const VARIANT_LABELS: Record<MainBrandVariant, string> = {
  ny: 'New York',
  wholesale: 'Wholesale',
  'wholesale-smb': 'Wholesale Small Business',
  'wholesale-smb-ny': 'Wholesale Small Business New York',
  'wholesale-ny': 'Wholesale New York',
  'markets-credit': 'Markets Credit',
};

function theme(code: string, entry: BrandEntry, variant: MainBrandVariant | null, isMain: boolean): BrandTheme {
  return deepFreeze({
    code,
    shape: { ...(entry.shape ?? DEFAULT_SHAPE) },
    displayName: entry.displayName,
    variant,
    variantLabel: variant === null ? null : VARIANT_LABELS[variant],
    logo: { ...entry.logo },
    colors: { ...entry.colors },
    usesTermsOfUse: entry.usesTermsOfUse ?? false,
    partnerFlag: entry.partnerFlag ?? null,
    showsIlCommunityReinvestmentNotice: entry.showsIlCommunityReinvestmentNotice ?? false,
    isMainBrand: isMain,
  });
}

/** For an organisation with no registered presentation: neutral slate, named from its companyInfo where known. */
export const DEFAULT_THEME: BrandTheme = theme(
  DEFAULT_BRAND_CODE,
  {
    displayName: 'Home Equity Line of Credit',
    logo: { monogram: 'HE', shape: 'circle' },
    colors: { primary: '#334155', primaryText: WHITE, accent: '#475569', surface: WHITE, text: INK },
  },
  null,
  false,
);

const REGISTRY: ReadonlyMap<string, BrandTheme> = new Map<string, BrandTheme>([
  [MAIN_BRAND_CODE, theme(MAIN_BRAND_CODE, MAIN_BRAND, null, true)],
  ...MAIN_BRAND_VARIANTS.map((variant): [string, BrandTheme] => {
    const code = `${MAIN_BRAND_CODE}-${variant}`;
    return [code, theme(code, MAIN_BRAND, variant, true)];
  }),
  ...Object.entries(PARTNER_BRANDS).map(([code, entry]): [string, BrandTheme] => [
    code,
    theme(code, entry, null, false),
  ]),
]);

/** Every orgBrand with its own presentation. */
export const BRAND_CODES: readonly string[] = Object.freeze([...REGISTRY.keys()]);

export function themeFor(orgBrand: string | null | undefined): BrandTheme {
  return REGISTRY.get((orgBrand ?? '').trim().toLowerCase()) ?? DEFAULT_THEME;
}

/** Main-brand variants (NY, wholesale, ...) share the orgBrand but have their own theme under their orgCode. */
export function themeForOrganization(orgCode: string, orgBrand: string): BrandTheme {
  const byCode = themeFor(orgCode);
  return byCode.code === DEFAULT_BRAND_CODE ? themeFor(orgBrand) : byCode;
}

/** The main brand or one of its variants (NY, wholesale, markets credit). */
export function isMainBrand(orgCode: string | null | undefined): boolean {
  return themeFor(orgCode).isMainBrand;
}

export function isNewYorkVariant(theme: BrandTheme): boolean {
  return theme.variant === 'ny' || theme.variant === 'wholesale-ny' || theme.variant === 'wholesale-smb-ny';
}

/** 001 §6: one boolean per partner flag, as the original's isHomepoint, isGrate, ... */
export function partnerFlags(theme: BrandTheme): Record<PartnerFlag, boolean> {
  return Object.fromEntries(PARTNER_FLAGS.map((flag) => [flag, theme.partnerFlag === flag])) as Record<
    PartnerFlag,
    boolean
  >;
}

/** 001 §6: true only when no partner flag is active. */
export function noPartnerFlagActive(theme: BrandTheme): boolean {
  return theme.partnerFlag === null;
}

/** The footer's legal document name (001 §2). */
export function termsDocumentName(theme: BrandTheme): typeof TERMS_OF_USE | typeof TERMS_OF_SERVICE {
  return theme.usesTermsOfUse ? TERMS_OF_USE : TERMS_OF_SERVICE;
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child as object);
  }
  return Object.freeze(value);
}

import type { CompanyInfo, OrgInfo, PricingData, ProductInfo } from './contract';
import { US_STATE_CODES } from './usStates';

/**
 * The platform's organisation records. Everything here is invented for the sandbox: the main brand is fictional,
 * and partner records only borrow the partner's display name; phones use the 555-01xx range reserved for fiction,
 * emails use reserved .example domains, and NMLS numbers and legal texts are placeholders.
 */
export type OrganizationRecord = Omit<OrgInfo, 'baseUrl'>;

export const DEFAULT_ORG_CODE = 'homeward';

const HELOC_PRODUCTS: OrganizationRecord['orgMetaData']['products'] = {
  heloc: { displayName: 'Home Equity Line of Credit' },
};

const DEFAULT_PRICING: PricingData[] = [{ maxCltv: 0.85 }, { originationFeeMax: 0.0499 }, { minLoanAmount: 15000 }];

/** NY is served by the brand's dedicated NY organisations, as the platform does. */
const ALL_BUT_NY = US_STATE_CODES.filter((code) => code !== 'NY');
const NY_ONLY = ['NY'];

/**
 * Regulation B Appendix A's agency for creditors no other entry lists (non-bank lenders such as these), as amended in
 * 2023: the ECOA notice of an adverse-action notice names it (issue 36).
 */
const FTC_REGULATOR: NonNullable<CompanyInfo['federalRegulator']> = {
  name: 'Federal Trade Commission',
  address: ['Consumer Response Center', '600 Pennsylvania Avenue NW', 'Washington, DC 20580'],
};

const HOMEWARD_COMPANY: CompanyInfo = {
  name: 'Homeward Lending',
  legalName: 'Homeward Lending, LLC',
  supportPhone: '888-819-6388',
  supportEmail: 'support@homeward.example',
  nmls: '9900001',
  licensedStates: ALL_BUT_NY,
  legalText:
    'Homeward Lending, LLC is a fictional lender that exists only in this sandbox. Nothing on this site is an offer ' +
    'of credit. Equal Housing Opportunity.',
  // Issue 34: the organisation sends its disclaimer in each language it offers; the footer shows the page's one.
  legalTextTranslations: {
    es:
      'Homeward Lending, LLC es un prestamista ficticio que existe solo en este entorno de pruebas. Nada de lo que ' +
      'aparece en este sitio es una oferta de crédito. Igualdad de oportunidades en la vivienda.',
  },
  homeUrl: '/',
  // Issue 19: the main brand offers Spanish (docs/decisions.md 203).
  languages: ['es'],
  // Issue 36: printed on adverse-action notices; a fictional address.
  mailingAddress: { street1: '100 Sample Street, Suite 400', city: 'San Diego', state: 'CA', zip: '92101' },
  federalRegulator: FTC_REGULATOR,
};

function homewardVariant(orgCode: string, nameSuffix: string, licensedStates: string[]): OrganizationRecord {
  return {
    orgCode,
    orgBrand: DEFAULT_ORG_CODE,
    canonicalOrgCode: DEFAULT_ORG_CODE,
    orgMetaData: {
      companyInfo: { ...HOMEWARD_COMPANY, name: `Homeward Lending${nameSuffix}`, licensedStates },
      products: HELOC_PRODUCTS,
    },
    orgPricingData: DEFAULT_PRICING,
  };
}

interface PartnerSeed {
  orgCode: string;
  name: string;
  phone: string;
  nmls: string;
  licensedStates: string[];
  /** Some partners configure their own policy pages; the app falls back to /terms and /privacy for the others. */
  ownPolicyPages?: boolean;
  /** Offers its borrowers Spanish (issue 19). */
  spanish?: boolean;
  /** Links of its own at the end of the footer's list (decision 27). */
  footerLinks?: { label: string; url: string }[];
}

const PARTNERS: PartnerSeed[] = [
  {
    orgCode: 'apm',
    name: 'American Pacific Mortgage',
    phone: '800-555-0101',
    nmls: '9900101',
    licensedStates: ['AZ', 'CA', 'CO', 'ID', 'NV', 'OR', 'TX', 'UT', 'WA'],
    ownPolicyPages: true,
    spanish: true,
  },
  {
    orgCode: 'crosscountry',
    name: 'Cross Country',
    phone: '800-555-0102',
    nmls: '9900102',
    licensedStates: ['CT', 'FL', 'GA', 'MA', 'MD', 'NJ', 'NY', 'PA', 'VA'],
  },
  {
    orgCode: 'cmg',
    name: 'CMG Mortgage',
    phone: '800-555-0103',
    nmls: '9900103',
    licensedStates: ['AZ', 'CA', 'CO', 'FL', 'IL', 'NC', 'NY', 'TX', 'WA'],
  },
  {
    orgCode: 'evergreen',
    name: 'Evergreen Moneysource',
    phone: '800-555-0104',
    nmls: '9900104',
    licensedStates: ['AK', 'ID', 'MT', 'OR', 'WA'],
  },
  {
    orgCode: 'fairway',
    name: 'Fairway',
    phone: '800-555-0105',
    nmls: '9900105',
    licensedStates: ['AL', 'FL', 'GA', 'MI', 'MN', 'OH', 'TX', 'WI'],
    ownPolicyPages: true,
  },
  {
    orgCode: 'grate',
    name: 'Guaranteed Rate',
    phone: '800-555-0106',
    nmls: '9900106',
    licensedStates: ['CA', 'CO', 'FL', 'IL', 'MA', 'NY', 'TX', 'VA'],
  },
  {
    orgCode: 'grate-affinity',
    name: 'Guaranteed Rate Affinity',
    phone: '800-555-0107',
    nmls: '9900107',
    licensedStates: ['CA', 'FL', 'IL', 'NJ', 'PA', 'TX'],
  },
  {
    orgCode: 'homepoint',
    name: 'Homepoint',
    phone: '800-555-0108',
    nmls: '9900108',
    licensedStates: ['AZ', 'FL', 'GA', 'MI', 'NC', 'OH', 'SC', 'TN'],
  },
  {
    orgCode: 'originpoint',
    name: 'Origin Point',
    phone: '800-555-0109',
    nmls: '9900109',
    licensedStates: ['CT', 'DE', 'MD', 'NJ', 'PA', 'VA'],
  },
  {
    orgCode: 'citywide',
    name: 'Citywide Home Loans',
    phone: '800-555-0110',
    nmls: '9900110',
    licensedStates: ['AZ', 'CO', 'ID', 'NM', 'NV', 'UT'],
    footerLinks: [{ label: 'Citywide rates and fees', url: 'https://citywide.example/rates-and-fees' }],
  },
  {
    orgCode: 'properrate',
    name: 'Proper Rate',
    phone: '800-555-0111',
    nmls: '9900111',
    licensedStates: ['CA', 'FL', 'IL', 'IN', 'MI', 'TX'],
  },
];

/**
 * Partner pages point back into the sandbox (`?org=` keeps the partner's branding), so every link a tester can
 * click works offline; the ones with their own policy pages exercise the app's partner-URL path.
 */
function partner(seed: PartnerSeed): OrganizationRecord {
  const query = `?org=${seed.orgCode}`;
  const companyInfo: CompanyInfo = {
    name: seed.name,
    legalName: `${seed.name} (sandbox partner)`,
    supportPhone: seed.phone,
    supportEmail: `support@${seed.orgCode}.example`,
    nmls: seed.nmls,
    licensedStates: seed.licensedStates,
    legalText:
      `${seed.name} appears here as a sandbox partner organisation. Its details on this site are placeholders for ` +
      'testing and are not an offer of credit.',
    homeUrl: `/${query}`,
    ...(seed.ownPolicyPages
      ? { termsUrl: `/terms${query}`, privacyUrl: `/privacy${query}`, licensesUrl: `/licenses${query}` }
      : {}),
    ...(seed.spanish
      ? {
          languages: ['es'],
          legalTextTranslations: {
            es:
              `${seed.name} aparece aquí como organización asociada de prueba. Sus datos en este sitio son ` +
              'marcadores de posición para pruebas y no constituyen una oferta de crédito.',
          },
        }
      : {}),
    ...(seed.footerLinks ? { footerLinks: seed.footerLinks } : {}),
    // Issue 36: a placeholder address, never the partner's real one, and the agency of non-bank lenders.
    mailingAddress: { street1: `${seed.nmls.slice(-3)} Sandbox Plaza`, city: 'Irvine', state: 'CA', zip: '92618' },
    federalRegulator: FTC_REGULATOR,
  };
  return {
    orgCode: seed.orgCode,
    orgBrand: seed.orgCode,
    canonicalOrgCode: seed.orgCode,
    orgMetaData: { companyInfo, products: HELOC_PRODUCTS },
    orgPricingData: DEFAULT_PRICING,
  };
}

/**
 * Product settings that select registration behaviour (docs/decisions.md): one organisation signs up through the
 * external auth provider, one offers the age-restricted (reverse-type) product, one requires a referring officer.
 */
const PRODUCT_SETTINGS: Readonly<Record<string, Partial<ProductInfo>>> = {
  citywide: { externalAuthentication: true },
  'homeward-markets-credit': { ageRestricted: true },
  properrate: { referrerRequired: true },
};

const withProductSettings = (org: OrganizationRecord): OrganizationRecord => {
  const settings = PRODUCT_SETTINGS[org.orgCode];
  if (!settings) return org;
  const heloc = { ...(org.orgMetaData.products.heloc ?? { displayName: 'Home Equity Line of Credit' }), ...settings };
  return { ...org, orgMetaData: { ...org.orgMetaData, products: { ...org.orgMetaData.products, heloc } } };
};

const ORGANIZATIONS: readonly OrganizationRecord[] = [
  homewardVariant('homeward', '', ALL_BUT_NY),
  homewardVariant('homeward-ny', ' NY', NY_ONLY),
  homewardVariant('homeward-wholesale', ' Wholesale', ALL_BUT_NY),
  homewardVariant('homeward-wholesale-smb', ' Wholesale Small Business', ALL_BUT_NY),
  homewardVariant('homeward-wholesale-smb-ny', ' Wholesale Small Business NY', NY_ONLY),
  homewardVariant('homeward-wholesale-ny', ' Wholesale NY', NY_ONLY),
  homewardVariant('homeward-markets-credit', ' Markets Credit', ALL_BUT_NY),
  ...PARTNERS.map(partner),
].map(withProductSettings);

export function listOrganizations(): readonly OrganizationRecord[] {
  return ORGANIZATIONS;
}

export function findOrganization(orgCode: string): OrganizationRecord | undefined {
  return ORGANIZATIONS.find((org) => org.orgCode === orgCode);
}

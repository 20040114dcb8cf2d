/**
 * Which organisation this page is for (000 §1, 001 §1, §3). The platform injects its orgInfo as a JSON data element;
 * without it the product fails with the private-label data error. The result is plain data for Redux state.
 */
import type { CompanyInfo, OrgInfo, PricingData, ProductInfo } from '../api/contract';
import { ORG_INFO_ELEMENT_ID } from '../api/contractShell';
import { DEFAULT_BRAND_CODE, themeFor, type BrandTheme } from './registry';

/** The boolean product settings of ProductInfo the app reads (registration mode, age rule, referrer rule). */
const PRODUCT_FLAGS = ['redirectToRegisterV2', 'externalAuthentication', 'ageRestricted', 'referrerRequired'] as const;

export const PRIVATE_LABEL_DATA_MISSING = 'Private label data is missing for this organization.';

export class PrivateLabelDataError extends Error {
  override readonly name = 'PrivateLabelDataError';
  /** What was missing or wrong; names fields and org codes only, never values a borrower typed. */
  readonly detail: string;

  constructor(detail: string) {
    super(PRIVATE_LABEL_DATA_MISSING);
    this.detail = detail;
  }
}

export interface ResolvedOrganization extends OrgInfo {
  /** orgPricingData merged in order, later entries winning. */
  pricing: PricingData;
  theme: BrandTheme;
}

export type OrganizationResult =
  { ok: true; org: ResolvedOrganization } | { ok: false; error: { message: string; detail: string } };

export interface PageLocation {
  host: string;
  search: string;
}

type Inspection = { ok: true; info: OrgInfo } | { ok: false; detail: string };

/** The injected orgInfo, or null when it is absent, not JSON, or not of the contract's shape. */
export function readInjectedOrgInfo(doc: Document): OrgInfo | null {
  const inspection = inspectInjectedOrgInfo(doc);
  return inspection.ok ? inspection.info : null;
}

const ORG_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IGNORED_SUBDOMAINS = new Set(['www']);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Injected orgCode first, then the org query parameter, then the host's first label ({org}.localhost, {org}.x.tld). */
export function resolveOrgCode(input: { host: string; search: string; injected: OrgInfo | null }): string | null {
  if (input.injected !== null) return input.injected.orgCode;
  const fromQuery = normaliseOrgCode(new URLSearchParams(input.search).get('org'));
  if (fromQuery !== null) return fromQuery;
  return orgCodeFromHost(input.host);
}

function orgCodeFromHost(host: string): string | null {
  // An IPv6 literal ('[::1]:8080') names no organisation.
  if (host.startsWith('[')) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (IPV4.test(hostname)) return null;
  const labels = hostname.split('.');
  const isLocal = labels.at(-1) === 'localhost';
  if (labels.length < (isLocal ? 2 : 3)) return null;
  const first = labels[0] ?? '';
  return IGNORED_SUBDOMAINS.has(first) ? null : normaliseOrgCode(first);
}

// The code goes into a request header and a CSS class, so only the shape org codes have is accepted.
function normaliseOrgCode(value: string | null): string | null {
  const code = (value ?? '').trim().toLowerCase();
  return ORG_CODE_PATTERN.test(code) ? code : null;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const ADDRESS_KEYS = ['street1', 'city', 'state', 'zip'] as const;
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');
/** A web address a link may take: http(s), or a path of this site (never `javascript:`, `data:` or `//host`). */
const WEB_ADDRESS = /^(?:https?:\/\/|\/(?![/\\]))/i;

export function mergePricingData(list: readonly PricingData[]): PricingData {
  const merged: PricingData = {};
  for (const entry of list) {
    for (const [key, value] of Object.entries(entry)) {
      // JSON may carry a '__proto__' key; assigning it would change the prototype rather than add data.
      if (!UNSAFE_KEYS.has(key)) merged[key] = value;
    }
  }
  return merged;
}

export function resolveOrganization(doc: Document, location: PageLocation): OrganizationResult {
  const inspection = inspectInjectedOrgInfo(doc);
  if (!inspection.ok) {
    const orgCode = resolveOrgCode({ host: location.host, search: location.search, injected: null });
    const forOrg = orgCode === null ? '' : ` (organisation '${orgCode}' from the address)`;
    const error = new PrivateLabelDataError(`${inspection.detail}${forOrg}`);
    return { ok: false, error: { message: error.message, detail: error.detail } };
  }
  const info = inspection.info;
  return { ok: true, org: { ...info, pricing: mergePricingData(info.orgPricingData), theme: themeOf(info) } };
}

function themeOf(info: OrgInfo): BrandTheme {
  const registered = [info.orgBrand, info.canonicalOrgCode, info.orgCode]
    .map((code) => themeFor(code))
    .find((theme) => theme.code !== DEFAULT_BRAND_CODE);
  if (registered !== undefined) return registered;
  const name = info.orgMetaData.companyInfo.name;
  const fallback = themeFor(null);
  return { ...fallback, displayName: name, logo: { ...fallback.logo, monogram: monogramOf(name) } };
}

function monogramOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .filter((c) => /[A-Z0-9]/.test(c))
    .slice(0, 2)
    .join('');
  return initials === '' ? themeFor(null).logo.monogram : initials;
}

function inspectInjectedOrgInfo(doc: Document): Inspection {
  const element = doc.getElementById(ORG_INFO_ELEMENT_ID);
  if (element === null) return { ok: false, detail: `No #${ORG_INFO_ELEMENT_ID} element in the page` };
  if (element.localName !== 'script' || element.getAttribute('type') !== 'application/json') {
    return { ok: false, detail: `#${ORG_INFO_ELEMENT_ID} is not a <script type="application/json"> element` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent);
  } catch {
    return { ok: false, detail: `#${ORG_INFO_ELEMENT_ID} does not hold valid JSON` };
  }
  const problems: string[] = [];
  const info = toOrgInfo(parsed, problems);
  return info === null
    ? { ok: false, detail: `#${ORG_INFO_ELEMENT_ID} is missing or has invalid fields: ${problems.join(', ')}` }
    : { ok: true, info };
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds a fresh OrgInfo of known fields only, recording each bad field's path in problems. */
function toOrgInfo(value: unknown, problems: string[]): OrgInfo | null {
  if (!isRecord(value)) {
    problems.push('(root)');
    return null;
  }
  const str = (record: Json, key: string, path: string, allowEmpty = false): string => {
    const field = record[key];
    if (typeof field === 'string' && (allowEmpty || field.trim() !== '')) return field;
    problems.push(path + key);
    return '';
  };
  const optionalStr = (record: Json, key: string, path: string): string | undefined => {
    const field = record[key];
    if (field === undefined || field === null) return undefined;
    if (typeof field === 'string') return field;
    problems.push(path + key);
    return undefined;
  };

  const meta = value.orgMetaData;
  const company = isRecord(meta) ? meta.companyInfo : undefined;
  const products = isRecord(meta) ? meta.products : undefined;
  if (!isRecord(meta)) problems.push('orgMetaData');

  let companyInfo: CompanyInfo | null = null;
  if (isRecord(company)) {
    const p = 'orgMetaData.companyInfo.';
    const states = company.licensedStates;
    if (!Array.isArray(states) || !states.every((s): s is string => typeof s === 'string')) {
      problems.push(`${p}licensedStates`);
    }
    companyInfo = {
      name: str(company, 'name', p),
      legalName: str(company, 'legalName', p),
      supportPhone: str(company, 'supportPhone', p),
      supportEmail: str(company, 'supportEmail', p),
      nmls: str(company, 'nmls', p),
      licensedStates: Array.isArray(states) ? states.filter((s): s is string => typeof s === 'string') : [],
      legalText: str(company, 'legalText', p, true),
      homeUrl: str(company, 'homeUrl', p),
    };
    for (const key of ['termsUrl', 'privacyUrl', 'licensesUrl'] as const) {
      const url = optionalStr(company, key, p);
      if (url !== undefined) companyInfo[key] = url;
    }
    // Issue 19: the languages offered besides English; an unreadable setting offers none rather than failing the page.
    const languages = company.languages;
    if (Array.isArray(languages)) companyInfo.languages = languages.filter((l): l is string => typeof l === 'string');
    // Issue 34: the legal text in other languages; entries that are not text are left out, as an unreadable setting.
    const translations = company.legalTextTranslations;
    if (isRecord(translations))
      companyInfo.legalTextTranslations = Object.fromEntries(
        Object.entries(translations).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && !UNSAFE_KEYS.has(entry[0]),
        ),
      );
    // Issue 36: the address and ECOA regulator an adverse-action notice prints; an unreadable one is left out.
    const mailing = company.mailingAddress;
    if (isRecord(mailing) && ADDRESS_KEYS.every((key) => typeof mailing[key] === 'string'))
      companyInfo.mailingAddress = {
        street1: String(mailing.street1),
        city: String(mailing.city),
        state: String(mailing.state),
        zip: String(mailing.zip),
      };
    // Decision 27: the lender's own extra footer links; one that is not a web address or has no words is left out.
    const footerLinks = company.footerLinks;
    if (Array.isArray(footerLinks))
      companyInfo.footerLinks = footerLinks.flatMap((link) =>
        isRecord(link) &&
        typeof link.label === 'string' &&
        link.label.trim() !== '' &&
        typeof link.url === 'string' &&
        WEB_ADDRESS.test(link.url)
          ? [{ label: link.label, url: link.url }]
          : [],
      );
    const regulator = company.federalRegulator;
    if (isRecord(regulator) && typeof regulator.name === 'string' && isStringList(regulator.address))
      companyInfo.federalRegulator = { name: regulator.name, address: regulator.address };
  } else if (isRecord(meta)) {
    problems.push('orgMetaData.companyInfo');
  }

  const productInfo: Record<string, ProductInfo> = {};
  if (isRecord(products)) {
    for (const [product, entry] of Object.entries(products)) {
      if (UNSAFE_KEYS.has(product) || !isRecord(entry)) {
        problems.push(`orgMetaData.products.${product}`);
        continue;
      }
      const path = `orgMetaData.products.${product}.`;
      const info: ProductInfo = { displayName: str(entry, 'displayName', path) };
      for (const flag of PRODUCT_FLAGS) {
        if (typeof entry[flag] === 'boolean') info[flag] = entry[flag];
        else if (entry[flag] !== undefined) problems.push(`${path}${flag}`);
      }
      productInfo[product] = info;
    }
  } else if (isRecord(meta)) {
    problems.push('orgMetaData.products');
  }

  const pricingList: PricingData[] = [];
  if (Array.isArray(value.orgPricingData)) {
    value.orgPricingData.forEach((entry: unknown, index) => {
      const pricing = toPricingData(entry);
      if (pricing === null) problems.push(`orgPricingData[${index}]`);
      else pricingList.push(pricing);
    });
  } else {
    problems.push('orgPricingData');
  }

  const info: OrgInfo = {
    // '' is a valid base URL: the platform on the page's own origin.
    baseUrl: str(value, 'baseUrl', '', true),
    canonicalOrgCode: str(value, 'canonicalOrgCode', ''),
    orgBrand: str(value, 'orgBrand', ''),
    orgCode: str(value, 'orgCode', ''),
    orgMetaData: {
      companyInfo: companyInfo ?? emptyCompanyInfo(),
      products: productInfo,
    },
    orgPricingData: pricingList,
  };
  return problems.length === 0 ? info : null;
}

function toPricingData(entry: unknown): PricingData | null {
  if (!isRecord(entry)) return null;
  const pricing: PricingData = {};
  for (const [key, value] of Object.entries(entry)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    if (!UNSAFE_KEYS.has(key)) pricing[key] = value;
  }
  return pricing;
}

function emptyCompanyInfo(): CompanyInfo {
  return {
    name: '',
    legalName: '',
    supportPhone: '',
    supportEmail: '',
    nmls: '',
    licensedStates: [],
    legalText: '',
    homeUrl: '',
  };
}

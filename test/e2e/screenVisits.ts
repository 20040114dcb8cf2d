/**
 * Every screen of the application area's route table, with what opens it (issue 48): the status (and fields) at which
 * entering the area there keeps the borrower on it (000 §4.1), for a borrower who chose the sandbox's largest offer at
 * its largest draw and has long names, so the widest figures and words a brand shows are on screen. The screens with
 * the most money on them are visited in all three brands; the rest spread the brands between them (one page per
 * screen keeps a run short; docs/decisions.md, issue 48). Read by Chromium's phone fit (phoneFit.spec.ts) and by the
 * engines' sweep of every screen in WebKit and Firefox (test/engines/everyScreen.spec.ts).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { OfferGroup } from '../../src/api/contractRegistration';
import type { PatchApplicationRequest } from '../../src/api/contractSandbox';
import type { RouteEntry } from '../../src/app/routeTable';
import { createBorrower, patchApplication } from './support';

export const BRANDS = ['homeward', 'apm', 'citywide'] as const;
export type Brand = (typeof BRANDS)[number];
const LONG_NAMES = { firstName: 'Maximiliana-Alexandra', lastName: 'Vandenberghe-Worthington' };
const STEPS_BASE = '/service-application/api/v1/application/heloc';

/** Paths with parameters are opened with these values. */
export const PARAMETERS: Record<string, string> = {
  'income/link/:type': 'income/link/bank',
  'income/upload/:type': 'income/upload/paystubs',
};

export interface Row {
  /** The status (and fields) at which entering the area there keeps the borrower on the screen (000 §4.1). */
  status: string;
  extra?: PatchApplicationRequest;
  /** Reached by a link from another screen rather than by entering the area on it. */
  via?: { path: string; link: string };
  /** Screens with the most money on them: every brand. */
  everyBrand?: true;
  /** Its form, sent with nothing answered, lists its problems (000 §5's error summary): that state is checked too. */
  sentEmpty?: 'lists problems';
}

/** Every screen path of APPLICATION_ROUTES; a screen added there without a row here fails the first test. */
export const SCREENS: Record<string, Row> = {
  'bank/autopay': {
    status: 'VERIFIED_AUTOPAY_ACCOUNT',
    extra: { disburseRoutingNumber: '021000021' },
    everyBrand: true,
    sentEmpty: 'lists problems',
  },
  'bank/confirm': { status: 'AUTOPAY_ACCOUNT' },
  'bank/disburse': { status: 'DISBURSEMENT_ACCOUNT' },
  'bank/manual-disburse': { status: 'DISBURSEMENT_ACCOUNT', sentEmpty: 'lists problems' },
  'credit/social': { status: 'CREDIT_NO_MATCH', sentEmpty: 'lists problems' },
  'credit/error': { status: 'SOFT_CREDIT_LOCKED_OR_FROZEN' },
  complete: { status: 'FUNDABLE', everyBrand: true },
  conditions: { status: 'INCOME_VERIFICATION' },
  'conditions/upload-document': { status: 'INCOME_VERIFICATION' },
  'conditions/phone-number': { status: 'INCOME_VERIFICATION' },
  'document/disclosures': { status: 'NOTE_SIGNING', via: { path: 'signing/intro', link: 'Review disclosures' } },
  'error/decline': { status: 'DECLINED' },
  'error/credit': { status: 'APPRAISAL_REVIEW_COMPLETE' },
  'error/income': { status: 'APPRAISAL_REVIEW_COMPLETE' },
  'error/timeout': { status: 'APPRAISAL_REVIEW_COMPLETE' },
  'error/flood-cert': { status: 'GEN_CLOSING_DISCLOSURE', extra: { waitingOnFloodCert: true } },
  'income/review': { status: 'INCOME_VERIFICATION', sentEmpty: 'lists problems' },
  'income/link/:type': { status: 'INCOME_VERIFICATION' },
  'income/pointserv-callback': { status: 'INCOME_VERIFICATION' },
  'income/upload/:type': { status: 'INCOME_VERIFICATION', sentEmpty: 'lists problems' },
  'income/employer-verification': { status: 'EMPLOYMENT_VERIFICATION', sentEmpty: 'lists problems' },
  identity: { status: 'IDENTITY_VERIFICATION', sentEmpty: 'lists problems' },
  liens: { status: 'LIEN_VERIFICATION' },
  'notary/intro': { status: 'DEED_SIGNING' },
  'notary/schedule-manual': { status: 'MANUAL_DEED_SIGNING', sentEmpty: 'lists problems' },
  'notary/reserve-manual': { status: 'MANUAL_DEED_SIGNING' },
  'notary/session': { status: 'DEED_SIGNING' },
  'notary/error': { status: 'DEED_SIGNING' },
  'product/assets': { status: 'ASSETS_PREQUAL', sentEmpty: 'lists problems' },
  'product/select': { status: 'OFFER_SELECTION', everyBrand: true },
  'product/select/confirm': { status: 'OFFER_SELECTION' },
  'product/prequal-winback': { status: 'CLTV_LIEN_POSITION_REQUALIFY' },
  'signing/intro': { status: 'NOTE_SIGNING' },
  'signing/sign': { status: 'NOTE_SIGNING' },
  'signing/additional': { status: 'CO_DEED_REQ', sentEmpty: 'lists problems' },
  'signing/support': { status: 'NOTE_SIGNING' },
  'start/contact': { status: 'COLLECT_ADDITIONAL_INFO', sentEmpty: 'lists problems' },
  'start/hmda': { status: 'HMDA', sentEmpty: 'lists problems' },
  'start/app-summary': { status: 'APP_SUBMISSION', sentEmpty: 'lists problems' },
  'start/profile': { status: 'TRUST_AND_INSURANCE', sentEmpty: 'lists problems' },
  'review-app/incorrect-pin': { status: 'DELINQUENCY_REVIEW' },
  'review-app/no-credit': { status: 'CREDIT_NO_MATCH_SSN' },
  'review-app/property': { status: 'NO_PROPERTY_FOUND' },
  'review-app/uw': { status: 'DELINQUENCY_REVIEW' },
  'review-app/delinquency': { status: 'DELINQUENCY_REVIEW' },
  'review-app/incorrect-ownership': { status: 'DELINQUENCY_REVIEW' },
  'review-app/datatree': { status: 'DELINQUENCY_REVIEW' },
  'review-app/signdocs': { status: 'GEN_CLOSING_DISCLOSURE' },
  'payoff/hold': { status: 'PAYOFF_REQUEST_PENDING' },
  'bpo/condition': {
    status: 'BPO_ORDER_REQUEST',
    extra: { bpo: 'BPO_REQUIRED', propertyState: 'TX' },
    sentEmpty: 'lists problems',
  },
  'bpo/hold': { status: 'NAV_BPO_PROCESSING' },
  'bpo/waiting': { status: 'NAV_BPO_PROCESSING' },
  'bpo/estimate-value': { status: 'NO_AVM_FOUND', sentEmpty: 'lists problems' },
  'bpo/order-bpo': {
    status: 'BPO_ORDER_REQUEST',
    extra: { bpo: 'BPO_REQUIRED', propertyState: 'CA' },
    sentEmpty: 'lists problems',
  },
  hold: { status: 'ONSITE_APPRAISAL_PENDING' },
  'not-accepting-apps': { status: 'OFFER_SELECTION' },
};

export function screenPaths(entries: RouteEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    if (entry.kind !== 'screen') return [];
    const path = prefix ? `${prefix}/${entry.path}` : entry.path;
    return [path, ...screenPaths(entry.children ?? [], path)];
  });
}

export interface Visit {
  path: string;
  row: Row;
  brand: Brand;
}

/** One visit per screen, the brands taken in turn; the money screens once per brand. */
export const VISITS: Visit[] = Object.entries(SCREENS).flatMap(([path, row], index) =>
  row.everyBrand
    ? BRANDS.map((brand) => ({ path, row, brand }))
    : [{ path, row, brand: BRANDS[index % BRANDS.length] ?? 'homeward' }],
);

/** A borrower at `status` who chose the sandbox's largest offer at its largest draw. */
export async function borrowerWithLargestOffer(request: APIRequestContext, brand: Brand, row: Row) {
  const borrower = await createBorrower(request, { ...LONG_NAMES, orgCode: brand, propertyState: 'CO' });
  const headers = { authorization: `Bearer ${borrower.jwt}` };
  const offers = (await (
    await request.get(`${STEPS_BASE}/${borrower.applicationUuid}/offers`, { headers })
  ).json()) as OfferGroup;
  const largest = Object.values(offers.offersByType)
    .flat()
    .reduce((best, offer) => (offer.maxDraw > best.maxDraw ? offer : best));
  const chosen = await request.post(`${STEPS_BASE}/${borrower.applicationUuid}/offer-selection`, {
    headers,
    data: { offerId: largest.id, drawAmount: largest.maxDraw, drawPreference: 'PRESERVE' },
  });
  expect(chosen.ok()).toBe(true);
  await patchApplication(request, borrower.applicationUuid, { checklistStatus: row.status, ...row.extra });
  return borrower;
}

/**
 * In the page: how far the document passes the right edge (0 when it fits) and what passes it. The edge is `width`
 * (the viewport asked for) or else the document's own width, so a desktop scrollbar is not counted as room. One
 * function for Chromium's page and the engines' (self-contained: its source is what reaches the page).
 */
export const pastTheRightEdge = (width?: number): { over: number; elements: string[] } => {
  const edge = width ?? document.documentElement.clientWidth;
  const elements = Array.from(document.body.querySelectorAll('*')).flatMap((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= edge + 0.5) return [];
    const text = element.textContent.trim().slice(0, 40);
    return [
      `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} to ${Math.round(box.right)} px "${text}"`,
    ];
  });
  return { over: document.documentElement.scrollWidth - edge, elements: elements.slice(0, 10) };
};

/**
 * In the page: the fields a borrower types into whose text is under 16 px. Safari on an iPhone zooms the page into
 * such a field when it takes the focus, and leaves it zoomed, wider than the phone. Self-contained, as above.
 */
export const fieldsSafariZoomsInto = (): string[] =>
  Array.from(document.querySelectorAll('input, select, textarea')).flatMap((field) => {
    const type = field.getAttribute('type') ?? '';
    if (['checkbox', 'radio', 'range', 'file', 'hidden', 'submit', 'button'].includes(type)) return [];
    const size = parseFloat(getComputedStyle(field).fontSize);
    if (size >= 16) return [];
    const name = field.getAttribute('name') ?? field.id;
    return [`${field.tagName.toLowerCase()}${name ? `#${name}` : ''} ${size} px`];
  });

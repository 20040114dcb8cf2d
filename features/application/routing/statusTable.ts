import type { ApplicationStatus, ChecklistStatus } from '../../../src/api/contract';

/** What the routing engine reads of an application (000 §4.1). */
export interface RoutingInput {
  status: ApplicationStatus;
  property?: { state?: string } | null;
  disburseAccount?: { routingNumber?: string } | null;
  isCrypto?: boolean;
  isInquiry?: boolean;
}

/** Router state handed to product/select on OFFER_SELECTION. */
export interface OfferSelectionState {
  previousPage?: string;
  uwDecision?: string;
}

/** A path under /account/heloc/{uuid}, or a page outside the app reached by a full page load. */
export type Destination =
  { kind: 'screen'; path: string; state?: OfferSelectionState } | { kind: 'external'; href: string };

export interface StatusRow {
  /** The Status cell of 000 §4.1, word for word: it names the row in logs and replays. */
  readonly status: string;
  readonly matches: (app: RoutingInput) => boolean;
  readonly destination: (app: RoutingInput) => Destination;
}

const screen = (path: string, state?: OfferSelectionState): Destination =>
  state ? { kind: 'screen', path, state } : { kind: 'screen', path };
const SITE_ROOT: Destination = { kind: 'external', href: '/' };

const is =
  (...statuses: ChecklistStatus[]) =>
  (app: RoutingInput): boolean =>
    (statuses as string[]).includes(app.status.checklistStatus);

const row = (
  status: string,
  matches: (app: RoutingInput) => boolean,
  destination: Destination | ((app: RoutingInput) => Destination),
): StatusRow => ({ status, matches, destination: typeof destination === 'function' ? destination : () => destination });

const hasDisbursementRoutingNumber = (app: RoutingInput): boolean => Boolean(app.disburseAccount?.routingNumber);

/** 000 §4.1, top to bottom; the first matching row wins. */
export const STATUS_TABLE: readonly StatusRow[] = [
  row('CREDIT_NO_MATCH', is('CREDIT_NO_MATCH'), screen('credit/social')),
  row('CREDIT_NO_MATCH_SSN', is('CREDIT_NO_MATCH_SSN'), screen('review-app/no-credit')),
  row(
    'HARD or SOFT credit locked or frozen',
    is('HARD_CREDIT_LOCKED_OR_FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN'),
    screen('credit/error'),
  ),
  row(
    'NO_PROPERTY_FOUND, MULTIPLE_PROPERTIES',
    is('NO_PROPERTY_FOUND', 'MULTIPLE_PROPERTIES'),
    screen('review-app/property'),
  ),
  row('DECLINED', is('DECLINED'), screen('error/decline')),
  row('COLLECT_ADDITIONAL_INFO', is('COLLECT_ADDITIONAL_INFO'), screen('start/contact')),
  row('HMDA', is('HMDA'), screen('start/hmda')),
  row('DELINQUENCY_REVIEW', is('DELINQUENCY_REVIEW'), screen('review-app/delinquency')),
  row('GEN_CLOSING_DISCLOSURE', is('GEN_CLOSING_DISCLOSURE'), (app) =>
    screen(app.status.waitingOnFloodCert ? 'error/flood-cert' : 'review-app/signdocs'),
  ),
  row('NOTE_SIGNING, FINAL_OFFER', is('NOTE_SIGNING', 'FINAL_OFFER'), screen('signing/intro')),
  row('REVISED_OFFER_SELECTION', is('REVISED_OFFER_SELECTION'), screen('product/select')),
  row('GEN_NOTE_SIGNING', is('GEN_NOTE_SIGNING'), screen('review-app/signdocs')),
  row(
    'APP_SUBMISSION, GEN_SUMMARY_DISCLOSURE',
    is('APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE'),
    screen('start/app-summary'),
  ),
  row('INCOME_VERIFICATION', is('INCOME_VERIFICATION'), screen('income/review')),
  row('IDENTITY_VERIFICATION', is('IDENTITY_VERIFICATION'), screen('identity')),
  row('ASSETS_PREQUAL', is('ASSETS_PREQUAL'), screen('product/assets')),
  row('CLTV_LIEN_POSITION_REQUALIFY', is('CLTV_LIEN_POSITION_REQUALIFY'), screen('product/prequal-winback')),
  row(
    'DISBURSEMENT_ACCOUNT; or AUTOPAY_ACCOUNT with no disbursement routing number and not crypto',
    (app) =>
      is('DISBURSEMENT_ACCOUNT')(app) ||
      (is('AUTOPAY_ACCOUNT')(app) && !hasDisbursementRoutingNumber(app) && !app.isCrypto),
    screen('bank/disburse'),
  ),
  row(
    'AUTOPAY_ACCOUNT, VERIFIED_AUTOPAY_ACCOUNT (otherwise)',
    is('AUTOPAY_ACCOUNT', 'VERIFIED_AUTOPAY_ACCOUNT'),
    screen('bank/autopay'),
  ),
  row(
    'NO_AVM_FOUND and the NAV BPO or resi-eval estimate statuses',
    is('NO_AVM_FOUND', 'NAV_BPO_ESTIMATE', 'NAV_RESI_EVAL_ESTIMATE'),
    screen('bpo/estimate-value'),
  ),
  row('PAYOFF_REQUEST_PENDING', is('PAYOFF_REQUEST_PENDING'), screen('payoff/hold')),
  row(
    'BPO order request statuses',
    is('BPO_ORDER_REQUEST', 'NAV_BPO_ORDER_REQUEST', 'NAV_RESI_EVAL_ORDER_REQUEST'),
    (app) => {
      if (app.status.bpo !== 'BPO_REQUIRED') return screen('bpo/hold');
      return screen(app.property?.state === 'TX' ? 'bpo/condition' : 'bpo/order-bpo');
    },
  ),
  row(
    'NAV_BPO_PROCESSING, the final-title statuses, NAV_RESI_EVAL_PROCESSING',
    is('NAV_BPO_PROCESSING', 'FINAL_TITLE_ORDER_REQUEST', 'FINAL_TITLE_PROCESSING', 'NAV_RESI_EVAL_PROCESSING'),
    screen('bpo/hold'),
  ),
  row(
    'GEN_RESCISSION, RESCISSION, RECORDING, FUNDABLE, DIRECT_DEBT_PAYOFF, FUNDING_DECISION, DEED_SIGNING with primaryParticipantAcceptComplete',
    (app) =>
      is('GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'FUNDING_DECISION')(app) ||
      (is('DEED_SIGNING')(app) && app.status.primaryParticipantAcceptComplete === true),
    screen('complete'),
  ),
  row(
    'APPRAISAL_REVIEW_COMPLETE, CREDIT_ERROR, CREDIT_MINOR, FACTA_REVIEW, HOLD_FOR_APPRAISAL_REVIEW, ORDER_FULL_TITLE, REQUEST_STEWART_PAYOFFS, UNKNOWN',
    is(
      'APPRAISAL_REVIEW_COMPLETE',
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'FACTA_REVIEW',
      'HOLD_FOR_APPRAISAL_REVIEW',
      'ORDER_FULL_TITLE',
      'REQUEST_STEWART_PAYOFFS',
      'UNKNOWN',
    ),
    screen('error/timeout'),
  ),
  row('LIEN_VERIFICATION or its inquiry', is('LIEN_VERIFICATION', 'LIEN_VERIFICATION_INQUIRY'), screen('liens')),
  row('CO_DEED_REQ', is('CO_DEED_REQ'), screen('signing/additional')),
  row(
    'GEN_NOTARY_DISCLOSURE, ATTORNEY_REVIEW, NOTARY_WAITING_PERIOD, DEED_SIGNING without acceptance',
    is('GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD', 'DEED_SIGNING'),
    screen('notary/intro'),
  ),
  row('MANUAL_DEED_SIGNING', is('MANUAL_DEED_SIGNING'), screen('notary/reserve-manual')),
  row('EMPLOYMENT_VERIFICATION', is('EMPLOYMENT_VERIFICATION'), screen('income/employer-verification')),
  row('OFFER_SELECTION', is('OFFER_SELECTION'), (app) =>
    screen('product/select', {
      ...(app.status.uwSubDecision === 'VERIFIED_OFFER' ? { previousPage: 'signing/intro' } : {}),
      ...(app.status.uwDecision ? { uwDecision: app.status.uwDecision } : {}),
    }),
  ),
  row(
    'ONSITE_APPRAISAL_BORROWER_PAYMENT, ONSITE_APPRAISAL_PENDING',
    is('ONSITE_APPRAISAL_BORROWER_PAYMENT', 'ONSITE_APPRAISAL_PENDING'),
    screen('hold'),
  ),
  row('COMPLETE, CANCELLED', is('COMPLETE', 'CANCELLED'), SITE_ROOT),
];

/** The last two rows of 000 §4.1, applied when no row above matches. */
export const UNKNOWN_STATUS_ROW = 'any unknown status';
export const DEFAULT_ROW = 'default';
export const UNKNOWN_STATUS_DESTINATION: Destination = screen('error/timeout');
export const DEFAULT_DESTINATION: Destination = screen('start/profile');

/** What the routing engine decided (routeApplication.ts); here so that decisionRedirect needs only this module. */
export interface RouteDecision {
  destination: Destination;
  /** Which row of the status table decided, so a replay can say why the borrower went where they did. */
  row: string;
  checklistStatus: string;
  warning?: string;
}

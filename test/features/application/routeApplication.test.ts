import { CHECKLIST_STATUSES, type ApplicationStatus } from '../../../src/api/contract';
import { destinationHref, routeApplication } from '../../../features/application/routing/routeApplication';
import { STATUS_TABLE, type RoutingInput } from '../../../features/application/routing/statusTable';
import {
  isSettledStatus,
  isTransientStatus,
  pollDelayMs,
  statusAfterPollLimit,
} from '../../../features/application/routing/statusClasses';

const app = (status: Partial<ApplicationStatus> & { checklistStatus: string }, rest: Partial<RoutingInput> = {}) => ({
  status,
  ...rest,
});

/** One case per row and branch of 000 §4.1: [description, input, expected path or href]. */
const CASES: [string, RoutingInput, string][] = [
  ['CREDIT_NO_MATCH', app({ checklistStatus: 'CREDIT_NO_MATCH' }), 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', app({ checklistStatus: 'CREDIT_NO_MATCH_SSN' }), 'review-app/no-credit'],
  ['HARD credit frozen', app({ checklistStatus: 'HARD_CREDIT_LOCKED_OR_FROZEN' }), 'credit/error'],
  ['SOFT credit frozen', app({ checklistStatus: 'SOFT_CREDIT_LOCKED_OR_FROZEN' }), 'credit/error'],
  ['NO_PROPERTY_FOUND', app({ checklistStatus: 'NO_PROPERTY_FOUND' }), 'review-app/property'],
  ['MULTIPLE_PROPERTIES', app({ checklistStatus: 'MULTIPLE_PROPERTIES' }), 'review-app/property'],
  ['DECLINED', app({ checklistStatus: 'DECLINED' }), 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', app({ checklistStatus: 'COLLECT_ADDITIONAL_INFO' }), 'start/contact'],
  ['HMDA', app({ checklistStatus: 'HMDA' }), 'start/hmda'],
  ['DELINQUENCY_REVIEW', app({ checklistStatus: 'DELINQUENCY_REVIEW' }), 'review-app/delinquency'],
  ['GEN_CLOSING_DISCLOSURE', app({ checklistStatus: 'GEN_CLOSING_DISCLOSURE' }), 'review-app/signdocs'],
  [
    'GEN_CLOSING_DISCLOSURE waiting on flood cert',
    app({ checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true }),
    'error/flood-cert',
  ],
  ['NOTE_SIGNING', app({ checklistStatus: 'NOTE_SIGNING' }), 'signing/intro'],
  ['FINAL_OFFER', app({ checklistStatus: 'FINAL_OFFER' }), 'signing/intro'],
  ['REVISED_OFFER_SELECTION', app({ checklistStatus: 'REVISED_OFFER_SELECTION' }), 'product/select'],
  ['GEN_NOTE_SIGNING', app({ checklistStatus: 'GEN_NOTE_SIGNING' }), 'review-app/signdocs'],
  ['APP_SUBMISSION', app({ checklistStatus: 'APP_SUBMISSION' }), 'start/app-summary'],
  ['GEN_SUMMARY_DISCLOSURE', app({ checklistStatus: 'GEN_SUMMARY_DISCLOSURE' }), 'start/app-summary'],
  ['INCOME_VERIFICATION', app({ checklistStatus: 'INCOME_VERIFICATION' }), 'income/review'],
  ['IDENTITY_VERIFICATION', app({ checklistStatus: 'IDENTITY_VERIFICATION' }), 'identity'],
  ['ASSETS_PREQUAL', app({ checklistStatus: 'ASSETS_PREQUAL' }), 'product/assets'],
  ['CLTV_LIEN_POSITION_REQUALIFY', app({ checklistStatus: 'CLTV_LIEN_POSITION_REQUALIFY' }), 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', app({ checklistStatus: 'DISBURSEMENT_ACCOUNT' }), 'bank/disburse'],
  [
    'DISBURSEMENT_ACCOUNT even with a routing number',
    app({ checklistStatus: 'DISBURSEMENT_ACCOUNT' }, { disburseAccount: { routingNumber: '021000021' } }),
    'bank/disburse',
  ],
  ['AUTOPAY_ACCOUNT without routing number, not crypto', app({ checklistStatus: 'AUTOPAY_ACCOUNT' }), 'bank/disburse'],
  [
    'AUTOPAY_ACCOUNT with a routing number',
    app({ checklistStatus: 'AUTOPAY_ACCOUNT' }, { disburseAccount: { routingNumber: '021000021' } }),
    'bank/autopay',
  ],
  [
    'AUTOPAY_ACCOUNT crypto without routing number',
    app({ checklistStatus: 'AUTOPAY_ACCOUNT' }, { isCrypto: true }),
    'bank/autopay',
  ],
  ['VERIFIED_AUTOPAY_ACCOUNT', app({ checklistStatus: 'VERIFIED_AUTOPAY_ACCOUNT' }), 'bank/autopay'],
  ['NO_AVM_FOUND', app({ checklistStatus: 'NO_AVM_FOUND' }), 'bpo/estimate-value'],
  ['NAV_BPO_ESTIMATE', app({ checklistStatus: 'NAV_BPO_ESTIMATE' }), 'bpo/estimate-value'],
  ['NAV_RESI_EVAL_ESTIMATE', app({ checklistStatus: 'NAV_RESI_EVAL_ESTIMATE' }), 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', app({ checklistStatus: 'PAYOFF_REQUEST_PENDING' }), 'payoff/hold'],
  [
    'BPO_ORDER_REQUEST, BPO_REQUIRED in TX',
    app({ checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' }, { property: { state: 'TX' } }),
    'bpo/condition',
  ],
  [
    'BPO_ORDER_REQUEST, BPO_REQUIRED elsewhere',
    app({ checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' }, { property: { state: 'CA' } }),
    'bpo/order-bpo',
  ],
  [
    'NAV_BPO_ORDER_REQUEST, BPO_REQUIRED elsewhere',
    app({ checklistStatus: 'NAV_BPO_ORDER_REQUEST', bpo: 'BPO_REQUIRED' }, { property: { state: 'FL' } }),
    'bpo/order-bpo',
  ],
  [
    'NAV_RESI_EVAL_ORDER_REQUEST, BPO_REQUIRED in TX',
    app({ checklistStatus: 'NAV_RESI_EVAL_ORDER_REQUEST', bpo: 'BPO_REQUIRED' }, { property: { state: 'TX' } }),
    'bpo/condition',
  ],
  [
    'BPO_ORDER_REQUEST, another bpo status',
    app({ checklistStatus: 'BPO_ORDER_REQUEST', bpo: 'BPO_PROCESSING' }, { property: { state: 'TX' } }),
    'bpo/hold',
  ],
  ['BPO_ORDER_REQUEST, no bpo status', app({ checklistStatus: 'BPO_ORDER_REQUEST' }), 'bpo/hold'],
  ['NAV_BPO_PROCESSING', app({ checklistStatus: 'NAV_BPO_PROCESSING' }), 'bpo/hold'],
  ['FINAL_TITLE_ORDER_REQUEST', app({ checklistStatus: 'FINAL_TITLE_ORDER_REQUEST' }), 'bpo/hold'],
  ['FINAL_TITLE_PROCESSING', app({ checklistStatus: 'FINAL_TITLE_PROCESSING' }), 'bpo/hold'],
  ['NAV_RESI_EVAL_PROCESSING', app({ checklistStatus: 'NAV_RESI_EVAL_PROCESSING' }), 'bpo/hold'],
  ['GEN_RESCISSION', app({ checklistStatus: 'GEN_RESCISSION' }), 'complete'],
  ['RESCISSION', app({ checklistStatus: 'RESCISSION' }), 'complete'],
  ['RECORDING', app({ checklistStatus: 'RECORDING' }), 'complete'],
  ['FUNDABLE', app({ checklistStatus: 'FUNDABLE' }), 'complete'],
  ['DIRECT_DEBT_PAYOFF', app({ checklistStatus: 'DIRECT_DEBT_PAYOFF' }), 'complete'],
  ['FUNDING_DECISION', app({ checklistStatus: 'FUNDING_DECISION' }), 'complete'],
  [
    'DEED_SIGNING with primaryParticipantAcceptComplete',
    app({ checklistStatus: 'DEED_SIGNING', primaryParticipantAcceptComplete: true }),
    'complete',
  ],
  [
    'DEED_SIGNING without acceptance',
    app({ checklistStatus: 'DEED_SIGNING', primaryParticipantAcceptComplete: false }),
    'notary/intro',
  ],
  ['APPRAISAL_REVIEW_COMPLETE', app({ checklistStatus: 'APPRAISAL_REVIEW_COMPLETE' }), 'error/timeout'],
  ['CREDIT_ERROR', app({ checklistStatus: 'CREDIT_ERROR' }), 'error/timeout'],
  ['CREDIT_MINOR', app({ checklistStatus: 'CREDIT_MINOR' }), 'error/timeout'],
  ['FACTA_REVIEW', app({ checklistStatus: 'FACTA_REVIEW' }), 'error/timeout'],
  ['HOLD_FOR_APPRAISAL_REVIEW', app({ checklistStatus: 'HOLD_FOR_APPRAISAL_REVIEW' }), 'error/timeout'],
  ['ORDER_FULL_TITLE', app({ checklistStatus: 'ORDER_FULL_TITLE' }), 'error/timeout'],
  ['REQUEST_STEWART_PAYOFFS', app({ checklistStatus: 'REQUEST_STEWART_PAYOFFS' }), 'error/timeout'],
  ['UNKNOWN', app({ checklistStatus: 'UNKNOWN' }), 'error/timeout'],
  ['LIEN_VERIFICATION', app({ checklistStatus: 'LIEN_VERIFICATION' }), 'liens'],
  ['LIEN_VERIFICATION_INQUIRY', app({ checklistStatus: 'LIEN_VERIFICATION_INQUIRY' }), 'liens'],
  ['CO_DEED_REQ', app({ checklistStatus: 'CO_DEED_REQ' }), 'signing/additional'],
  ['GEN_NOTARY_DISCLOSURE', app({ checklistStatus: 'GEN_NOTARY_DISCLOSURE' }), 'notary/intro'],
  ['ATTORNEY_REVIEW', app({ checklistStatus: 'ATTORNEY_REVIEW' }), 'notary/intro'],
  ['NOTARY_WAITING_PERIOD', app({ checklistStatus: 'NOTARY_WAITING_PERIOD' }), 'notary/intro'],
  ['MANUAL_DEED_SIGNING', app({ checklistStatus: 'MANUAL_DEED_SIGNING' }), 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', app({ checklistStatus: 'EMPLOYMENT_VERIFICATION' }), 'income/employer-verification'],
  ['OFFER_SELECTION', app({ checklistStatus: 'OFFER_SELECTION' }), 'product/select'],
  ['ONSITE_APPRAISAL_BORROWER_PAYMENT', app({ checklistStatus: 'ONSITE_APPRAISAL_BORROWER_PAYMENT' }), 'hold'],
  ['ONSITE_APPRAISAL_PENDING', app({ checklistStatus: 'ONSITE_APPRAISAL_PENDING' }), 'hold'],
  ['COMPLETE', app({ checklistStatus: 'COMPLETE' }), '/'],
  ['CANCELLED', app({ checklistStatus: 'CANCELLED' }), '/'],
  ['a known status without a row (default)', app({ checklistStatus: 'TRUST_AND_INSURANCE' }), 'start/profile'],
  ['no status (default)', app({ checklistStatus: '' }), 'start/profile'],
  ['any unknown status', app({ checklistStatus: 'SOMETHING_NEW' }), 'error/timeout'],
  ['inquiry application', app({ checklistStatus: 'OFFER_SELECTION' }, { isInquiry: true }), '/dashboard'],
];

const target = (input: RoutingInput): string => {
  const { destination } = routeApplication(input);
  return destination.kind === 'screen' ? destination.path : destination.href;
};

describe('status routing engine (000 §4.1)', () => {
  test.each(CASES)('%s', (_name, input, expected) => {
    expect(target(input)).toBe(expected);
  });

  test('every row of the table is exercised by a case', () => {
    const used = new Set(CASES.map(([, input]) => routeApplication(input).row));
    const unused = STATUS_TABLE.map((r) => r.status).filter((status) => !used.has(status));
    expect(unused).toEqual([]);
  });

  test('OFFER_SELECTION passes signing/intro as previous page when the sub-decision is VERIFIED_OFFER, and the decision', () => {
    const decision = routeApplication(
      app({ checklistStatus: 'OFFER_SELECTION', uwSubDecision: 'VERIFIED_OFFER', uwDecision: 'APPROVED' }),
    );
    expect(decision.destination).toEqual({
      kind: 'screen',
      path: 'product/select',
      state: { previousPage: 'signing/intro', uwDecision: 'APPROVED' },
    });
    expect(
      routeApplication(
        app({ checklistStatus: 'OFFER_SELECTION', uwSubDecision: 'UNVERIFIED_OFFER', uwDecision: 'SELECT' }),
      ).destination,
    ).toEqual({ kind: 'screen', path: 'product/select', state: { uwDecision: 'SELECT' } });
  });

  test('an unknown status carries a warning naming it; known ones do not', () => {
    expect(routeApplication(app({ checklistStatus: 'SOMETHING_NEW' })).warning).toContain('SOMETHING_NEW');
    for (const status of CHECKLIST_STATUSES) {
      expect(routeApplication(app({ checklistStatus: status })).warning).toBeUndefined();
    }
  });

  test('decisions name the table row that made them', () => {
    expect(routeApplication(app({ checklistStatus: 'RECORDING' })).row).toMatch(
      /^GEN_RESCISSION, RESCISSION, RECORDING/,
    );
    expect(routeApplication(app({ checklistStatus: 'TRUST_AND_INSURANCE' })).row).toBe('default');
  });

  test('destinationHref puts screens under the application and leaves external pages alone', () => {
    expect(destinationHref('u-1', { kind: 'screen', path: 'liens' })).toBe('/account/heloc/u-1/liens');
    expect(destinationHref('u-1', { kind: 'external', href: '/' })).toBe('/');
  });
});

describe('status classes and polling schedule (000 §4.2, §9)', () => {
  test.each([
    'WAITING_FOR_SOFT_CREDIT',
    'WAITING_FOR_INITIAL_OFFERS',
    'GEN_APP_DISCLOSURES',
    'GEN_NOTE_SIGNING',
    'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    'HARD_CREDIT_PULL',
    'IN_PROGRESS',
    'ONSITE_APPRAISAL_REQUEST',
    'PREQUAL_TITLE',
  ])('%s is transient', (status) => {
    expect(isTransientStatus(status)).toBe(true);
  });
  test.each([
    'ASSETS_PREQUAL',
    'CANCELLED',
    'CREDIT_ERROR',
    'CREDIT_NO_MATCH',
    'CREDIT_NO_MATCH_SSN',
    'DECLINED',
    'HARD_CREDIT_LOCKED_OR_FROZEN',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    'MULTIPLE_PROPERTIES',
    'NO_PROPERTY_FOUND',
  ])('%s is settled', (status) => {
    expect(isSettledStatus(status)).toBe(true);
  });
  test('OFFER_SELECTION is neither', () => {
    expect(isTransientStatus('OFFER_SELECTION')).toBe(false);
    expect(isSettledStatus('OFFER_SELECTION')).toBe(false);
  });
  test('delays start at 1000 ms, double, and cap at 5000 ms', () => {
    expect(Array.from({ length: 6 }, (_, i) => pollDelayMs(i))).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
  test('the poll exits with GEN_NOTE_SIGNING or UNKNOWN', () => {
    expect(statusAfterPollLimit('GEN_NOTE_SIGNING')).toBe('GEN_NOTE_SIGNING');
    expect(statusAfterPollLimit('WAITING_FOR_SOFT_CREDIT')).toBe('UNKNOWN');
  });
});

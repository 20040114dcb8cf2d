import type { FastifyInstance } from 'fastify';
import type {
  ApiErrorBody,
  CreateEmploymentType,
  IncomeRequestRecord,
  Offer,
  OfferCost,
  OfferGroup,
  OfferLiability,
  OfferType,
  OccupancyType,
} from '../contract';
import type { AuthGuard } from '../auth';
import { hashUnit } from '../workflow';

/**
 * Simulated underwriting: a valuation, the existing liens and a credit tier, each fixed by the registration data (so a
 * tester sees the same offers for the same input), turned into offers within 001 §1: lines of $15,000 to $400,000,
 * APRs of 7.60% to 17.20%, origination fees up to 4.99%.
 */

export const MIN_LINE = 15_000;
export const MAX_LINE = 400_000;
export const MIN_APR = 0.076;
export const MAX_APR = 0.172;
export const MAX_ORIGINATION_FEE = 0.0499;
/** The sandbox's Prime Rate: later draws are priced on it plus a margin (001 §1). */
export const PRIME_RATE = 0.075;
export const TERMS_YEARS = [5, 10, 15, 30] as const;
/** Dollar cap on the origination fee. */
export const ORIGINATION_FEE_CAP = 15_000;

/** 001 §9: the states whose recording taxes the offers must carry. */
export const RECORDING_TAX_STATES: ReadonlySet<string> = new Set(
  'AR CO HI IL IN KY LA MD ME MI MN MO NJ NV OK OR PA SD UT WV WY'.split(' '),
);

const MAX_CLTV: Record<OccupancyType, number> = { HOME: 0.85, SECONDARY: 0.8, INVESTMENT: 0.75 };
const OCCUPANCY_ADDER: Record<OccupancyType, number> = { HOME: 0, SECONDARY: 0.005, INVESTMENT: 0.01 };
const TERM_ADDER: Record<(typeof TERMS_YEARS)[number], number> = { 5: 0, 10: 0.005, 15: 0.01, 30: 0.0175 };
/** Per credit tier, best first. */
const TIER_APR = [0.076, 0.0849, 0.0974, 0.1149, 0.1399] as const;
const TIER_FEE = [0.0199, 0.0249, 0.0299, 0.0349, 0.0399] as const;
const TIER_MARGIN = [0.01, 0.0175, 0.025, 0.035, 0.05] as const;
const TIER_THRESHOLDS = [0.3, 0.6, 0.8, 0.93] as const;
const BUY_DOWN_RATE_CUT = 0.01;
/** A buy-down is offered only when it cuts the rate by at least this much after the APR floor (never for nothing). */
const MIN_BUY_DOWN_CUT = 0.0025;
const AUTOPAY_DISCOUNT = 0.0025;
const CREDIT_UNION_DISCOUNT = 0.005;
/** The payoff scenario's required debt: this share of the line, never more than the line less the minimum draw. */
const PAYOFF_SHARE = 0.15;

/**
 * Offer scenarios chosen by the applicant's last name (magic values, docs/sandbox.md): the usual set is three
 * standard terms and one buy-down; the others show one offer, every term of both types, an extra discount, or a debt
 * the line must pay off.
 */
export type OfferScenario = 'USUAL' | 'ONE_OFFER' | 'MANY_OFFERS' | 'DISCOUNT' | 'PAYOFF';
const SCENARIO_LAST_NAMES: ReadonlyMap<string, OfferScenario> = new Map([
  ['oneoffer', 'ONE_OFFER'],
  ['manyoffers', 'MANY_OFFERS'],
  ['discount', 'DISCOUNT'],
  ['payoff', 'PAYOFF'],
]);
export const offerScenarioOf = (lastName: string): OfferScenario =>
  SCENARIO_LAST_NAMES.get(lastName.trim().toLowerCase()) ?? 'USUAL';

type Term = (typeof TERMS_YEARS)[number];
const SCENARIO_TERMS: Record<OfferScenario, { STANDARD: readonly Term[]; RATE_BUY_DOWN: readonly Term[] }> = {
  USUAL: { STANDARD: [10, 15, 30], RATE_BUY_DOWN: [30] },
  ONE_OFFER: { STANDARD: [30], RATE_BUY_DOWN: [] },
  MANY_OFFERS: { STANDARD: TERMS_YEARS, RATE_BUY_DOWN: TERMS_YEARS },
  DISCOUNT: { STANDARD: [10, 15, 30], RATE_BUY_DOWN: [30] },
  PAYOFF: { STANDARD: [10, 15, 30], RATE_BUY_DOWN: [30] },
};
/** Income counts for at most this many times a year's income in line size (a stand-in for a DTI limit). */
const INCOME_MULTIPLE = 4;

export interface UnderwritingInput {
  firstName: string;
  lastName: string;
  dob: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
  occupancyType: OccupancyType;
  /** Total annual income: primary, other and co-deeders'. */
  annualIncome: number;
  employmentType: CreateEmploymentType;
}

export interface Underwriting {
  valuation: number;
  liens: number;
  /** 0 is the best. */
  creditTier: number;
  /** Largest line the borrower qualifies for, in whole thousands; below MIN_LINE means a decline. */
  maxLine: number;
  offers: OfferGroup | null;
}

const addressKey = (input: UnderwritingInput): string =>
  [input.street1, input.city, input.state, input.zip].map((part) => part.trim().toLowerCase()).join('|');

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
const rate4 = (value: number): number => Math.round(value * 10_000) / 10_000;
const clampApr = (value: number): number => rate4(Math.min(MAX_APR, Math.max(MIN_APR, value)));

/** $250,000 to $1,500,000, in thousands. */
export function valuationOf(input: UnderwritingInput): number {
  return 250_000 + roundTo(hashUnit(`valuation|${addressKey(input)}`) * 1_250_000, 1000);
}

/** A quarter of homes are free and clear; the rest owe 15% to 85% of their value. */
export function liensOf(input: UnderwritingInput, valuation: number): number {
  const u = hashUnit(`liens|${addressKey(input)}`);
  if (u < 0.25) return 0;
  return roundTo(valuation * (0.15 + ((u - 0.25) / 0.75) * 0.7), 1000);
}

export function creditTierOf(input: Pick<UnderwritingInput, 'firstName' | 'lastName' | 'dob'>): number {
  const key = [input.firstName, input.lastName, input.dob].map((part) => part.trim().toLowerCase()).join('|');
  const u = hashUnit(`credit|${key}`);
  const tier = TIER_THRESHOLDS.findIndex((threshold) => u < threshold);
  return tier === -1 ? TIER_THRESHOLDS.length : tier;
}

function incomeRequestRecords(employmentType: CreateEmploymentType): IncomeRequestRecord[] {
  switch (employmentType) {
    case 'EMPLOYED':
    case 'FULL_TIME':
    case 'PART_TIME':
      return [{ methods: ['PAYROLL_LINK', 'PAYSTUB_UPLOAD', 'BANK_LINK'], verificationMethod: 'PAYROLL_LINK' }];
    case 'SELF_EMPLOYED':
      return [{ methods: ['TAX_RETURN_UPLOAD', 'BANK_LINK'], verificationMethod: 'TAX_RETURN_UPLOAD' }];
    case 'RETIRED':
      return [{ methods: ['BANK_LINK', 'BENEFITS_LETTER_UPLOAD'], verificationMethod: 'BANK_LINK' }];
    default:
      return [{ methods: ['BANK_LINK', 'DOCUMENT_UPLOAD'], verificationMethod: 'BANK_LINK' }];
  }
}

function recordingTax(state: string, line: number): { min: number; max: number } {
  if (!RECORDING_TAX_STATES.has(state)) return { min: 0, max: 0 };
  // 001 §1: $0 to $1,400 per $100,000.
  const per100k = Math.round(hashUnit(`recording-tax|${state}`) * 1400);
  return { min: Math.round((MIN_LINE / 100_000) * per100k), max: Math.round((line / 100_000) * per100k) };
}

/** The payoff scenario's debt: a card balance the line must clear, always leaving at least the minimum draw. */
function requiredPayoff(input: UnderwritingInput, maxLine: number): OfferLiability[] {
  const balance = Math.min(maxLine - MIN_LINE, roundTo(maxLine * PAYOFF_SHARE, 100));
  if (balance < 1_000) return [];
  return [
    {
      id: `payoff-${Math.round(hashUnit(`payoff|${addressKey(input)}`) * 1e6)}`,
      creditorName: 'Example Card Services',
      monetaryBalance: balance,
      monetaryCalculatedNextPaymentMinimumAmount: Math.max(35, Math.round(balance * 0.03)),
      payOff: { status: 'MARKED_FOR_PAYOFF' },
    },
  ];
}

export function underwrite(input: UnderwritingInput): Underwriting {
  const valuation = valuationOf(input);
  const liens = liensOf(input, valuation);
  const creditTier = creditTierOf(input);
  const equity = valuation * MAX_CLTV[input.occupancyType] - liens;
  const maxLine = Math.floor(Math.min(MAX_LINE, equity, input.annualIncome * INCOME_MULTIPLE) / 1000) * 1000;
  if (maxLine < MIN_LINE) return { valuation, liens, creditTier, maxLine: Math.max(0, maxLine), offers: null };

  const cltv = (liens + maxLine) / valuation;
  const cltvAdder = cltv > 0.8 ? 0.0075 : cltv > 0.7 ? 0.0025 : 0;
  const tierApr = TIER_APR[creditTier] ?? MAX_APR;
  const standardFee = TIER_FEE[creditTier] ?? MAX_ORIGINATION_FEE;
  const otherRate = clampApr(PRIME_RATE + (TIER_MARGIN[creditTier] ?? 0.05));

  const scenario = offerScenarioOf(input.lastName);
  const standardRateOf = (term: Term): number =>
    clampApr(tierApr + TERM_ADDER[term] + OCCUPANCY_ADDER[input.occupancyType] + cltvAdder);
  // A discount is listed only where it lowers the rate (the APR floor can swallow it).
  const discountsOf = (rate: number) =>
    [
      { discountType: 'AUTOPAY', rateWithDiscount: clampApr(rate - AUTOPAY_DISCOUNT) },
      ...(scenario === 'DISCOUNT'
        ? [
            {
              discountType: 'CREDIT_UNION',
              rateWithDiscount: clampApr(rate - AUTOPAY_DISCOUNT - CREDIT_UNION_DISCOUNT),
            },
          ]
        : []),
    ].filter((discount) => discount.rateWithDiscount < rate);

  const offer = (type: OfferType, term: Term): Offer | null => {
    const standardRate = standardRateOf(term);
    const rate = type === 'RATE_BUY_DOWN' ? clampApr(standardRate - BUY_DOWN_RATE_CUT) : standardRate;
    // A buy-down costs the highest fee, so it must buy a real cut in the rate, else it is not offered.
    if (type === 'RATE_BUY_DOWN' && standardRate - rate < MIN_BUY_DOWN_CUT) return null;
    return {
      id: `${type.toLowerCase().replace(/_/g, '-')}-${term}y`,
      term,
      type,
      min: MIN_LINE,
      max: maxLine,
      minDraw: MIN_LINE,
      maxDraw: maxLine,
      originationFee: type === 'RATE_BUY_DOWN' ? MAX_ORIGINATION_FEE : standardFee,
      rate,
      otherRate,
      baseRate: PRIME_RATE,
      discountList: discountsOf(rate),
    };
  };
  const offersOf = (type: OfferType): Offer[] =>
    SCENARIO_TERMS[scenario][type].map((term) => offer(type, term)).filter((made): made is Offer => made !== null);
  const buyDowns = offersOf('RATE_BUY_DOWN');

  const tax = recordingTax(input.state, maxLine);
  const costs: OfferCost[] =
    tax.max > 0
      ? [{ feeType: 'RECORDING_TAX', borrowerPaidAmount: tax.max, jsCriteria: null, totalPaidByBorrower: tax.max }]
      : [];
  const offers: OfferGroup = {
    offersByType: { STANDARD: offersOf('STANDARD'), ...(buyDowns.length > 0 ? { RATE_BUY_DOWN: buyDowns } : {}) },
    maxRecordingTax: tax.max,
    minRecordingTax: tax.min,
    costs,
    ofeeMaxThreshold: ORIGINATION_FEE_CAP,
    maxDtiUnlimited: false,
    incomeRequestRecords: incomeRequestRecords(input.employmentType),
    ...(scenario === 'PAYOFF' ? { liabilities: requiredPayoff(input, maxLine) } : {}),
  };
  return { valuation, liens, creditTier, maxLine, offers };
}

const NO_OFFERS: ApiErrorBody = { errors: ['No offers for this application'] };

/**
 * What the offer route reads of the application store (sandbox/services/applications.ts), named here: the store
 * computes its offers with this module's underwriting, so this module does not import the store back (decision 277).
 */
export interface OfferLookup {
  findOffers(uuid: string, identityUuid: string): { offers: OfferGroup | null } | undefined;
}

/**
 * GET /service-application/api/v1/application/heloc/{uuid}/offers: the offer group once the workflow has reached
 * OFFER_SELECTION (it stays available after the application moves on); 404 before, and for applications without
 * offers (declines, and applications made by the admin API).
 */
export function registerOfferRoutes(app: FastifyInstance, deps: { applications: OfferLookup; auth: AuthGuard }): void {
  const { applications, auth } = deps;
  app.get<{ Params: { uuid: string } }>(
    '/service-application/api/v1/application/heloc/:uuid/offers',
    { preHandler: auth.require },
    (request, reply) => {
      const found = applications.findOffers(request.params.uuid, auth.caller(request).identityUuid);
      if (!found) return reply.code(404).send({ errors: ['Application not found'] } satisfies ApiErrorBody);
      return found.offers ?? reply.code(404).send(NO_OFFERS);
    },
  );
}

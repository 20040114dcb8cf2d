import type { FastifyInstance } from 'fastify';
import type {
  ApiErrorBody,
  CreateEmploymentType,
  IncomeRequestRecord,
  Offer,
  OfferCost,
  OfferGroup,
  OfferType,
  OccupancyType,
} from '../contract';
import type { AuthGuard } from '../auth';
import { hashUnit } from '../workflow';
import type { ApplicationStore } from './applications';

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
const AUTOPAY_DISCOUNT = 0.0025;
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

  const offer = (type: OfferType, term: (typeof TERMS_YEARS)[number]): Offer => {
    const standardRate = tierApr + TERM_ADDER[term] + OCCUPANCY_ADDER[input.occupancyType] + cltvAdder;
    const rate = clampApr(type === 'RATE_BUY_DOWN' ? standardRate - BUY_DOWN_RATE_CUT : standardRate);
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
      discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: clampApr(rate - AUTOPAY_DISCOUNT) }],
    };
  };

  const tax = recordingTax(input.state, maxLine);
  const costs: OfferCost[] =
    tax.max > 0
      ? [{ feeType: 'RECORDING_TAX', borrowerPaidAmount: tax.max, jsCriteria: null, totalPaidByBorrower: tax.max }]
      : [];
  const offers: OfferGroup = {
    offersByType: {
      STANDARD: TERMS_YEARS.map((term) => offer('STANDARD', term)),
      RATE_BUY_DOWN: TERMS_YEARS.map((term) => offer('RATE_BUY_DOWN', term)),
    },
    maxRecordingTax: tax.max,
    minRecordingTax: tax.min,
    costs,
    ofeeMaxThreshold: ORIGINATION_FEE_CAP,
    maxDtiUnlimited: false,
    incomeRequestRecords: incomeRequestRecords(input.employmentType),
  };
  return { valuation, liens, creditTier, maxLine, offers };
}

const NO_OFFERS: ApiErrorBody = { errors: ['No offers for this application'] };

/**
 * GET /service-application/api/v1/application/heloc/{uuid}/offers: the offer group once the workflow has reached
 * OFFER_SELECTION (it stays available after the application moves on); 404 before, and for applications without
 * offers (declines, and applications made by the admin API).
 */
export function registerOfferRoutes(
  app: FastifyInstance,
  deps: { applications: ApplicationStore; auth: AuthGuard },
): void {
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

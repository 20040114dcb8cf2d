/**
 * The offer screen's comparison (issues 14 and 34), pure: each offer's costs at the chosen draw, duplicates and
 * dominated offers left out, the best value and the lowest payment marked, what sets an offer apart from others of its
 * term, and what a lower rate bought with a higher fee costs and saves.
 */
import type { Offer } from '../../src/api/contractRegistration';
import { MONTHS_PER_YEAR, monthlyPayment, originationFee } from '../../src/lib/payments';
import { roundHalfEven } from '../../src/lib/money';

export interface ComparedOffer {
  offer: Offer;
  /** Whether the draw is within this offer's own draw limits. */
  available: boolean;
  monthlyPayment: number;
  /** Origination fee in dollars at the draw, after the cap. */
  fee: number;
  /** The cap made the fee smaller than the fee rate alone would. */
  feeCapped: boolean;
  /** Interest over the whole term plus the fee: what the line costs beyond the draw. */
  totalCost: number;
  bestValue: boolean;
  lowestPayment: boolean;
  /** What tells it apart from the other offers of its term, which its name says. */
  distinction: OfferDistinction;
  /** A lower rate bought with a higher fee than the lowest-fee offer of its term: the trade in dollars and months. */
  buyDown: BuyDown | null;
}

/**
 * After distinctOffers, two offers of one term differ in rate and fee, one lower in each (else one would dominate):
 * `only` is the one offer of its term; `lowerRate` the lowest rate (so the highest fee), `lowerFee` the lowest fee (so
 * the highest rate); `between` neither, told apart by its rate, which no other offer of its term has.
 */
export type OfferDistinction = 'only' | 'lowerRate' | 'lowerFee' | 'between';

export interface BuyDown {
  /** The lowest-fee offer of the same term, which the lower rate is bought from. */
  against: Offer;
  /** Dollars more in origination fee, after the cap (0 when the cap makes both fees equal). */
  extraFee: number;
  /** Dollars less a month. */
  monthlySaving: number;
  /** Whole months of the saving that cover the extra fee; null when they do not within the term. */
  breakEvenMonths: number | null;
}

export const allOffers = (offersByType: Record<string, Offer[]>): Offer[] => Object.values(offersByType).flat();

/** Same term, rate and fee: the borrower could not tell them apart. */
const sameTerms = (a: Offer, b: Offer) =>
  a.term === b.term && a.rate === b.rate && a.originationFee === b.originationFee;
/** `a` is at least as good as `b` on rate and fee for the same term, and better on one. */
const dominates = (a: Offer, b: Offer) =>
  a.term === b.term &&
  a.rate <= b.rate &&
  a.originationFee <= b.originationFee &&
  (a.rate < b.rate || a.originationFee < b.originationFee);

/** Offers worth showing: the first of identical ones, none that another beats on both rate and fee. */
export function distinctOffers(offers: readonly Offer[]): Offer[] {
  const unique = offers.filter((offer, index) => offers.findIndex((other) => sameTerms(offer, other)) === index);
  return unique.filter((offer) => !unique.some((other) => other !== offer && dominates(other, offer)));
}

export function compareOffers(offers: readonly Offer[], draw: number, feeCap?: number): ComparedOffer[] {
  const rows = distinctOffers(offers)
    .slice()
    .sort((a, b) => a.term - b.term || a.rate - b.rate)
    .map((offer): ComparedOffer => {
      const available = draw >= offer.minDraw && draw <= offer.maxDraw;
      const payment = monthlyPayment(draw, offer.rate, offer.term);
      const uncapped = originationFee(draw, offer.originationFee);
      const fee = originationFee(draw, offer.originationFee, feeCap);
      const totalCost = roundHalfEven(payment * offer.term * MONTHS_PER_YEAR - draw + fee);
      return {
        offer,
        available,
        monthlyPayment: payment,
        fee,
        feeCapped: fee < uncapped,
        totalCost,
        bestValue: false,
        lowestPayment: false,
        distinction: 'only',
        buyDown: null,
      };
    });
  for (const row of rows) {
    const sameTerm = rows.filter((other) => other.offer.term === row.offer.term);
    if (sameTerm.length < 2) continue;
    const lowestFee = sameTerm.reduce((a, b) => (b.offer.originationFee < a.offer.originationFee ? b : a));
    const lowestRate = sameTerm.reduce((a, b) => (b.offer.rate < a.offer.rate ? b : a));
    row.distinction = row === lowestRate ? 'lowerRate' : row === lowestFee ? 'lowerFee' : 'between';
    if (row !== lowestFee && row.available && lowestFee.available) row.buyDown = buyDownOf(row, lowestFee);
  }
  const candidates = rows.filter((row) => row.available);
  if (candidates.length > 1) {
    const best = candidates.reduce((a, b) => (b.totalCost < a.totalCost ? b : a));
    const lowest = candidates.reduce((a, b) => (b.monthlyPayment < a.monthlyPayment ? b : a));
    best.bestValue = true;
    if (lowest !== best) lowest.lowestPayment = true;
  }
  return rows;
}

/**
 * The plain break-even of a rate bought with a fee, as lenders' points calculators give it: the extra fee over the
 * monthly saving, rounded up to whole months (the fee is paid apart, not financed: decision 104).
 */
export function buyDownOf(
  row: Pick<ComparedOffer, 'offer' | 'fee' | 'monthlyPayment'>,
  against: Pick<ComparedOffer, 'offer' | 'fee' | 'monthlyPayment'>,
): BuyDown | null {
  const monthlySaving = roundHalfEven(against.monthlyPayment - row.monthlyPayment);
  if (monthlySaving <= 0) return null;
  const extraFee = roundHalfEven(Math.max(0, row.fee - against.fee));
  const months = Math.ceil(extraFee / monthlySaving);
  return {
    against: against.offer,
    extraFee,
    monthlySaving,
    breakEvenMonths: months <= row.offer.term * MONTHS_PER_YEAR ? months : null,
  };
}

/** The rate with the best discount the offer lists, when one lowers it. */
export function bestDiscount(offer: Offer): { type: string; rate: number } | null {
  const lower = offer.discountList.filter((discount) => discount.rateWithDiscount < offer.rate);
  if (lower.length === 0) return null;
  const best = lower.reduce((a, b) => (b.rateWithDiscount < a.rateWithDiscount ? b : a));
  return { type: best.discountType, rate: best.rateWithDiscount };
}

const DISCOUNT_NAMES: Readonly<Record<string, string>> = {
  AUTOPAY: 'autopay',
  ALL_IN: 'all-in',
  CREDIT_UNION: 'credit union membership',
};
export const discountName = (type: string): string => DISCOUNT_NAMES[type] ?? type.toLowerCase().replace(/_/g, ' ');

/**
 * What the review and confirm pages say about the borrower's choice and answers (issue 48 item 4), pure: the chosen
 * offer as the offer screen named it, and which answers were given and where, read from the application itself so
 * that nothing is claimed that the borrower never saw.
 */
import type { HelocApplication } from '../../src/api/contract';
import type { OfferGroup } from '../../src/api/contractRegistration';
import { allOffers, bestDiscount, compareOffers, type ComparedOffer } from './offerComparison';

/**
 * The chosen offer compared at the chosen draw among all the offers, as the offer screen compared it, so that its name
 * (lower rate, lower fee, ...) is the one the borrower picked; null until the offers and the choice are both known.
 */
export function chosenOfferRow(group: OfferGroup | null, offerId: string | undefined, draw: number | undefined) {
  if (!group || offerId === undefined || draw === undefined) return null;
  const offers = allOffers(group.offersByType);
  const rows = compareOffers(offers, draw, group.ofeeMaxThreshold);
  const row = rows.find((candidate) => candidate.offer.id === offerId);
  if (row) return row;
  // An offer another one duplicates or beats is not compared; it is still the one chosen, named by its term alone.
  const offer = offers.find((candidate) => candidate.id === offerId);
  if (!offer) return null;
  return compareOffers([offer], draw, group.ofeeMaxThreshold)[0] ?? null;
}

export interface ChosenOfferFacts {
  row: ComparedOffer;
  /** The offer's APR: the fixed draw's interest rate, fees apart (decision 259). */
  apr: number;
  /** The lower rate a discount gives (autopay first, as the offer card shows it), when one lowers it. */
  discount: { type: string; rate: number } | null;
}

export function chosenOfferFacts(row: ComparedOffer | null): ChosenOfferFacts | null {
  if (!row) return null;
  const autopay = row.offer.discountList.find(
    (discount) => discount.discountType === 'AUTOPAY' && discount.rateWithDiscount < row.offer.rate,
  );
  return {
    row,
    apr: row.offer.rate,
    discount: autopay ? { type: 'AUTOPAY', rate: autopay.rateWithDiscount } : bestDiscount(row.offer),
  };
}

/** An answer the review lists, and the screen where it was given and can be changed (none: registration's). */
export interface GivenAnswer {
  key: 'income' | 'otherIncome' | 'employment' | 'ssn' | 'maritalStatus';
  changeAt: 'start/profile' | null;
}

/**
 * The declared answers the application holds: registration's income always (the application is made from it, so no
 * Change), and the SSN and marital status only once start/profile sent them (many borrowers never see that page).
 */
export function givenAnswers(application: HelocApplication): GivenAnswer[] {
  const answers: GivenAnswer[] = [];
  if (application.declaredIncome) {
    answers.push({ key: 'income', changeAt: null });
    if (application.declaredIncome.otherIncome > 0) answers.push({ key: 'otherIncome', changeAt: null });
    answers.push({ key: 'employment', changeAt: null });
  }
  if (application.ssnLast4) answers.push({ key: 'ssn', changeAt: 'start/profile' });
  if (application.maritalStatus) answers.push({ key: 'maritalStatus', changeAt: 'start/profile' });
  return answers;
}

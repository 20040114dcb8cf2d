import type { HelocApplication } from '../../../src/api/contract';
import { chosenOfferFacts, chosenOfferRow, givenAnswers } from '../../../features/application/reviewSummary';
import { offer, offerGroup } from '../../fixtures/offers';

const lowerFee = offer({ id: 'fee', term: 10, rate: 0.095, originationFee: 0.0099 });
const lowerRate = offer({
  id: 'rate',
  term: 10,
  rate: 0.0899,
  originationFee: 0.0299,
  discountList: [
    { discountType: 'CREDIT_UNION', rateWithDiscount: 0.087 },
    { discountType: 'AUTOPAY', rateWithDiscount: 0.0874 },
  ],
});
const dominated = offer({ id: 'worse', term: 10, rate: 0.099, originationFee: 0.0299 });
const group = offerGroup([lowerFee, lowerRate, dominated]);

const application = (over: Partial<HelocApplication>): HelocApplication =>
  ({
    uuid: 'a',
    loanNumber: 'HL1',
    status: { checklistStatus: 'APP_SUBMISSION' },
    property: { street1: '1 main st', city: 'austin', state: 'TX', zip: '78701' },
    ...over,
  }) as HelocApplication;

describe('the chosen offer on the review and confirm pages (issue 48 item 4)', () => {
  it('is compared among all the offers at the chosen draw, so it keeps the name the offer screen gave it', () => {
    const row = chosenOfferRow(group, 'rate', 50_000);
    expect(row?.offer.id).toBe('rate');
    expect(row?.distinction).toBe('lowerRate');
    expect(chosenOfferRow(group, 'fee', 50_000)?.distinction).toBe('lowerFee');
  });

  it('names an offer the comparison leaves out by its term alone, and nothing before offers and choice are known', () => {
    expect(chosenOfferRow(group, 'worse', 50_000)?.distinction).toBe('only');
    expect(chosenOfferRow(null, 'rate', 50_000)).toBeNull();
    expect(chosenOfferRow(group, undefined, 50_000)).toBeNull();
    expect(chosenOfferRow(group, 'gone', 50_000)).toBeNull();
  });

  it('gives the APR and the autopay rate before any other discount', () => {
    const facts = chosenOfferFacts(chosenOfferRow(group, 'rate', 50_000));
    expect(facts?.apr).toBe(0.0899);
    expect(facts?.discount).toEqual({ type: 'AUTOPAY', rate: 0.0874 });
    expect(chosenOfferFacts(chosenOfferRow(group, 'fee', 50_000))?.discount).toBeNull();
  });
});

describe('the answers the review lists', () => {
  it('lists start/profile answers only once that page sent them, with a Change link back to it', () => {
    const income = { income: 120_000, otherIncome: 0, employmentType: 'FULL_TIME' };
    expect(givenAnswers(application({ declaredIncome: income }))).toEqual([
      { key: 'income', changeAt: null },
      { key: 'employment', changeAt: null },
    ]);
    expect(
      givenAnswers(application({ declaredIncome: income, ssnLast4: '6789', maritalStatus: 'MARRIED' })).filter(
        (answer) => answer.changeAt === 'start/profile',
      ),
    ).toEqual([
      { key: 'ssn', changeAt: 'start/profile' },
      { key: 'maritalStatus', changeAt: 'start/profile' },
    ]);
  });

  it('lists other income only when there is some', () => {
    const answers = givenAnswers(
      application({ declaredIncome: { income: 90_000, otherIncome: 12_000, employmentType: 'RETIRED' } }),
    );
    expect(answers.map((answer) => answer.key)).toEqual(['income', 'otherIncome', 'employment']);
  });
});

import fc from 'fast-check';
import { underwrite, type UnderwritingInput } from '../../sandbox/services/offers';
import { magicScenario, SCENARIOS, workflowStateAt, type ScenarioKey } from '../../sandbox/workflow';

describe('workflowStateAt', () => {
  it('walks the transient statuses one step each, then settles on the outcome', () => {
    const at = (ms: number) => workflowStateAt('OFFERS', ms, 1000);
    expect(at(0)).toEqual({
      checklistStatus: 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      uwDecision: null,
      uwSubDecision: null,
      settled: false,
    });
    expect(at(999).checklistStatus).toBe('WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE');
    expect(at(1000).checklistStatus).toBe('WAITING_FOR_SOFT_CREDIT');
    expect(at(2000).checklistStatus).toBe('WAITING_FOR_INITIAL_OFFERS');
    expect(at(3000)).toEqual({
      checklistStatus: 'OFFER_SELECTION',
      uwDecision: 'INITIAL',
      uwSubDecision: 'UNVERIFIED_OFFER',
      settled: true,
    });
    expect(at(-5).checklistStatus).toBe('WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE');
  });

  it.each(Object.keys(SCENARIOS) as ScenarioKey[])(
    'settles %s at once with no step length, unless it never ends',
    (key) => {
      const state = workflowStateAt(key, 0, 0);
      expect(state.settled).toBe(key !== 'STUCK_SOFT_CREDIT');
      if (state.settled) expect(state.checklistStatus).toBe(SCENARIOS[key].outcome.checklistStatus);
    },
  );
});

describe('magicScenario', () => {
  it.each<[string, string, ScenarioKey | undefined]>([
    ['Decline', '1 Main Street', 'DECLINED'],
    [' decline ', '1 Main Street', 'DECLINED'],
    ['Frozen', '1 Main Street', 'CREDIT_FROZEN'],
    ['Nomatch', '1 Main Street', 'CREDIT_NO_MATCH'],
    ['Slowpull', '1 Main Street', 'SLOW_CREDIT'],
    ['Stuck', '1 Main Street', 'STUCK_SOFT_CREDIT'],
    ['Testwell', '100 No Property Way', 'NO_PROPERTY_FOUND'],
    ['Testwell', '200 MULTIPLE Parcels Road', 'MULTIPLE_PROPERTIES'],
    // A property that cannot be found is never credit-checked.
    ['Decline', '100 No Property Way', 'NO_PROPERTY_FOUND'],
    ['Declined', '1 Main Street', undefined],
    ['Testwell', '1 Main Street', undefined],
  ])('reads last name %j at %j as %s', (lastName, street1, expected) => {
    expect(magicScenario({ lastName, street1 })).toBe(expected);
  });
});

describe('underwrite', () => {
  const input = fc.record<UnderwritingInput>({
    firstName: fc.string({ minLength: 2, maxLength: 12 }),
    lastName: fc.oneof(
      fc.string({ minLength: 2, maxLength: 12 }),
      fc.constantFrom('Oneoffer', 'Manyoffers', 'Discount', 'Payoff'),
    ),
    dob: fc.constantFrom('1950-01-31', '1975-07-04', '1990-12-12', '2001-02-28'),
    street1: fc.string({ minLength: 3, maxLength: 30 }),
    city: fc.constantFrom('Sacramento', 'Austin', 'Denver', 'Salem'),
    state: fc.constantFrom('CA', 'TX', 'CO', 'OR', 'IL'),
    zip: fc.constantFrom('95814', '78701', '80202', '97301', '62701'),
    occupancyType: fc.constantFrom('HOME' as const, 'SECONDARY' as const, 'INVESTMENT' as const),
    annualIncome: fc.integer({ min: 0, max: 9_999_999 }),
    employmentType: fc.constantFrom(
      'FULL_TIME' as const,
      'SELF_EMPLOYED' as const,
      'RETIRED' as const,
      'SEPARATE_MAINTENANCE_PAYMENTS' as const,
    ),
  });

  it('keeps every offer within 001 §1, and declines below the minimum line', () => {
    fc.assert(
      fc.property(input, (registration) => {
        const result = underwrite(registration);
        expect(result.valuation).toBeGreaterThanOrEqual(250_000);
        expect(result.valuation).toBeLessThanOrEqual(1_500_000);
        if (result.offers === null) {
          expect(result.maxLine).toBeLessThan(15_000);
          return;
        }
        for (const offer of Object.values(result.offers.offersByType).flat()) {
          expect(offer.max).toBeGreaterThanOrEqual(15_000);
          expect(offer.max).toBeLessThanOrEqual(400_000);
          expect(offer.max % 1000).toBe(0);
          expect(offer.rate).toBeGreaterThanOrEqual(0.076);
          expect(offer.rate).toBeLessThanOrEqual(0.172);
          expect(offer.otherRate).toBeLessThanOrEqual(0.172);
          expect(offer.originationFee).toBeGreaterThan(0);
          expect(offer.originationFee).toBeLessThanOrEqual(0.0499);
          for (const discount of offer.discountList) {
            expect(discount.rateWithDiscount).toBeGreaterThanOrEqual(0.076);
            expect(discount.rateWithDiscount).toBeLessThanOrEqual(offer.rate);
          }
        }
        expect(result.offers.maxRecordingTax).toBeLessThanOrEqual(Math.ceil((result.maxLine / 100_000) * 1400));
        // Issue 14: a buy-down always buys a lower rate for its higher fee; no offer is identical to another.
        for (const buyDown of result.offers.offersByType.RATE_BUY_DOWN ?? []) {
          const standard = result.offers.offersByType.STANDARD?.find((offer) => offer.term === buyDown.term);
          if (standard) {
            expect(buyDown.rate).toBeLessThan(standard.rate);
            expect(buyDown.originationFee).toBeGreaterThan(standard.originationFee);
          }
        }
        const all = Object.values(result.offers.offersByType).flat();
        expect(new Set(all.map((offer) => `${offer.term}|${offer.rate}|${offer.originationFee}`)).size).toBe(
          all.length,
        );
        for (const offer of all) expect(offer.minDraw).toBeLessThanOrEqual(offer.maxDraw);
        // A required payoff always leaves at least the minimum draw.
        const payoffs = (result.offers.liabilities ?? []).reduce((sum, debt) => sum + debt.monetaryBalance, 0);
        expect(payoffs).toBeLessThanOrEqual(result.maxLine - 15_000);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(input, (registration) => {
        expect(underwrite(registration)).toEqual(underwrite({ ...registration }));
      }),
      { numRuns: 50 },
    );
  });

  it('lends no more than four times the income', () => {
    const result = underwrite({
      firstName: 'Avery',
      lastName: 'Testwell',
      dob: '1980-05-17',
      street1: '1234 Maple Avenue',
      city: 'Sacramento',
      state: 'CA',
      zip: '95814',
      occupancyType: 'HOME',
      annualIncome: 20_000,
      employmentType: 'FULL_TIME',
    });
    expect(result.maxLine).toBeLessThanOrEqual(80_000);
  });
});

describe('offer scenarios (magic last names, issue 14)', () => {
  const applicant = {
    firstName: 'Sam',
    dob: '1980-05-05',
    street1: '12 Laurel Terrace',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    occupancyType: 'HOME' as const,
    annualIncome: 250_000,
    employmentType: 'FULL_TIME' as const,
  };
  const offersFor = (lastName: string) => {
    const result = underwrite({ ...applicant, lastName });
    if (!result.offers) throw new Error('expected offers');
    return result;
  };

  it('Oneoffer gives one offer, Manyoffers every term of both types', () => {
    expect(Object.values(offersFor('Oneoffer').offers?.offersByType ?? {}).flat()).toHaveLength(1);
    expect(offersFor('Manyoffers').offers?.offersByType.STANDARD?.map((offer) => offer.term)).toEqual([5, 10, 15, 30]);
  });

  it('Discount adds a credit-union discount below the autopay one', () => {
    for (const offer of Object.values(offersFor('Discount').offers?.offersByType ?? {}).flat()) {
      const types = offer.discountList.map((discount) => discount.discountType);
      expect(types).toContain('CREDIT_UNION');
    }
  });

  it('Payoff marks a debt for payoff that fits within the draw', () => {
    const result = offersFor('Payoff');
    const [debt] = result.offers?.liabilities ?? [];
    expect(debt?.payOff.status).toBe('MARKED_FOR_PAYOFF');
    expect(debt?.monetaryBalance).toBeGreaterThan(0);
    expect(debt?.monetaryBalance).toBeLessThanOrEqual(result.maxLine - 15_000);
    expect(offersFor('Borrower').offers?.liabilities).toBeUndefined();
  });
});

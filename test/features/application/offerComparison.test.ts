import { bestDiscount, buyDownOf, compareOffers, distinctOffers } from '../../../features/application/offerComparison';
import { offer } from '../../fixtures/offers';

describe('distinctOffers', () => {
  it('drops an identical offer and one beaten on both rate and fee for the same term', () => {
    const a = offer({ id: 'a' });
    const same = offer({ id: 'same' });
    const worse = offer({ id: 'worse', rate: 0.095, originationFee: 0.0299 });
    const buyDown = offer({ id: 'buy', rate: 0.08, originationFee: 0.0499 });
    const longer = offer({ id: 'long', term: 30, rate: 0.1 });
    expect(distinctOffers([a, same, worse, buyDown, longer]).map((o) => o.id)).toEqual(['a', 'buy', 'long']);
  });
});

describe('compareOffers', () => {
  it('prices each offer at the draw, caps the fee, and marks the best value and the lowest payment', () => {
    const rows = compareOffers(
      [offer({ id: 'ten', term: 10 }), offer({ id: 'thirty', term: 30, rate: 0.1, originationFee: 0.0499 })],
      100_000,
      4_000,
    );
    const [ten, thirty] = rows;
    expect(ten?.monthlyPayment).toBe(1266.76);
    expect(ten?.fee).toBe(1990);
    expect(thirty?.fee).toBe(4000);
    expect(thirty?.feeCapped).toBe(true);
    expect(ten?.bestValue).toBe(true);
    expect(thirty?.lowestPayment).toBe(true);
    expect((thirty?.monthlyPayment ?? 0) < (ten?.monthlyPayment ?? 0)).toBe(true);
  });

  it('marks an offer whose draw limits exclude the amount unavailable, and never marks a lone offer', () => {
    const rows = compareOffers([offer({ id: 'small', maxDraw: 50_000 }), offer({ id: 'big', term: 15 })], 80_000);
    expect(rows.find((row) => row.offer.id === 'small')?.available).toBe(false);
    expect(rows.some((row) => row.bestValue || row.lowestPayment)).toBe(false);
  });
});

describe('bestDiscount', () => {
  it('takes the lowest discounted rate, and none that does not lower the rate', () => {
    expect(bestDiscount(offer({ discountList: [{ discountType: 'AUTOPAY', rateWithDiscount: 0.09 }] }))).toBeNull();
    expect(
      bestDiscount(
        offer({
          discountList: [
            { discountType: 'AUTOPAY', rateWithDiscount: 0.0875 },
            { discountType: 'CREDIT_UNION', rateWithDiscount: 0.0825 },
          ],
        }),
      ),
    ).toEqual({ type: 'CREDIT_UNION', rate: 0.0825 });
  });
});

describe('what tells offers of one term apart (issue 34)', () => {
  const standard = offer({ id: 'std', term: 30, rate: 0.1, originationFee: 0.0199 });
  const buyDown = offer({ id: 'buy', term: 30, rate: 0.09, originationFee: 0.0499, type: 'RATE_BUY_DOWN' });
  const middle = offer({ id: 'mid', term: 30, rate: 0.095, originationFee: 0.0299 });
  const ten = offer({ id: 'ten', term: 10 });

  it.each([
    ['one offer of each term', [ten, standard], { ten: 'only', std: 'only' }],
    [
      'a buy-down beside its standard offer',
      [ten, standard, buyDown],
      { ten: 'only', buy: 'lowerRate', std: 'lowerFee' },
    ],
    ['three of one term', [standard, middle, buyDown], { buy: 'lowerRate', mid: 'between', std: 'lowerFee' }],
    ['an identical copy left out, so still one', [standard, offer({ ...standard, id: 'copy' })], { std: 'only' }],
  ])('%s', (_, offers, expected) => {
    const rows = compareOffers(offers, 100_000);
    expect(Object.fromEntries(rows.map((row) => [row.offer.id, row.distinction]))).toEqual(expected);
    // No two offers of a term share a distinction; a `between` one is named by its rate, which no other shares.
    const keys = rows.map(
      (row) => `${row.offer.term}|${row.distinction}|${row.distinction === 'between' ? row.offer.rate : ''}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a buy-down in dollars and months (issue 34)', () => {
  const pair = (over: { term?: number; standardRate: number; buyRate: number }) => [
    offer({ id: 'std', term: over.term ?? 30, rate: over.standardRate, originationFee: 0.0199, maxDraw: 400_000 }),
    offer({ id: 'buy', term: over.term ?? 30, rate: over.buyRate, originationFee: 0.0499, maxDraw: 400_000 }),
  ];
  // Payments worked out apart from the app: P·r(1+r)^n / ((1+r)^n − 1), r the monthly rate, to cents.
  it.each([
    // The case: a 30-year line of $286,000, 9.25% at 1.99% against 8.25% at 4.99%.
    {
      case: '$286,000 over 30 years',
      draw: 286_000,
      cap: 15_000,
      rates: { standardRate: 0.0925, buyRate: 0.0825 },
      extraFee: 8580,
      monthlySaving: 204.23,
      breakEvenMonths: 43,
    },
    {
      case: '$100,000 over 30 years',
      draw: 100_000,
      cap: undefined,
      rates: { standardRate: 0.1, buyRate: 0.09 },
      extraFee: 3000,
      monthlySaving: 72.95,
      breakEvenMonths: 42,
    },
    {
      case: 'a quarter point over 10 years never pays back',
      draw: 100_000,
      cap: undefined,
      rates: { term: 10, standardRate: 0.1, buyRate: 0.0975 },
      extraFee: 3000,
      monthlySaving: 13.81,
      breakEvenMonths: null,
    },
    {
      case: 'both fees at the cap',
      draw: 400_000,
      cap: 7_000,
      rates: { standardRate: 0.1574, buyRate: 0.1474 },
      extraFee: 0,
      monthlySaving: 320.54,
      breakEvenMonths: 0,
    },
  ])('$case', ({ draw, cap, rates, extraFee, monthlySaving, breakEvenMonths }) => {
    const rows = compareOffers(pair(rates), draw, cap);
    const buy = rows.find((row) => row.offer.id === 'buy');
    const { against, ...trade } = buy?.buyDown ?? { against: undefined };
    expect(against?.id).toBe('std');
    expect(trade).toEqual({ extraFee, monthlySaving, breakEvenMonths });
    expect(rows.find((row) => row.offer.id === 'std')?.buyDown).toBeNull();
  });

  it('says nothing when the lower-fee offer cannot be drawn at this amount', () => {
    const [standard, buy] = pair({ standardRate: 0.1, buyRate: 0.09 });
    const rows = compareOffers([{ ...standard!, maxDraw: 50_000 }, buy!], 100_000);
    expect(rows.every((row) => row.buyDown === null)).toBe(true);
  });

  it('has no buy-down when the lower rate saves nothing a month', () => {
    const row = { offer: offer({ rate: 0.09 }), fee: 500, monthlyPayment: 100 };
    expect(buyDownOf(row, { offer: offer({ rate: 0.0901 }), fee: 100, monthlyPayment: 100 })).toBeNull();
  });
});

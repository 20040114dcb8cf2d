import { bestDiscount, compareOffers, distinctOffers } from '../../../features/application/offerComparison';
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

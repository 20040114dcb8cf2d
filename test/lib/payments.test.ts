import {
  DRAW_INPUT_ERROR,
  dailyInterest,
  drawPlan,
  drawSliderLimits,
  drawTotal,
  isCashDeducted,
  isCashPreserved,
  monthlyPayment,
  originationFee,
  recordingTax,
} from '../../src/lib/payments';

describe('monthly payment, annuity formula (001 §9)', () => {
  test.each([
    [100_000, 0.095, 30, 840.85],
    [50_000, 0.0799, 10, 606.37],
    [25_000, 0.12, 5, 556.11],
    [12_000, 0, 1, 1000],
  ])('$%p at %p over %p years is $%p a month', (principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years)).toBe(expected);
  });
  test('rejects a zero term', () => {
    expect(() => monthlyPayment(1000, 0.05, 0)).toThrow(RangeError);
  });
});

describe('draw total (001 §9)', () => {
  test('amount plus the origination fee', () => {
    expect(originationFee(100_000, 0.0299)).toBe(2990);
    expect(drawTotal(100_000, 0.0299)).toBe(102_990);
  });
  test('the fee capped when a cap is given', () => {
    expect(drawTotal(400_000, 0.0499, 15_000)).toBe(415_000);
  });
  test.each([
    [-1, 0.02],
    [Number.NaN, 0.02],
    [1000, -0.01],
  ])('rejects amount %p with fee %p (001 §8)', (amount, fee) => {
    expect(() => drawTotal(amount, fee)).toThrow(DRAW_INPUT_ERROR);
  });
});

test('daily interest on a 365.25-day year, to cents (001 §9)', () => {
  // 100000 * 0.095 / 365.25 = 26.0095…
  expect(dailyInterest(100_000, 0.095)).toBe(26.01);
});

describe('draw-offer helpers (001 §4)', () => {
  const offer = { minDraw: 15_000.4, maxDraw: 200_000.9 };
  test('min rounded up, max rounded down', () => {
    expect(drawSliderLimits(offer, 0, 'MAXIMIZE')).toEqual({ min: 15_001, max: 200_000 });
  });
  test('max reduced by payoffs under PRESERVE and DEDUCT only', () => {
    expect(drawSliderLimits(offer, 50_000, 'PRESERVE').max).toBe(150_000);
    expect(drawSliderLimits(offer, 50_000, 'DEDUCT').max).toBe(150_000);
    expect(drawSliderLimits(offer, 50_000, 'MAXIMIZE').max).toBe(200_000);
  });
  test('rounding to a step', () => {
    expect(drawSliderLimits({ minDraw: 15_250, maxDraw: 99_750 }, 0, 'PRESERVE', 1000)).toEqual({
      min: 16_000,
      max: 99_000,
    });
  });
  test('cash preserved and deducted', () => {
    expect(isCashPreserved(50_000, 100_000, 150_000)).toBe(true);
    expect(isCashPreserved(50_000, 100_001, 150_000)).toBe(false);
    expect(isCashDeducted(50_000, 120_000, 150_000)).toBe(true);
    expect(isCashDeducted(50_000, 40_000, 150_000)).toBe(false);
  });
});

describe('recording tax (001 §9 states)', () => {
  const group = { minRecordingTax: 150, maxRecordingTax: 2000 };
  const offer = { minDraw: 15_000, maxDraw: 200_000 };
  test('none outside the listed states', () => {
    expect(recordingTax('CA', group, offer, 100_000)).toBe(0);
  });
  test('scaled with the draw inside them', () => {
    expect(recordingTax('CO', group, offer, 15_000)).toBe(150);
    expect(recordingTax('co', group, offer, 200_000)).toBe(2000);
    expect(recordingTax('MD', group, offer, 107_500)).toBe(1075);
  });
});

describe('drawPlan (001 §4 draw rules)', () => {
  it('PRESERVE keeps the cash and draws the payoffs on top, within the reduced slider max', () => {
    const limits = drawSliderLimits({ minDraw: 15_000, maxDraw: 100_000 }, 12_500, 'PRESERVE', 1000);
    expect(limits).toEqual({ min: 15_000, max: 87_000 });
    const plan = drawPlan(limits.max, 12_500, 'PRESERVE');
    expect(plan).toEqual({ cash: 87_000, payoffs: 12_500, initialDraw: 99_500 });
    expect(isCashPreserved(plan.payoffs, plan.cash, 100_000)).toBe(true);
  });

  it('DEDUCT takes the payoffs out of the draw', () => {
    const plan = drawPlan(40_000, 12_500, 'DEDUCT');
    expect(plan).toEqual({ cash: 27_500, payoffs: 12_500, initialDraw: 40_000 });
    expect(isCashDeducted(plan.payoffs, plan.initialDraw, 100_000)).toBe(true);
  });

  it('without payoffs the amount is the draw', () => {
    expect(drawPlan(60_000, 0, 'PRESERVE')).toEqual({ cash: 60_000, payoffs: 0, initialDraw: 60_000 });
  });
});

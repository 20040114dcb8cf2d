import {
  formatPercent,
  formatUsd,
  isValidNumber,
  lastFour,
  maskAmount,
  parseAmount,
  roundHalfEven,
} from '../../src/lib/money';

describe('half-even rounding (001 §9)', () => {
  test.each([
    [2.345, 2, 2.34],
    [2.355, 2, 2.36],
    [1.005, 2, 1.0],
    [0.125, 2, 0.12],
    [0.135, 2, 0.14],
    [2.5, 0, 2],
    [3.5, 0, 4],
    [840.8542, 2, 840.85],
    [-2.5, 0, -2],
  ])('%p to %p places is %p', (value, decimals, expected) => {
    expect(roundHalfEven(value, decimals)).toBe(expected);
  });

  test('2 decimals by default', () => {
    expect(roundHalfEven(10.675)).toBe(10.68);
  });

  test('precision must be a whole number 0 or more (001 §5)', () => {
    expect(() => roundHalfEven(1, -1)).toThrow(RangeError);
    expect(() => roundHalfEven(Number.NaN)).toThrow(RangeError);
  });
});

describe('USD formatting (001 §9)', () => {
  test('0 decimals by default', () => {
    expect(formatUsd(100_000)).toBe('$100,000');
    expect(formatUsd(2.5)).toBe('$2');
  });
  test('cents when asked', () => {
    expect(formatUsd(840.85, 2)).toBe('$840.85');
  });
  test('rejects non-numbers and bad precision', () => {
    expect(() => formatUsd(Number.NaN)).toThrow('Invalid money input');
    expect(() => formatUsd(1, 1.5)).toThrow('Invalid money input');
  });
});

describe('percent formatting (001 §9)', () => {
  test('3 decimals by default, from a fraction', () => {
    expect(formatPercent(0.095)).toBe('9.500%');
    expect(formatPercent(0.0799)).toBe('7.990%');
    expect(formatPercent(0.0799, 2)).toBe('7.99%');
  });
});

describe('numeric check (001 §5)', () => {
  test.each([
    ['12', {}, false],
    [Number.NaN, {}, false],
    [5, { min: 6 }, false],
    [5, { max: 4 }, false],
    [5, { min: 5, max: 5 }, true],
    [0, {}, true],
  ])('%p with %p is %p', (value, bounds, expected) => {
    expect(isValidNumber(value, bounds)).toBe(expected);
  });
});

test('parseAmount and lastFour', () => {
  expect(parseAmount('$85,000.50')).toBe(85000.5);
  expect(parseAmount('12a')).toBeNaN();
  expect(lastFour('123456789')).toBe('6789');
});

describe('maskAmount', () => {
  it.each([
    ['', ''],
    ['85000', '85,000'],
    ['$1234567.891', '1,234,567.89'],
    ['007', '7'],
    ['.5', '0.5'],
    ['12a3', '123'],
  ])('%p → %p', (typed, masked) => {
    expect(maskAmount(typed)).toBe(masked);
  });
});

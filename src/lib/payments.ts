/** Payment math (001 §4, §9). Pure; amounts in dollars, rates as fractions (0.095 is 9.5%). */
import { isValidNumber, roundHalfEven } from './money';

export const MONTHS_PER_YEAR = 12;
/** 001 §9: daily interest runs on a 365.25-day year. */
export const DAYS_PER_YEAR = 365.25;
export const AVERAGE_DAYS_PER_MONTH = DAYS_PER_YEAR / MONTHS_PER_YEAR;

/** 001 §8, word for word. */
export const DRAW_INPUT_ERROR = 'amount and originationFee must be numbers 0 or more';

/**
 * 001 §9: the standard annuity payment for `principal` at `annualRate` over `termYears`, rounded half-even to cents.
 * A 0% rate repays the principal in equal parts.
 */
export function monthlyPayment(principal: number, annualRate: number, termYears: number): number {
  if (!isValidNumber(principal, { min: 0 }) || !isValidNumber(annualRate, { min: 0 }))
    throw new RangeError('Invalid payment input');
  if (!isValidNumber(termYears, { min: 0 }) || termYears === 0) throw new RangeError('Invalid payment input');
  const months = termYears * MONTHS_PER_YEAR;
  const monthlyRate = annualRate / MONTHS_PER_YEAR;
  if (monthlyRate === 0) return roundHalfEven(principal / months);
  const growth = (1 + monthlyRate) ** months;
  return roundHalfEven((principal * monthlyRate * growth) / (growth - 1));
}

/** The origination fee on a draw: amount times the fee rate, capped at `cap` dollars when one is given. */
export function originationFee(amount: number, feeRate: number, cap?: number): number {
  if (!isValidNumber(amount, { min: 0 }) || !isValidNumber(feeRate, { min: 0 })) throw new RangeError(DRAW_INPUT_ERROR);
  const fee = roundHalfEven(amount * feeRate);
  return cap !== undefined && isValidNumber(cap, { min: 0 }) ? Math.min(fee, cap) : fee;
}

/** 001 §9 draw total: the amount plus its origination fee (optionally capped). */
export function drawTotal(amount: number, feeRate: number, cap?: number): number {
  return roundHalfEven(amount + originationFee(amount, feeRate, cap));
}

/** 001 §9: one day's interest on `balance` at `annualRate`, on a 365.25-day year, to cents. */
export function dailyInterest(balance: number, annualRate: number): number {
  if (!isValidNumber(balance, { min: 0 }) || !isValidNumber(annualRate, { min: 0 }))
    throw new RangeError('Invalid payment input');
  return roundHalfEven((balance * annualRate) / DAYS_PER_YEAR);
}

/** 000 §4 draw-amount preference: what happens to the cash when liens are paid off from the draw. */
export type DrawPreference = 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE';

/** 001 §4: cash is preserved when the payoffs plus the draw still fit in the max draw. */
export const isCashPreserved = (payoffs: number, draw: number, maxDraw: number): boolean => payoffs + draw <= maxDraw;

/** 001 §4: cash is deducted when the draw lies between the total payoffs and the max draw. */
export const isCashDeducted = (payoffs: number, draw: number, maxDraw: number): boolean =>
  draw >= payoffs && draw <= maxDraw;

export interface SliderLimits {
  min: number;
  max: number;
}

/**
 * 001 §4 slider limits: min rounded up, max rounded down (to `step` dollars), the max reduced by the payoffs under
 * PRESERVE or DEDUCT (the payoffs come out of the line). The min never passes the max.
 */
export function drawSliderLimits(
  offer: { minDraw: number; maxDraw: number },
  payoffs: number,
  preference: DrawPreference,
  step = 1,
): SliderLimits {
  const reduced = preference === 'MAXIMIZE' ? offer.maxDraw : offer.maxDraw - payoffs;
  const max = Math.floor(reduced / step) * step;
  const min = Math.ceil(offer.minDraw / step) * step;
  return { min: Math.min(min, Math.max(max, 0)), max: Math.max(max, 0) };
}

/** 001 §9: the states whose recording tax the offer screen shows. */
export const RECORDING_TAX_STATES: ReadonlySet<string> = new Set(
  'AR CO HI IL IN KY LA MD ME MI MN MO NJ NV OK OR PA SD UT WV WY'.split(' '),
);

/**
 * The recording tax on a draw: none outside the 001 §9 states; inside, the offer group's range scaled linearly with
 * the draw between the offer's min and max draw (recording taxes are charged per $100,000 secured).
 */
export function recordingTax(
  state: string,
  group: { minRecordingTax: number; maxRecordingTax: number },
  offer: { minDraw: number; maxDraw: number },
  draw: number,
): number {
  if (!RECORDING_TAX_STATES.has(state.toUpperCase())) return 0;
  const span = offer.maxDraw - offer.minDraw;
  if (span <= 0) return roundHalfEven(group.maxRecordingTax);
  const share = Math.min(1, Math.max(0, (draw - offer.minDraw) / span));
  return roundHalfEven(group.minRecordingTax + (group.maxRecordingTax - group.minRecordingTax) * share);
}

/** What an amount picked on the offer screen becomes under a draw preference (001 §4 draw rules). */
export interface DrawPlan {
  /** Paid to the borrower. */
  cash: number;
  /** Paid from the draw to the creditors marked for payoff. */
  payoffs: number;
  /** The initial draw sent with the choice: the whole line, drawn at origination (001 §1). */
  initialDraw: number;
}

/**
 * PRESERVE: the amount is the cash, and the payoffs are drawn on top of it (cash preserved, 001 §4). DEDUCT: the
 * amount is the initial draw, and the payoffs come out of it (cash deducted). MAXIMIZE: as DEDUCT, from the full line.
 * Both keep to the 001 §4 limits when `amount` is within drawSliderLimits for the same payoffs and preference.
 */
export function drawPlan(amount: number, payoffs: number, preference: DrawPreference): DrawPlan {
  if (!isValidNumber(amount, { min: 0 }) || !isValidNumber(payoffs, { min: 0 })) throw new RangeError(DRAW_INPUT_ERROR);
  if (preference === 'PRESERVE') return { cash: amount, payoffs, initialDraw: amount + payoffs };
  return { cash: Math.max(0, amount - payoffs), payoffs, initialDraw: amount };
}

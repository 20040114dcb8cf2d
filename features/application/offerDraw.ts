/**
 * The amount on the offer screen, pure (issue 14, decision 103): the debts the platform requires paid off, the
 * slider's limits over every offer under a draw preference, and the slider amount of a choice already made.
 */
import type { DrawPreference } from '../../src/api/contractApplication';
import type { Offer, OfferGroup } from '../../src/api/contractRegistration';
import { drawSliderLimits, type SliderLimits } from '../../src/lib/payments';
import type { OfferChoice } from './applicationStepsSlice';

/** Draws move in whole thousands of dollars on the slider (001 §4 rounds the limits to it). */
export const DRAW_STEP = 1000;

/** The debts the platform requires paid off from the draw (001 §3 Liabilities, MARKED_FOR_PAYOFF). */
export const requiredPayoffs = (group: OfferGroup) =>
  (group.liabilities ?? []).filter((debt) => debt.payOff.status === 'MARKED_FOR_PAYOFF');

/** What the required payoffs add up to. */
export const payoffTotal = (group: OfferGroup): number =>
  requiredPayoffs(group).reduce((sum, debt) => sum + debt.monetaryBalance, 0);

/** The amount on the slider for a draw already chosen (PRESERVE: the cash, the payoffs on top). */
export const amountOfChoice = (choice: OfferChoice, payoffs: number): number =>
  (choice.drawPreference ?? 'PRESERVE') === 'PRESERVE' ? choice.drawAmount - payoffs : choice.drawAmount;

/** 001 §4 slider limits over every offer; under DEDUCT the draw must also cover the payoffs. */
export function limitsFor(offers: readonly Offer[], payoffs: number, preference: DrawPreference): SliderLimits {
  const envelope = {
    minDraw: Math.min(...offers.map((offer) => offer.minDraw)),
    maxDraw: Math.max(...offers.map((offer) => offer.maxDraw)),
  };
  const limits = drawSliderLimits(envelope, payoffs, preference, DRAW_STEP);
  if (preference === 'PRESERVE') return limits;
  const min = Math.max(limits.min, Math.ceil(payoffs / DRAW_STEP) * DRAW_STEP);
  return { min: Math.min(min, limits.max), max: limits.max };
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

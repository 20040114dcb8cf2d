/**
 * Issue 48: what the frame says about the screen it holds, from the screen's path. Pure: a path in, words out.
 */
import { progressSteps } from './progress';
import type { ProgressStage } from './stages';

/** The screen's path inside the application area ("liens", "bank/autopay"), or null outside it. */
export function screenOf(pathname: string): string | null {
  const match = /^\/account\/heloc\/[^/]+\/(.+?)\/?$/.exec(pathname);
  return match?.[1] ?? null;
}

/**
 * The offer screen lays its frame out for a wide screen (issue 48 item 6: the sidebar under the comparison). Known from
 * the route, not from the form inside it, so the frame takes that shape with its first paint instead of moving when
 * the offers arrive (a layout shift).
 */
export const isWideScreen = (screen: string | null): boolean => screen === 'product/select';

/**
 * The documents screens give the reading box the column's width (decision 253: the page view's 12 pt reads at about
 * 14.7 px at 1280), so beside them the wide sidebar of decision 343 keeps its earlier 18rem. Known from the route, as
 * the offer screen's shape is.
 */
export const isReadingScreen = (screen: string | null): boolean =>
  screen === 'signing/sign' || screen === 'document/disclosures';

/** The complete page is the road to funding itself: the frame does not tell it a second time. */
export const isCompleteScreen = (screen: string | null): boolean => screen === 'complete';

/**
 * 001 §1's security note speaks of credentials: it stands where the borrower signs in to their bank or payroll
 * provider (the income links), not under every screen.
 */
export const asksForCredentials = (screen: string | null): boolean => screen?.startsWith('income/link/') === true;

const SIGN_DOCUMENTS = progressSteps(false)[5] ?? 'Sign Documents';
const SELECT_OFFER = progressSteps(false)[1] ?? 'Select Offer';

/**
 * The steps' names do not say why the liens and the bank accounts come under "Sign Documents", or why a valuation
 * comes under "Select Offer" (an offer already seen): a line says it.
 */
const STEP_NOTES = {
  valuation: 'Part of {step}: your offer is based on your home’s value, which we confirm first.',
  liens: 'Part of {step}: we confirm the loans secured by your home, so your documents show the right amounts.',
  account: 'Part of {step}: your documents name the account your funds are sent to.',
  autopay: 'Part of {step}: your documents say how you will make your monthly payments.',
} as const;

export type StepNote = (typeof STEP_NOTES)[keyof typeof STEP_NOTES];

export function stepNoteOf(
  screen: string | null,
  stage: ProgressStage | null,
): { note: StepNote; step: string } | null {
  // The valuation screens: bpo/hold also waits on the final title, later in the journey, where this line is not true.
  if (screen?.startsWith('bpo/') && stage === 'PRODUCT_SELECT')
    return { note: STEP_NOTES.valuation, step: SELECT_OFFER };
  const note =
    screen === 'liens'
      ? STEP_NOTES.liens
      : screen === 'bank/disburse' || screen === 'bank/manual-disburse' || screen === 'bank/confirm'
        ? STEP_NOTES.account
        : screen === 'bank/autopay'
          ? STEP_NOTES.autopay
          : null;
  return note === null ? null : { note, step: SIGN_DOCUMENTS };
}

import type { Page } from '@playwright/test';
import { REGISTER_STEPS, type StepId } from '../../features/registration/steps';
import { answerPasswordStep, PASSWORD, REGISTER_V2_FILLS } from '../../tools/register-v2-answers.mjs';

export const REGISTER_V2 = '/account/heloc/register-v2';

const titleOf = (id: StepId): string => {
  const step = REGISTER_STEPS.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`register-v2 has no step ${id}`);
  return step.title;
};

export interface RegisterV2Answer {
  /** The step's heading, as the app shows it. */
  title: string;
  /** Fills the step in; the spec presses Continue its own way (and checks what it checks on the way). */
  answer: (page: Page, email: string) => Promise<void>;
}

/** The steps that tools/register-v2-answers.mjs answers, in its order, each with the heading it shows. */
const ANSWERED: readonly StepId[] = ['property', 'forSale', 'income', 'name', 'birthdate', 'contact'];

/** One borrower's answers to register-v2 from its first step up to the password, with each step's heading. */
export const REGISTER_V2_ANSWERS: readonly RegisterV2Answer[] = REGISTER_V2_FILLS.map((answer, index) => {
  const step = ANSWERED[index];
  if (!step) throw new Error(`tools/register-v2-answers.mjs answers a step ANSWERED does not name (row ${index})`);
  return { title: titleOf(step), answer };
});

export const PASSWORD_STEP_TITLE = titleOf('password');

export { answerPasswordStep, PASSWORD };

/** The heading the step after `index` shows: the next answer's, or the password step's after the last. */
export const titleAfter = (index: number): string => REGISTER_V2_ANSWERS[index + 1]?.title ?? PASSWORD_STEP_TITLE;

/** An email no other run has registered (the sandbox keeps its borrowers for the run). */
export const uniqueEmail = (label: string): string =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Where "Create account" lands once the offers are ready. */
export const OFFERS_URL = /\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/;

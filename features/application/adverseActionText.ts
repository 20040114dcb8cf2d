/**
 * What the decline screen and its PDF say about an adverse-action notice (issue 36), in English; both translate these
 * through the catalogue (src/i18n/messages/adverseAction.ts). The reasons' own words are form C-1's
 * (ADVERSE_ACTION_REASONS in the contract); the lines here only explain them. Pure: no React, no Redux.
 */
import {
  ADVERSE_ACTION_REASONS,
  FREE_REPORT_DAYS,
  type AdverseActionReason,
} from '../../src/api/contractAdverseAction';
import { dateTimeFormat } from '../../src/lib/intlFormats';
import { INTL_LOCALE, type Locale } from '../../src/lib/locale';

type FormReason = keyof typeof ADVERSE_ACTION_REASONS;

/** For credit-report reasons where nothing but a mistake in the report can be acted on. */
const DISPUTE_IF_WRONG = 'If this is wrong in your credit report, you can dispute it with the credit bureau for free.';

/**
 * Each reason in plain words (`means`), and what the borrower can do about it where something can be done (`canDo`):
 * facts only, never a promise that a new application would be approved.
 */
export const REASON_HELP = {
  CREDIT_APPLICATION_INCOMPLETE: {
    means: 'We did not receive all the information we needed to make a decision.',
    canDo: 'If you apply again, answer every question and send every document we ask for.',
  },
  INSUFFICIENT_CREDIT_REFERENCES: {
    means: 'There were not enough credit accounts or references to show how you repay credit.',
    canDo: 'If you apply again, you can list more of your credit accounts.',
  },
  UNACCEPTABLE_CREDIT_REFERENCES: {
    means: 'The credit references you gave were not of a kind we can use to judge repayment.',
  },
  UNABLE_TO_VERIFY_CREDIT_REFERENCES: {
    means: 'We could not confirm the credit references you gave.',
    canDo: 'Check that the account details you gave match your statements.',
  },
  TEMPORARY_OR_IRREGULAR_EMPLOYMENT: {
    means: 'Your work is temporary or irregular, so we could not rely on the income continuing.',
  },
  UNABLE_TO_VERIFY_EMPLOYMENT: {
    means: 'We could not confirm your job with your employer or from your documents.',
    canDo: "Recent pay stubs or your employer's current contact details can confirm it.",
  },
  LENGTH_OF_EMPLOYMENT: { means: 'You had been in your current work for a shorter time than we require.' },
  INCOME_INSUFFICIENT: {
    means: 'Your income was not enough for the payments on the amount you asked for.',
    canDo: 'A smaller line, or income you did not include, can change the result.',
  },
  EXCESSIVE_OBLIGATIONS: {
    means: 'Your monthly debt payments were too high compared with your income.',
    canDo: 'Paying down balances lowers your monthly payments compared with your income.',
  },
  UNABLE_TO_VERIFY_INCOME: {
    means: 'We could not confirm your income from the information or documents we received.',
    canDo: 'Tax returns, pay stubs or a linked bank account can confirm your income.',
  },
  LENGTH_OF_RESIDENCE: { means: 'You had lived at your current address for a shorter time than we require.' },
  TEMPORARY_RESIDENCE: { means: 'Your current home appears to be temporary.' },
  UNABLE_TO_VERIFY_RESIDENCE: {
    means: 'We could not confirm where you live.',
    canDo: 'A utility bill or bank statement sent to your address can confirm it.',
  },
  NO_CREDIT_FILE: {
    means: 'The credit bureau found no credit history for you.',
    canDo: 'Check that your name, address and Social Security number were entered exactly as on your accounts.',
  },
  LIMITED_CREDIT_EXPERIENCE: {
    means: 'Your credit history is too short, or has too few accounts, for us to judge.',
    canDo: DISPUTE_IF_WRONG,
  },
  POOR_CREDIT_PERFORMANCE_WITH_US: { means: 'Payments on credit you had with us were not made as agreed.' },
  DELINQUENT_CREDIT_OBLIGATIONS: {
    means: 'Your credit report shows late or missed payments to other lenders, now or in the past.',
    canDo: 'Bringing accounts up to date and paying on time improves this over time.',
  },
  COLLECTION_ACTION_OR_JUDGMENT: {
    means: 'Your credit report shows a debt sent to collection, or a court judgment.',
    canDo: DISPUTE_IF_WRONG,
  },
  GARNISHMENT_OR_ATTACHMENT: {
    means: 'Your credit report shows pay or property taken by court order to pay a debt.',
    canDo: DISPUTE_IF_WRONG,
  },
  FORECLOSURE_OR_REPOSSESSION: {
    means: 'Your credit report shows a foreclosure or a repossession.',
    canDo: DISPUTE_IF_WRONG,
  },
  BANKRUPTCY: { means: 'Your credit report shows a bankruptcy.', canDo: DISPUTE_IF_WRONG },
  RECENT_INQUIRIES: {
    means: 'You applied for credit several times recently, which lenders count as a risk.',
    canDo: 'Inquiries count for less as they age.',
  },
  INSUFFICIENT_COLLATERAL: {
    means:
      "Your home's value, less what is already owed on it, was too low for this line, or the property is of a type we do not lend on.",
    canDo: 'A smaller line may fit the equity you have.',
  },
} as const satisfies Record<FormReason, { means: string; canDo?: string }>;

const isFormReason = (code: string): code is FormReason => Object.hasOwn(ADVERSE_ACTION_REASONS, code);

/**
 * A reason as shown: a code of the form has the form's words (which the catalogue translates) and its plain lines;
 * any other (OTHER, or a code this app does not know) keeps the platform's own words, shown as sent, with none.
 */
export type ShownReason =
  | { kind: 'form'; words: (typeof ADVERSE_ACTION_REASONS)[FormReason]; means: string; canDo: string | null }
  | { kind: 'asSent'; words: string };

export function shownReason(reason: AdverseActionReason): ShownReason {
  if (!isFormReason(reason.code)) return { kind: 'asSent', words: reason.text };
  const help: { means: string; canDo?: string } = REASON_HELP[reason.code];
  return { kind: 'form', words: ADVERSE_ACTION_REASONS[reason.code], means: help.means, canDo: help.canDo ?? null };
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string): Date => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/**
 * The last day to ask the agency for the free report: 60 days from the decision date. The law counts from receipt;
 * the notice is in the app from that day, so the earliest reading is the one never too late (docs/decisions.md).
 */
export const freeReportDeadline = (decisionDate: string): string =>
  new Date(dayOf(decisionDate).getTime() + FREE_REPORT_DAYS * DAY_MS).toISOString().slice(0, 10);

/** A notice's date written out with its weekday, in the borrower's language ("Friday, January 29, 2027"). */
export const noticeDate = (iso: string, locale: Locale): string =>
  dateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(dayOf(iso));

/**
 * The notice's own sentences. Those of form C-1 and of Regulation B §1002.9(b)(1) (the ECOA notice) keep the law's
 * sample wording; the rest say the same facts in plain words.
 */
export const NOTICE_TEXT = {
  decisionDate: 'Decision date',
  lender: 'Lender',
  reasonsHeading: 'Why we made this decision',
  reasonsIntro: 'These are the principal reasons for our decision, as the federal sample notice words them.',
  canDo: 'What you can do:',
  scoreHeading: 'Your credit score',
  scoreParagraph:
    'We also obtained your credit score from this consumer reporting agency and used it in making our credit decision. Your credit score is a number that reflects the information in your consumer report. Your credit score can change, depending on how the information in your consumer report changes.',
  scoreRange: 'Scores range from a low of {low} to a high of {high}.',
  scoreDate: 'Date of the score',
  keyFactors: 'Key factors that adversely affected your credit score',
  inquiries: 'Number of recent inquiries on your consumer report',
  scoreQuestions: 'If you have any questions regarding your credit score, you should contact {bureau}.',
  bureauHeading: 'The credit bureau we used',
  bureauParagraph:
    'Our credit decision was based in whole or in part on information obtained in a report from the consumer reporting agency listed below. You have a right under the Fair Credit Reporting Act to know the information contained in your credit file at the consumer reporting agency. The reporting agency played no part in our decision and is unable to supply specific reasons why we have denied credit to you.',
  bureau: 'Credit bureau',
  tollFree: 'Toll-free phone',
  rightsHeading: 'Your rights',
  freeReportTitle: 'Free credit report until {date}',
  freeReport:
    'You have a right to a free copy of your report from {bureau} if you request it no later than 60 days after you receive this notice: by {date}.',
  dispute:
    'If you find that any information contained in the report you receive is inaccurate or incomplete, you have the right to dispute the matter with the reporting agency.',
  ecoaHeading: 'Equal Credit Opportunity Act notice',
  ecoa: "The Federal Equal Credit Opportunity Act prohibits creditors from discriminating against credit applicants on the basis of race, color, religion, national origin, sex, marital status, age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program; or because the applicant has in good faith exercised any right under the Consumer Credit Protection Act.",
  regulator: 'The Federal agency that administers compliance with this law concerning this creditor is:',
  reapplyHeading: 'Applying again',
  reapply: 'You may apply again from {date}.',
  download: 'Download this notice',
  preparing: 'Preparing your notice…',
  downloadFailed: 'We could not make the PDF of this notice. Please try again.',
  loadFailed: 'We could not load the reasons for this decision. Please try again.',
  pdfTitle: 'Notice of action taken and statement of reasons',
  actionTaken: 'Your application for a home equity line of credit was denied.',
} as const;

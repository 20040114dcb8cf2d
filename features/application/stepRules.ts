/**
 * Validation of the branch and closing screens' input (issue 4): messages as constants shared by screens and tests,
 * rules as plain functions. 001 §5 gives the email and phone messages; the rest are ours (docs/decisions.md).
 */
import { parseAmount } from '../../src/lib/money';
import { US_PHONE_LENGTH } from '../../src/lib/phone';

export const SSN_REQUIRED = 'Please enter your Social Security number';
export const SSN_INVALID = 'Please enter a valid 9-digit Social Security number';
export const MARITAL_STATUS_REQUIRED = 'Please select your marital status';
export const EMAIL_REQUIRED = 'Please enter your email';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_DUPLICATE = 'Each additional signer needs a different email address';
export const PHONE_REQUIRED = 'Please enter your mobile phone';
export const PHONE_INVALID = 'Please enter a valid phone number';
export const PHONE_COUNTRY_CODE = 'Country code 1 is not needed';
export const ESTIMATE_REQUIRED = "Please enter your estimate of your home's value";
export const ESTIMATE_RANGE = 'Please enter a value from $50,000 to $20,000,000';
export const ASSETS_REQUIRED = 'Please enter your total assets';
export const ASSETS_RANGE = 'Please enter an amount of $0 or more';
export const FEE_CONSENT_REQUIRED = 'Please agree to pay the valuation fee';
export const HMDA_REQUIRED = 'Please choose an answer, or that you do not wish to provide this information';
export const SLOT_REQUIRED = 'Please choose an appointment time';

/** 001 §1: the valuation costs $180 when no automated valuation is found. */
export const BPO_FEE = 180;
/** 001 §1: a manual notarization costs $300. */
export const MANUAL_NOTARY_FEE = 300;
/** The platform takes one to four additional signers per application. */
export const MAX_ADDITIONAL_SIGNERS = 4;
export const ESTIMATE_MIN = 50_000;
export const ESTIMATE_MAX = 20_000_000;

/** The answer for every HMDA question when the borrower declines it. */
export const HMDA_DECLINED = 'DECLINED';
export const HMDA_DECLINED_LABEL = 'I do not wish to provide this information';

/** Digits only: the borrower may type 123-45-6789 or 123456789. */
export const ssnDigits = (raw: string): string => raw.replace(/[\s-]/g, '');

export function validateSsn(raw: string): string | null {
  const digits = ssnDigits(raw);
  if (!digits) return SSN_REQUIRED;
  return /^\d{9}$/.test(digits) ? null : SSN_INVALID;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(raw: string): string | null {
  const email = raw.trim();
  if (!email) return EMAIL_REQUIRED;
  return EMAIL.test(email) ? null : EMAIL_INVALID;
}

/**
 * One message per signer row (null when fine); a repeated address is flagged on its later rows, and so is the address
 * of someone already invited (`invited`, when the borrower invites more).
 */
export function validateSignerEmails(emails: readonly string[], invited: readonly string[] = []): (string | null)[] {
  const seen = new Set<string>(invited.map((email) => email.trim().toLowerCase()));
  return emails.map((raw) => {
    const problem = validateEmail(raw);
    if (problem) return problem;
    const key = raw.trim().toLowerCase();
    if (seen.has(key)) return EMAIL_DUPLICATE;
    seen.add(key);
    return null;
  });
}

/** 001 §5 phone rules on the (xxx) xxx-xxxx form. */
export function validatePhone(formatted: string): string | null {
  if (!formatted.trim()) return PHONE_REQUIRED;
  if (formatted.startsWith('1') || formatted.startsWith('(1')) return PHONE_COUNTRY_CODE;
  return formatted.length === US_PHONE_LENGTH ? null : PHONE_INVALID;
}

/** A whole-dollar amount typed with or without $ and commas; NaN when it is not a number. */
export const dollars = (raw: string): number => (raw.trim() ? Math.round(parseAmount(raw)) : Number.NaN);

export function validateEstimate(raw: string): string | null {
  if (!raw.trim()) return ESTIMATE_REQUIRED;
  const value = dollars(raw);
  return Number.isFinite(value) && value >= ESTIMATE_MIN && value <= ESTIMATE_MAX ? null : ESTIMATE_RANGE;
}

export function validateAssets(raw: string): string | null {
  if (!raw.trim()) return ASSETS_REQUIRED;
  const value = dollars(raw);
  return Number.isFinite(value) && value >= 0 ? null : ASSETS_RANGE;
}

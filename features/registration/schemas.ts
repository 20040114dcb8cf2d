import { boolean, mixed, object, string, ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { ageOn, parseDisplayDate } from '../../src/lib/dates';
import { parseAmount } from '../../src/lib/money';
import { phoneDigits, US_PHONE_LENGTH } from '../../src/lib/phone';
import { ADDRESS_NOT_FOUND } from './freeTextAddress';
import { MSG } from './messages';
import type { StepId } from './steps';
import type { RegistrationDraft } from './types';

/** What the rules depend on besides the draft; all plain data, so validation stays a pure function. */
export interface ValidationContext {
  today: Date;
  production: boolean;
  /** The reverse-type product: applicants must be 62 or older (000 §5). */
  ageRestricted: boolean;
  /** States this organisation lends in (states-eligibility); null while unknown. */
  eligibleStates: readonly string[] | null;
  /** With the NY flag on: 'NY' where NY properties are blocked, 'NON_NY' where only NY ones are taken (000 §5). */
  newYorkBlocks: 'NY' | 'NON_NY' | null;
}

export interface FieldError {
  field: string;
  message: string;
}

export const MIN_BIRTH_YEAR = 1900;
export const MAX_INCOME = 9_999_999;
export const LOW_INCOME_THRESHOLD = 15_000;
export const PASSWORD_MIN_LENGTH = 12;
export const LOW_INCOME_CONFIRMATION = 'Please confirm this is your annual pre-tax income';
export const INVALID_AMOUNT = 'Please enter a valid amount';
// 001 §5 name rules.
const FIRST_NAME = /^[A-Za-z' -]+$/;
const MIDDLE_NAME = /^[A-Za-z]+(?:[ '-][A-Za-z]+){0,2}\.?$/;
const LAST_NAME = /^[A-Za-z' -]+$/;
const LAST_NAME_WITH_DIGITS = /^[A-Za-z0-9' -]+$/;
const NAME_SUFFIXES = ['', 'I', 'II', 'III', 'IV', 'V', 'JR', 'SR'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const SPECIAL = /[!@#$%^&*]/;

/** 000 §5: the typeahead street is invalid if empty, under 3 characters or a single word. */
export const isValidTypeaheadStreet = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length >= 3 && trimmed.split(/\s+/).length > 1;
};

const addressSchema = (prefix: '' | 'home', context: ValidationContext, checkLending: boolean) => {
  const key = (name: string) => (prefix ? `${prefix}${name[0]?.toUpperCase() ?? ''}${name.slice(1)}` : name);
  return object({
    [key('street1')]: string().trim().required(MSG.streetRequired),
    [key('city')]: string()
      .trim()
      .required(MSG.required)
      .matches(/^[A-Za-z .'-]+$/, MSG.invalidCity),
    [key('state')]: string()
      .trim()
      .required(MSG.required)
      .length(2, MSG.stateLength)
      .matches(/^[A-Za-z]{2}$/, MSG.invalidState)
      .test('lending', MSG.stateNotAvailable, (state) => !checkLending || isLendingState(state.toUpperCase(), context)),
    [key('zip')]: string()
      .trim()
      .required(MSG.required)
      .matches(/^\d{5}$/, MSG.invalidZip),
  });
};

/** Whether the organisation takes a property in this state (states-eligibility and the NY rule). */
export function isLendingState(state: string, context: ValidationContext): boolean {
  if (context.newYorkBlocks === 'NY' && state === 'NY') return false;
  if (context.newYorkBlocks === 'NON_NY' && state !== 'NY') return false;
  return context.eligibleStates === null || context.eligibleStates.includes(state);
}

export function minimumAge(state: string, context: Pick<ValidationContext, 'ageRestricted'>): number {
  if (context.ageRestricted) return 62;
  return state === 'AL' ? 19 : 18;
}

export const passwordChecks = (password: string) => ({
  length: password.length >= PASSWORD_MIN_LENGTH,
  upper: /[A-Z]/.test(password),
  lower: /[a-z]/.test(password),
  number: /\d/.test(password),
  special: SPECIAL.test(password),
});

/** The four-segment strength meter (001 §5): length, mixed case, a number, a special character. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  const checks = passwordChecks(password);
  return [checks.length, checks.upper && checks.lower, checks.number, checks.special].filter(Boolean).length as
    0 | 1 | 2 | 3 | 4;
}

/** Both the terms-and-privacy and the electronic-communications boxes must be checked (000 §5, 001 §5). */
const CONSENTS = object({
  termPrivacyConsent: boolean().oneOf([true], MSG.required),
  communicationConsent: boolean().oneOf([true], MSG.required),
});

const STEP_SCHEMAS: Record<StepId, (context: ValidationContext, draft: RegistrationDraft) => ObjectSchema<AnyObject>> =
  {
    property: (context, draft) => {
      const occupancy = object({
        occupancyType: mixed()
          .oneOf(['HOME', 'SECONDARY', 'INVESTMENT'], MSG.occupancyRequired)
          .required(MSG.occupancyRequired),
      });
      if (draft.manualAddress) return addressSchema('', context, true).concat(occupancy);
      return object({
        addressQuery: string()
          .test('typeahead', MSG.invalidPropertyAddress, (value = '') => isValidTypeaheadStreet(value))
          // A valid-looking street that was never matched to a suggestion has no city, state or ZIP to send.
          .test('matched', ADDRESS_NOT_FOUND, (value = '') => !isValidTypeaheadStreet(value)),
      }).concat(occupancy);
    },
    homeAddress: (context) => addressSchema('home', context, false),
    forSale: () => object({ listedForSale: string().oneOf(['YES', 'NO'], MSG.required).required(MSG.required) }),
    income: () =>
      object({
        income: string()
          .required(MSG.required)
          .test('number', INVALID_AMOUNT, (value) => !Number.isNaN(parseAmount(value)))
          .test('min', MSG.incomeMin, (value) => !(parseAmount(value) < 0))
          .test('max', MSG.incomeMax, (value) => !(parseAmount(value) > MAX_INCOME)),
        otherIncome: string().test(
          'number',
          INVALID_AMOUNT,
          (value = '') => value.trim() === '' || !Number.isNaN(parseAmount(value)),
        ),
        employmentType: string().required(MSG.required).notOneOf(['UNEMPLOYED'], MSG.unemployed),
        lowIncomeConfirmed: boolean().test('low-income', LOW_INCOME_CONFIRMATION, function lowIncome(confirmed) {
          const income = parseAmount((this.parent as RegistrationDraft).income);
          return confirmed === true || Number.isNaN(income) || income >= LOW_INCOME_THRESHOLD;
        }),
      }),
    name: (context) =>
      object({
        firstName: string()
          .trim()
          .required(MSG.firstNameRequired)
          .min(2, MSG.firstNameMin)
          .matches(FIRST_NAME, MSG.unsupportedCharacters),
        middleName: string()
          .trim()
          .test('middle', MSG.unsupportedCharacters, (value = '') => value === '' || MIDDLE_NAME.test(value)),
        lastName: string()
          .trim()
          .required(MSG.lastNameRequired)
          .min(2, MSG.lastNameRequired)
          .matches(context.production ? LAST_NAME : LAST_NAME_WITH_DIGITS, MSG.unsupportedCharacters),
        suffix: string().oneOf(NAME_SUFFIXES, MSG.unsupportedCharacters),
      }),
    birthdate: (context, draft) =>
      object({
        dob: string()
          .required(MSG.dobRequired)
          .test('date', MSG.invalidDate, (value) => {
            const date = parseDisplayDate(value);
            return date !== null && date.getFullYear() >= MIN_BIRTH_YEAR && date <= context.today;
          })
          .test('age', '', function age(value) {
            const date = parseDisplayDate(value);
            if (!date) return true;
            const minimum = minimumAge(draft.state.toUpperCase(), context);
            if (ageOn(date, context.today) >= minimum) return true;
            const message =
              minimum === 62
                ? MSG.dobReverseAge
                : minimum === 18
                  ? MSG.dobMinAge
                  : `Must be at least ${minimum} years old`;
            return this.createError({ message });
          }),
      }),
    contact: () =>
      object({
        phoneNumber: string()
          .required(MSG.phoneRequired)
          .test('country-code', MSG.phoneCountryCode, (value) => !phoneDigits(value).startsWith('1'))
          .test('length', MSG.invalidPhone, (value) => value.length === US_PHONE_LENGTH),
        email: string().trim().required(MSG.emailRequired).matches(EMAIL, MSG.invalidEmail),
      }),
    password: () => CONSENTS,
    loginInfo: () => CONSENTS,
  };

/** Password fields never enter state; they are checked where they are typed. */
export function validatePassword(password: string, confirmPassword: string): FieldError[] {
  const errors: FieldError[] = [];
  if (password === '') errors.push({ field: 'password', message: MSG.required });
  else if (!Object.values(passwordChecks(password)).every(Boolean))
    errors.push({ field: 'password', message: MSG.passwordWeak });
  if (confirmPassword === '') errors.push({ field: 'confirmPassword', message: MSG.required });
  else if (confirmPassword !== password) errors.push({ field: 'confirmPassword', message: MSG.passwordsDontMatch });
  return errors;
}

/** Validates one step of the draft: every problem, in the order of the fields (the first one takes focus). */
export function validateStep(step: StepId, draft: RegistrationDraft, context: ValidationContext): FieldError[] {
  try {
    STEP_SCHEMAS[step](context, draft).validateSync(draft, { abortEarly: false });
    return [];
  } catch (error: unknown) {
    if (!(error instanceof ValidationError)) throw error;
    const seen = new Set<string>();
    const order = Object.keys(draft);
    return error.inner
      .filter((inner) => inner.path !== undefined && !seen.has(inner.path) && seen.add(inner.path))
      .map((inner) => ({ field: inner.path ?? '', message: inner.message }))
      .sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  }
}

/** 000 §5: first and last names are trimmed on submit (the other fields are trimmed by their schemas' checks). */
export const trimmedName = (draft: RegistrationDraft) => ({
  firstName: draft.firstName.trim(),
  middleName: draft.middleName.trim(),
  lastName: draft.lastName.trim(),
});

import { ADDRESS_NOT_FOUND, parseFreeTextAddress } from '../../../features/registration/freeTextAddress';
import { MSG } from '../../../features/registration/messages';
import {
  initialRegistrationState,
  registrationActions,
  registrationSlice,
} from '../../../features/registration/registrationSlice';
import {
  INVALID_AMOUNT,
  LOW_INCOME_CONFIRMATION,
  isValidTypeaheadStreet,
  minimumAge,
  passwordStrength,
  validatePassword,
  validateStep,
  type ValidationContext,
} from '../../../features/registration/schemas';
import type { StepId } from '../../../features/registration/steps';
import { EMPTY_DRAFT, type RegistrationDraft } from '../../../features/registration/types';

const context: ValidationContext = {
  today: new Date(2026, 10, 22),
  production: true,
  ageRestricted: false,
  eligibleStates: null,
  newYorkBlocks: null,
};

const messages = (step: StepId, fields: Partial<RegistrationDraft>, ctx: Partial<ValidationContext> = {}) =>
  Object.fromEntries(
    validateStep(step, { ...EMPTY_DRAFT, ...fields }, { ...context, ...ctx }).map((e) => [e.field, e.message]),
  );

describe('property address and occupancy (000 §5, 001 §5)', () => {
  test.each(['', 'ab', 'Main', '   12   '])('typeahead street %j is invalid', (addressQuery) => {
    expect(messages('property', { addressQuery, occupancyType: 'HOME' }).addressQuery).toBe(MSG.invalidPropertyAddress);
  });
  test('a street of two words passes the spec rule, but typed text no suggestion matched is not an address', () => {
    expect(isValidTypeaheadStreet('12 Main')).toBe(true);
    expect(messages('property', { addressQuery: '12 Main St', occupancyType: 'HOME' })).toEqual({
      addressQuery: ADDRESS_NOT_FOUND,
    });
  });
  test('a chosen suggestion (the fields filled in) is valid', () => {
    const chosen = { street1: '12 Main St', city: 'Denver', state: 'CO', zip: '80203', manualAddress: true };
    expect(
      messages('property', { ...chosen, addressQuery: '12 Main St, Denver, CO 80203', occupancyType: 'HOME' }),
    ).toEqual({});
  });
  test('the occupancy placeholder is rejected', () => {
    expect(messages('property', { addressQuery: '12 Main St' }).occupancyType).toBe(MSG.occupancyRequired);
  });
  test.each([
    ['12 Main St, Denver, CO 80203', { street1: '12 Main St', city: 'Denver', state: 'CO', zip: '80203' }],
    ['12 Main St, New York NY', { street1: '12 Main St', city: 'New York', state: 'NY', zip: '' }],
    ['12 Main St, Denver', { street1: '12 Main St', city: 'Denver', state: '', zip: '' }],
    ['12 Main St', { street1: '12 Main St', city: '', state: '', zip: '' }],
  ])('free text %j is read into the manual fields as far as it goes', (query, parts) => {
    expect(parseFreeTextAddress(query)).toEqual(parts);
  });
  test('an unmatched free-text address opens the manual fields with the message on the first missing part', () => {
    const typed = registrationSlice.reducer(
      initialRegistrationState,
      registrationActions.fieldsEdited({ addressQuery: '12 Main St, Denver' }),
    );
    const state = registrationSlice.reducer(typed, registrationActions.freeTextAddressUnmatched());
    expect(state.draft).toMatchObject({ manualAddress: true, street1: '12 Main St', city: 'Denver', state: '' });
    expect(state.errors).toEqual([{ field: 'state', message: ADDRESS_NOT_FOUND }]);
    expect(state.draft.addressQuery).toBe('12 Main St, Denver');
  });
  test('revealed fields: empty street1 is invalid, and every address message', () => {
    expect(messages('property', { manualAddress: true, occupancyType: 'HOME' })).toEqual({
      street1: MSG.streetRequired,
      city: MSG.required,
      state: MSG.required,
      zip: MSG.required,
    });
    expect(
      messages('property', {
        manualAddress: true,
        occupancyType: 'HOME',
        street1: '1 A St',
        city: 'Austin 2',
        state: 'T',
        zip: '123',
      }),
    ).toEqual({
      city: MSG.invalidCity,
      state: MSG.stateLength,
      zip: MSG.invalidZip,
    });
    expect(
      messages('property', {
        manualAddress: true,
        occupancyType: 'HOME',
        street1: '1 A St',
        city: 'Austin',
        state: 'T1',
        zip: '78701',
      }).state,
    ).toBe(MSG.invalidState);
  });
  const full = { manualAddress: true, occupancyType: 'HOME', street1: '1 A St', city: 'Albany', zip: '12207' } as const;
  test('New York: the main brand blocks NY properties with the NY flag on', () => {
    expect(messages('property', { ...full, state: 'NY' }, { newYorkBlocks: 'NY' }).state).toBe(MSG.stateNotAvailable);
    expect(messages('property', { ...full, state: 'NY' }, { newYorkBlocks: null })).toEqual({});
  });
  test('New York: the NY brand blocks the other states', () => {
    expect(messages('property', { ...full, state: 'NJ' }, { newYorkBlocks: 'NON_NY' }).state).toBe(
      MSG.stateNotAvailable,
    );
    expect(messages('property', { ...full, state: 'NY' }, { newYorkBlocks: 'NON_NY' })).toEqual({});
  });
  test('a state the organisation does not lend in', () => {
    expect(messages('property', { ...full, state: 'TX' }, { eligibleStates: ['CA'] }).state).toBe(
      MSG.stateNotAvailable,
    );
  });
  test('home address uses its own fields and no lending rule', () => {
    expect(
      messages(
        'homeAddress',
        { homeStreet1: '', homeCity: 'X', homeState: 'NY', homeZip: '10001' },
        { newYorkBlocks: 'NY' },
      ),
    ).toEqual({
      homeStreet1: MSG.streetRequired,
    });
  });
});

describe('for sale, income (000 §5)', () => {
  test('YES or NO must be chosen', () => {
    expect(messages('forSale', {})).toEqual({ listedForSale: MSG.required });
    expect(messages('forSale', { listedForSale: 'NO' })).toEqual({});
  });
  test('income messages', () => {
    expect(messages('income', { employmentType: 'FULL_TIME' }).income).toBe(MSG.required);
    expect(messages('income', { income: 'abc', employmentType: 'FULL_TIME' }).income).toBe(INVALID_AMOUNT);
    expect(messages('income', { income: '10,000,000', employmentType: 'FULL_TIME' }).income).toBe(MSG.incomeMax);
    expect(messages('income', { income: '9,999,999', employmentType: 'FULL_TIME' })).toEqual({});
    expect(messages('income', { income: '0', employmentType: 'FULL_TIME', lowIncomeConfirmed: true })).toEqual({});
  });
  test('employment type is required and UNEMPLOYED is rejected', () => {
    expect(messages('income', { income: '90000' }).employmentType).toBe(MSG.required);
    expect(messages('income', { income: '90000', employmentType: 'UNEMPLOYED' }).employmentType).toBe(MSG.unemployed);
  });
  test('under 15,000 needs the annual pre-tax confirmation', () => {
    expect(messages('income', { income: '14999', employmentType: 'RETIRED' }).lowIncomeConfirmed).toBe(
      LOW_INCOME_CONFIRMATION,
    );
    expect(messages('income', { income: '14999', employmentType: 'RETIRED', lowIncomeConfirmed: true })).toEqual({});
    expect(messages('income', { income: '15000', employmentType: 'RETIRED' })).toEqual({});
  });
  test('other income is optional but must be a number', () => {
    expect(messages('income', { income: '90000', employmentType: 'FULL_TIME', otherIncome: 'x' }).otherIncome).toBe(
      INVALID_AMOUNT,
    );
  });
});

describe('legal name (001 §5)', () => {
  test('first name messages', () => {
    expect(messages('name', { lastName: 'Lovelace' }).firstName).toBe(MSG.firstNameRequired);
    expect(messages('name', { firstName: 'A', lastName: 'Lovelace' }).firstName).toBe(MSG.firstNameMin);
    expect(messages('name', { firstName: 'Ad@', lastName: 'Lovelace' }).firstName).toBe(MSG.unsupportedCharacters);
    expect(messages('name', { firstName: " Mary-Jo O'Neil ", lastName: 'Lovelace' })).toEqual({});
  });
  test('middle name: up to three parts with single separators and an optional trailing period', () => {
    expect(messages('name', { firstName: 'Ada', lastName: 'Lovelace', middleName: 'K.' })).toEqual({});
    expect(messages('name', { firstName: 'Ada', lastName: 'Lovelace', middleName: 'Anne Marie Jo' })).toEqual({});
    expect(messages('name', { firstName: 'Ada', lastName: 'Lovelace', middleName: 'A B C D' }).middleName).toBe(
      MSG.unsupportedCharacters,
    );
    expect(messages('name', { firstName: 'Ada', lastName: 'Lovelace', middleName: 'A  B' }).middleName).toBe(
      MSG.unsupportedCharacters,
    );
  });
  test('last name: required, 2 characters, digits only outside production', () => {
    expect(messages('name', { firstName: 'Ada' }).lastName).toBe(MSG.lastNameRequired);
    expect(messages('name', { firstName: 'Ada', lastName: 'L' }).lastName).toBe(MSG.lastNameRequired);
    expect(messages('name', { firstName: 'Ada', lastName: 'Lovelace3' }).lastName).toBe(MSG.unsupportedCharacters);
    expect(messages('name', { firstName: 'Ada', lastName: 'Lovelace3' }, { production: false })).toEqual({});
  });
});

describe('birthdate (000 §5, 001 §5)', () => {
  test('required, real date, from 1900', () => {
    expect(messages('birthdate', {}).dob).toBe(MSG.dobRequired);
    expect(messages('birthdate', { dob: '02/30/1980' }).dob).toBe(MSG.invalidDate);
    expect(messages('birthdate', { dob: '01/01/1899' }).dob).toBe(MSG.invalidDate);
    expect(messages('birthdate', { dob: '12/01/2026' }).dob).toBe(MSG.invalidDate);
    expect(messages('birthdate', { dob: '01/01/1980' })).toEqual({});
  });
  test('at least 18, 19 in Alabama, 62 for the reverse-type product', () => {
    expect(messages('birthdate', { dob: '11/23/2008' }).dob).toBe(MSG.dobMinAge);
    expect(messages('birthdate', { dob: '11/22/2008' })).toEqual({});
    expect(messages('birthdate', { dob: '11/22/2008', state: 'AL' }).dob).toBe('Must be at least 19 years old');
    expect(messages('birthdate', { dob: '11/22/2007', state: 'AL' })).toEqual({});
    expect(messages('birthdate', { dob: '11/23/1964' }, { ageRestricted: true }).dob).toBe(MSG.dobReverseAge);
    expect(messages('birthdate', { dob: '11/22/1964' }, { ageRestricted: true })).toEqual({});
    expect(minimumAge('AL', { ageRestricted: true })).toBe(62);
  });
});

describe('contact (001 §5)', () => {
  test('phone and email messages', () => {
    expect(messages('contact', {})).toEqual({ email: MSG.emailRequired, phoneNumber: MSG.phoneRequired });
    expect(messages('contact', { phoneNumber: '(555) 555-01', email: 'ada@x' })).toEqual({
      phoneNumber: MSG.invalidPhone,
      email: MSG.invalidEmail,
    });
    expect(messages('contact', { phoneNumber: '(155) 555-0100', email: 'ada@example.com' }).phoneNumber).toBe(
      MSG.phoneCountryCode,
    );
    expect(messages('contact', { phoneNumber: '(555) 555-0100', email: 'ada@example.com' })).toEqual({});
  });
});

describe('password and consents (001 §5, 000 §5)', () => {
  test('password rules', () => {
    expect(validatePassword('', '')).toEqual([
      { field: 'password', message: MSG.required },
      { field: 'confirmPassword', message: MSG.required },
    ]);
    expect(validatePassword('short1!A', 'short1!A')).toEqual([{ field: 'password', message: MSG.passwordWeak }]);
    expect(validatePassword('longenough1!', 'longenough1!')).toEqual([
      { field: 'password', message: MSG.passwordWeak },
    ]);
    expect(validatePassword('LongEnough12!', 'LongEnough12?')).toEqual([
      { field: 'confirmPassword', message: MSG.passwordsDontMatch },
    ]);
    expect(validatePassword('LongEnough12!', 'LongEnough12!')).toEqual([]);
  });
  test('four-segment strength meter', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abcdefghijkl')).toBe(1);
    expect(passwordStrength('Abcdefghijkl')).toBe(2);
    expect(passwordStrength('Abcdefghijk1')).toBe(3);
    expect(passwordStrength('Abcdefghij1!')).toBe(4);
  });
  test.each(['password', 'loginInfo'] as const)('%s needs both consents', (step) => {
    expect(messages(step, {})).toEqual({ termPrivacyConsent: MSG.required, communicationConsent: MSG.required });
    expect(messages(step, { termPrivacyConsent: true, communicationConsent: true })).toEqual({});
  });
});

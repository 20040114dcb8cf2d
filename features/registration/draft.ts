/**
 * What the borrower types during registration (000 §3), flat. Apart from the choice lists in types.ts so that the
 * registration slice, which every page's first bundle holds, takes only this (issue 47: types.ts's lists, used by the
 * registration screens, followed the slice into the first paint of every page).
 */
const TEXT_FIELDS = [
  'addressQuery',
  'street1',
  'street2',
  'city',
  'state',
  'zip',
  'occupancyType',
  'homeStreet1',
  'homeStreet2',
  'homeCity',
  'homeState',
  'homeZip',
  'listedForSale',
  'income',
  'otherIncome',
  'employmentType',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'dob',
  'email',
  'phoneNumber',
  'countryCode',
] as const;

const FLAG_FIELDS = [
  'manualAddress',
  'lowIncomeConfirmed',
  'communicationConsent',
  'smsMarketingConsent',
  'smsTransactionalConsent',
  'termPrivacyConsent',
] as const;

export type TextFieldId = (typeof TEXT_FIELDS)[number];
export type FlagFieldId = (typeof FLAG_FIELDS)[number];

/**
 * What the borrower has typed (000 §3 "Registration data held during the flow"), flat so that every field's key is
 * also its DOM id and its name in the sensitive-key list (the action log masks by key).
 */
export type RegistrationDraft = Record<TextFieldId, string> & Record<FlagFieldId, boolean>;

export const EMPTY_DRAFT: RegistrationDraft = {
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextFieldId, string>),
  ...(Object.fromEntries(FLAG_FIELDS.map((field) => [field, false])) as Record<FlagFieldId, boolean>),
  countryCode: 'US',
};

export interface AddressSuggestion {
  street1: string;
  city: string;
  state: string;
  zip: string;
}

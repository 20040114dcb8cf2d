import type { OccupancyType } from '../../src/api/contract';

/** 000 §3 employment types, in the registration flow's list (001 §4 has a shorter shared list). */
export const EMPLOYMENT_TYPES = [
  { value: 'FULL_TIME', label: 'Employed full-time' },
  { value: 'PART_TIME', label: 'Employed part-time' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'RETIRED', label: 'Retired' },
  { value: 'UNEMPLOYED', label: 'Unemployed / furloughed' },
  { value: 'ALIMONY', label: 'Alimony' },
  { value: 'CHILD_SUPPORT', label: 'Child support' },
  { value: 'SEPARATE_MAINTENANCE_PAYMENTS', label: 'Separate maintenance payments' },
  { value: 'PUBLIC_ASSISTANCE_PROGRAM', label: 'Public assistance program' },
] as const;

export const OCCUPANCY_TYPES: readonly { value: OccupancyType; label: string }[] = [
  { value: 'HOME', label: 'Primary residence' },
  { value: 'SECONDARY', label: 'Second home' },
  { value: 'INVESTMENT', label: 'Investment property' },
];

/** 000 §3 name suffixes; N/A is the blank choice. */
export const SUFFIXES = [
  { value: '', label: 'N/A' },
  { value: 'JR', label: 'JR' },
  { value: 'SR', label: 'SR' },
  { value: 'I', label: 'I' },
  { value: 'II', label: 'II' },
  { value: 'III', label: 'III' },
  { value: 'IV', label: 'IV' },
  { value: 'V', label: 'V' },
] as const;

/** 001 §3 country options; US is the default (calling code 1). */
export const COUNTRIES = [
  { country: 'United States', countryCode: 'US', callingCode: '1', maxLength: 14 },
  { country: 'Canada', countryCode: 'CA', callingCode: '1', maxLength: 14 },
  { country: 'Mexico', countryCode: 'MX', callingCode: '52', maxLength: 19 },
  { country: 'United Kingdom', countryCode: 'GB', callingCode: '44', maxLength: 19 },
] as const;

// The draft's shape lives apart (draft.ts): the registration slice, in every page's first bundle, needs it, and this
// module's choice lists only the registration screens show.
export { EMPTY_DRAFT } from './draft';
export type { AddressSuggestion, FlagFieldId, RegistrationDraft, TextFieldId } from './draft';

export type LoginMode = 'legacy' | 'external';

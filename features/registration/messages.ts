/** Every user-visible sentence of registration, word for word from the spec (000 §2.6, §5, §8, §9; 001 §5). */
export const MSG = {
  required: 'Required',
  // Property address and occupancy (000 §5, 001 §5)
  invalidPropertyAddress: 'Please enter a valid property address',
  occupancyRequired: 'Please select an occupancy type',
  streetRequired: 'Street address is required',
  invalidCity: 'Please enter a valid city name',
  stateLength: 'State must be two characters in length',
  invalidState: 'Please enter a valid state',
  stateNotAvailable:
    "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  invalidZip: 'Please enter a valid zipcode',
  licensedStates:
    'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.',
  referrerRequired: 'Referrer is required but not provided.',
  // Income (000 §5)
  incomeMin: 'Must be at least $0',
  incomeMax: 'Must be less than $10,000,000',
  unemployed: "We apologize. At this time, we don't lend to unemployed borrowers.",
  // Birthdate (001 §5)
  dobRequired: 'Date of birth is required',
  dobMinAge: 'Must be at least 18 years old',
  dobReverseAge: 'Must be 62 years or older to apply for a loan',
  invalidDate: 'Invalid date',
  // Legal name (001 §5)
  firstNameRequired: 'Please enter the first name',
  firstNameMin: 'First name must be at least 2 characters long',
  unsupportedCharacters: 'Some of the characters entered are not supported.',
  lastNameRequired: 'Last name is required',
  // Contact (001 §5)
  phoneRequired: 'Please enter your mobile phone',
  invalidPhone: 'Please enter a valid phone number',
  phoneCountryCode: 'Country code 1 is not needed',
  emailRequired: 'Please enter your email',
  invalidEmail: 'Please enter a valid email address',
  // Password (001 §5)
  passwordsDontMatch: "Passwords don't match",
  passwordWeak: 'Password is not strong enough',
  // Errors of the submit sequence (000 §8)
  identityExists: 'identity exists',
  registerMissingAll: 'register missing email, phoneNumber, or password',
  registerMissingEmail: 'register missing email',
  registerMissingPassword: 'register missing password',
  trackerRequiredForEvents: 'localTrackerUuid is required to send events',
  trackerRequiredForCreate: 'Local tracker UUID is required to create a HELOC application',
  notAuthenticated: 'User is not authenticated',
  notOfferedPrefix: 'we do not currently offer loans in',
  // Headline (000 §1)
  headline: 'Apply in 5 minutes, receive funding in 5 days',
} as const;

/** 000 §9: the processing modal's rotating messages, in order. */
export const PROCESSING_MESSAGES = [
  'Creating your account',
  'Pulling your soft credit',
  'Locating your property',
  'Determining property value',
  'Determining your eligibility',
  'Calculating your offers',
  'Generating your quote',
] as const;

/**
 * 000 §9: the special referrer NMLS value that exempts inquiry applications from the contact-your-officer modal.
 * The spec does not give the value; this one is ours (docs/decisions.md) and the sandbox documents it.
 */
export const INQUIRY_EXEMPT_REFERRER_NMLS = '0000000';

export { MODAL } from './modalIds';

export const MODAL_TITLE = {
  accountExists: 'Account Already Exists',
  activeApplication: 'Active application already exists',
  location: 'Why we need your location',
} as const;

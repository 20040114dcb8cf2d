/**
 * The one declared list of personal-data keys (DESIGN.md "Quality gates"). DevTools sanitizers, the action-log
 * recorder and telemetry all mask by it, so adding a key here protects every exit at once.
 * Keys are compared lower-cased; a key also matches when it ends with one of these (e.g. `primaryEmail`).
 */
export const SENSITIVE_KEYS = [
  // names
  'firstname',
  'middlename',
  'lastname',
  'suffix',
  'friendlyname',
  // birthdate
  'dob',
  'birthdate',
  'dateofbirth',
  // contact
  'email',
  'emailaddress',
  // additional signers' invitations (signing/additional)
  'emails',
  'phone',
  'phonenumber',
  'phonenumbers',
  // addresses
  'street1',
  'street2',
  'city',
  'address',
  'addresses',
  'propertyaddress',
  'homeaddress',
  'zip',
  // the registration draft's free-text address search and home-address fields (features/registration/types.ts)
  'addressquery',
  'homecity',
  'homezip',
  // money the borrower declares
  'income',
  'otherincome',
  'incomeprimary',
  'incomeother',
  // identifiers and secrets
  'ssn',
  'socialsecuritynumber',
  'accountnumber',
  'routingnumber',
  'password',
  'confirmpassword',
  'token',
  'jwt',
  'authorization',
  'nonce',
  // free text a borrower writes (chat messages, chat feedback, step bodies that may quote personal data)
  'body',
  'additionalinformation',
] as const;

const EXACT = new Set<string>(SENSITIVE_KEYS);
// Suffix matching catches composed keys (primaryEmail, disburseRoutingNumber) without listing every variant.
const SUFFIXES = [
  'email',
  'phone',
  'phonenumber',
  'password',
  'token',
  'ssn',
  'accountnumber',
  'routingnumber',
  'firstname',
  'lastname',
  'street1',
  'street2',
  'income',
  'nonce',
  'dob',
];

export const isSensitiveKey = (key: string): boolean => {
  const lower = key.toLowerCase();
  return EXACT.has(lower) || SUFFIXES.some((suffix) => lower.endsWith(suffix));
};

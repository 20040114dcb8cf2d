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
  // a chat message's author: the borrower's own name on what they wrote (an agent's name goes with it)
  'authorname',
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
  'ssnlast4',
  'maritalstatus',
  'socialsecuritynumber',
  'accountnumber',
  'routingnumber',
  'password',
  'confirmpassword',
  'token',
  'jwt',
  'authorization',
  'nonce',
  // HMDA demographics (start/hmda) and declared assets
  'ethnicity',
  'race',
  'sex',
  'totalassets',
  // A declined borrower's adverse-action notice (issue 36): reasons, credit score and its factors, the whole subtree
  'adverseactionnotice',
] as const;

/**
 * Keys whose text a borrower writes freely (a chat message `body`, chat feedback): the text is masked, since it may
 * quote anything. The same key also names structured payloads (an application step's `body`); those are walked like
 * any object, so a support engineer still reads the offer chosen while its personal fields are masked by their keys.
 */
export const FREE_TEXT_KEYS = ['body', 'additionalinformation'] as const;

const FREE_TEXT = new Set<string>(FREE_TEXT_KEYS);

export const isFreeTextKey = (key: string): boolean => FREE_TEXT.has(key.toLowerCase());

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

/**
 * The organisation's own published contact (companyInfo, 001 §3): not personal data, and a support engineer replaying
 * a log needs to see the number and address the borrower was shown (docs/decisions.md 136).
 */
const ORGANISATION_CONTACT = new Set(['supportphone', 'supportemail']);

export const isOrganisationContactKey = (key: string): boolean => ORGANISATION_CONTACT.has(key.toLowerCase());

export const isSensitiveKey = (key: string): boolean => {
  const lower = key.toLowerCase();
  if (ORGANISATION_CONTACT.has(lower)) return false;
  return EXACT.has(lower) || SUFFIXES.some((suffix) => lower.endsWith(suffix));
};

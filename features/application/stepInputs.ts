/**
 * What the income, identity, liens and bank screens accept (issue 4): their messages, in one place shared by the
 * screens and the tests, and the pure checks behind them. The spec gives no messages for these screens, so they are
 * ours, written in the spec's plain style (docs/decisions.md).
 */
import type { IdType, IncomeDocumentType, IncomeLinkType, Lien } from '../../src/api/contractApplication';
import type { Offer } from '../../src/api/contractRegistration';

export interface InputError {
  /** The id of the control the error is about. */
  field: string;
  message: string;
}

// ---- income ----

/** The {type} of income/upload/{type} in the URL, and what the platform calls it. */
export const INCOME_UPLOAD_TYPES: Readonly<Record<string, IncomeDocumentType>> = {
  paystubs: 'PAYSTUB',
  'tax-returns': 'TAX_RETURN',
};
export const INCOME_LINK_TYPES: readonly IncomeLinkType[] = ['bank', 'payroll'];

export const isIncomeLinkType = (value: string | undefined): value is IncomeLinkType =>
  INCOME_LINK_TYPES.some((type) => type === value);

export type IncomeMethod = 'link/bank' | 'link/payroll' | 'upload/paystubs' | 'upload/tax-returns';

export const INCOME_TEXT = {
  reviewTitle: 'Verify your income',
  methodLabel: 'How would you like to verify your income?',
  methodRequired: 'Choose how to verify your income',
  /** Issue 48 (6): each way says what it is and, on a line of its own, what the borrower needs at hand for it. */
  methods: {
    'link/bank': {
      label: 'Link your bank account',
      hint: 'The fastest way: we read your deposits, once.',
      need: 'You need: your online banking username and password.',
    },
    'link/payroll': {
      label: 'Link your payroll account',
      hint: 'Sign in to your employer’s payroll provider.',
      need: 'You need: your payroll account username and password.',
    },
    'upload/paystubs': {
      label: 'Upload paystubs',
      hint: 'Best if you are paid by an employer.',
      need: 'You need: your paystubs from the last 30 days, as PDF, JPG or PNG files.',
    },
    'upload/tax-returns': {
      label: 'Upload tax returns',
      hint: 'Best if you are self-employed or retired.',
      need: 'You need: your federal tax returns for the last 2 years, as PDF, JPG or PNG files.',
    },
  } satisfies Record<IncomeMethod, { label: string; hint: string; need: string }>,
  linkTitle: { bank: 'Link your bank account', payroll: 'Link your payroll account' } satisfies Record<
    IncomeLinkType,
    string
  >,
  linkButton: 'Continue to link',
  unknownType: 'This way of verifying income is not available.',
  returnTitle: 'Linking your account',
  returnWorking: 'Finishing the link to your account…',
  returnMissingToken: 'The link did not finish. Please try again from income verification.',
  uploadTitle: { PAYSTUB: 'Upload your paystubs', TAX_RETURN: 'Upload your tax returns' } satisfies Record<
    IncomeDocumentType,
    string
  >,
  uploadHint: {
    PAYSTUB: 'Your paystubs from the last 30 days. PDF, JPG or PNG, up to 10 files of 10 MB each.',
    TAX_RETURN: 'Your federal tax returns for the last 2 years. PDF, JPG or PNG, up to 10 files of 10 MB each.',
  } satisfies Record<IncomeDocumentType, string>,
  filesLabel: 'Choose files',
  uploadButton: 'Upload',
  employerTitle: 'Verify your employment',
  employerName: 'Employer name',
  employerPhone: 'Employer phone number',
  employerPhoneHint: 'A number where your employer can confirm your employment, like (555) 555-0100.',
  employerNameRequired: 'Enter your employer’s name',
  employerNameTooLong: 'Employer name must be 100 characters or fewer',
  /** 001 §5, word for word. */
  phoneRequired: 'Please enter a valid phone number',
  phoneCountryCode: 'Country code 1 is not needed',
} as const;

/** The ways offered: the platform's income request methods when it names any we know, else all of them. */
export function incomeMethods(requested: readonly { methods: readonly string[] }[] | null): IncomeMethod[] {
  const all = Object.keys(INCOME_TEXT.methods) as IncomeMethod[];
  const named = new Set((requested ?? []).flatMap((record) => record.methods.map(methodOf)));
  const offered = all.filter((method) => named.has(method));
  return offered.length > 0 ? offered : all;
}

/** The platform's method names (PLAID, POINTSERV, PAYSTUB, TAX_RETURN...) as our choices. */
function methodOf(method: string): IncomeMethod | null {
  const upper = method.toUpperCase();
  if (upper.includes('PLAID') || upper === 'BANK') return 'link/bank';
  if (upper.includes('POINTSERV') || upper.includes('PAYROLL')) return 'link/payroll';
  if (upper.includes('PAYSTUB')) return 'upload/paystubs';
  if (upper.includes('TAX')) return 'upload/tax-returns';
  return null;
}

export function checkEmployer(name: string, phone: string): InputError[] {
  const errors: InputError[] = [];
  const trimmed = name.trim();
  if (!trimmed) errors.push({ field: 'employer-name', message: INCOME_TEXT.employerNameRequired });
  else if (trimmed.length > 100) errors.push({ field: 'employer-name', message: INCOME_TEXT.employerNameTooLong });
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().length !== 14 || digits.length !== 10)
    errors.push({ field: 'employer-phone', message: INCOME_TEXT.phoneRequired });
  else if (digits.startsWith('1')) errors.push({ field: 'employer-phone', message: INCOME_TEXT.phoneCountryCode });
  return errors;
}

// ---- files ----

export const ACCEPTED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const ACCEPT_ATTRIBUTE = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The platform takes at most 10 files per upload (docs/sandbox.md). */
export const MAX_FILES = 10;

export const FILE_TEXT = {
  required: 'Choose at least 1 file',
  tooMany: `Choose ${MAX_FILES} files or fewer`,
  wrongType: (name: string) => `${name} must be a PDF, JPG or PNG`,
  tooLarge: (name: string) => `${name} must be smaller than 10 MB`,
  empty: (name: string) => `${name} is empty`,
} as const;

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/** The first problem with the chosen files, or null. `max` is how many may be chosen. */
export function checkFiles(files: readonly FileFacts[], max = MAX_FILES): string | null {
  if (files.length === 0) return FILE_TEXT.required;
  if (files.length > max) return FILE_TEXT.tooMany;
  for (const file of files) {
    if (!ACCEPTED_FILE_TYPES.some((type) => type === file.type)) return FILE_TEXT.wrongType(file.name);
    if (file.size === 0) return FILE_TEXT.empty(file.name);
    if (file.size > MAX_FILE_BYTES) return FILE_TEXT.tooLarge(file.name);
  }
  return null;
}

// ---- identity ----

export const ID_TYPES: readonly { value: IdType; label: string }[] = [
  { value: 'DRIVERS_LICENSE', label: 'Driver’s license' },
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'STATE_ID', label: 'State ID' },
  { value: 'PERMANENT_RESIDENT_CARD', label: 'Permanent resident card' },
];

export const IDENTITY_TEXT = {
  title: 'Verify your identity',
  intro: 'Upload a photo or scan of a current, government-issued photo ID. The name must match your application.',
  typeLabel: 'Type of ID',
  typeRequired: 'Choose the type of ID',
  frontLabel: 'Front of your ID',
  backLabel: 'Back of your ID',
  passportLabel: 'Photo page of your passport',
  fileHint: 'PDF, JPG or PNG, up to 10 MB.',
  frontRequired: 'Choose a file for the front of your ID',
  backRequired: 'Choose a file for the back of your ID',
  submit: 'Upload ID',
} as const;

/** A passport has no back worth reading; other IDs need theirs when the back-of-id flag is on. */
export const idNeedsBack = (idType: IdType | '', backOfIdFlag: boolean): boolean =>
  backOfIdFlag && idType !== '' && idType !== 'PASSPORT';

export function checkIdentity(input: {
  idType: IdType | '';
  front: FileFacts | null;
  back: FileFacts | null;
  backOfIdFlag: boolean;
}): InputError[] {
  const errors: InputError[] = [];
  if (!input.idType) errors.push({ field: 'id-type', message: IDENTITY_TEXT.typeRequired });
  const frontProblem = input.front ? checkFiles([input.front], 1) : IDENTITY_TEXT.frontRequired;
  if (frontProblem) errors.push({ field: 'id-front', message: frontProblem });
  if (idNeedsBack(input.idType, input.backOfIdFlag)) {
    const backProblem = input.back ? checkFiles([input.back], 1) : IDENTITY_TEXT.backRequired;
    if (backProblem) errors.push({ field: 'id-back', message: backProblem });
  }
  return errors;
}

// ---- liens ----

export const LIENS_TEXT = {
  title: 'Liens on your home',
  intro:
    'We found these liens on your property. Choose any you want paid off from your line at closing; the payoff is deducted from your initial draw.',
  legend: 'Pay off at closing',
  none: 'We found no liens to pay off. Continue to the next step.',
  /** {amount}: formatted in the borrower's language when shown. */
  balance: 'Balance: {amount}',
  minimum: 'Minimum monthly payment: {amount}',
  payoffTotal: 'Total to pay off: {amount}',
  submit: 'Continue',
  loadFailed: 'The liens on your home could not be loaded. Please try again.',
} as const;

/** The liens on the home: debts it secures (issue 48). A credit card or another unsecured debt is no lien. */
export const liensOnHome = (liens: readonly Lien[]): Lien[] =>
  liens.filter(
    (lien) => lien.accountType === undefined || lien.accountType === 'MORTGAGE' || lien.accountType === 'HOME_EQUITY',
  );

export const payoffTotal = (liens: readonly Lien[], chosen: ReadonlySet<string>): number =>
  liens.filter((lien) => chosen.has(lien.id)).reduce((sum, lien) => sum + lien.monetaryBalance, 0);

// ---- bank ----

export type AccountType = 'CHECKING' | 'SAVINGS';

export const BANK_TEXT = {
  disburseTitle: 'Where should we send your funds?',
  disburseIntro: 'Your initial draw is sent to a bank account in your name.',
  onFile: (last4: string) => `Account ending in ${last4}`,
  useOnFile: 'Use this account',
  paymentsFrom: (last4: string) => `Payments come from your account ending in ${last4}.`,
  enterManually: 'Enter routing and account numbers',
  manualTitle: 'Enter your bank account',
  accountTypeLabel: 'Account type',
  accountTypes: [
    { value: 'CHECKING', label: 'Checking' },
    { value: 'SAVINGS', label: 'Savings' },
  ] satisfies { value: AccountType; label: string }[],
  routingLabel: 'Routing number',
  routingHint: 'The 9 digits at the bottom left of a check.',
  accountLabel: 'Account number',
  accountHint: '4 to 17 digits.',
  confirmLabel: 'Confirm account number',
  accountTypeRequired: 'Choose the account type',
  routingRequired: 'Enter a 9-digit routing number',
  routingInvalid: 'Enter a valid routing number',
  accountRequired: 'Enter an account number of 4 to 17 digits',
  confirmMismatch: 'The account numbers do not match',
  manualSubmit: 'Save account',
  confirmTitle: 'Confirm your bank account',
  confirmIntro: 'Your funds will be sent to, and payments taken from, this account.',
  confirmSubmit: 'Confirm account',
  changeAccount: 'Use a different account',
  noAccount: 'No bank account is on file yet.',
  autopayTitle: 'How would you like to pay?',
  autopayLegend: 'Payment method',
  autopayLabel: 'Autopay',
  autopayHint: (discount: string) => `Payments are taken each month automatically. Save ${discount} on your rate.`,
  autopayNoDiscountHint: 'Payments are taken each month automatically.',
  manualLabel: 'Manual payments',
  manualHint: 'You pay each month yourself.',
  methodRequired: 'Choose a payment method',
  autopaySubmit: 'Continue',
  rateWith: 'Rate with autopay',
  rateWithout: 'Rate without autopay',
  paymentWith: 'Monthly payment with autopay',
  paymentWithout: 'Monthly payment without autopay',
} as const;

/** ABA check: 3, 7, 1 weights over the 9 digits sum to a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, index) => total + Number(value.charAt(index)) * weight, 0);
  return sum % 10 === 0;
}

export function checkBankAccount(input: {
  accountType: AccountType | '';
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
}): InputError[] {
  const errors: InputError[] = [];
  if (!input.accountType) errors.push({ field: 'account-type', message: BANK_TEXT.accountTypeRequired });
  if (!/^\d{9}$/.test(input.routingNumber))
    errors.push({ field: 'routing-number', message: BANK_TEXT.routingRequired });
  else if (!isValidRoutingNumber(input.routingNumber))
    errors.push({ field: 'routing-number', message: BANK_TEXT.routingInvalid });
  if (!/^\d{4,17}$/.test(input.accountNumber))
    errors.push({ field: 'account-number', message: BANK_TEXT.accountRequired });
  else if (input.confirmAccountNumber !== input.accountNumber)
    errors.push({ field: 'confirm-account-number', message: BANK_TEXT.confirmMismatch });
  return errors;
}

/** Only digits, as typed or pasted (spaces and dashes dropped), kept to `max`. */
export const digitsOnly = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

/** The autopay discount of the chosen offer: its rate with and without autopay, or null when it has none. */
export function autopayDiscount(offer: Pick<Offer, 'rate' | 'discountList'> | undefined): {
  rate: number;
  rateWithDiscount: number;
  discount: number;
} | null {
  const found = offer?.discountList.find((discount) => discount.discountType === 'AUTOPAY');
  if (!offer || !found || !(found.rateWithDiscount < offer.rate)) return null;
  return { rate: offer.rate, rateWithDiscount: found.rateWithDiscount, discount: offer.rate - found.rateWithDiscount };
}

/** A screen of the application area, for links between sibling screens that do not nest in the route table. */
export const areaHref = (uuid: string, path: string): string => `/account/heloc/${uuid}/${path}`;

/**
 * The route table: 000 §2, read top to bottom like the spec's route list. Every path is under /account/heloc.
 * A screen is named and described here; `load` brings its code in lazily.
 */

import type { InfoScreenPath } from '../../features/application/infoScreens';

export type Access = 'public' | 'borrower' | 'signer';

export type ScreenModule = Promise<{ default: React.ComponentType }>;

export interface ScreenEntry {
  kind: 'screen';
  path: string;
  title: string;
  purpose: string;
  load: () => ScreenModule;
  children?: RouteEntry[];
}

/** A path that only sends the borrower elsewhere ('..' is the parent route). */
export interface RedirectEntry {
  kind: 'redirect';
  path: string;
  to: string;
}

export type RouteEntry = ScreenEntry | RedirectEntry;

/** The lender's public pages share one small chunk. */
const publicPage =
  (
    name:
      'TermsPage' | 'CommunicationsPage' | 'PrivacyPage' | 'LicensesPage' | 'ComingSoonPage' | 'NotAcceptingAppsPage',
  ) =>
  (): ScreenModule =>
    import(/* webpackChunkName: "public-pages" */ '../../features/legal/screens/PublicPages').then((m) => ({
      default: m[name],
    }));

const conditionsDashboard = (): ScreenModule =>
  import(/* webpackChunkName: "conditions" */ '../../features/conditions/screens/ConditionsDashboard');
const conditionsUpload = (): ScreenModule =>
  import(/* webpackChunkName: "conditions" */ '../../features/conditions/screens/UploadDocument');
const conditionsPhone = (): ScreenModule =>
  import(/* webpackChunkName: "conditions" */ '../../features/conditions/screens/PhoneNumber');

const screen = (
  path: string,
  title: string,
  purpose: string,
  children: RouteEntry[] | undefined,
  load: () => ScreenModule,
): ScreenEntry => ({
  kind: 'screen',
  path,
  title,
  purpose,
  load,
  ...(children ? { children } : {}),
});

/**
 * register-v2's first paint needs only the layout and the property step ("registration"); every other step, the
 * legacy pages and the rules with yup are one "registration-steps" chunk, which the layout prefetches once the first
 * step shows (features/registration/stepsPrefetch.ts), so moving on still fetches no code (decision 143).
 */
const registration = {
  layout: () => import(/* webpackChunkName: "registration" */ '../../features/registration/screens/RegisterV2Layout'),
  property: () => import(/* webpackChunkName: "registration" */ '../../features/registration/screens/PropertyStep'),
  homeAddress: () =>
    import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/HomeAddressStep'),
  forSale: () => import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/ForSaleStep'),
  income: () => import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/IncomeStep'),
  name: () => import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/LegalNameStep'),
  birthdate: () =>
    import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/BirthdateStep'),
  contact: () => import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/ContactStep'),
  password: () =>
    import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/SetPasswordStep'),
  loginInfo: () =>
    import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/LoginInfoStep'),
  legacy: () =>
    import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/RegisterLegacy'),
  accountSetup: () =>
    import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/AccountSetup'),
  support: () =>
    import(/* webpackChunkName: "registration-steps" */ '../../features/registration/screens/RegisterSupport'),
};
export const REGISTER_V2_LAYOUT = registration.layout;

/**
 * The application area's frame and its routing by status: loaded with the entry on the area's prerendered page, and
 * fetched while a borrower registers (RedesignGate), who goes there next.
 */
export const APPLICATION_AREA = {
  area: async (): ScreenModule => ({
    default: (await import(/* webpackChunkName: "application-area" */ './ApplicationArea')).ApplicationArea,
  }),
  root: async (): ScreenModule => ({
    default: (await import(/* webpackChunkName: "application-area" */ './ApplicationRoot')).ApplicationRoot,
  }),
};
const redirect = (path: string, to: string): RedirectEntry => ({ kind: 'redirect', path, to });
/** Bare parent paths redirect up to the application root (000 §2.4). */
const section = (name: string, children: RouteEntry[]): RouteEntry[] => [
  redirect(name, '..'),
  ...children.map((child) => ({ ...child, path: `${name}/${child.path}` })),
];

/** Application screens share one chunk per journey part, so moving on fetches no code. */
const application = {
  productSelect: () =>
    import(/* webpackChunkName: "application-offer" */ '../../features/application/screens/ProductSelect'),
  productConfirm: async () => ({
    default: (
      await import(/* webpackChunkName: "application-offer" */ '../../features/application/screens/ProductSelect')
    ).ProductConfirm,
  }),
  appSummary: () => import(/* webpackChunkName: "application-start" */ '../../features/application/screens/AppSummary'),
};

/** Income, identity, liens and bank screens: one chunk per journey part (issue 4). */
const incomeBank = {
  incomeReview: () =>
    import(/* webpackChunkName: "application-income" */ '../../features/application/screens/IncomeReview'),
  incomeLink: () =>
    import(/* webpackChunkName: "application-income" */ '../../features/application/screens/IncomeLink'),
  incomeUpload: () =>
    import(/* webpackChunkName: "application-income" */ '../../features/application/screens/IncomeUpload'),
  pointservCallback: () =>
    import(/* webpackChunkName: "application-income" */ '../../features/application/screens/PointservCallback'),
  plaidOauthSuccess: () =>
    import(/* webpackChunkName: "application-income" */ '../../features/application/screens/PlaidOauthSuccess'),
  employerVerification: () =>
    import(/* webpackChunkName: "application-income" */ '../../features/application/screens/EmployerVerification'),
  identity: () => import(/* webpackChunkName: "application-identity" */ '../../features/application/screens/Identity'),
  liens: () => import(/* webpackChunkName: "application-identity" */ '../../features/application/screens/Liens'),
  bankDisburse: () =>
    import(/* webpackChunkName: "application-bank" */ '../../features/application/screens/BankDisburse'),
  bankManualDisburse: () =>
    import(/* webpackChunkName: "application-bank" */ '../../features/application/screens/BankManualDisburse'),
  bankConfirm: () =>
    import(/* webpackChunkName: "application-bank" */ '../../features/application/screens/BankConfirm'),
  bankAutopay: () =>
    import(/* webpackChunkName: "application-bank" */ '../../features/application/screens/BankAutopay'),
};

/** Issue 4 signing, notary, branch and status screens: one chunk per journey part. */
const signingModule = () =>
  import(/* webpackChunkName: "application-signing" */ '../../features/application/screens/Signing');
const notaryModule = () =>
  import(/* webpackChunkName: "application-notary" */ '../../features/application/screens/Notary');
const branchModule = () =>
  import(/* webpackChunkName: "application-branch" */ '../../features/application/screens/BranchScreens');
const infoModule = () =>
  import(/* webpackChunkName: "application-branch" */ '../../features/application/screens/InfoScreen');
/** One named screen export of a lazily loaded module. */
const pick =
  <M extends Record<K, React.ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  async (): ScreenModule => ({ default: (await load())[name] });
/** A status screen of the shared layout, by its row in features/application/infoScreens.ts. */
const info = (path: InfoScreenPath) => async (): ScreenModule => ({ default: (await infoModule()).infoScreen(path) });

/** 000 §2.1 and §2.2: pages that work without a session. */
export const PUBLIC_ROUTES: RouteEntry[] = [
  screen(
    'register',
    'Conditional registration',
    'The legacy registration flow.',
    [
      screen(
        'account-setup',
        'Account setup',
        'Create the login for a conditional registration.',
        undefined,
        registration.accountSetup,
      ),
      screen(
        'support',
        'Registration support',
        'How to reach support about a registration.',
        undefined,
        registration.support,
      ),
    ],
    registration.legacy,
  ),
  screen('terms', 'Terms', "The lender's terms of use or service.", undefined, publicPage('TermsPage')),
  screen(
    'communications',
    'Electronic communications',
    'The electronic communications policy.',
    undefined,
    publicPage('CommunicationsPage'),
  ),
  screen('privacy', 'Privacy', "The lender's privacy policy.", undefined, publicPage('PrivacyPage')),
  screen('licenses', 'Licenses', "The lender's state licenses.", undefined, publicPage('LicensesPage')),
  screen(
    'coming-soon',
    'Coming soon',
    'This product is not yet available here.',
    undefined,
    publicPage('ComingSoonPage'),
  ),
  screen(
    'not-accepting-apps',
    'Not accepting applications',
    'This lender is not accepting applications now.',
    undefined,
    publicPage('NotAcceptingAppsPage'),
  ),
];

/** 000 §2.2, children in order. */
export const REGISTER_V2_ROUTES: RouteEntry[] = [
  screen('', 'Property address', 'Property address and occupancy type.', undefined, registration.property),
  screen('home-address', 'Home address', "The borrower's home address.", undefined, registration.homeAddress),
  screen('for-sale', 'Sale status', 'Whether the property is listed for sale.', undefined, registration.forSale),
  screen('annual-income', 'Income', 'Annual income and employment type.', undefined, registration.income),
  screen('legal-name', 'Legal name', "The borrower's legal name.", undefined, registration.name),
  screen('birthdate', 'Birthdate', "The borrower's date of birth.", undefined, registration.birthdate),
  screen('phone-and-email', 'Contact info', 'Mobile phone and email.', undefined, registration.contact),
  screen('set-password', 'Set password', 'Create a password (legacy login mode).', undefined, registration.password),
  screen(
    'login-info',
    'Login info',
    'Terms, privacy and electronic communications consent (external authentication).',
    undefined,
    registration.loginInfo,
  ),
];

/** Signed-in pages outside /{uuid}: the bank-link return reads the application id from local storage (001 §2). */
export const BORROWER_ROUTES: RouteEntry[] = [
  screen(
    'plaid-oauth-success',
    'Bank link return',
    'Return from bank linking.',
    undefined,
    incomeBank.plaidOauthSuccess,
  ),
];

/** The additional signer area (000 §2.3): one "signer" chunk, kept out of the entry bundle. */
const signer = {
  login: () => import(/* webpackChunkName: "signer" */ '../../features/signer/screens/SignerLogin'),
  status: () => import(/* webpackChunkName: "signer" */ '../../features/signer/screens/SignerStatusScreens'),
  intro: () => import(/* webpackChunkName: "signer" */ '../../features/signer/screens/SignerIntro'),
  identity: () => import(/* webpackChunkName: "signer" */ '../../features/signer/screens/SignerIdentity'),
  documents: () => import(/* webpackChunkName: "signer" */ '../../features/signer/screens/SignerDocuments'),
  conditions: () => import(/* webpackChunkName: "signer" */ '../../features/signer/screens/SignerConditions'),
};

/** 000 §2.3: the signer login is public while the external-authentication mode is off (000 §2.1). */
export const SIGNER_PUBLIC_ROUTES: RouteEntry[] = [
  redirect('', 'login'),
  screen('login', 'Signer login', 'Additional signers sign in here.', undefined, signer.login),
];

export const SIGNER_ROUTES: RouteEntry[] = [
  screen('resume', 'Resume', 'Pick up where the signer left off.', undefined, pick(signer.status, 'SignerResume')),
  screen(
    'cancelled',
    'Cancelled',
    'The signer was removed from the application.',
    undefined,
    pick(signer.status, 'SignerCancelled'),
  ),
  screen('identity', 'Verify identity', "Verify the signer's identity.", undefined, signer.identity),
  screen('intro', 'Introduction', "What the signer's part involves.", undefined, signer.intro),
  screen('error', 'Error', 'Something went wrong for the signer.', undefined, pick(signer.status, 'SignerError')),
  screen('sign', 'Sign', 'Sign the documents.', undefined, pick(signer.documents, 'SignerSign')),
  screen('documents', 'Documents', "The signer's documents.", undefined, pick(signer.documents, 'SignerDocuments')),
  screen(
    'conditions',
    'Conditions',
    "The signer's open conditions.",
    [
      screen(
        'upload-document',
        'Upload document',
        'Upload a requested document.',
        undefined,
        pick(signer.conditions, 'SignerConditionUpload'),
      ),
      screen(
        'identity',
        'Verify ID',
        'Verify identity for a condition.',
        undefined,
        pick(signer.identity, 'SignerConditionIdentity'),
      ),
      redirect('*', '..'),
    ],
    pick(signer.conditions, 'SignerConditionsDashboard'),
  ),
];

/** 000 §2.4: the application area /{uuid}. */
export const APPLICATION_ROUTES: RouteEntry[] = [
  ...section('bank', [
    screen('autopay', 'Autopay', 'Choose autopay or manual payments.', undefined, incomeBank.bankAutopay),
    screen('confirm', 'Confirm account', 'Confirm the linked bank account.', undefined, incomeBank.bankConfirm),
    screen(
      'disburse',
      'Disbursement',
      'Choose the account that receives the funds.',
      undefined,
      incomeBank.bankDisburse,
    ),
    screen(
      'manual-disburse',
      'Manual disbursement',
      'Enter routing and account numbers.',
      undefined,
      incomeBank.bankManualDisburse,
    ),
  ]),
  ...section('credit', [
    screen(
      'social',
      'SSN',
      'Re-enter the social security number after a credit no-match.',
      undefined,
      pick(branchModule, 'CreditSocial'),
    ),
    screen('error', 'Frozen credit', 'How to unfreeze credit.', undefined, pick(branchModule, 'CreditFrozen')),
  ]),
  screen('complete', 'Complete', 'Rescission and funding dates.', undefined, pick(notaryModule, 'Complete')),
  screen(
    'conditions',
    'Conditions',
    'Open conditions on the application.',
    [
      screen('upload-document', 'Upload document', 'Upload a requested document.', undefined, conditionsUpload),
      screen('phone-number', 'Enter Phone Number', 'Enter a phone number.', undefined, conditionsPhone),
    ],
    conditionsDashboard,
  ),
  ...section('document', [
    screen('disclosures', 'Disclosures', 'Review the disclosures.', undefined, pick(signingModule, 'Disclosures')),
  ]),
  ...section('error', [
    screen(
      'decline',
      'Decline',
      'Why the application was declined, and what to do next.',
      undefined,
      pick(branchModule, 'Decline'),
    ),
    screen('credit', 'Credit error', 'A problem with the credit report.', undefined, info('error/credit')),
    screen('income', 'Income error', 'A problem verifying income.', undefined, info('error/income')),
    screen('timeout', 'Timeout', 'The application needs more time.', undefined, info('error/timeout')),
    screen('flood-cert', 'Flood certificate', 'Waiting on the flood certificate.', undefined, info('error/flood-cert')),
  ]),
  ...section('income', [
    screen('review', 'Income verification', 'Choose how to verify income.', undefined, incomeBank.incomeReview),
    redirect('link', '../review'),
    screen('link/:type', 'Link income', 'Link a bank or payroll account.', undefined, incomeBank.incomeLink),
    screen(
      'pointserv-callback',
      'Income link return',
      'Return from the payroll link.',
      undefined,
      incomeBank.pointservCallback,
    ),
    screen(
      'upload/:type',
      'Upload income documents',
      'Upload paystubs or tax returns.',
      undefined,
      incomeBank.incomeUpload,
    ),
    screen(
      'employer-verification',
      'Employer verification',
      'Verify employment.',
      undefined,
      incomeBank.employerVerification,
    ),
  ]),
  screen('identity', 'Verify identity', 'Upload an ID.', undefined, incomeBank.identity),
  screen('liens', 'Liens', 'The liens found, and which to pay off.', undefined, incomeBank.liens),
  ...section('notary', [
    screen('intro', 'Notary', 'How the notarization works.', undefined, pick(notaryModule, 'NotaryIntro')),
    screen(
      'schedule-manual',
      'Schedule notary',
      'Choose a notary slot.',
      undefined,
      pick(notaryModule, 'NotaryScheduleManual'),
    ),
    screen(
      'reserve-manual',
      'Reserve notary',
      'Reserve the notary slot.',
      undefined,
      pick(notaryModule, 'NotaryReserveManual'),
    ),
    screen('session', 'Notary session', 'Join the notary session.', undefined, pick(notaryModule, 'NotarySession')),
    screen('error', 'Notary error', 'Something went wrong with the notary.', undefined, info('notary/error')),
  ]),
  ...section('product', [
    screen('assets', 'Assets', 'Assets for pre-qualification.', undefined, pick(branchModule, 'ProductAssets')),
    screen(
      'select',
      'Select offer',
      'Choose an offer and draw amount.',
      [screen('confirm', 'Confirm offer', 'Confirm the chosen offer.', undefined, application.productConfirm)],
      application.productSelect,
    ),
    screen(
      'prequal-winback',
      'Prequal winback',
      'A requalified offer.',
      undefined,
      pick(branchModule, 'PrequalWinback'),
    ),
  ]),
  ...section('signing', [
    screen('intro', 'Signing', 'What signing involves.', undefined, pick(signingModule, 'SigningIntro')),
    screen('sign', 'Sign documents', 'Read and sign the documents.', undefined, pick(signingModule, 'SignDocuments')),
    screen(
      'additional',
      'Additional signers',
      'Invite additional signers by email.',
      undefined,
      pick(signingModule, 'AdditionalSigners'),
    ),
    screen('support', 'Signing support', 'Help with signing.', undefined, pick(signingModule, 'SigningSupport')),
  ]),
  ...section('start', [
    screen('contact', 'Contact', 'Confirm contact details.', undefined, pick(branchModule, 'StartContact')),
    screen('hmda', 'Demographic information', 'Ethnicity, race and sex.', undefined, pick(branchModule, 'StartHmda')),
    screen('app-summary', 'Application summary', 'Review everything and submit.', undefined, application.appSummary),
    screen(
      'profile',
      'Additional profile',
      'The profile details the application still needs.',
      undefined,
      pick(branchModule, 'StartProfile'),
    ),
  ]),
  ...section('review-app', [
    screen('incorrect-pin', 'Incorrect PIN', 'The PIN did not match.', undefined, info('review-app/incorrect-pin')),
    screen('no-credit', 'No credit found', 'No credit file matched.', undefined, info('review-app/no-credit')),
    screen(
      'property',
      'Property review',
      'The property could not be confirmed.',
      undefined,
      info('review-app/property'),
    ),
    screen('uw', 'Underwriting review', 'The application is with underwriting.', undefined, info('review-app/uw')),
    screen(
      'delinquency',
      'Delinquency review',
      'A delinquency is under review.',
      undefined,
      info('review-app/delinquency'),
    ),
    screen(
      'incorrect-ownership',
      'Ownership review',
      'Ownership could not be confirmed.',
      undefined,
      info('review-app/incorrect-ownership'),
    ),
    screen('datatree', 'Timeout', 'The application needs more time.', undefined, info('review-app/datatree')),
    screen('signdocs', 'Timeout', 'The documents are being prepared.', undefined, info('review-app/signdocs')),
  ]),
  ...section('payoff', [
    screen('hold', 'Payoff hold', 'Waiting on the payoff request.', undefined, info('payoff/hold')),
  ]),
  ...section('bpo', [
    screen(
      'condition',
      'Valuation condition',
      'A valuation is required.',
      undefined,
      pick(branchModule, 'BpoCondition'),
    ),
    screen('hold', 'Valuation hold', 'Waiting on the valuation.', undefined, info('bpo/hold')),
    screen('waiting', 'Valuation waiting', 'Waiting on the valuation.', undefined, info('bpo/waiting')),
    screen(
      'estimate-value',
      'Estimate value',
      "The borrower's estimate of the home's value.",
      undefined,
      pick(branchModule, 'BpoEstimate'),
    ),
    screen(
      'order-bpo',
      'Order valuation',
      'Order and pay for the valuation.',
      undefined,
      pick(branchModule, 'BpoOrder'),
    ),
  ]),
  screen('hold', 'Hold', 'The application is on hold.', undefined, info('hold')),
  screen(
    'not-accepting-apps',
    'Not accepting applications',
    'This lender is not accepting applications now.',
    undefined,
    info('not-accepting-apps'),
  ),
];

/**
 * The route table: 000 §2, read top to bottom like the spec's route list. Every path is under /account/heloc.
 * Each screen's name and purpose are the comment above it: the bundle carries only what routing needs (issue 16).
 * `load` brings a screen's code in lazily.
 */

import type { InfoScreenPath } from '../../features/application/infoScreens';

export type Access = 'public' | 'borrower' | 'signer';

export type ScreenModule = Promise<{ default: React.ComponentType }>;

export interface ScreenEntry {
  kind: 'screen';
  path: string;
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

const screen = (path: string, load: () => ScreenModule, children?: RouteEntry[]): ScreenEntry => ({
  kind: 'screen',
  path,
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
  // Conditional registration — The legacy registration flow.
  screen('register', registration.legacy, [
    // Account setup — Create the login for a conditional registration.
    screen('account-setup', registration.accountSetup),
    // Registration support — How to reach support about a registration.
    screen('support', registration.support),
  ]),
  // Terms — The lender's terms of use or service.
  screen('terms', publicPage('TermsPage')),
  // Electronic communications — The electronic communications policy.
  screen('communications', publicPage('CommunicationsPage')),
  // Privacy — The lender's privacy policy.
  screen('privacy', publicPage('PrivacyPage')),
  // Licenses — The lender's state licenses.
  screen('licenses', publicPage('LicensesPage')),
  // Coming soon — This product is not yet available here.
  screen('coming-soon', publicPage('ComingSoonPage')),
  // Not accepting applications — This lender is not accepting applications now.
  screen('not-accepting-apps', publicPage('NotAcceptingAppsPage')),
];

/** 000 §2.2, children in order. */
export const REGISTER_V2_ROUTES: RouteEntry[] = [
  // Property address — Property address and occupancy type.
  screen('', registration.property),
  // Home address — The borrower's home address.
  screen('home-address', registration.homeAddress),
  // Sale status — Whether the property is listed for sale.
  screen('for-sale', registration.forSale),
  // Income — Annual income and employment type.
  screen('annual-income', registration.income),
  // Legal name — The borrower's legal name.
  screen('legal-name', registration.name),
  // Birthdate — The borrower's date of birth.
  screen('birthdate', registration.birthdate),
  // Contact info — Mobile phone and email.
  screen('phone-and-email', registration.contact),
  // Set password — Create a password (legacy login mode).
  screen('set-password', registration.password),
  // Login info — Terms, privacy and electronic communications consent (external authentication).
  screen('login-info', registration.loginInfo),
];

/** Signed-in pages outside /{uuid}: the bank-link return reads the application id from local storage (001 §2). */
export const BORROWER_ROUTES: RouteEntry[] = [
  // Bank link return — Return from bank linking.
  screen('plaid-oauth-success', incomeBank.plaidOauthSuccess),
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
  // Signer login — Additional signers sign in here.
  screen('login', signer.login),
];

export const SIGNER_ROUTES: RouteEntry[] = [
  // Resume — Pick up where the signer left off.
  screen('resume', pick(signer.status, 'SignerResume')),
  // Cancelled — The signer was removed from the application.
  screen('cancelled', pick(signer.status, 'SignerCancelled')),
  // Verify identity — Verify the signer's identity.
  screen('identity', signer.identity),
  // Introduction — What the signer's part involves.
  screen('intro', signer.intro),
  // Error — Something went wrong for the signer.
  screen('error', pick(signer.status, 'SignerError')),
  // Sign — Sign the documents.
  screen('sign', pick(signer.documents, 'SignerSign')),
  // Documents — The signer's documents.
  screen('documents', pick(signer.documents, 'SignerDocuments')),
  // Conditions — The signer's open conditions.
  screen('conditions', pick(signer.conditions, 'SignerConditionsDashboard'), [
    // Upload document — Upload a requested document.
    screen('upload-document', pick(signer.conditions, 'SignerConditionUpload')),
    // Verify ID — Verify identity for a condition.
    screen('identity', pick(signer.identity, 'SignerConditionIdentity')),
    redirect('*', '..'),
  ]),
];

/** 000 §2.4: the application area /{uuid}. */
export const APPLICATION_ROUTES: RouteEntry[] = [
  ...section('bank', [
    // Autopay — Choose autopay or manual payments.
    screen('autopay', incomeBank.bankAutopay),
    // Confirm account — Confirm the linked bank account.
    screen('confirm', incomeBank.bankConfirm),
    // Disbursement — Choose the account that receives the funds.
    screen('disburse', incomeBank.bankDisburse),
    // Manual disbursement — Enter routing and account numbers.
    screen('manual-disburse', incomeBank.bankManualDisburse),
  ]),
  ...section('credit', [
    // SSN — Re-enter the social security number after a credit no-match.
    screen('social', pick(branchModule, 'CreditSocial')),
    // Frozen credit — How to unfreeze credit.
    screen('error', pick(branchModule, 'CreditFrozen')),
  ]),
  // Complete — Rescission and funding dates.
  screen('complete', pick(notaryModule, 'Complete')),
  // Conditions — Open conditions on the application.
  screen('conditions', conditionsDashboard, [
    // Upload document — Upload a requested document.
    screen('upload-document', conditionsUpload),
    // Enter Phone Number — Enter a phone number.
    screen('phone-number', conditionsPhone),
  ]),
  ...section('document', [
    // Disclosures — Review the disclosures.
    screen('disclosures', pick(signingModule, 'Disclosures')),
  ]),
  ...section('error', [
    // Decline — Why the application was declined, and what to do next.
    screen('decline', pick(branchModule, 'Decline')),
    // Credit error — A problem with the credit report.
    screen('credit', info('error/credit')),
    // Income error — A problem verifying income.
    screen('income', info('error/income')),
    // Timeout — The application needs more time.
    screen('timeout', info('error/timeout')),
    // Flood certificate — Waiting on the flood certificate.
    screen('flood-cert', info('error/flood-cert')),
  ]),
  ...section('income', [
    // Income verification — Choose how to verify income.
    screen('review', incomeBank.incomeReview),
    redirect('link', '../review'),
    // Link income — Link a bank or payroll account.
    screen('link/:type', incomeBank.incomeLink),
    // Income link return — Return from the payroll link.
    screen('pointserv-callback', incomeBank.pointservCallback),
    // Upload income documents — Upload paystubs or tax returns.
    screen('upload/:type', incomeBank.incomeUpload),
    // Employer verification — Verify employment.
    screen('employer-verification', incomeBank.employerVerification),
  ]),
  // Verify identity — Upload an ID.
  screen('identity', incomeBank.identity),
  // Liens — The liens found, and which to pay off.
  screen('liens', incomeBank.liens),
  ...section('notary', [
    // Notary — How the notarization works.
    screen('intro', pick(notaryModule, 'NotaryIntro')),
    // Schedule notary — Choose a notary slot.
    screen('schedule-manual', pick(notaryModule, 'NotaryScheduleManual')),
    // Reserve notary — Reserve the notary slot.
    screen('reserve-manual', pick(notaryModule, 'NotaryReserveManual')),
    // Notary session — Join the notary session.
    screen('session', pick(notaryModule, 'NotarySession')),
    // Notary error — Something went wrong with the notary.
    screen('error', info('notary/error')),
  ]),
  ...section('product', [
    // Assets — Assets for pre-qualification.
    screen('assets', pick(branchModule, 'ProductAssets')),
    // Select offer — Choose an offer and draw amount.
    screen('select', application.productSelect, [
      // Confirm offer — Confirm the chosen offer.
      screen('confirm', application.productConfirm),
    ]),
    // Prequal winback — A requalified offer.
    screen('prequal-winback', pick(branchModule, 'PrequalWinback')),
  ]),
  ...section('signing', [
    // Signing — What signing involves.
    screen('intro', pick(signingModule, 'SigningIntro')),
    // Sign documents — Read and sign the documents.
    screen('sign', pick(signingModule, 'SignDocuments')),
    // Additional signers — Invite additional signers by email.
    screen('additional', pick(signingModule, 'AdditionalSigners')),
    // Signing support — Help with signing.
    screen('support', pick(signingModule, 'SigningSupport')),
  ]),
  ...section('start', [
    // Contact — Confirm contact details.
    screen('contact', pick(branchModule, 'StartContact')),
    // Demographic information — Ethnicity, race and sex.
    screen('hmda', pick(branchModule, 'StartHmda')),
    // Application summary — Review everything and submit.
    screen('app-summary', application.appSummary),
    // Additional profile — The profile details the application still needs.
    screen('profile', pick(branchModule, 'StartProfile')),
  ]),
  ...section('review-app', [
    // Incorrect PIN — The PIN did not match.
    screen('incorrect-pin', info('review-app/incorrect-pin')),
    // No credit found — No credit file matched.
    screen('no-credit', info('review-app/no-credit')),
    // Property review — The property could not be confirmed.
    screen('property', info('review-app/property')),
    // Underwriting review — The application is with underwriting.
    screen('uw', info('review-app/uw')),
    // Delinquency review — A delinquency is under review.
    screen('delinquency', info('review-app/delinquency')),
    // Ownership review — Ownership could not be confirmed.
    screen('incorrect-ownership', info('review-app/incorrect-ownership')),
    // Timeout — The application needs more time.
    screen('datatree', info('review-app/datatree')),
    // Timeout — The documents are being prepared.
    screen('signdocs', info('review-app/signdocs')),
  ]),
  ...section('payoff', [
    // Payoff hold — Waiting on the payoff request.
    screen('hold', info('payoff/hold')),
  ]),
  ...section('bpo', [
    // Valuation condition — A valuation is required.
    screen('condition', pick(branchModule, 'BpoCondition')),
    // Valuation hold — Waiting on the valuation.
    screen('hold', info('bpo/hold')),
    // Valuation waiting — Waiting on the valuation.
    screen('waiting', info('bpo/waiting')),
    // Estimate value — The borrower's estimate of the home's value.
    screen('estimate-value', pick(branchModule, 'BpoEstimate')),
    // Order valuation — Order and pay for the valuation.
    screen('order-bpo', pick(branchModule, 'BpoOrder')),
  ]),
  // Hold — The application is on hold.
  screen('hold', info('hold')),
  // Not accepting applications — This lender is not accepting applications now.
  screen('not-accepting-apps', info('not-accepting-apps')),
];

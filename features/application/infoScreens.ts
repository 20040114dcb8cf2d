/**
 * The status screens that only tell the borrower where the application stands (000 §2.4), read like the spec's list:
 * path, heading, what happened, what happens next. The wording is ours (the spec names the screens only); one layout
 * renders them all (screens/InfoScreen.tsx), with the loan number, the property and the support contact.
 */

export type InfoAction =
  /** Back to the dashboard: nothing for the borrower to do here. */
  | { kind: 'dashboard' }
  /** Another screen of the application, e.g. notary/error back to notary/intro. */
  | { kind: 'screen'; path: string; label: string }
  /** Load the application again and go where its status says now (issue 15: after a time-out). */
  | { kind: 'recheck' };

export interface InfoScreenText {
  title: string;
  /** What happened, in plain language. */
  body: string;
  /** What happens next, and what the borrower can do. */
  next: readonly string[];
  action: InfoAction;
}

const DASHBOARD: InfoAction = { kind: 'dashboard' };

const TIMEOUT: InfoScreenText = {
  title: 'This is taking longer than usual',
  body: 'We could not finish processing your application while you waited. Nothing is lost: everything you entered is saved.',
  next: [
    'You can check again now, or come back later: we will email you as soon as your next step is ready.',
    'You do not need to start over.',
  ],
  action: { kind: 'recheck' },
};

export const INFO_SCREENS = {
  'review-app/incorrect-pin': {
    title: 'We could not confirm your PIN',
    body: 'The PIN entered did not match our records, so we paused your application to keep it safe.',
    next: [
      'A member of our team will contact you to confirm your identity.',
      'Please contact support if you would like to continue sooner.',
    ],
    action: DASHBOARD,
  },
  'review-app/no-credit': {
    title: 'We could not find your credit file',
    body: 'We were unable to find a credit file that matches the Social Security number and details you gave us.',
    next: [
      'Our team will review your application and contact you within two business days.',
      'Please check that the name and birthdate on your profile match your credit records.',
    ],
    action: DASHBOARD,
  },
  'review-app/property': {
    title: 'We need to confirm your property',
    body: 'We could not match the address you entered to a single property in public records.',
    next: [
      'Our team will check the property records and contact you if we need anything from you.',
      'This review usually takes one to two business days.',
    ],
    action: DASHBOARD,
  },
  'review-app/uw': {
    title: 'Your application is with our underwriters',
    body: 'An underwriter is reviewing your application before we can make you a final offer.',
    next: [
      'We will email you as soon as the review is complete, usually within two business days.',
      'If we need a document from you, it will appear in your conditions.',
    ],
    action: DASHBOARD,
  },
  'review-app/delinquency': {
    title: 'We are reviewing your payment history',
    body: 'Your credit report shows a late or missed payment on a mortgage or other debt that we need to review.',
    next: [
      'Our team will review your payment history and contact you within two business days.',
      'If the payment has been brought current, a statement showing it can speed up the review.',
    ],
    action: DASHBOARD,
  },
  'review-app/incorrect-ownership': {
    title: 'We need to confirm who owns the property',
    body: 'The owners listed in public records do not match the names on your application.',
    next: [
      'Our team will contact you about documents that show your ownership, such as your deed.',
      'If your name has changed, a marriage certificate or court order can help.',
    ],
    action: DASHBOARD,
  },
  'review-app/datatree': TIMEOUT,
  'review-app/signdocs': TIMEOUT,
  'error/timeout': TIMEOUT,
  'error/credit': {
    title: 'There was a problem with your credit report',
    body: 'We could not complete the review of your credit report.',
    next: [
      'Our team will review your application and contact you within two business days.',
      'You do not need to apply again.',
    ],
    action: DASHBOARD,
  },
  'error/income': {
    title: 'We could not verify your income',
    body: 'The income information we received did not let us confirm the income on your application.',
    next: [
      'Our team will review it and contact you about other ways to verify your income.',
      'Recent paystubs or tax returns are the quickest way to help.',
    ],
    action: DASHBOARD,
  },
  'error/flood-cert': {
    title: 'We are waiting on the flood certificate',
    body: 'Every home equity line needs a flood zone certificate for the property, and yours is still being prepared.',
    next: [
      'Your closing documents will be ready as soon as the certificate arrives, usually within one business day.',
      'If the property is in a flood zone, we will tell you about flood insurance.',
    ],
    action: DASHBOARD,
  },
  'payoff/hold': {
    title: 'We are waiting on your payoff statement',
    body: 'We have asked your current lender for a payoff statement for the debt you chose to pay off.',
    next: [
      'As soon as it arrives we will move your application to the next step and email you.',
      'Lenders usually answer within three to five business days.',
    ],
    action: DASHBOARD,
  },
  'bpo/hold': {
    title: 'Your home valuation is in progress',
    body: 'A valuation of your home has been ordered and is in progress.',
    next: [
      'The appraiser may contact you to arrange a visit to the outside of your home.',
      'We will email you when the valuation is complete, usually within five business days.',
    ],
    action: DASHBOARD,
  },
  'bpo/waiting': {
    title: 'We are waiting on your home valuation',
    body: 'We are waiting for the result of the valuation of your home.',
    next: ['We will email you as soon as it is back and update your offer if needed.'],
    action: DASHBOARD,
  },
  hold: {
    title: 'Your application is on hold',
    body: 'Your application is waiting on an appraisal of your home.',
    next: [
      'The appraiser will contact you to arrange a visit.',
      'We will email you when the appraisal is complete and your application can continue.',
    ],
    action: DASHBOARD,
  },
  'notary/error': {
    title: 'Something went wrong with your notary session',
    body: 'Your notary session could not be completed.',
    next: ['You can choose a notary option again.', 'If this happens again, please contact support.'],
    action: { kind: 'screen', path: 'notary/intro', label: 'Choose a notary option' },
  },
  'signing/support': {
    title: 'Help with signing',
    body: 'If a document does not display, or something in it looks wrong, we are here to help.',
    next: [
      'Scroll to the end of the documents to enable the Sign button.',
      'You can download each document as a PDF to read it on another device.',
    ],
    action: { kind: 'screen', path: 'signing/sign', label: 'Back to signing' },
  },
  'not-accepting-apps': {
    title: 'We are not accepting applications right now',
    body: 'This lender is not accepting new applications at the moment.',
    next: ['Please check back later, or contact support to learn about other options.'],
    action: DASHBOARD,
  },
} as const satisfies Record<string, InfoScreenText>;

export type InfoScreenPath = keyof typeof INFO_SCREENS;

export const isInfoScreenPath = (path: string): path is InfoScreenPath => Object.hasOwn(INFO_SCREENS, path);

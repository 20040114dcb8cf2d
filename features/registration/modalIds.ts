/**
 * 000 §2.6 overlays, by the name their open state is tracked under. Apart from messages.ts so that the frame and the
 * eager sagas that ask whether the processing modal is open take these names only, not every registration sentence
 * (issue 47: 1 KB gzip of every page's first paint).
 */
export const MODAL = {
  processing: 'registration-processing',
  accountExists: 'registration-account-exists',
  activeApplication: 'registration-active-application',
  hawaii: 'registration-hawaii',
  newYork: 'registration-new-york',
  location: 'registration-location',
  contactLoanOfficer: 'registration-contact-loan-officer',
  waitPeriod: 'registration-45-day-wait',
} as const;

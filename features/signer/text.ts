/**
 * Every sentence of the signer area (000 §2.3). The spec gives the validation messages (001 §5, via the shared rules
 * in features/application/stepRules.ts); the screens' wording is ours (docs/decisions.md).
 */
export const SIGNER_TEXT = {
  login: {
    title: 'Sign in to sign your documents',
    lead: 'You were invited to sign a home equity line of credit as an owner of the home. Sign in with the email address the invitation was sent to.',
    emailLabel: 'Email address',
    passwordLabel: 'Password',
    passwordRequired: 'Required',
    submit: 'Sign in',
    submitting: 'Signing in',
    redirecting: 'Taking you to the login page…',
  },
  resume: { title: 'Finding your documents', loading: 'Loading where you left off…' },
  cancelled: {
    title: 'You have been removed from this application',
    body: 'The borrower or lender has removed you as a signer, so there is nothing for you to sign. If you think this is a mistake, please contact us.',
  },
  error: { title: 'Something went wrong', retry: 'Try again', fallback: 'Something unexpected happened' },
  intro: {
    title: 'Sign as an additional owner',
    lead: 'Everyone on the title of the home must sign the home equity line of credit. You have been invited to sign for this loan.',
    steps: [
      'Verify your identity with a government-issued photo ID.',
      'Read the documents to the end.',
      'Sign them online. It takes about ten minutes.',
    ],
    start: 'Verify your identity',
  },
  identity: {
    conditionTitle: 'Verify your identity again',
    conditionIntro:
      'We could not verify your identity. Upload a current, government-issued photo ID. The name must match the property title.',
  },
  sign: {
    title: 'Sign the documents',
    lead: 'Read the documents to the end, then sign them.',
    viewerLabel: 'Documents to sign',
    submit: 'Sign',
    loading: 'Loading your documents…',
  },
  documents: {
    title: 'Your documents',
    signedTitle: 'You have signed',
    signedLead: 'Thank you. You have signed your documents. Download a copy to keep for your records.',
    unsignedLead: 'These are the documents for this loan. Download a copy to keep for your records.',
    loading: 'Loading your documents…',
  },
  conditions: { documentsLink: 'View your documents' },
  applicationId: 'Application ID',
} as const;

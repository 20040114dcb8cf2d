/** Shell texts from 001 §2, word for word where the spec gives them. */
export const SHELL_TEXT = {
  chatPrompt: 'Have a question? Chat with us',
  feedbackLink: 'Share your feedback with the CEO',
  login: 'Login',
  dashboard: 'Dashboard',
  logout: 'Logout',
  ilNotice: 'IL Community Reinvestment Notice',
  privacy: 'Privacy Policy',
  licenses: 'Licenses',
  communications: 'Electronic Communications Policy',
  disclosures: 'Loan disclosures',
} as const;

/*
 * The error fallback's texts (001 §8). They live here, not in src/shell/ErrorFallback.tsx, because the message
 * catalogue names their types: a component that translates through the catalogue cannot also be read by it.
 */
export const ERROR_FALLBACK_HEADING = 'Sorry, looks like we have hit a snag!';
export const ERROR_FALLBACK_MESSAGE = 'Please click Try again to see if we can get you back moving.';
export const TRY_AGAIN = 'Try again';

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

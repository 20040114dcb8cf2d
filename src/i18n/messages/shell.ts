/** English catalogue part: The frame's other texts, the kit, small features and the account screens. Ids are the English texts, word for word. */
export const SHELL_PART_TEXT = [
  // Frame: skip link, banners, toasts, private-label error, maintenance page (000 §2.6, §8; 001 §1, §2)
  'Skip to main content',
  'Announcements',
  'Dismiss announcement',
  'Messages',
  'Dismiss message',
  "We could not load this lender's page",
  'Private label data is missing for this organization.',
  'Please check the address you used, or {link}.',
  'go to the home page',
  'Scheduled Maintenance',
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!',
  "You're offline. We'll keep your answers.",
  'The connection dropped before we could finish. Your answers are kept: please try again.',
  // The page's own title and description (src/index.html), in a page built in another language (tools/prerender.tsx)
  // Sentence case: the product's name as the platform sends it (Home Equity Line of Credit) is shown as sent.
  'Home equity line of credit',
  'Apply for a home equity line of credit: apply in 5 minutes, receive funding in 5 days.',
  // A page whose scripts did not all arrive (src/boot/loadFailed.ts): the notice in the page's language (decision 384)
  "This page didn't finish loading. Check your connection, then try again. We'll keep your answers.",
  // The app on the device (issue 47): a new version waits; the offline page of the application area
  'A new version is ready.',
  'Your application has moved on since your last visit. This is where it is now.',
  'Reload',
  'Your application, as you last saw it',
  'Last updated {when}.',
  "This page updates itself as soon as you're back online.",
  // A return visit's screen from the device whose read then failed (decision 424)
  "We couldn't bring your application up to date",
  'This page shows your application as you last saw it. What you type here is kept.',
  "We tried again at {time}, but still couldn't bring it up to date. Check your connection, then try again.",
  // 000 §8 default error text of a failed call (src/api/http.ts DEFAULT_ERROR_MESSAGE), read through text() where shown
  'Something unexpected happened',
  // Loader (000 §2.6)
  'Loading…',
  'Checking your application…',
  'Almost there…',
  // Loan officer card (001 §2)
  'Your loan officer',
  'NMLS #{nmls}',
  // Notifications (001 §2)
  'No Notifications',
  'View All',
  'View Less',
  'Notifications',
  'Notifications, unread',
  // CEO feedback (001 §5)
  'What would you like to do?',
  'Your message',
  'May we contact you about your feedback?',
  'Must be at least 10 characters',
  'Must be at most 1000 characters',
  'Send feedback',
  'Thank you. Your feedback was sent.',
  'Improve our product',
  'Give us a compliment',
  'Something went wrong. Please try again.',
  // Leave survey (001 §4)
  'Before you go',
  'Tell us why you are leaving: a two-minute survey helps us make applying easier.',
  'Take the survey',
  'Close and log out',
  // Kit: file drop, amount slider
  'Remove',
  'Uploading',
  'Choose a file',
  'Choose files',
  'or drag it here',
  'or drag them here',
  'Chosen files',
  'Enter an amount from {min} to {max}',
  ' in dollars',
  // Legacy registration and registration support (000 §2.2)
  'Check your rate',
  'The property',
  'Where you live',
  'Income',
  'About you',
  'Help with your registration',
  'If something is stopping you from registering:',
  'Have the property address ready; we never ask for your password.',
  'Back to registration',
  // Registration's reassurance panel (issue 34, features/registration/screens/RegisterV2Layout.tsx)
  'Answer a few questions about your property, your income and yourself.',
  'See your offers right away: the amount, rate and monthly payment of each.',
  'Choose an offer, then finish your application, sign and get funded.',
  'Seeing your offers does not affect your credit score.',
  // After 000 §5's state message when the organisation does not lend there (features/registration/screens/AddressFields)
  'We lend in: {states}.',
  // Storage refused by the browser (issue 33, src/shell/StorageNotice.tsx)
  'Your browser is blocking this site from saving data, so reloading the page will not keep your answers and you may need to sign in again.',
  'Got it',
] as const;

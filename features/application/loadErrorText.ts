/**
 * The application-load error view and the dashboard notices it may leave (issue 17). The spec gives only the default
 * message ('Something unexpected happened', 000 §8); these sentences are ours (docs/decisions.md 164, 165).
 */
export const LOAD_ERROR_TEXT = {
  heading: "We couldn't open your application",
  intro: 'Your application and your answers are safe. This is usually brief.',
  tryAgain: 'Try again',
  help: 'If this keeps happening, we can help:',
} as const;

export const APPLICATION_NOT_FOUND =
  "We couldn't find that application in your account. Your applications are listed below.";
export const PROFILE_NOT_FOUND = "We couldn't find your profile. Please log in again or contact us.";

/** 000 §4.2 sends an inquiry application to the dashboard; this says why. */
export const INQUIRY_AT_DASHBOARD =
  'Your loan officer is finishing this application with you. Please contact them to continue.';

/**
 * Issue 33: a write refused because the application moved on, where its status still leads to this screen (after the
 * refusal re-routes, decision 227). The platform's own wording ("… is not expected at status …") is never shown.
 */
export const APPLICATION_CHANGED =
  'Your application changed while this page was open. Please check it, then try again.';

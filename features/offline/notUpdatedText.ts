/**
 * The notice over a return visit's screen whose read failed (decision 424; ours, as the spec has no text for it).
 * "Try again" and the busy text are the load-error view's and the loader's.
 */
export const NOT_UPDATED_TEXT = {
  title: "We couldn't bring your application up to date",
  body: 'This page shows your application as you last saw it. What you type here is kept.',
  tryAgain: 'Try again',
  reading: 'Checking your application…',
} as const;

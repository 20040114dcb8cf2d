/**
 * The notice over a return visit's screen whose read failed (decision 424; ours, as the spec has no text for it).
 * "Try again" and the busy text are the load-error view's and the loader's.
 */
export const NOT_UPDATED_TEXT = {
  title: "We couldn't bring your application up to date",
  body: 'This page shows your application as you last saw it. What you type here is kept.',
  tryAgain: 'Try again',
  /** After a Try again that failed too: new words, so the borrower (and a screen reader) hears it was tried. */
  triedAgain:
    "We tried again at {time}, but still couldn't bring it up to date. Check your connection, then try again.",
  reading: 'Checking your application…',
} as const;

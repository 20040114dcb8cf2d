/** How long a beforeunload counts without a pagehide: a leave the borrower cancelled (a site's prompt) ends. */
export const LEAVE_CANCELLED_AFTER_MS = 5000;

type PageEvents = Pick<Window, 'addEventListener' | 'setTimeout' | 'clearTimeout'>;

/**
 * Whether the page is being left (issue 46): from beforeunload or pagehide until a pageshow brings it back (the
 * back-forward cache) or, after a beforeunload alone, until a few seconds pass with the page still here. Calls that
 * fail meanwhile were cut off by the page's own navigation (Firefox fails its open fetches as it unloads).
 */
export function watchPageLeaving(win: PageEvents): () => boolean {
  let leaving = false;
  let cancelTimer: number | undefined;
  win.addEventListener('beforeunload', () => {
    leaving = true;
    win.clearTimeout(cancelTimer);
    cancelTimer = win.setTimeout(() => {
      leaving = false;
    }, LEAVE_CANCELLED_AFTER_MS);
  });
  win.addEventListener('pagehide', () => {
    leaving = true;
    win.clearTimeout(cancelTimer);
  });
  win.addEventListener('pageshow', () => {
    leaving = false;
  });
  return () => leaving;
}

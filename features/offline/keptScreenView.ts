/**
 * The screen a returning borrower last saw, as the page painted it before any script ran (decision 426): the page's
 * inline script (src/boot/keptScreenScript.ts) puts the markup kept on the device (keptScreen.ts) in place of the
 * application frame's placeholder and leaves it here, and the placeholder's component renders the same, so React takes
 * the page over without repainting it. Shown once per page load: once the area's own frame or any other view has
 * replaced it, the placeholder is the placeholder again.
 */
declare global {
  interface Window {
    __keptScreen?: string | null;
  }
}

/**
 * 001 §2: the application frame's layout changes at 1024 px (ApplicationFrame's sidebar); a screen kept at one layout
 * is painted only at the same one. One query for both, so they cannot drift apart.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/** The classes of the kept screen's two wrappers, as the page's script writes them and React renders them. */
export const KEPT_SCREEN_CLASS = 'application-kept';
export const KEPT_SCREEN_MARKUP_CLASS = 'application-kept-screen';
export const KEPT_SCREEN_TEST_ID = 'application-kept';
/** The performance mark the page's script sets when it has painted the kept screen (for the bench and the tests). */
export const KEPT_SCREEN_MARK = 'heloc:kept-screen';

/** The kept screen's markup the page put in place of the placeholder, or null (none kept, or already replaced). */
export const keptScreenOnPage = (): string | null =>
  typeof window === 'undefined' ? null : (window.__keptScreen ?? null);

export function forgetKeptScreen(): void {
  if (typeof window !== 'undefined') window.__keptScreen = null;
}

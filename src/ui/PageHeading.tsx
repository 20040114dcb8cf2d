import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/LocaleProvider';
import { firstScreenHasShown, firstScreenShown } from '../lib/firstScreen';

/** The screen's heading, which the route change and the screens that replace their content focus. */
export const PAGE_HEADING_ID = 'page-heading';

/**
 * The screen's one h1. It takes focus when the screen mounts so that a screen-reader or keyboard user lands at the
 * top of the new page after each client-side navigation, and it titles the document (again when the language
 * changes, so the tab's title follows the heading).
 */
export function PageHeading({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { locale } = useT();
  useEffect(() => {
    // A borrower already in a field keeps their place: on a prerendered page they can be typing before the app has
    // taken it over (issue 16). After a client-side navigation no field of the new screen has focus yet.
    const active = document.activeElement;
    if (
      active instanceof HTMLInputElement ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement
    )
      return;
    // Nor does the page jump back to the top under a borrower who scrolled it before the app took over (or whose
    // browser restored the scroll on a reload): the page's own first screen is where a page load starts anyway.
    if (!firstScreenHasShown() && window.scrollY > 0) return;
    ref.current?.focus({ preventScroll: false });
  }, [documentTitle]);
  // After the focus decision, which asks whether this is the page's first screen.
  useEffect(firstScreenShown, []);
  useEffect(() => {
    const title = documentTitle ?? ref.current?.textContent;
    if (title) document.title = title;
  }, [documentTitle, locale]);
  return (
    <h1 id={PAGE_HEADING_ID} ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}

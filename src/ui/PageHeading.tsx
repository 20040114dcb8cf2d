import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The screen's one h1. It takes focus when the screen mounts so that a screen-reader or keyboard user lands at the
 * top of the new page after each client-side navigation, and it titles the document.
 */
export function PageHeading({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
    const title = documentTitle ?? ref.current?.textContent;
    if (title) document.title = title;
  }, [documentTitle]);
  return (
    <h1 id="page-heading" ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </h1>
  );
}

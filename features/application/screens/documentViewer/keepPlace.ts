/**
 * The reader's place across zoom, pinch, a change of view and a change of width: the point of the page under a line
 * of the viewer (its top edge when scrolling, the fingers' midpoint when pinching), as page number and fraction of
 * that page's height, put back under the same line once the pages have their new size. A page's fraction is the
 * same place in the page view and in the reading view, whose pages hold the same text.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Every page of every document in the box, in either view. */
export const PAGE_SELECTOR = '.document-page';

interface Place {
  page: number;
  fraction: number;
  /** Where the place sat, in CSS px below the box's top edge. */
  offset: number;
}

function placeAt(root: HTMLElement, offset: number): Place | null {
  const line = root.getBoundingClientRect().top + offset;
  const pages = Array.from(root.querySelectorAll(PAGE_SELECTOR));
  const page = pages.findIndex((element) => element.getBoundingClientRect().bottom > line);
  const element = pages[page];
  if (!element) return null;
  const { top, height } = element.getBoundingClientRect();
  return { page, fraction: height > 0 ? Math.max(0, (line - top) / height) : 0, offset };
}

function restore(root: HTMLElement, place: Place): void {
  const element = root.querySelectorAll(PAGE_SELECTOR)[place.page];
  if (!element) return;
  const { top, height } = element.getBoundingClientRect();
  const target = top + place.fraction * height;
  root.scrollTop += target - (root.getBoundingClientRect().top + place.offset);
}

/**
 * Keeps the place while the user scrolls, and puts it back when `layout` changes (a new zoom, view or width).
 * Returns `holdAt(offset)`: call it just before a change anchored elsewhere than the top edge (a pinch).
 */
export function useKeepPlace(box: RefObject<HTMLElement | null>, layout: string): (offset: number) => void {
  const place = useRef<Place | null>(null);
  useEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    const onScroll = () => {
      place.current = root.scrollTop > 0 ? placeAt(root, 0) : null;
    };
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      root.removeEventListener('scroll', onScroll);
    };
  }, [box]);
  useLayoutEffect(() => {
    const root = box.current;
    if (root && place.current) restore(root, place.current);
  }, [box, layout]);
  return useCallback(
    (offset: number) => {
      const root = box.current;
      if (root) place.current = placeAt(root, offset);
    },
    [box],
  );
}

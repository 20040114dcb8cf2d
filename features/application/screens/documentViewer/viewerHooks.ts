/**
 * What the viewer measures in its scroll box: the width a page gets at 100%, the page "Page X of Y" names, and the
 * 001 §2 scroll gate (the last page of the last document at least 25% visible inside the box).
 */
import { useEffect, useState, type RefObject } from 'react';
import { PAGE_SELECTOR } from './keepPlace';

/** 001 §2: the borrower must scroll to the bottom before signing; the last page counts as read at 25% visible. */
export const READ_THRESHOLD = 0.25;

/** The width a page gets at 100%: the viewer's inner width, so pages fit a 390 px phone without sideways scrolling. */
export function useFitWidth(box: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setWidth(Math.max(0, Math.floor(element.clientWidth - (Number.isNaN(padding) ? 0 : padding))));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [box]);
  return width;
}

/** The page most in view: the first whose bottom is below the top third of the viewer, or the last at the end. */
export function useCurrentPage(box: RefObject<HTMLDivElement | null>, total: number): number {
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    const root = box.current;
    if (!root || total === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = root.getBoundingClientRect().top + root.clientHeight / 3;
      const pages = Array.from(root.querySelectorAll(PAGE_SELECTOR));
      const index = pages.findIndex((page) => page.getBoundingClientRect().bottom > line);
      // Scrolled to the end, the last page is the current one even when it is shorter than the viewer.
      const atEnd = root.scrollTop + root.clientHeight >= root.scrollHeight - 1;
      setCurrent(index === -1 || atEnd ? pages.length : index + 1);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    root.addEventListener('scroll', onScroll, { passive: true });
    // Pages take their height as pdf.js draws them, after the count is known, with no scroll: the count taken then
    // would stay (a full run saw "Page 3 of 6" at the top of the box).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    for (const child of Array.from(root.children)) resized?.observe(child);
    return () => {
      root.removeEventListener('scroll', onScroll);
      resized?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [box, total]);
  return Math.min(current, Math.max(total, 1));
}

/** Calls `onReadToEnd` once, when `lastPage` is at least 25% visible inside the scroll box (001 §2). */
export function useReadGate(
  box: RefObject<HTMLDivElement | null>,
  lastPage: HTMLElement | null,
  onReadToEnd: () => void,
): void {
  useEffect(() => {
    const root = box.current;
    if (!root || !lastPage) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= READ_THRESHOLD)) {
          observer.disconnect();
          onReadToEnd();
        }
      },
      { root, threshold: READ_THRESHOLD },
    );
    observer.observe(lastPage);
    return () => {
      observer.disconnect();
    };
  }, [box, lastPage, onReadToEnd]);
}

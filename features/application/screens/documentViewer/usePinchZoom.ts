/**
 * Pinching the document zooms it, a step at a time: two fingers on a touch screen, or a trackpad's pinch (a wheel
 * event with ctrlKey, as browsers report it) over the viewer. The place under the fingers is held (keepPlace.ts).
 * Outside the viewer the browser's own zoom is untouched.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** How far the fingers must spread (or close) for one zoom step. */
const STEP_RATIO = 1.25;
/** Trackpad pinches arrive as many small wheel deltas: this many px of them make one step. */
const WHEEL_STEP = 40;

/** `zoom(direction, offset)`: +1 or -1 step, with the fingers `offset` CSS px below the box's top edge. */
export function usePinchZoom(
  box: RefObject<HTMLElement | null>,
  zoom: (direction: 1 | -1, offset: number) => void,
): void {
  const latest = useRef(zoom);
  latest.current = zoom;
  useEffect(() => {
    const root = box.current;
    if (!root) return undefined;
    let start = 0;
    let wheel = 0;
    const spread = (touches: TouchList) => {
      const [a, b] = [touches[0], touches[1]];
      return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
    };
    const middle = (touches: TouchList) => {
      const [a, b] = [touches[0], touches[1]];
      return (a && b ? (a.clientY + b.clientY) / 2 : 0) - root.getBoundingClientRect().top;
    };
    const onTouchStart = (event: TouchEvent) => {
      start = event.touches.length === 2 ? spread(event.touches) : 0;
    };
    const onTouchMove = (event: TouchEvent) => {
      if (start === 0 || event.touches.length !== 2) return;
      // The viewer zooms itself: the browser's pinch would magnify the whole screen instead.
      event.preventDefault();
      const ratio = spread(event.touches) / start;
      if (ratio >= STEP_RATIO || ratio <= 1 / STEP_RATIO) {
        latest.current(ratio > 1 ? 1 : -1, middle(event.touches));
        start = spread(event.touches);
      }
    };
    const onTouchEnd = () => {
      start = 0;
    };
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      wheel += event.deltaY;
      if (Math.abs(wheel) < WHEEL_STEP) return;
      latest.current(wheel < 0 ? 1 : -1, event.clientY - root.getBoundingClientRect().top);
      wheel = 0;
    };
    root.addEventListener('touchstart', onTouchStart, { passive: true });
    root.addEventListener('touchmove', onTouchMove, { passive: false });
    root.addEventListener('touchend', onTouchEnd, { passive: true });
    root.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      root.removeEventListener('touchstart', onTouchStart);
      root.removeEventListener('touchmove', onTouchMove);
      root.removeEventListener('touchend', onTouchEnd);
      root.removeEventListener('wheel', onWheel);
    };
  }, [box]);
}

import { afterFirstScreen } from './firstScreen';

export type IdleWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/**
 * Downloads a lazy chunk once the browser is idle after the first paint (or within `timeout` ms), so the screen that
 * needs it later does not wait for the network. A failure is ignored here: the chunk is requested again when needed.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, win: IdleWindow, timeout = 2000): void {
  whenIdle(
    () => {
      load().catch(() => undefined);
    },
    win,
    timeout,
  );
}

/**
 * Runs `work` once the browser is idle after the page's first screen has shown (src/lib/firstScreen.ts), each wait at
 * most `timeout` ms; without requestIdleCallback, in the next task after the screen.
 */
export function whenIdle(work: () => void, win: IdleWindow, timeout: number): void {
  afterFirstScreen(
    () => {
      if (win.requestIdleCallback) win.requestIdleCallback(work, { timeout });
      else win.setTimeout(work, 1);
    },
    win,
    timeout,
  );
}

export type IdleWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/**
 * Downloads a lazy chunk once the browser is idle after the first paint (or within `timeout` ms), so the screen that
 * needs it later does not wait for the network. A failure is ignored here: the chunk is requested again when needed.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>, win: IdleWindow, timeout = 2000): void {
  const start = () => {
    load().catch(() => undefined);
  };
  if (win.requestIdleCallback) win.requestIdleCallback(start, { timeout });
  else win.setTimeout(start, 1);
}

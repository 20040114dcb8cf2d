/** How often the start-up asks again for code that did not arrive. */
export const RELOAD_CODE_RETRY_MS = 2000;

/**
 * Loads code the start-up cannot go on without (React DOM and the render, a chunk group the page fetches beside the
 * entry: decision 347), asking again every `RELOAD_CODE_RETRY_MS` or when the connection comes back, until it comes.
 * The page's load watch (src/boot/loadFailed.ts) tells the borrower; the first failure is reported (`onFailed`: the
 * console, the action log and telemetry), the tries after it are not, so a phone offline for minutes sends one.
 */
export async function untilLoaded<T>(
  win: Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'>,
  load: () => Promise<T>,
  onFailed: (error: unknown) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error: unknown) {
      if (attempt === 0) onFailed(error);
      await new Promise<void>((resolve) => {
        const again = () => {
          win.removeEventListener('online', again);
          win.clearTimeout(timer);
          resolve();
        };
        const timer = win.setTimeout(again, RELOAD_CODE_RETRY_MS);
        win.addEventListener('online', again);
      });
    }
  }
}

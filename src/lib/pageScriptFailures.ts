/**
 * What the page's inline scripts caught (decision 428). They run before any of the app's code (the kept screen's
 * paint, the first calls) and catch what goes wrong, so the page goes on as if they had not run; the failure they
 * leave here is the start-up's to report, or nobody would hear of it. The error's name only: a browser's message can
 * quote what it read (stored markup, an answer), and that can be personal.
 */
export type PageScriptFailure = [what: string, errorName: string];

declare global {
  interface Window {
    /** An array until the app is up; then the app's own, which reports each failure as it comes. */
    __pageScriptFailures?: { push(failure: PageScriptFailure): unknown };
  }
}

/**
 * An inline script's catch clause (ES5; `w` is the window): records the caught `error` under `what`. A refused
 * storage (`SecurityError`) is not recorded: the app tells the borrower and reports it once, for every use.
 */
export const pageScriptCaught = (what: string, error = 'x'): string =>
  `if(!${error}||${error}.name!=='SecurityError')(w.__pageScriptFailures=w.__pageScriptFailures||[]).push([${JSON.stringify(what)},${error}&&${error}.name||'Error'])`;

/** Reports what the page's scripts caught so far, then each later failure as it comes (the first calls' hint). */
export function reportPageScriptFailures(win: Window, report: (what: string, error: Error) => void): void {
  const tell = ([what, errorName]: PageScriptFailure) => {
    const failure = new Error(`The page's ${what} script failed`);
    failure.name = errorName;
    report(`Start-up: ${what}`, failure);
  };
  const caught = win.__pageScriptFailures;
  if (Array.isArray(caught)) (caught as PageScriptFailure[]).forEach(tell);
  win.__pageScriptFailures = { push: tell };
}

/** `pageScriptCaught` for a page script built from the app's modules (src/boot/bannerPaint.ts). */
export function recordPageScriptFailure(win: Window, what: string, error: unknown): void {
  const name = error instanceof Error || error instanceof DOMException ? error.name : 'Error';
  if (name === 'SecurityError') return;
  const failures: NonNullable<Window['__pageScriptFailures']> = win.__pageScriptFailures ?? [];
  win.__pageScriptFailures = failures;
  failures.push([what, name]);
}

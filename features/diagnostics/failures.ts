/**
 * A failure the app caught (issue 46): a screen, a component or a saga that catches one reports it here instead of
 * only setting a flag, so the console, the diagnostic action log and telemetry learn of it the first time it happens.
 * The action carries what failed and the error's name only: an error's message can quote anything (a URL with a
 * query, a server's words), so it goes to the console alone, at the place that caught it (`failureLine`).
 */
import { createAction } from '@reduxjs/toolkit';
import { isApiError } from '../../src/api/http';

/** 'HELOC: ' like the spec's events (001 §8); ours, as the spec has no event for a caught failure. */
export const FAILURE_CAUGHT_EVENT = 'HELOC: Failure Caught';

export interface CaughtFailure {
  /** What failed, in a few fixed words of the code's own ('Document viewer: open', 'Notifications'); never data. */
  what: string;
  /** The error's name (`TypeError`, `ApiError`, `UnknownErrorException`); `Error` for a thrown non-error. */
  errorName: string;
}

/** Something the app caught failed; the diagnostics saga records and counts it. */
export const failureCaught = createAction<CaughtFailure>('diagnostics/failureCaught');

export const errorNameOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' && error.name !== ''
    ? error.name
    : 'Error';

/**
 * An answer's message is the platform's words, which may echo what the borrower typed (an email in a login or
 * register error): the console gets the kind of fault and the status instead, as the registration log always did.
 */
export const faultOf = (error: unknown): string =>
  isApiError(error)
    ? `${error.kind} ${error.status}`
    : error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : String(error);

/** How many causes a console line follows: React's wrappers are one deep, a library's chain rarely more. */
const CAUSES_SHOWN = 3;

const causeOf = (error: unknown): unknown => (error instanceof Error ? error.cause : undefined);

/**
 * The console's line for a failure: what failed, the error's name and its message, then each cause's. React's
 * recoverable errors (#520 "an error during concurrent rendering", #422, #423) say nothing of their own: what was
 * thrown is their cause, and a line without it cannot be followed up (a Firefox run showed only "#520").
 */
export function failureLine(what: string, error: unknown): string {
  let line = `${what}: ${errorNameOf(error)}: ${faultOf(error)}`;
  let cause = causeOf(error);
  for (let shown = 0; cause !== undefined && shown < CAUSES_SHOWN; shown += 1, cause = causeOf(cause))
    line += ` (caused by ${errorNameOf(cause)}: ${faultOf(cause)})`;
  return line;
}

/**
 * Whether a call failed because the page itself is being left (issue 46): the browser aborts its fetches as it
 * unloads (an AbortError; Firefox answers the fetch with a NetworkError TypeError, which the HTTP client reports as a
 * network failure, and a cache's own fetch, the first visit's offline copy, with its NS_BINDING_ABORTED; WebKit fails
 * the scripts it was still loading, which webpack reports as a ChunkLoadError), and that is no failure to tell anyone
 * of.
 */
export function failedByLeaving(error: unknown, leaving: boolean): boolean {
  if (errorNameOf(error) === 'AbortError') return true;
  if (!leaving) return false;
  const kind = typeof error === 'object' && error !== null && 'kind' in error ? error.kind : undefined;
  return kind === 'network' || error instanceof TypeError || CUT_OFF_BY_LEAVING.includes(errorNameOf(error));
}

const CUT_OFF_BY_LEAVING = ['ChunkLoadError', 'NS_BINDING_ABORTED'];

/**
 * Reports a failure caught outside a saga (a component, the start-up): the console gets its line here, where the error
 * is; the store the PII-free report, which the diagnostics saga records in the action log and counts in telemetry.
 */
export function reportCaughtFailure(
  dispatch: (action: ReturnType<typeof failureCaught>) => unknown,
  what: string,
  error: unknown,
  leaving = false,
) {
  if (failedByLeaving(error, leaving)) return;
  console.error(failureLine(what, error));
  dispatch(failureCaught({ what, errorName: errorNameOf(error) }));
}

/**
 * React's `onCaughtError` for the app's roots: nothing, as the app's one error boundary
 * (src/app/RouteErrorBoundary.tsx) reports what it catches itself: the 000 §8 reloads, then `failureLine`. React's
 * default prints the raw error again, with whatever a server put in its message (no personal data in the console),
 * and even when the page's own leaving cut a screen's code off (Firefox fails it as the next page starts loading),
 * which the app does not count.
 */
export const leaveCaughtErrorsToTheBoundary = (): void => undefined;

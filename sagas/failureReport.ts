import { put } from 'typed-redux-saga';
import { DEFAULT_ERROR_MESSAGE, errorMessageFromBody, isUnauthenticatedError } from '../src/api/http';
import { apiFault } from '../src/api/httpRetry';
import { errorNameOf, failedByLeaving, failureCaught, failureLine } from '../features/diagnostics/failures';
import { useContext } from './context';

/**
 * What a saga does with a failure it caught and does not rethrow (issue 46): the console gets its name and message,
 * the diagnostics saga its record and telemetry event. A call the page's own unloading cut off is no failure and says
 * nothing (Firefox fails a page's open fetches as it leaves). Returns whether it was reported.
 */
export function* reportFailure(what: string, error: unknown) {
  const leaving = (yield* useContext('windowEvents')).isLeaving?.() ?? false;
  if (failedByLeaving(error, leaving)) return false;
  (yield* useContext('logger')).error(failureLine(what, error));
  yield* put(failureCaught({ what, errorName: errorNameOf(error) }));
  return true;
}

/** The statuses with which the platform answers what was sent (a validation, a conflict) in its own words. */
const ANSWER_STATUSES = new Set([400, 409, 422]);

/**
 * Whether a failed call's outcome is an answer rather than a failure (decision 319): an ended session (000 §6, the
 * session saga sends the borrower to log in), or a 400, 409 or 422 carrying an errors list, which the borrower reads
 * as the platform's own words about what they sent (000 §8). Everything else the borrower reads as 'Something
 * unexpected happened' or as the lost connection, and that is a failure.
 */
export function isAnswerNotFailure(error: unknown): boolean {
  const fault = apiFault(error);
  if (fault === null) return false;
  if (isUnauthenticatedError(fault)) return true;
  return (
    fault.kind === 'http' &&
    ANSWER_STATUSES.has(fault.status) &&
    errorMessageFromBody(fault.body) !== DEFAULT_ERROR_MESSAGE
  );
}

/**
 * What a saga does with a call that failed and ends in a message or a fallback the borrower sees (issue 46): reported
 * as every caught failure is, unless the outcome is an answer (`isAnswerNotFailure`). Called once per kind, where the
 * kind's borrower message is produced. Returns whether it was reported.
 */
export function* reportCallFailure(what: string, error: unknown) {
  if (isAnswerNotFailure(error)) return false;
  return yield* reportFailure(what, error);
}

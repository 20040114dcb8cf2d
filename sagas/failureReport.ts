import { put } from 'typed-redux-saga';
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

import { CONNECTION_LOST } from '../features/connectivity/connectivitySlice';
import { borrowerMessage, isApiError } from '../src/api/http';
import { apiFault } from '../src/api/httpRetry';
import { errorMessage } from './callApi';

/**
 * What a borrower reads about a submit that failed (issue 33): when no answer came (offline, or the connection
 * dropped), that is what happened, and 000 §8's 'Something unexpected happened' would not be true; anything else is
 * read by `otherwise`, the caller's 000 §8 reading (the answer's errors list, else the default).
 */
export const isConnectionLost = (error: unknown): boolean => apiFault(error)?.kind === 'network';

export const submitFailureMessage = (error: unknown, otherwise: (error: unknown) => string): string =>
  isConnectionLost(error) ? CONNECTION_LOST : otherwise(error);

/**
 * A failure in words a borrower may read: a platform answer in 000 §8's (its errors list, else the default), never the
 * HTTP client's own text, which names a call's path and the application's id ('Response was not convertible to json
 * for ...'); the app's own sentences as written.
 */
export const failureWords = (error: unknown): string =>
  isApiError(error) ? borrowerMessage(error) : errorMessage(error);

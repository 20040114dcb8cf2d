import { isApiError, type ApiError } from './http';

/**
 * The HTTP failure behind an error: itself, or the cause a service function wrapped (GET identity tries two paths
 * and reports 'User not found' with the last failure as its cause).
 */
export function apiFault(error: unknown): ApiError | null {
  if (isApiError(error)) return error;
  // By shape, not instanceof Error: the error may come from another realm (a test environment, a polyfill).
  const cause: unknown = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  return isApiError(cause) ? cause : null;
}

/**
 * The one retry policy for transient faults (issue 17). A fault counts only after these retries; the waits are the
 * base delays below with "equal jitter" (half fixed, half random), so a crowd of browsers hit by one outage does not
 * come back in step. Worst case: 0.4 + 1.2 + 3.0 = 4.6 s of waiting, plus the attempts themselves: about 10 s.
 * The status polls (000 §9) and the 001 §7 retry helper keep their own schedules; this one is for everything else.
 */
export const TRANSIENT_RETRY_DELAYS_MS: readonly number[] = Object.freeze([400, 1200, 3000]);

/** A Retry-After beyond this is an outage, not a blip: the borrower is told now rather than kept waiting. */
export const MAX_RETRY_AFTER_MS = 8000;

/** Statuses that say "try again later" without saying the request was wrong. */
const TRANSIENT_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Statuses after which even a write is known not to have happened: the server refused it before doing anything. */
const NOT_PROCESSED_STATUSES = new Set([429, 503]);

/**
 * Whether the failed call may simply be sent again. A GET (or HEAD) is safe to repeat on any transient answer, a
 * dropped connection or an unreadable body. A write is repeated only when the server said it did not process it
 * (503, 429). A 4xx other than 408 and 429 is the request's own fault and is never repeated.
 */
export function isSafeToRepeat(error: unknown): boolean {
  const fault = apiFault(error);
  // An error without a method did not come from the client (a stand-in made it): nothing is known, nothing repeated.
  if (fault === null || fault.method === undefined) return false;
  const read = fault.method === 'GET';
  if (fault.kind === 'http')
    return read ? TRANSIENT_STATUSES.has(fault.status) : NOT_PROCESSED_STATUSES.has(fault.status);
  return read;
}

/**
 * A write whose outcome is unknown: the connection dropped after it was sent, or its success answer was unreadable.
 * It must not be sent blindly again; the caller checks the platform's state first.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return isApiError(error) && error.kind !== 'http' && error.method !== undefined && error.method !== 'GET';
}

/**
 * How long to wait before retry number `retryIndex` (0-based) of a failed call, or null when it must not be retried:
 * not safe to repeat, out of retries, or told by Retry-After to wait longer than the budget. `random` is in [0, 1).
 */
export function transientRetryDelay(error: unknown, retryIndex: number, random: number): number | null {
  const base = TRANSIENT_RETRY_DELAYS_MS[retryIndex];
  const fault = apiFault(error);
  if (base === undefined || fault === null || !isSafeToRepeat(fault)) return null;
  const jittered = Math.round(base / 2 + (base / 2) * random);
  if (fault.retryAfterMs === null) return jittered;
  if (fault.retryAfterMs > MAX_RETRY_AFTER_MS) return null;
  return Math.max(jittered, fault.retryAfterMs);
}

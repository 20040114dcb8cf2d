/**
 * 000 §8: the three messages browsers and webpack give when a lazily loaded screen's code cannot be fetched
 * (usually a deploy replaced the chunks). Such a failure reloads the page, up to SCREEN_LOAD_RETRIES times.
 */
export const SCREEN_LOAD_ERROR_PATTERNS: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export const SCREEN_LOAD_RETRIES = 5;
export const SCREEN_LOAD_RETRY_KEY = 'heloc.screenLoadRetries';

export const isScreenLoadError = (message: string): boolean =>
  SCREEN_LOAD_ERROR_PATTERNS.some((pattern) => pattern.test(message));

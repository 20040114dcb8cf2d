import { LANGUAGE_COOKIE } from '../api/contractShell';
import type { Locale } from '../lib/locale';

/** A year, as long as the stored choice it mirrors is kept on a device that comes back. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment that tells the server the borrower's stored choice of language (decision 387), or
 * removes it when there is none. Only the app's pages read it (path /account/, where the app's routes are), on this
 * site alone (SameSite=Lax), and never the borrower's data: a language code.
 */
export function languageCookie(chosen: Locale | null, secure: boolean): string {
  const attributes = `;path=/account/;samesite=lax${secure ? ';secure' : ''}`;
  return chosen === null
    ? `${LANGUAGE_COOKIE}=${attributes};max-age=0`
    : `${LANGUAGE_COOKIE}=${chosen}${attributes};max-age=${LANGUAGE_COOKIE_MAX_AGE_S}`;
}

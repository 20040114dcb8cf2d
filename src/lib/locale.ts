/**
 * The languages the borrower app speaks (issue 19). English is the spec's own wording and the default; Spanish is
 * offered where the organisation allows it. Pure: no React, no Redux.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * How long the page waits for its first language when it is not English (its catalogue is a chunk): the screens
 * (src/i18n/firstLanguage.ts) and the page held from its first paint (src/brand/themeBoot.ts).
 */
export const FIRST_LANGUAGE_WAIT_MS = 3000;

/** The Intl locale each language formats with: US conventions either way (dollars, MM/DD/YYYY input, US phones). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** 'es', 'es-MX', 'ES' → 'es'; anything the app does not speak → null. */
export function parseLocale(value: string | null | undefined): Locale | null {
  const language = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
}

/** The first of the browser's preferred languages the app speaks and the organisation allows, else null. */
export function preferredLocale(languages: readonly string[], allowed: readonly Locale[]): Locale | null {
  for (const language of languages) {
    const locale = parseLocale(language);
    if (locale !== null && allowed.includes(locale)) return locale;
  }
  return null;
}

let formatLocale: Locale = DEFAULT_LOCALE;

/**
 * The language money, percentages and dates are formatted in. Set by the locale saga when a language becomes active
 * (before the event that re-renders the screens), read by the format helpers, so none of their many callers has to
 * pass it along.
 */
export const setFormatLocale = (locale: Locale): void => {
  formatLocale = locale;
};
export const currentIntlLocale = (): string => INTL_LOCALE[formatLocale];

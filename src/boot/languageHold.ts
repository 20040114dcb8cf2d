import { FIRST_LANGUAGE_PENDING_CLASS } from '../brand/themeBoot';
import { DEFAULT_LOCALE, parseLocale, type Locale } from '../lib/locale';

/** The two halves of the page's hold for its first language (decision 381). */
export interface LanguageHold {
  /** The locale saga: the page's first language is settled, and the screens are to show in `locale`. */
  settled: (locale: Locale) => void;
  /** React: a commit has drawn the page in `locale` (src/i18n/LocaleProvider.tsx). */
  drawn: (locale: Locale) => void;
  /** The language `settled` was first called with: a page built in another language hydrates only in it. */
  whenSettled: Promise<Locale>;
}

/**
 * Shows the page held by the boot script (src/brand/themeBoot.ts) once its language is settled and drawn. Settled is
 * not enough: the catalogue can be in before React has drawn anything (the boot script preloads it), and until React
 * draws, the page is its prerendered markup, in the language it was built in (`<html lang>`, decision 384).
 */
export function createLanguageHold(win: Window): LanguageHold {
  let settledIn: Locale | null = null;
  let drawnIn: Locale = parseLocale(win.document.documentElement.lang) ?? DEFAULT_LOCALE;
  let announce: (locale: Locale) => void = () => undefined;
  const whenSettled = new Promise<Locale>((resolve) => {
    announce = resolve;
  });
  const showWhenDrawn = () => {
    if (settledIn === drawnIn) win.document.documentElement.classList.remove(FIRST_LANGUAGE_PENDING_CLASS);
  };
  return {
    settled: (locale) => {
      settledIn = locale;
      announce(locale);
      showWhenDrawn();
    },
    drawn: (locale) => {
      drawnIn = locale;
      showWhenDrawn();
    },
    whenSettled,
  };
}

import { DEFAULT_LOCALE, type Locale } from '../lib/locale';
import type { MessageId } from './catalog';

export type MessageValues = Record<string, string | number>;

/**
 * Texts in the borrower's language (issue 19). English is the source language: a message's id is its English text,
 * the spec's wording word for word (Lingui's source-message ids), so the English first paint carries no catalogue
 * beyond the constants the screens already had and no i18n runtime. Spanish is one lazy chunk: Lingui's runtime with
 * the catalogue compiled at build time (src/i18n/es/).
 */
export interface Translator {
  readonly locale: Locale;
  /** A catalogue message, with its {placeholders} filled in. */
  readonly t: (id: MessageId, values?: MessageValues) => string;
  /**
   * Text known only at run time that may be a catalogue message in English: a validation message kept in state, a
   * step title from a table. Anything else (text the platform sent) is returned as it is.
   */
  readonly text: (english: string) => string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** English messages use only plain {name} placeholders (checked by test/i18n/catalog.test.ts). */
export const fillPlaceholders = (template: string, values: MessageValues = {}): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const ENGLISH: Translator = {
  locale: DEFAULT_LOCALE,
  t: (id, values) => fillPlaceholders(id, values),
  text: (english) => english,
};

const loaded: Partial<Record<Locale, Translator>> = { en: ENGLISH };

/** The translator of a loaded language; English until the language's chunk is in. */
export const translatorFor = (locale: Locale): Translator => loaded[locale] ?? ENGLISH;

/** Downloads a language's catalogue chunk once; later calls answer at once. */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  const ready = loaded[locale];
  if (ready) return ready;
  const { createSpanishTranslator } = await import(/* webpackChunkName: "locale-es" */ './es/spanish');
  const translator = createSpanishTranslator();
  loaded[translator.locale] = translator;
  return translator;
}

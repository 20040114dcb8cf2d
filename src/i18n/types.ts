/**
 * The translator's types, apart from src/i18n/translator.ts: the Spanish chunk, which that module loads on demand,
 * implements them without importing its loader back (decision 276).
 */
import type { Locale } from '../lib/locale';
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

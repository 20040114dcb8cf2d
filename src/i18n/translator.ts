import { DEFAULT_LOCALE, type Locale } from '../lib/locale';
import type { MessageValues, Translator } from './types';

export type { MessageValues, Translator };

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

import { setupI18n, type Messages } from '@lingui/core';
import type { MessageValues, Translator } from '../types';
import compiled from './compiled.json';

const MESSAGES = compiled as unknown as Messages;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English template with {placeholders} as a pattern that reads the values back out of its filled-in text. */
function templateMatcher(template: string): (text: string) => MessageValues | null {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  const pattern = new RegExp(`^${source}$`);
  return (text) => {
    const match = pattern.exec(text);
    return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) : null;
  };
}

/**
 * Spanish through Lingui's runtime and the catalogue compiled at build time. Only this chunk carries them: an English
 * borrower never downloads either.
 */
export function createSpanishTranslator(): Translator {
  const i18n = setupI18n({ locale: 'es', locales: ['es-US'], messages: { es: MESSAGES } });
  // Messages with placeholders reach state already filled in (a validation message): read them back by template.
  const templates = Object.keys(MESSAGES)
    .filter((id) => id.includes('{'))
    .map((id) => ({ id, match: templateMatcher(id) }));
  const t = (id: string, values?: MessageValues) => i18n._(id, values);
  return {
    locale: 'es',
    t,
    text: (english) => {
      if (english in MESSAGES) return t(english);
      for (const template of templates) {
        const values = template.match(english);
        if (values) return t(template.id, values);
      }
      return english;
    },
  };
}

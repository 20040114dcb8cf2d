import { expect, type Page } from '@playwright/test';
import type { MessageId } from '../../src/i18n/catalog';
import { ES } from '../../src/i18n/es/catalog';
import { englishMessagesShown } from '../../tools/i18n-page';

/** The Spanish of an English catalogue message, with its {placeholders} filled in; the id is checked by its type. */
export function es(id: MessageId, values: Record<string, string | number> = {}): string {
  // MessageId makes an unknown id a type error; the catalogue test checks every id has its Spanish.
  return ES[id].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The page is in Spanish: html[lang] is es and none of the app's own English messages is shown or announced. */
export async function expectSpanishPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishMessagesShown(page), `English messages on ${page.url()}`).toEqual([]);
}

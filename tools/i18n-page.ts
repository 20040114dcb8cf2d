// Which of the app's English messages a page shows while it should be in Spanish (issue 19): used by the browser
// suite (test/e2e/i18nSupport.ts) and by `SCREENSHOTS_LANG=es npm run screenshots`, which lists them per screen.
import { ES } from '../src/i18n/es/catalog';

/** Anything that runs a function in a page: Playwright's Page, and the engines project's drivers (WebKit, Firefox). */
export interface Page {
  evaluate<R>(fn: () => R): Promise<R>;
}

/** Text as a RegExp that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The English catalogue messages a Spanish page must not show: every id whose Spanish differs, as a whole-text
 * pattern ({placeholders} match anything).
 */
const ENGLISH_PATTERNS: { id: string; pattern: RegExp }[] = Object.entries(ES)
  .filter(([id, spanish]) => id !== spanish && /[A-Za-z]{2,}/.test(id))
  .map(([id]) => ({
    id,
    pattern: new RegExp(
      `^${id
        .trim()
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('.+')}$`,
    ),
  }));

/**
 * Every text the borrower sees or hears on the page: each visible element's own text (its direct text nodes joined,
 * so "Step 1 of 7" split by React stays whole) and its aria-label, placeholder, title and alt. Fragments marked as
 * English on purpose (lang="en", e.g. the switch's "English") are skipped.
 */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) continue;
      const visible = element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      if (own && visible) texts.push(own);
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && (visible || attribute === 'aria-label')) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/** The shown texts that are English catalogue messages (whose Spanish differs). */
export async function englishMessagesShown(page: Page): Promise<string[]> {
  return (await shownTexts(page)).filter((text) => ENGLISH_PATTERNS.some(({ pattern }) => pattern.test(text)));
}

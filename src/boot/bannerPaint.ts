/**
 * The page's banner strip, painted before its first paint (decision 430): the entry of an inline script the build
 * bundles (tools/prerender.tsx) from the app's own banner rules, so the page shows what the app will, and placed
 * right after the page's root. It paints only where the page's server included the banner files and the prerendered
 * strip is still empty; the strip (src/shell/BannerStrip.tsx) draws the banners painted from its first render, so React
 * hydrates the painted markup, until the app's own list is in. Banner text is untrusted: set as text, never as markup.
 */
import { recordPageScriptFailure } from '../lib/pageScriptFailures';
import { includedBannersShown } from '../../features/banners/included';

/** The strip's two labels in each language the page is built in, by `<html lang>`. */
export type BannerTexts = Record<string, { region: string; dismiss: string }>;

function element(doc: Document, tag: string, attributes: [string, string][]): HTMLElement {
  const made = doc.createElement(tag);
  // In the order React writes them (BannerStrip), so the painted markup is the app's own, character for character.
  for (const [name, value] of attributes) made.setAttribute(name, value);
  return made;
}

export function paintIncludedBanners(win: Window, texts: BannerTexts): void {
  const doc = win.document;
  const slot = doc.querySelector('#root .banner-slot');
  if (slot === null || slot.firstChild !== null) return;
  const shown = includedBannersShown(win);
  if (shown === null) return;
  const text = texts[doc.documentElement.lang] ?? texts.en;
  if (text === undefined) return;
  const strip = element(doc, 'section', [
    ['class', 'banner-strip'],
    ['aria-label', text.region],
  ]);
  for (const banner of shown) {
    const box = element(doc, 'div', [
      ['class', `banner banner-${banner.variant}`],
      ['data-testid', 'banner'],
    ]);
    const message = element(doc, 'p', [['class', 'banner-message']]);
    message.textContent = banner.message;
    box.appendChild(message);
    if (banner.dismissable !== false) {
      const dismiss = element(doc, 'button', [
        ['type', 'button'],
        ['class', 'banner-dismiss'],
        ['aria-label', text.dismiss],
      ]);
      dismiss.textContent = '×';
      box.appendChild(dismiss);
    }
    strip.appendChild(box);
  }
  slot.appendChild(strip);
  win.__bannersPainted = shown;
}

/** The inline script's body: `texts` is written in by the build. */
export function runBannerPaint(win: Window, texts: BannerTexts): void {
  try {
    paintIncludedBanners(win, texts);
  } catch (error: unknown) {
    // The page shows the strip's room, and the app draws the banners; only the start-up hears of this (decision 428).
    win.__bannersPainted = null;
    recordPageScriptFailure(win, 'banners', error);
  }
}

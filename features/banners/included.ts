/**
 * The banner files as the page's server included them (decision 430; src/api/contractShell.ts). A first visit has
 * no room kept for the strip (decision 390), so a banner the app fetched after the page's first paint pushed the
 * screen down; with the files in the page, a banner is painted before the first paint (src/boot/bannerPaint.ts), and
 * the app's own strip takes its place once 001 §7's call answers, the same.
 */
import { BANNER_APP_NAME, BANNER_FILES_ELEMENT_ID, type Banner, type BannerFile } from '../../src/api/contractShell';
import { environmentOf, type Environment } from '../../src/lib/environment';
import { recordPageScriptFailure } from '../../src/lib/pageScriptFailures';
import { BANNER_DISMISSALS_KEY, checkBanners, parseDismissals, visibleBanners } from './rules';

/** 001 §7: production reads the production file; local and test hosts read the test file. */
export const bannerFileFor = (environment: Environment): BannerFile =>
  environment === 'production' ? 'production' : 'test';

/**
 * The banners of `file` as included, or null: the page includes none, or that file is not the contract's shape (the
 * app's call gets the same file, and reports what it finds as it always has). Throws when the included block is not
 * the server's JSON, for the page's script to report (decision 428).
 */
export function includedBanners(doc: Document, file: BannerFile): Banner[] | null {
  const element = doc.getElementById(BANNER_FILES_ELEMENT_ID);
  if (element === null) return null;
  const files: unknown = JSON.parse(element.textContent);
  const text = typeof files === 'object' && files !== null ? (files as Record<string, unknown>)[file] : undefined;
  if (typeof text !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // The lender's file is not JSON: the fetch gets the same text and says so (001 §8).
    return null;
  }
  const checked = checkBanners(data);
  return checked.ok ? checked.banners : null;
}

/**
 * The included banners this device shows, by the app's own rules (at most 2, newest first, active, this app, not
 * dismissed here), or null when there are none. None where the browser knows it is offline: the page came from the
 * worker's copy, whose files may be old, and the list will fail, after which 001 §8 shows no banner, so drawing them
 * would only take them away again and move the page. Throws as includedBanners does.
 */
export function includedBannersShown(win: Window): Banner[] | null {
  if (!win.navigator.onLine) return null;
  const banners = includedBanners(win.document, bannerFileFor(environmentOf(win.location.hostname)));
  if (banners === null) return null;
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(BANNER_DISMISSALS_KEY);
  } catch {
    // Storage refused: nothing was dismissed on this device, as the app then reads it (and reports the refusal).
  }
  const shown = visibleBanners(banners, parseDismissals(stored), BANNER_APP_NAME);
  return shown.length > 0 ? shown : null;
}

declare global {
  interface Window {
    /**
     * The banners the page painted before any script (src/boot/bannerPaint.ts), or that a first render which does not
     * hydrate draws from the included files, until the app has the list; null once the page's script gave up.
     */
    __bannersPainted?: Banner[] | null;
  }
}

/** The banners the page painted, for the strip to draw as the page did (so it hydrates them), or null. */
export const bannersPaintedOnPage = (): Banner[] | null =>
  typeof window === 'undefined' ? null : (window.__bannersPainted ?? null);

export function forgetPaintedBanners(): void {
  if (typeof window !== 'undefined') window.__bannersPainted = null;
}

/**
 * A page the build did not prerender (the signer's login, the public pages) has no strip for the page's script to
 * paint, so the app's first render draws the included banners itself, as the strip draws painted ones: without it a
 * banner came with the list's answer, after the screen, and pushed it down. Called just before a first render that
 * does not hydrate; not again where the page's script painted the strip or failed on the block (it reported that).
 */
export function drawIncludedBannersFirst(win: Window): void {
  if (win.__bannersPainted !== undefined) return;
  try {
    win.__bannersPainted = includedBannersShown(win);
  } catch (error: unknown) {
    // A block that is not the server's JSON: 001 §7's call brings the list either way, and the start-up reports it.
    win.__bannersPainted = null;
    recordPageScriptFailure(win, 'banners', error);
  }
}

/** The browser engines the app is built and tested for (browserslist; WebKit and Firefox in the browser suite). */
export type BrowserEngine = 'Blink' | 'WebKit' | 'Gecko' | 'other';

/**
 * The engine a user agent string names: the one figure a measurement from the field needs to be read against the
 * lab's (a phone's Chrome on iOS is WebKit, as every browser there). Only the engine: a version or a device model
 * would narrow who the borrower is for nothing the figures need.
 */
export function browserEngine(userAgent: string): BrowserEngine {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'WebKit';
  if (/\b(HeadlessChrome|Chrome|Chromium|Edg|OPR|SamsungBrowser)\//.test(userAgent)) return 'Blink';
  if (/\bFirefox\//.test(userAgent) && /\bGecko\//.test(userAgent)) return 'Gecko';
  if (/\bAppleWebKit\//.test(userAgent)) return 'WebKit';
  return 'other';
}

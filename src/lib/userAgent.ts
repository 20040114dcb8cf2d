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

/**
 * The major version of the engine as its reference browser numbers it, for a failure report (issue 46): which
 * Safari's WebKit (an iPhone's is its iOS version, whatever the browser), which Chromium (Edge, Samsung Internet and
 * Opera carry its `Chrome/` token), which Firefox. Null when the string names none.
 */
export function engineMajorVersion(userAgent: string): number | null {
  const pattern: Record<BrowserEngine, RegExp | null> = {
    WebKit: /\b(iPhone|iPad|iPod)\b/.test(userAgent) ? /\bOS (\d+)_/ : /\bVersion\/(\d+)/,
    Blink: /Chrom(?:e|ium)\/(\d+)/,
    Gecko: /\bFirefox\/(\d+)/,
    other: null,
  };
  const match = pattern[browserEngine(userAgent)]?.exec(userAgent);
  return match?.[1] ? Number(match[1]) : null;
}

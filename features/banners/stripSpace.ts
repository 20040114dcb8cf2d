/**
 * The banner strip's room before the banner list answers (decision 390). The list is fetched by the app (001 §6, no
 * cache), after the page's first paint, and a strip drawn then pushed the whole screen down on every visit while a
 * banner was up. The strip's height is kept on the device with the window width it was drawn at, and the page's
 * boot script (src/brand/themeBoot.ts) gives the strip that room before first paint at the same width, so the
 * banner fills it. Not personal: a height in pixels.
 */
export const BANNER_SPACE_KEY = 'heloc-banner-space';

/** On <html>, set by the boot script: the strip's slot keeps at least this much room until the list has answered. */
export const BANNER_SPACE_PROPERTY = '--banner-space';

export interface BannerSpace {
  /** The window's width (innerWidth) the strip was drawn at: its height at another width says nothing. */
  width: number;
  height: number;
}

/**
 * Each brand's icons (issue 46): the tab's SVG and the 180 px apple-touch-icon an iPhone puts on its home screen, drawn
 * from the brand's logo (BrandLogo). `npm run brand-icons` (tools/brand-icons.tsx) writes them into src/brand/icons/,
 * committed because the PNG needs a browser to draw; the build copies them into dist/brand-icons/, which the sandbox
 * and nginx serve at BRAND_ICONS_PATH. The brand boot script links the organisation's pair from the page head, and
 * /favicon.ico leads to the host's brand (decision 316).
 */
import { BRAND_CODES, DEFAULT_BRAND_CODE, MAIN_BRAND_CODE, themeFor, type BrandTheme } from './registry';

export const BRAND_ICONS_PATH = '/brand-icons/';
/** The apple-touch-icon's size in CSS pixels: an iPhone's home screen icon at 3x. */
export const TOUCH_ICON_SIZE = 180;

/** The main brand's variants share its logo, so its icons. */
export function iconKeyFor(theme: Pick<BrandTheme, 'code' | 'variant'>): string {
  return theme.variant === null ? theme.code : MAIN_BRAND_CODE;
}

/** Every brand code, and the neutral theme's, with the icons it uses. */
export function brandIconKeys(): Record<string, string> {
  const keys: Record<string, string> = { [DEFAULT_BRAND_CODE]: DEFAULT_BRAND_CODE };
  for (const code of BRAND_CODES) keys[code] = iconKeyFor(themeFor(code));
  return keys;
}

/** The files of one brand's icons, under BRAND_ICONS_PATH. */
export function brandIconFiles(key: string): { svg: string; touch: string } {
  return { svg: `${key}.svg`, touch: `${key}-${TOUCH_ICON_SIZE}.png` };
}

/**
 * `npm run brand-icons`: draws each brand's icons from its logo (src/brand/icons.ts) into src/brand/icons/: the tab's
 * SVG, the 180 px apple-touch-icon PNG (the logo on the brand's surface colour, full bleed: iOS rounds the corners and
 * fills transparency with black) and icons.json, which maps every brand code to its icons and records the SVG each PNG
 * was drawn from. The PNGs are committed, as drawing them takes a browser (Debian's Chromium, CHROMIUM_PATH); a jest
 * test (test/brand/brandIcons.test.ts) fails when a logo changes without running this again. The build copies the
 * folder into dist/brand-icons/ (tools/prerender.tsx).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandLogo } from '../src/brand/BrandLogo';
import { brandIconFiles, brandIconKeys, TOUCH_ICON_SIZE } from '../src/brand/icons';
import { DEFAULT_BRAND_CODE, DEFAULT_THEME, themeFor, type BrandTheme } from '../src/brand/registry';

export const BRAND_ICONS_SOURCE_DIR = path.resolve(__dirname, '../src/brand/icons');
export const BRAND_ICONS_MANIFEST = 'icons.json';

/** The logo's margin inside the touch icon: iOS masks the corners, which must not cut the mark. */
const TOUCH_ICON_MARGIN = 22;

export interface BrandIconsManifest {
  /** Brand code (and the neutral theme's) -> icon key, the files' stem. */
  codes: Record<string, string>;
  /** Icon key -> sha256 of the SVG its PNG was drawn from. */
  touchSources: Record<string, string>;
}

export function themeOfIcon(key: string): BrandTheme {
  return key === DEFAULT_BRAND_CODE ? DEFAULT_THEME : themeFor(key);
}

/** The tab's icon: the brand's logo as the app draws it. */
export function iconSvg(theme: BrandTheme): string {
  return `${renderToStaticMarkup(<BrandLogo theme={theme} size={48} />)}\n`;
}

/** What the apple-touch-icon PNG is drawn from. */
export function touchIconSvg(theme: BrandTheme): string {
  const size = TOUCH_ICON_SIZE;
  return renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox={`0 0 ${size} ${size}`}>
      <rect width={size} height={size} fill={theme.colors.surface} />
      <g transform={`translate(${TOUCH_ICON_MARGIN} ${TOUCH_ICON_MARGIN})`}>
        <BrandLogo theme={theme} size={size - 2 * TOUCH_ICON_MARGIN} />
      </g>
    </svg>,
  );
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export function brandIconsManifest(): BrandIconsManifest {
  const codes = brandIconKeys();
  const touchSources: Record<string, string> = {};
  for (const key of new Set(Object.values(codes))) touchSources[key] = sha256(touchIconSvg(themeOfIcon(key)));
  return { codes, touchSources };
}

async function main(): Promise<void> {
  const { chromium } = await import('playwright-core');
  const manifest = brandIconsManifest();
  await mkdir(BRAND_ICONS_SOURCE_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: TOUCH_ICON_SIZE, height: TOUCH_ICON_SIZE },
      deviceScaleFactor: 1,
    });
    for (const key of Object.keys(manifest.touchSources)) {
      const theme = themeOfIcon(key);
      const files = brandIconFiles(key);
      await writeFile(path.join(BRAND_ICONS_SOURCE_DIR, files.svg), iconSvg(theme));
      await page.setContent(`<!doctype html><body style="margin:0">${touchIconSvg(theme)}</body>`);
      const png = await page.screenshot({ clip: { x: 0, y: 0, width: TOUCH_ICON_SIZE, height: TOUCH_ICON_SIZE } });
      await writeFile(path.join(BRAND_ICONS_SOURCE_DIR, files.touch), png);
    }
  } finally {
    await browser.close();
  }
  await writeFile(path.join(BRAND_ICONS_SOURCE_DIR, BRAND_ICONS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${Object.keys(manifest.touchSources).length} brand icons in ${BRAND_ICONS_SOURCE_DIR}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

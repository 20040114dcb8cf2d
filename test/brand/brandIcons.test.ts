import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandIconFiles, brandIconKeys, TOUCH_ICON_SIZE } from '../../src/brand/icons';
import { BRAND_CODES } from '../../src/brand/registry';
import {
  BRAND_ICONS_MANIFEST,
  BRAND_ICONS_SOURCE_DIR,
  brandIconsManifest,
  iconSvg,
  themeOfIcon,
  type BrandIconsManifest,
} from '../../tools/brand-icons';

/**
 * The committed icons (src/brand/icons/, drawn by `npm run brand-icons`) are the brands' current logos: a logo, colour
 * or brand changed in the registry without drawing them again fails here (issue 46).
 */
const committed = JSON.parse(
  readFileSync(path.join(BRAND_ICONS_SOURCE_DIR, BRAND_ICONS_MANIFEST), 'utf8'),
) as BrandIconsManifest;
const REDRAW = 'run `npm run brand-icons` and commit src/brand/icons/';

describe("the brands' icons", () => {
  it('cover every brand and the neutral theme, the main brand’s variants sharing its icons', () => {
    expect(Object.keys(brandIconKeys()).sort()).toEqual([...BRAND_CODES, 'default'].sort());
    expect(brandIconKeys()['homeward-ny']).toBe('homeward');
    expect(committed.codes).toEqual(brandIconKeys());
  });

  it(`are drawn from the current logos (else ${REDRAW})`, () => {
    expect(committed).toEqual(brandIconsManifest());
    for (const key of Object.keys(committed.touchSources)) {
      const svg = readFileSync(path.join(BRAND_ICONS_SOURCE_DIR, brandIconFiles(key).svg), 'utf8');
      expect({ key, svg }).toEqual({ key, svg: iconSvg(themeOfIcon(key)) });
    }
  });

  it(`have a ${TOUCH_ICON_SIZE} px PNG each for an iPhone's home screen`, () => {
    for (const key of Object.keys(committed.touchSources)) {
      const png = readFileSync(path.join(BRAND_ICONS_SOURCE_DIR, brandIconFiles(key).touch));
      // The PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect({ key, width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
        key,
        width: TOUCH_ICON_SIZE,
        height: TOUCH_ICON_SIZE,
      });
    }
  });
});

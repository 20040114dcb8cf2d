/** WCAG 2.x contrast, used to hold every brand palette to AA (tests) and available to a runtime check. */

/** Text contrast AA for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5;
/** Non-text contrast AA (1.4.11): borders, focus rings, icons. */
export const AA_NON_TEXT_CONTRAST = 3;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** Relative luminance of a '#rgb' or '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const match = HEX_COLOUR.exec(hex);
  if (match?.[1] === undefined) throw new RangeError(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? match[1].replace(/./g, '$&$&') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

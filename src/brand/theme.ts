/** Brand colours reach CSS as custom properties set through the CSSOM, which a strict CSP allows (inline styles not). */
import type { BrandColors, BrandTheme } from './registry';

export const BRAND_CSS_VARIABLES: Readonly<Record<keyof BrandColors, string>> = Object.freeze({
  primary: '--brand-primary',
  primaryText: '--brand-primary-text',
  accent: '--brand-accent',
  surface: '--brand-surface',
  text: '--brand-text',
});

type ThemeParts = Pick<BrandTheme, 'colors'> & Partial<Pick<BrandTheme, 'shape' | 'displayName'>>;

/** The property holding the lender's name as a CSS string, for the room the top bar keeps it (decision 434). */
export const BRAND_NAME_VARIABLE = '--brand-name';

/** `text` as a CSS string token: quotes, backslashes and line ends as hex escapes, so no name can end it. */
const cssString = (text: string): string =>
  `"${text.replace(/["\\\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;

/** The custom properties a theme sets on the page's root: the one list the app and the boot script (themeBoot.ts) use. */
export function brandThemeVariables(theme: ThemeParts): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [colour, variable] of Object.entries(BRAND_CSS_VARIABLES) as [keyof BrandColors, string][]) {
    variables[variable] = theme.colors[colour];
  }
  // The kit's corners and type follow the brand too (issue 14).
  if (theme.shape) {
    variables['--radius'] = theme.shape.radius;
    variables['--font'] = theme.shape.font;
  }
  if (theme.displayName !== undefined) variables[BRAND_NAME_VARIABLE] = cssString(theme.displayName);
  return variables;
}

export function applyBrandTheme(theme: ThemeParts, root: HTMLElement): void {
  for (const [variable, value] of Object.entries(brandThemeVariables(theme))) root.style.setProperty(variable, value);
}

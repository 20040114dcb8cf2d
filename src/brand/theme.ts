/** Brand colours reach CSS as custom properties set through the CSSOM, which a strict CSP allows (inline styles not). */
import type { BrandColors, BrandTheme } from './registry';

export const BRAND_CSS_VARIABLES: Readonly<Record<keyof BrandColors, string>> = Object.freeze({
  primary: '--brand-primary',
  primaryText: '--brand-primary-text',
  accent: '--brand-accent',
  surface: '--brand-surface',
  text: '--brand-text',
});

export function applyBrandTheme(
  theme: Pick<BrandTheme, 'colors'> & Partial<Pick<BrandTheme, 'shape'>>,
  root: HTMLElement,
): void {
  for (const [colour, variable] of Object.entries(BRAND_CSS_VARIABLES) as [keyof BrandColors, string][]) {
    root.style.setProperty(variable, theme.colors[colour]);
  }
  // The kit's corners and type follow the brand too (issue 14).
  if (theme.shape) {
    root.style.setProperty('--radius', theme.shape.radius);
    root.style.setProperty('--font', theme.shape.font);
  }
}

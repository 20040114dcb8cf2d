import { themeFor } from '../../src/brand/registry';
import { applyBrandTheme, BRAND_CSS_VARIABLES } from '../../src/brand/theme';

describe('applyBrandTheme', () => {
  it('sets the five brand custom properties on the root', () => {
    const root = document.createElement('div');
    const theme = themeFor('properrate');
    applyBrandTheme(theme, root);
    expect(root.style.getPropertyValue('--brand-primary')).toBe(theme.colors.primary);
    expect(root.style.getPropertyValue('--brand-primary-text')).toBe(theme.colors.primaryText);
    expect(root.style.getPropertyValue('--brand-accent')).toBe(theme.colors.accent);
    expect(root.style.getPropertyValue('--brand-surface')).toBe(theme.colors.surface);
    expect(root.style.getPropertyValue('--brand-text')).toBe(theme.colors.text);
    expect(Object.values(BRAND_CSS_VARIABLES)).toHaveLength(5);
  });

  it('sets the kit radius and font from the brand', () => {
    const root = document.createElement('div');
    applyBrandTheme(themeFor('apm'), root);
    expect(root.style.getPropertyValue('--radius')).toBe(themeFor('apm').shape.radius);
    expect(root.style.getPropertyValue('--font')).toBe(themeFor('apm').shape.font);
  });

  it('replaces a previous brand', () => {
    const root = document.documentElement;
    applyBrandTheme(themeFor('apm'), root);
    applyBrandTheme(themeFor('cmg'), root);
    expect(root.style.getPropertyValue('--brand-primary')).toBe(themeFor('cmg').colors.primary);
  });
});

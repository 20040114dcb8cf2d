import { render, screen } from '@testing-library/react';
import { BrandLogo } from '../../src/brand/BrandLogo';
import { BRAND_CODES, themeFor } from '../../src/brand/registry';

describe('BrandLogo', () => {
  it.each(BRAND_CODES.map((code) => [code]))('draws %s as an image named after the brand', (code) => {
    const theme = themeFor(code);
    const { container } = render(<BrandLogo theme={theme} />);
    const logo = screen.getByRole('img', { name: theme.displayName });
    expect(logo.tagName.toLowerCase()).toBe('svg');
    expect(logo).toHaveTextContent(theme.logo.monogram);
    // A strict CSP forbids inline styles.
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/style=/);
  });

  it('fills with the theme colours by default and the props when given', () => {
    const theme = themeFor('grate');
    const { container, rerender } = render(<BrandLogo theme={theme} size={64} />);
    const shape = () => container.querySelector('svg > :first-child');
    expect(shape()?.getAttribute('fill')).toBe(theme.colors.primary);
    expect(container.querySelector('text')?.getAttribute('fill')).toBe(theme.colors.primaryText);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('64');

    rerender(<BrandLogo theme={theme} fill="#FFFFFF" textFill="#111827" className="top-bar-logo" />);
    expect(shape()?.getAttribute('fill')).toBe('#FFFFFF');
    expect(container.querySelector('text')?.getAttribute('fill')).toBe('#111827');
    expect(container.querySelector('svg')?.getAttribute('class')).toBe('top-bar-logo');
  });

  it.each(['roof', 'circle', 'shield', 'square'] as const)('draws the %s shape', (shape) => {
    const theme = { ...themeFor('apm'), logo: { monogram: 'X', shape } };
    const { container } = render(<BrandLogo theme={theme} />);
    const tag = { roof: 'polygon', circle: 'circle', shield: 'path', square: 'rect' }[shape];
    expect(container.querySelector(`svg > ${tag}`)).not.toBeNull();
  });
});

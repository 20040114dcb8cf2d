import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../src/brand/contrast';

/** Issue 14: status colours are the kit's own, AA as text on white and on their own surfaces, for every brand alike. */
const css = readFileSync(path.join(__dirname, '../../src/ui/kit.css'), 'utf8');
const token = (name: string): string => {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})`).exec(css);
  if (!match?.[1]) throw new Error(`--${name} not found in kit.css`);
  return match[1];
};

describe('status colours', () => {
  it.each(['success', 'warning', 'info'])('--%s reads at AA on white and on its surface', (tone) => {
    expect(contrastRatio(token(tone), '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(token(tone), token(`${tone}-surface`))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('a positive badge is white on the success colour, not on a brand accent', () => {
    expect(contrastRatio('#ffffff', token('success'))).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(css).not.toMatch(/\.badge-positive[^}]*brand-accent/);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * WCAG 2.3.3 and the borrower who asked their phone for less motion: an animation that runs forever either runs only
 * under `prefers-reduced-motion: no-preference`, or its selector has a `reduce` rule of its own. jsdom does not apply
 * stylesheets, so the check reads the CSS the app ships.
 */
const ROOT = path.resolve(__dirname, '../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

interface Rule {
  selector: string;
  body: string;
  media: string;
}

/** Every style rule with the at-rule it sits in (one level, as the app's CSS has). */
function rules(css: string): Rule[] {
  const found: Rule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const walk = (block: string, media: string) => {
    let index = 0;
    while (index < block.length) {
      const open = block.indexOf('{', index);
      if (open === -1) return;
      // A statement at-rule (@import, @charset) ends at its semicolon; the rule's own prelude comes after it.
      const prelude = block.slice(index, open).split(';').pop()?.trim() ?? '';
      let depth = 1;
      let close = open + 1;
      for (; close < block.length && depth > 0; close += 1) {
        if (block[close] === '{') depth += 1;
        if (block[close] === '}') depth -= 1;
      }
      const inner = block.slice(open + 1, close - 1);
      if (prelude.startsWith('@media')) walk(inner, prelude);
      else if (!prelude.startsWith('@')) found.push({ selector: prelude, body: inner, media });
      index = close;
    }
  };
  walk(text, '');
  return found;
}

const NO_PREFERENCE = /prefers-reduced-motion:\s*no-preference/;
const REDUCE = /prefers-reduced-motion:\s*reduce/;

function unguardedEndlessAnimations(css: string): string[] {
  const all = rules(css);
  const selectors = (rule: Rule) => rule.selector.split(',').map((selector) => selector.trim());
  const reduced = new Set(all.filter((rule) => REDUCE.test(rule.media)).flatMap(selectors));
  return all
    .filter((rule) => /animation[^:;]*:[^;]*\binfinite\b/.test(rule.body) && !NO_PREFERENCE.test(rule.media))
    .flatMap(selectors)
    .filter((selector) => !reduced.has(selector));
}

describe('endless animations respect reduced motion', () => {
  const files = [...cssFiles(path.join(ROOT, 'src')), ...cssFiles(path.join(ROOT, 'features'))];

  test('the app ships CSS with endless animations to check', () => {
    const endless = files.filter((file) => /\binfinite\b/.test(readFileSync(file, 'utf8')));
    expect(endless.length).toBeGreaterThan(2);
  });

  test.each(files.map((file) => [path.relative(ROOT, file), file]))('%s', (_name, file) => {
    expect(unguardedEndlessAnimations(readFileSync(file, 'utf8'))).toEqual([]);
  });

  test('the check finds an unguarded animation, and accepts either guard', () => {
    const spin = '@keyframes s { to { transform: rotate(1turn); } }';
    expect(unguardedEndlessAnimations(`.a { animation: s 1s linear infinite; } ${spin}`)).toEqual(['.a']);
    expect(unguardedEndlessAnimations(`@import url(x.css); .a { animation: s 1s infinite; }`)).toEqual(['.a']);
    expect(
      unguardedEndlessAnimations(
        `.a { animation: s 1s infinite; } @media (prefers-reduced-motion: reduce) { .a { animation: none; } }`,
      ),
    ).toEqual([]);
    expect(
      unguardedEndlessAnimations(`@media (prefers-reduced-motion: no-preference) { .a { animation: s 1s infinite; } }`),
    ).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, DISABLED_FEATURES } from '../e2e/chromium';

/**
 * The browser suite's `--disable-features` replaces Playwright's own list (Chromium keeps the last value of a switch),
 * so it must repeat that list whole: an upgrade of Playwright that adds a feature fails here, not as a strange browser.
 */
function playwrightsDisabledFeatures(): string[] {
  const bundle = readFileSync(
    path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error("playwright-core's chromiumSwitches moved: read its disabledFeatures list again");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '');
}

test("the suite's disabled features start with Playwright's own, in its order", () => {
  const playwrights = playwrightsDisabledFeatures();
  expect(playwrights.length).toBeGreaterThan(5);
  expect(DISABLED_FEATURES.slice(0, playwrights.length)).toEqual(playwrights);
});

test('the omnibox popup no test sees is off, in the one --disable-features switch', () => {
  const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  expect(switches[0]?.split('=')[1]?.split(',')).toEqual(expect.arrayContaining(['WebUIOmniboxPopup']));
});

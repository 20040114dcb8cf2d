import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, DISABLED_FEATURES, IDLE_CHROMIUM_PATH } from '../e2e/chromium';

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

test('the hostile project starts its Chromium at idle priority, with the switches Playwright passes', () => {
  // A stand-in browser that reports how it was started: its scheduling policy (field 41 of /proc/self/stat) and its
  // arguments.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'idle-chromium-'));
  try {
    const browser = path.join(dir, 'chromium');
    writeFileSync(browser, '#!/bin/sh\necho "policy $(cut -d" " -f41 /proc/self/stat 2>/dev/null)"\necho "args: $*"\n');
    chmodSync(browser, 0o755);
    const output = execFileSync(IDLE_CHROMIUM_PATH, ['--headless', '--remote-debugging-pipe'], {
      env: { ...process.env, IDLE_BROWSER: browser },
      encoding: 'utf8',
    });
    expect(output).toContain('args: --headless --remote-debugging-pipe');
    // SCHED_IDLE is policy 5 in Linux's sched.h. On Linux chrt (util-linux) must be there: without it the launcher
    // still starts the browser, but the slowed pages would take the other worker's core again.
    if (process.platform === 'linux') expect(output).toMatch(/^policy 5$/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

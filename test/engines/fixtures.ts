/**
 * The engines project's fixtures: each worker starts its engine once (the project names it), each test opens pages
 * of a given size and, when it ends, reads back every page's probe (./probe.ts): any uncaught error, unhandled
 * rejection, CSP violation, page wider than its viewport, page left held for its language or render React had to do
 * again fails the test; other console errors and warnings are printed and attached as what the engine said.
 */
import { writeFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { startEngine, type Engine, type EngineName, type EnginePage } from './drivers';
import type { ProbeReport } from './probe';
import { HYDRATION_FALLBACK, RENDER_RECOVERED } from '../../src/boot/recoveredRenders';

export interface Size {
  width: number;
  height: number;
}

const FAILING = new Set(['error', 'unhandledrejection', 'securitypolicyviolation', 'overflow', 'held']);

/**
 * A render React recovered from is reported by the app, not left to the window as an uncaught error (decision 456),
 * and still fails the test: the page went on, but something threw that should not have.
 */
const failing = ({ kind, text }: { kind: string; text: string }): boolean =>
  FAILING.has(kind) ||
  (kind === 'console.error' && [HYDRATION_FALLBACK, RENDER_RECOVERED].some((label) => text.startsWith(`${label}:`)));

/**
 * A driver call bounded in time: a WebDriver that stops answering (seen once in WebKit, a test that timed out with
 * nothing attached) would otherwise hold the test to its timeout and its teardown past it, so nothing says where.
 */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} did not answer within ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
  });
}

export const test = base.extend<
  { open: (size: Size) => Promise<EnginePage> },
  { engineName: EngineName; engine: Engine }
>({
  engineName: ['webkit', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await startEngine(engineName);
      await use(engine);
      await engine.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  open: async ({ engine, baseURL }, use, testInfo) => {
    const pages: { page: EnginePage; size: Size }[] = [];
    // The size the page gets, not the window's: MiniBrowser's toolbar is shrunk so a phone's 390 px fits.
    const viewport = (page: EnginePage) =>
      page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    await use(async (size) => {
      // Room for WebKit's one fresh driver when a session does not start (drivers.ts, WEBKIT_SESSION_TIMEOUT_MS).
      const page = await within(engine.open(baseURL ?? '', size), 90_000, `${engine.name}: opening a page`);
      pages.push({ page, size });
      expect(await viewport(page), `${engine.name}'s viewport`).toEqual(size);
      return page;
    });
    const said: string[] = pages
      .map(({ page }) => page.version)
      .filter((version, index, all) => all.indexOf(version) === index);
    const failures: string[] = [];
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const [index, { page, size }] of pages.entries()) {
      // What the engine showed when the test failed: the step's text says what was missing, this what was there.
      if (failed) {
        const shot = await within(page.screenshot(), 10_000, 'the screenshot').catch(() => null);
        if (shot) {
          // A file beside the error's context (the list reporter keeps no attachment body), named in its report.
          const file = testInfo.outputPath(`${engine.name}-page-${index + 1}.png`);
          writeFileSync(file, shot);
          await testInfo.attach(`${engine.name} page ${index + 1}`, { path: file, contentType: 'image/png' });
        }
      }
      // Still the size asked for on the last page (no page load or window change undid it).
      const last = await within(viewport(page), 10_000, 'the viewport').catch(() => null);
      if (last && (last.width !== size.width || last.height !== size.height))
        failures.push(`the viewport was ${last.width}x${last.height} at the end, not ${size.width}x${size.height}`);
      const report = await within(
        page.evaluate(() => (window as { __enginesProbe?: { read(): unknown } }).__enginesProbe?.read() ?? null),
        10_000,
        'the probe',
      ).catch(() => null);
      await within(page.close(), 20_000, 'closing the page').catch(() => undefined);
      if (report === null) {
        failures.push('the page probe was not running on the last page');
        continue;
      }
      const { entries, loads } = report as ProbeReport;
      for (const entry of entries)
        (failing(entry) ? failures : said).push(`${entry.kind} on ${entry.page}: ${entry.text}`);
      said.push(`(${loads.length} page loads, each with the probe)`);
    }
    const note = `${engine.name}:\n  ${said.concat(failures).join('\n  ')}`;
    console.log(note);
    await testInfo.attach(`${engine.name} said`, { body: note, contentType: 'text/plain' });
    expect(
      failures,
      `${engine.name}: uncaught errors, unhandled rejections, CSP violations, a page wider than its viewport, a lost size`,
    ).toEqual([]);
  },
});

export { expect };

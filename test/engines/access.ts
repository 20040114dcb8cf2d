/**
 * The WCAG 2.2 AA check of the browser suite (test/e2e/support.ts, expectNoAxeViolations), run in WebKit and in
 * Firefox on each screen their journeys reach: an engine computes colours, sizes and names itself (a font's metrics
 * move a target under 24 px, a native control is named differently), so a screen clean in Chromium is not yet clean
 * on an iPhone.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { EnginePage } from './drivers';
import { AXE_TAGS, violationsWhileStill } from '../support/axeInPage';

const AXE_MIN_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** In the page: axe-core from the sandbox (same origin, so the pages' CSP lets it in), once per document. */
const loadAxe = () =>
  'axe' in window ||
  new Promise<boolean>((resolve) => {
    const tag = document.createElement('script');
    tag.src = '/__sandbox/axe.js';
    tag.onload = () => {
      resolve(true);
    };
    tag.onerror = () => {
      tag.remove();
      resolve(false);
    };
    document.head.append(tag);
  });

/** No WCAG 2.2 AA violation on the screen as this engine draws it. */
export async function expectAccessible(page: EnginePage): Promise<void> {
  // A page whose server is out of reach (an offline return) gets the source sent by the driver instead.
  if (!(await page.evaluate(loadAxe))) await page.runScript(AXE_MIN_SOURCE);
  // Checked with the page at its end and put back. On phones a step's actions are a sticky bar the form scrolls under
  // (001 §2), so the target at the viewport's foot is partly covered by design; at the end of the page the bar rests
  // under the last question and covers nothing (as the Chromium suite does).
  const scrolledFrom = await page.evaluate(() => {
    const { scrollY } = window;
    window.scrollTo(0, document.documentElement.scrollHeight);
    return scrollY;
  });
  try {
    const violations = await page.evaluate(violationsWhileStill, AXE_TAGS);
    expect(violations, `${page.engine}: axe violations on ${new URL(await page.url()).pathname}`).toEqual([]);
  } finally {
    await page.evaluate((y: number) => {
      window.scrollTo(0, y);
    }, scrolledFrom);
  }
}

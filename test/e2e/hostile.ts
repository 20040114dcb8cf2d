import { test as base, type Locator, type Page } from '@playwright/test';

/**
 * The hostile-conditions project (issue 33 item 8): the browser suite as borrowers meet the app, on a mid-range phone's
 * CPU and typing from the moment the page shows. Specs named hostile*.spec.ts run in the `hostile` project
 * (playwright.config.ts) and import `test` from here, so every page they use is slowed.
 */

/** Lighthouse's and the mid-range phone: the page's main thread runs at a quarter of this machine's speed. */
export const PHONE_CPU_SLOWDOWN = 4;

/** Slows the page's CPU by `rate` through CDP; it lasts across the page's navigations. */
export async function slowCpu(page: Page, rate = PHONE_CPU_SLOWDOWN): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** `test` with every page slowed 4x before the spec touches it. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    await slowCpu(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';

/** Opens `url` and returns at the navigation's commit: the borrower may act from then on, before anything is loaded. */
export async function openAtCommit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
}

/** Focuses the control as soon as it is on the page and takes focus, as a borrower tapping it would. */
export async function focusAsSoonAsPossible(control: Locator): Promise<void> {
  for (;;) {
    await control.focus();
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await control.page().waitForTimeout(5);
  }
}

/** The fast typist: one key every 10-15 ms. */
export const KEY_DELAY_MS = 12;

/**
 * Types `text` into `control` as a quick borrower does: focused as soon as it accepts focus, then one key every
 * `delayMs`, whatever the page is busy with.
 */
export async function typeLikeABorrower(
  control: Locator,
  text: string,
  { delayMs = KEY_DELAY_MS } = {},
): Promise<void> {
  await focusAsSoonAsPossible(control);
  await control.page().keyboard.type(text, { delay: delayMs });
}

import { expect, test, chromium, type APIRequestContext } from '@playwright/test';
import type { CreateBorrowerRequest } from '../../src/api/contractSandbox';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from './chromium';
import { appPath, createBorrower } from './support';

/**
 * Issue 47: a borrower who leaves the application area (for the lender's site, a bank's link page, the terms) and
 * comes Back should find the page as they left it, at once, from the browser's back-forward cache. The browser here
 * never restores a page from it (its headless embedder turns the cache off: "BackForwardCacheDisabledForDelegate"),
 * but Chromium says why each page could not be kept, and those of the page's own making ("PageSupportNeeded": an
 * unload handler, a lock, an open connection it did not close) would keep every phone from restoring it too. Planting
 * an unload handler shows "UnloadHandlerExistsInMainFrame" here, so the check can see one (decision 447).
 */
const SCREENS: {
  name: string;
  size: { width: number; height: number };
  borrower: CreateBorrowerRequest;
  h1: string;
}[] = [
  { name: 'the offers', size: { width: 390, height: 844 }, borrower: {}, h1: 'Select your offer' },
  {
    name: 'the income choice',
    size: { width: 1280, height: 900 },
    borrower: { checklistStatus: 'INCOME_VERIFICATION' },
    h1: 'Verify your income',
  },
];

async function pageOwnBlockers(request: APIRequestContext, baseURL: string, screen: (typeof SCREENS)[number]) {
  // The suite's browser runs with the cache switched off outright (Playwright's default), which hides the reasons.
  const browser = await chromium.launch({
    executablePath: HEADLESS_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: screen.size });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const reasons: { type: string; reason: string }[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => reasons.push(...event.notRestoredExplanations));
    const borrower = await createBorrower(request, screen.borrower);
    await page.goto('/terms');
    await page.evaluate((jwt) => {
      window.localStorage.setItem('jwt', `Bearer ${jwt}`);
    }, borrower.jwt);
    await page.goto(appPath(borrower.applicationUuid));
    await expect(page.locator('main h1')).toHaveText(screen.h1, { timeout: 30_000 });
    // Every call of the screen, and the start-up's later work (telemetry, the worker's registration), under way.
    await page.waitForLoadState('networkidle');
    await page.goto('/terms');
    await page.goBack();
    await expect
      .poll(() => reasons.length, { message: 'Chromium says why the page was not restored' })
      .toBeGreaterThan(0);
    return reasons.filter((explanation) => explanation.type === 'PageSupportNeeded').map((e) => e.reason);
  } finally {
    await browser.close();
  }
}

for (const screen of SCREENS)
  test(`${screen.name} at ${screen.size.width} px has nothing of its own that keeps Back from restoring it at once`, async ({
    request,
    baseURL,
  }) => {
    expect(await pageOwnBlockers(request, baseURL ?? '', screen)).toEqual([]);
  });

import { expect, test, type Page } from '@playwright/test';
import { KEPT_SCREEN_KEY } from '../../features/offline/storageKey';
import { KEPT_SCREEN_MARK } from '../../features/offline/keptScreenView';
import {
  appPath,
  createBorrower,
  openNewApplication,
  expectNoAxeViolations,
  exportedActionTypes,
  holdEntryScript,
  movedByLayoutShifts,
  readsOfEachApplication,
  readTwice,
  recordLayoutShifts,
  signIn,
  watchHydration,
} from './support';

/**
 * Issue 47 item 2, decision 426: a return visit paints the screen last seen from the device before any script runs,
 * and the app takes it over without a repaint or a shift. The entry script is held back: what shows then can only be
 * the page's own.
 */
const keptScreen = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEPT_SCREEN_KEY);

/** The element of the page's largest paint so far, as a selector-ish description, and when it painted. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ inKept: boolean; text: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const last = entries.at(-1)?.element ?? null;
          resolve({
            inKept: last?.closest('[data-testid="application-kept"]') != null,
            text: last?.textContent ?? '',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/** A return visit's two routings were made: on the device's copy, then on the platform's answer. */
const routedTwice = (types: string[]) =>
  types.includes('application/restoredFromDevice') &&
  types.includes('application/loaded') &&
  types.filter((type) => type === 'application/routeDecided').length >= 2;

/** Reloads with the app's script held: the page alone shows its placeholder, no kept screen; then the app, the offers. */
async function reloadToPlaceholderThenOffers(page: Page) {
  const release = await holdEntryScript(page);
  await page.reload();
  await expect(page.getByTestId('application-skeleton')).toBeVisible();
  await expect(page.getByTestId('application-kept')).toHaveCount(0);
  release();
  await expect(page.locator('.offer-qualify-amount')).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`a return visit at ${width} px paints the offer screen before any script, and the app takes it over in place`, async ({
    page,
    request,
  }) => {
    const borrower = await openNewApplication(page, request, 'OFFER_SELECTION', { width, height: 900 });
    const amount = page.locator('.offer-qualify-amount');
    await expect(amount).toBeVisible();
    const shownAmount = await amount.textContent();
    const shownDraw = await page.locator('input[data-kept-value]').inputValue();
    await expect.poll(() => keptScreen(page)).toContain('offer-qualify-amount');
    // Nothing the borrower typed, no id and no test id is kept; the offer chosen and the slider's draw are.
    const fields = await page.evaluate((key) => {
      const { html } = JSON.parse(window.localStorage.getItem(key) ?? '{}') as { html: string };
      const kept = new DOMParser().parseFromString(html, 'text/html');
      return {
        typed: [
          ...kept.querySelectorAll('input:not([type=radio]):not([type=range]):not([data-kept-value])[value], textarea'),
        ].length,
        ids: kept.querySelectorAll('[id], [data-testid], script').length,
        chosen: kept.querySelectorAll('input[type=radio][checked]').length,
      };
    }, KEPT_SCREEN_KEY);
    expect(fields).toEqual({ typed: 0, ids: 0, chosen: 1 });

    const problems = watchHydration(page);
    // The page's CSP refuses style attributes: the kept screen's styles go through the CSSOM, never refused.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    const release = await holdEntryScript(page);
    const shifts = await recordLayoutShifts(page);
    await page.reload();
    const painted = page.getByTestId('application-kept');
    await expect(painted).toBeVisible();
    await expect(painted.locator('.offer-qualify-amount')).toHaveText(shownAmount ?? '');
    await expect(painted.locator('[inert]')).toHaveCount(1);
    await expect(painted.locator('input[data-kept-value]')).toHaveValue(shownDraw);
    await expect(page.getByTestId('application-skeleton')).toHaveCount(0);
    expect(await largestPaint(page)).toMatchObject({ inKept: true });
    await expectNoAxeViolations(page);

    release();
    await expect(page.getByTestId('application-kept')).toHaveCount(0);
    await expect(page.getByTestId('loan-number')).toBeVisible();
    await expect(amount).toHaveText(shownAmount ?? '');
    // The app's screen answers: a choice can be made.
    await page.locator('.offer-form .choice-card label').first().click();
    expect(await shifts(), await movedByLayoutShifts(page)).toBeLessThan(0.02);
    expect(problems).toEqual([]);

    // A return visit as it comes, nothing held: the app routes on the device's copy, then on the platform's answer,
    // to the same screen, and asks for the offers once (the second routing asked again when they had answered first).
    const offersAsked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith(`/heloc/${borrower.applicationUuid}/offers`)) offersAsked.push(sent.url());
    });
    await page.reload();
    // The kept screen shows the offers before any script: the log's shortcut answers once the app has taken over.
    await expect(page.getByTestId('application-kept')).toHaveCount(0);
    await expect(page.locator('.offer-form .choice-card').first()).toBeVisible();
    await expect.poll(async () => routedTwice(await exportedActionTypes(page))).toBe(true);
    expect(offersAsked).toHaveLength(1);
  });
}

/** The other screens whose markup is kept (features/offline/keptScreen.ts), each at the status that leads to it. */
const OTHER_KEPT_SCREENS = [
  { checklistStatus: 'INCOME_VERIFICATION', path: 'income/review' },
  { checklistStatus: 'FINAL_OFFER', path: 'signing/intro' },
  { checklistStatus: 'NOTARY_WAITING_PERIOD', path: 'notary/intro' },
  { checklistStatus: 'RECORDING', path: 'complete' },
];

test('the other kept screens are painted before any script and taken over in place too (390 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const reads = readsOfEachApplication(page);
  for (const { checklistStatus, path } of OTHER_KEPT_SCREENS) {
    await test.step(path, async () => {
      const borrower = await createBorrower(request, { checklistStatus });
      await signIn(page, borrower.jwt);
      await page.unrouteAll();
      await page.goto(appPath(borrower.applicationUuid));
      await expect(page).toHaveURL(new RegExp(`/${path}$`));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const shown = await heading.textContent();
      await expect.poll(() => keptScreen(page)).toContain(`"path":"${path}"`);

      const release = await holdEntryScript(page);
      reads.clear();
      await page.reload();
      const painted = page.getByTestId('application-kept');
      await expect(painted.locator('h1')).toHaveText(shown ?? '');
      release();
      await expect(page.getByTestId('application-kept')).toHaveCount(0);
      await expect(heading).toHaveText(shown ?? '');
      // Routed on the device's copy, then on the platform's answer, to this screen: its data asked for once.
      await expect.poll(async () => routedTwice(await exportedActionTypes(page))).toBe(true);
      expect(readTwice(reads)).toEqual([]);
    });
  }
});

test('a kept screen is painted only for its own session, application and screen, and logout removes it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  const second = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  await signIn(page, first.jwt);
  await page.goto(appPath(first.applicationUuid));
  await expect(page.locator('.offer-qualify-amount')).toBeVisible();
  await expect.poll(() => keptScreen(page)).not.toBeNull();

  const release = await holdEntryScript(page);
  // Another screen of the same application: its placeholder, not the offers.
  await page.goto(appPath(first.applicationUuid, 'document/disclosures'));
  await expect(page.getByTestId('application-skeleton')).toBeVisible();
  await expect(page.getByTestId('application-kept')).toHaveCount(0);
  // Another borrower signed in on this browser, at the first one's address: never the first one's screen.
  await signIn(page, second.jwt);
  await page.goto(appPath(first.applicationUuid));
  await expect(page.getByTestId('application-skeleton')).toBeVisible();
  await expect(page.getByTestId('application-kept')).toHaveCount(0);
  await signIn(page, first.jwt);
  await page.goto(appPath(first.applicationUuid));
  await expect(page.getByTestId('application-kept')).toBeVisible();
  release();
  await expect(page.getByTestId('loan-number')).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Before you go' }).getByRole('button', { name: 'Close and log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await keptScreen(page)).toBeNull();
});

test('a phone picked up after the session’s token has run out paints nothing of it, at 390 and 1280 px (decision 438)', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  await signIn(page, borrower.jwt);
  for (const [index, width] of [390, 1280].entries()) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(appPath(borrower.applicationUuid));
    await expect(page.locator('.offer-qualify-amount')).toBeVisible();
    await expect.poll(() => keptScreen(page)).not.toBeNull();
    // The sandbox's tokens last 12 hours (sandbox/auth.ts): the page's clock 13 hours on, then 26.
    if (index === 0) await page.clock.install({ time: Date.now() + 13 * 3_600_000 });
    else await page.clock.setSystemTime(Date.now() + 26 * 3_600_000);
    // Nor does the app paint its copy: the screen is the platform's answer (the sandbox's own clock still takes the
    // token), with no restore from the device on the way.
    await reloadToPlaceholderThenOffers(page);
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, KEPT_SCREEN_MARK)).toBe(0);
  }
});

test('a kept copy the page cannot read leaves the placeholder, and the failure is reported and counted (decision 428)', async ({
  page,
  request,
}) => {
  await openNewApplication(page, request, 'OFFER_SELECTION');
  await expect(page.locator('.offer-qualify-amount')).toBeVisible();
  await expect.poll(() => keptScreen(page)).not.toBeNull();
  // A damaged copy (cut short, as a full disk can leave one).
  await page.evaluate((key) => {
    window.localStorage.setItem(key, (window.localStorage.getItem(key) ?? '').slice(0, -10));
  }, KEPT_SCREEN_KEY);
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });

  await reloadToPlaceholderThenOffers(page);
  await expect
    .poll(async () => {
      const events = (await (await request.get('/__sandbox/events')).json()) as {
        body: { event: string; eventProperties: Record<string, unknown> };
      }[];
      return events.some(
        ({ body }) =>
          body.event === 'HELOC: Failure Caught' &&
          body.eventProperties.what === 'Start-up: kept screen' &&
          body.eventProperties.errorName === 'SyntaxError',
      );
    })
    .toBe(true);
  // The console names the failure, without a word of what was stored.
  expect(failures.filter((line) => line.startsWith('Start-up: kept screen'))).toEqual([
    "Start-up: kept screen: SyntaxError: The page's kept screen script failed",
  ]);
  // The app keeps a readable copy again, and the next return paints it.
  await expect
    .poll(() =>
      page.evaluate((key) => {
        try {
          return JSON.parse(window.localStorage.getItem(key) ?? 'null') !== null;
        } catch {
          return false;
        }
      }, KEPT_SCREEN_KEY),
    )
    .toBe(true);
});

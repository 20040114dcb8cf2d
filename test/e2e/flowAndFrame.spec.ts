import { expect, test, type Page } from '@playwright/test';
import { appPath, createBorrower, expectNoAxeViolations, pathIs, signIn } from './support';

/**
 * Issue 15 in the browser, at a phone width and a desktop width: no full-screen loader between registration steps,
 * focus on the new step's heading, the processing modal's messages seen on the way to the offers, transient statuses
 * on a page of their own, the phone layout (one-row top bar, nothing covered, nothing overflowing) and the frame's
 * stage for the screens that used to get it wrong. Timings are for `npm run bench`, never asserted here.
 */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Records, from the page itself, whether the full-screen loader ever appeared and every processing message shown. */
async function watchOverlays(page: Page) {
  await page.addInitScript(() => {
    const seen = { loader: 0, messages: [] as string[] };
    (window as unknown as { overlaySeen: typeof seen }).overlaySeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="full-screen-loader"]')) seen.loader += 1;
      const message = document.querySelector('[data-testid="processing-message"]')?.textContent ?? '';
      if (message && seen.messages.at(-1) !== message) seen.messages.push(message);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const overlaySeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { overlaySeen: { loader: number; messages: string[] } }).overlaySeen);

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** The element at the centre of the button is the button (or inside it): no sticky bar or overlay covers it. */
export async function expectNotCovered(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name, exact: typeof name === 'string' }).first();
  await button.scrollIntoViewIfNeeded();
  const covered = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === null || !(element === hit || element.contains(hit));
  });
  expect(covered, `"${String(name)}" is covered on ${page.url()}`).toBe(false);
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  // Focus moves to the new step's heading for screen readers.
  await expect(h1).toBeFocused();
  await expectNoHorizontalOverflow(page);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('registration steps follow each other without a loader, and the processing modal walks to the offers', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await watchOverlays(page);
      await page.goto('/account/heloc/register-v2');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNotCovered(page, 'Continue');
      await page.getByRole('button', { name: 'Enter the address manually' }).click();
      await page.getByLabel('Street address').fill('200 E Colfax Ave');
      await page.getByLabel('City', { exact: true }).fill('Denver');
      await page.getByLabel('State', { exact: true }).fill('CO');
      await page.getByLabel('ZIP code').fill('80203');
      await page.getByLabel('How do you use this property?').selectOption('HOME');
      await continueTo(page, 'Sale status');
      await page.getByLabel('No').check();
      await continueTo(page, "What's your annual income?");
      await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('150000');
      await page.getByLabel('Employment type').selectOption('FULL_TIME');
      await continueTo(page, "What's your legal name?");
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await continueTo(page, "What's your date of birth?");
      await page.getByRole('textbox', { name: 'Date of birth' }).fill('01021980');
      await continueTo(page, 'How can we reach you?');
      await page.getByLabel('Mobile phone').fill('5555550100');
      await page.getByLabel('Email').fill(`flow.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
      await continueTo(page, 'Create your password');
      await expectNoAxeViolations(page);
      expect((await overlaySeen(page)).loader, 'full-screen loader between registration steps').toBe(0);

      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('LongEnough12!');
      await page.getByLabel('Confirm password').fill('LongEnough12!');
      await page.getByLabel(/I agree to the/).check();
      await page.getByLabel(/I consent to receive/).check();
      await expectNotCovered(page, 'Create account');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByTestId('processing-message')).toBeVisible();
      await expectNoAxeViolations(page);
      await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const seen = await overlaySeen(page);
      expect(seen.messages.length, `processing messages seen: ${seen.messages.join(' / ')}`).toBeGreaterThanOrEqual(3);
      expect(seen.messages[0]).toBe('Creating your account');
      expect(seen.loader, 'generic loader after the processing modal').toBe(0);
    });

    test('a transient status is a page saying what happens and how long, inside the frame, with no loader', async ({
      page,
      request,
    }) => {
      await watchOverlays(page);
      const borrower = await createBorrower(request, { checklistStatus: 'WAITING_FOR_AVM_DATA' });
      await signIn(page, borrower.jwt);
      await page.goto(appPath(borrower.applicationUuid));
      await expect(
        page.getByRole('heading', { level: 1, name: 'We are estimating the value of your home' }),
      ).toBeVisible();
      await expect(page.getByText('This usually takes less than a minute.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'While you wait' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
      expect((await overlaySeen(page)).loader).toBe(0);
    });
  });
}

test('after the poll limit the time-out screen says so and Check again loads the status again', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, { checklistStatus: 'UNKNOWN' });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'error/timeout')));
  await expect(page.getByRole('heading', { level: 1, name: 'This is taking longer than usual' })).toBeVisible();
  await expectNoAxeViolations(page);
  await request.patch(`/__sandbox/applications/${borrower.applicationUuid}`, {
    data: { checklistStatus: 'OFFER_SELECTION' },
  });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'product/select')), { timeout: 15_000 });
});

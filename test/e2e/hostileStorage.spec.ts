import type { Page } from '@playwright/test';
import { createBorrower, appPath, expectNoAxeViolations, pathIs, signIn } from './support';
import { expect, test } from './hostile';

/**
 * Issue 33 item 2: a browser that refuses storage is no dead end. Two refusals, injected before any of the page's
 * scripts: reading `localStorage`/`sessionStorage` throws a SecurityError (Safari's "Block all cookies", Firefox with
 * cookies off), or writing throws a QuotaExceededError (a full quota, an old Safari private window). Either way the
 * borrower registers and reaches the offers, is told once that a reload will not keep their answers, and the page
 * throws nothing.
 */

type Refusal = 'read' | 'write';

/** Makes the browser refuse storage the given way, in every page of the test (src/lib/safeStorage.ts meets it). */
async function refuseStorage(page: Page, refusal: Refusal): Promise<void> {
  await page.addInitScript((how) => {
    if (how === 'read') {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    } else {
      Storage.prototype.setItem = function refuse() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    }
  }, refusal);
}

/** Errors the app's own pages threw (the platform's login page, outside the app, is not this app's). */
function uncaughtInApp(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    if (new URL(page.url()).pathname.startsWith('/account/heloc')) errors.push(error.message);
  });
  return errors;
}

/** An application page at 4x CPU on a loaded two-core machine can take half a minute to show its screen. */
const SLOW = { timeout: 60_000 };

const continueTo = async (page: Page, heading: RegExp) => {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
};

/** The seven steps of register-v2, the address taken from the typeahead; ends on the offer screen. */
async function registerToOffers(page: Page): Promise<void> {
  await page.goto('/account/heloc/register-v2');
  await page.locator('#addressQuery').fill('1103 Birch Sacramento');
  await page.getByRole('option', { name: /1103 Birch Road/ }).click();
  await page.getByRole('radio', { name: /^Primary residence/ }).check();
  await continueTo(page, /Sale status/);
  await page.getByLabel('No').check();
  await continueTo(page, /annual income/);
  await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('185000');
  await page.getByLabel('Employment type').selectOption('FULL_TIME');
  await continueTo(page, /legal name/);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await continueTo(page, /date of birth/);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('12091976');
  await continueTo(page, /reach you/);
  await page.getByLabel('Mobile phone').fill('5555550142');
  await page.getByLabel('Email').fill(`storage.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  await continueTo(page, /password/);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Refused#Storage9');
  await page.getByLabel('Confirm password').fill('Refused#Storage9');
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to receive/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

const notice = (page: Page) => page.getByTestId('storage-notice');

test.beforeAll(async ({ request }) => {
  await request.patch('/__sandbox/settings', { data: { workflowStepMs: 300 } });
});

for (const refusal of ['read', 'write'] as const) {
  const kind = refusal === 'read' ? 'SecurityError on read' : 'QuotaExceededError on write';

  test(`storage refused (${kind}): register-v2 to the offers, told once, a reload asks to sign in again`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = uncaughtInApp(page);
    await refuseStorage(page, refusal);
    await registerToOffers(page);
    // Told once, quietly: a status, put away by the borrower, not told again on the next screen.
    await expect(notice(page)).toBeVisible(SLOW);
    await expect(page.getByRole('status').filter({ has: notice(page) })).toBeAttached();
    await expectNoAxeViolations(page);
    await notice(page).getByRole('button', { name: 'Got it' }).click();
    await expect(notice(page)).toBeHidden();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/product\/select\/confirm$/, SLOW);
    await expect(notice(page)).toBeHidden();
    // The token lived in memory: a reload asks the borrower to sign in, with the way back to where they were.
    const offerPath = new URL(page.url()).pathname;
    await page.reload();
    await expect(page).toHaveURL(
      (url) => url.pathname.endsWith('/login') && url.search.includes(encodeURIComponent(offerPath)),
      SLOW,
    );
    expect(errors).toEqual([]);
  });
}

test('storage refused (QuotaExceededError on write): an application page opened signed in works and says so once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = uncaughtInApp(page);
  const borrower = await createBorrower(request);
  // The token was stored before the browser stopped taking writes; the rest of the page's writes are refused.
  await signIn(page, borrower.jwt);
  await refuseStorage(page, 'write');
  await page.goto(appPath(borrower.applicationUuid, 'product/select'));
  await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'product/select')));
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible(SLOW);
  await expect(notice(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('storage refused (SecurityError on read): an application page asks to sign in, with the way back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = uncaughtInApp(page);
  await refuseStorage(page, 'read');
  const path = appPath('6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f', 'product/select');
  await page.goto(path);
  await expect(page).toHaveURL(
    (url) => url.pathname.endsWith('/login') && url.search.includes(encodeURIComponent(path)),
    SLOW,
  );
  expect(errors).toEqual([]);
});

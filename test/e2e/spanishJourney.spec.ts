import { expect, test, type Page } from '@playwright/test';
import { PROCESSING_MESSAGES } from '../../features/registration/messages';
import { ERROR_FALLBACK_HEADING, TRY_AGAIN } from '../../src/shell/shellText';
import { es, expectSpanishPage } from './i18nSupport';
import {
  appPath,
  createBorrower,
  expectNoAxeViolations,
  patchApplication,
  pathIs,
  signIn,
  waitForApp,
} from './support';

/**
 * Issue 19's check: with ?lang=es, for two brands, register-v2 through the offers, the review, the dashboard, the
 * documents and the error page show none of the app's English (platform-sent text aside), validation messages are
 * Spanish, html[lang] is es, and axe finds nothing. One brand at a phone's width, the other at a desktop's.
 */

const REGISTER = '/account/heloc/register-v2';
const MOVE_ON = { timeout: 60_000 };

const BRANDS = [
  { org: 'homeward', width: 390, height: 844 },
  { org: 'apm', width: 1280, height: 800 },
] as const;

async function continueTo(page: Page, path: string) {
  await page.getByRole('button', { name: es('Continue') }).click();
  await expect(page).toHaveURL(pathIs(`${REGISTER}/${path}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSpanishPage(page);
}

/** The error summary shows only Spanish: each of its messages is one of the catalogue's Spanish texts. */
async function expectSpanishErrors(page: Page, expected: string[]) {
  const summary = page.getByRole('alert').filter({ hasText: es('There is a problem') });
  for (const message of expected) await expect(summary).toContainText(message);
  await expectSpanishPage(page);
}

for (const brand of BRANDS) {
  test(`${brand.org} at ${brand.width} px: register-v2 to the offers and the review, then the dashboard, in Spanish`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: brand.width, height: brand.height });
    await page.goto(`${REGISTER}?org=${brand.org}&lang=es`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(es("What's the address of the property?"));
    await expectSpanishPage(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: es('Continue') }).click();
    await expectSpanishErrors(page, [
      es('Please enter a valid property address'),
      es('Please select an occupancy type'),
    ]);
    await page.getByRole('button', { name: es('Enter the address manually') }).click();
    await page.getByLabel(es('Street address'), { exact: true }).fill('200 E Colfax Ave');
    await page.getByLabel(es('City'), { exact: true }).fill('Denver');
    await page.getByLabel(es('State'), { exact: true }).fill('CO');
    await page.getByLabel(es('ZIP code')).fill('80203');
    await page.getByRole('radio', { name: new RegExp(`^${es('Primary residence')}`) }).check();
    await continueTo(page, 'for-sale');

    await page.getByRole('radio', { name: 'No', exact: true }).check();
    await continueTo(page, 'annual-income');

    await page.getByRole('button', { name: es('Continue') }).click();
    await expectSpanishErrors(page, [es('Required')]);
    await page.getByRole('textbox', { name: es('Annual income'), exact: true }).fill('150000');
    await page.getByLabel(es('Employment type')).selectOption('FULL_TIME');
    await continueTo(page, 'legal-name');

    await page.getByLabel(es('First name'), { exact: true }).fill('Ana');
    await page.getByLabel(es('Last name'), { exact: true }).fill('Garcia');
    await continueTo(page, 'birthdate');

    await page.getByRole('textbox', { name: es('Date of birth') }).fill('01022020');
    await page.getByRole('button', { name: es('Continue') }).click();
    await expectSpanishErrors(page, [es('Must be at least 18 years old')]);
    await page.getByRole('textbox', { name: es('Date of birth') }).fill('01021980');
    await continueTo(page, 'phone-and-email');

    await page.getByLabel(es('Mobile phone')).fill('555');
    await page.getByLabel(es('Email'), { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: es('Continue') }).click();
    await expectSpanishErrors(page, [
      es('Please enter a valid phone number'),
      es('Please enter a valid email address'),
    ]);
    await page.getByLabel(es('Mobile phone')).fill('5555550100');
    await page
      .getByLabel(es('Email'), { exact: true })
      .fill(`es.${brand.org}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.getByRole('button', { name: es('Continue') }).click();
    await expect(page).toHaveURL(/\/register-v2\/(set-password|login-info)$/);
    await expectSpanishPage(page);

    await page.getByRole('button', { name: es('Create account') }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectSpanishPage(page);
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: es('Password'), exact: true }).fill('LongEnough12!');
    await page.getByRole('textbox', { name: es('Confirm password') }).fill('LongEnough12!');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    // The processing modal speaks Spanish while the pipeline runs (read as soon as it opens: a fast sandbox may close
    // it within a second), then the offers.
    const spanishMessage = new RegExp(
      PROCESSING_MESSAGES.map((message) => es(message).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    );
    const processing = page
      .getByRole('dialog')
      .filter({ hasText: spanishMessage })
      .waitFor({ state: 'attached', timeout: 30_000 });
    await page.getByRole('button', { name: es('Create account') }).click();
    await processing;
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, MOVE_ON);
    await expect(page.getByTestId('full-screen-loader')).toBeHidden(MOVE_ON);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(MOVE_ON);
    await expect(page.getByRole('slider').first()).toBeVisible(MOVE_ON);
    await expectSpanishPage(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: es('Continue') }).click();
    await expect(page).toHaveURL(/\/product\/select\/confirm$/, MOVE_ON);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSpanishPage(page);
    await expectNoAxeViolations(page);

    // The lending site's dashboard follows the borrower's choice.
    await page.goto(`/dashboard?org=${brand.org}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your dashboard');
    await expectNoAxeViolations(page);
  });
}

test('apm at 1280 px and homeward at 390 px: the documents to sign and the error page, in Spanish', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  for (const brand of [BRANDS[1], BRANDS[0]]) {
    await page.setViewportSize({ width: brand.width, height: brand.height });
    const borrower = await createBorrower(request, { orgCode: brand.org, checklistStatus: 'OFFER_SELECTION' });
    await patchApplication(request, borrower.applicationUuid, { checklistStatus: 'NOTE_SIGNING' });
    await signIn(page, borrower.jwt);
    await page.goto(`${appPath(borrower.applicationUuid, 'signing/sign')}?org=${brand.org}&lang=es`);
    await expect(page.getByRole('heading', { level: 1, name: es('Sign your loan documents') })).toBeVisible(MOVE_ON);
    await expect(page.getByText(es('Page {page} of {pages}', { page: 1, pages: '' }).trim()).first()).toBeVisible(
      MOVE_ON,
    );
    await expectSpanishPage(page);
    await expectNoAxeViolations(page);

    // A screen that fails to render: the fallback in the frame, in Spanish. The status must lead to that screen: the
    // area routes by status before a screen renders, and a screen never rendered cannot fail.
    await patchApplication(request, borrower.applicationUuid, { checklistStatus: 'OFFER_SELECTION' });
    await page.route('**/*.js', async (route) => {
      if (route.request().url().includes('/application-offer.'))
        await route.fulfill({ status: 200, body: 'throw new TypeError("boom")' });
      else await route.continue();
    });
    await page.goto(`${appPath(borrower.applicationUuid, 'product/select')}?org=${brand.org}&lang=es`);
    await expect(page.getByRole('heading', { level: 1, name: es(ERROR_FALLBACK_HEADING) })).toBeVisible(MOVE_ON);
    await expect(page.getByRole('button', { name: es(TRY_AGAIN) })).toBeVisible();
    await expectSpanishPage(page);
    await expectNoAxeViolations(page);
    await page.unroute('**/*.js');
    await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'product/select')));
  }
});

test('the Spanish-page check fails on an English page (it can catch a forgotten text)', async ({ page }) => {
  await page.goto(`${REGISTER}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's the address of the property?");
  // The app sets the page's language when it starts: only then is the test's own setting the last.
  await waitForApp(page);
  await page.evaluate(() => {
    document.documentElement.setAttribute('lang', 'es');
  });
  let failure: unknown = null;
  try {
    await expectSpanishPage(page);
  } catch (error) {
    failure = error;
  }
  expect(String(failure)).toContain("What's the address of the property?");
});

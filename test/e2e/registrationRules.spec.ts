import { expect, test, type Page } from '@playwright/test';
import { MSG, MODAL_TITLE } from '../../features/registration/messages';
import { createBorrower, expectNoAxeViolations, pathIs } from './support';

const REGISTER = '/account/heloc/register-v2';
const unique = (prefix = 'ada') => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const LENA_ENFORCED = '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b01';
const DANA_PROPERRATE = '1c0f5a8e-2d4b-4e6a-9b1c-0a1e2f3a4b04';

interface Borrower {
  street: string;
  city: string;
  state: string;
  zip: string;
  income?: string;
  lastName?: string;
  dob?: string;
  email?: string;
}

async function property(page: Page, b: Borrower, query = '') {
  await page.goto(`${REGISTER}${query}`);
  await page.getByRole('button', { name: 'Enter the address manually' }).click();
  await page.getByLabel('Street address').fill(b.street);
  await page.getByLabel('City', { exact: true }).fill(b.city);
  await page.getByLabel('State', { exact: true }).fill(b.state);
  await page.getByLabel('ZIP code').fill(b.zip);
  await page.getByRole('radio', { name: /^Primary residence/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function throughContact(page: Page, b: Borrower) {
  await expect(page).toHaveURL(pathIs(`${REGISTER}/for-sale`));
  await page.getByLabel('No').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill(b.income ?? '120000');
  await page.getByLabel('Employment type').selectOption('FULL_TIME');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(b.lastName ?? 'Lovelace');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(b.dob ?? '01021980');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Mobile phone').fill('5555550100');
  await page.getByLabel('Email').fill(b.email ?? unique());
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function setPassword(page: Page) {
  await expect(page).toHaveURL(pathIs(`${REGISTER}/set-password`));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('LongEnough12!');
  await page.getByLabel('Confirm password').fill('LongEnough12!');
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to receive/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

const AUSTIN: Borrower = { street: '1200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
/** Citywide (the external-authentication organisation) lends in the mountain states. */
const DENVER: Borrower = { street: '200 E Colfax Ave', city: 'Denver', state: 'CO', zip: '80203' };

test.beforeEach(async ({ request }) => {
  await request.patch('/__sandbox/settings', { data: { workflowStepMs: 500 } });
});

test('New York: the main brand blocks a NY property with the state message and the New York modal', async ({
  page,
}) => {
  await property(page, { street: '1 State St', city: 'Albany', state: 'NY', zip: '12207' });
  await expect(page.locator('#state-error')).toContainText(MSG.stateNotAvailable);
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Go to our New York site' })).toHaveAttribute(
    'href',
    '/account/heloc/register?org=homeward-ny',
  );
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
});

test('Hawaii: the main brand opens the Hawaii modal with a partner lender link', async ({ page }) => {
  await property(page, { street: '1 Kalakaua Ave', city: 'Honolulu', state: 'HI', zip: '96815' });
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Hawaii');
  await expect(modal.getByRole('link', { name: 'Apply with a partner lender' })).toBeVisible();
  await expect(page).toHaveURL(pathIs(REGISTER));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test("licensed states: a property outside the referring officer's enforced states shows the message and disables Continue", async ({
  page,
}) => {
  await page.goto(`${REGISTER}?referrer=${LENA_ENFORCED}`);
  await page.getByRole('button', { name: 'Enter the address manually' }).click();
  await page.getByLabel('State').fill('TX');
  await expect(page.getByText(MSG.licensedStates)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('State').fill('CA');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
});

test('an invalid referrer is dropped from the URL; a required one ends at not-accepting-apps', async ({ page }) => {
  await page.goto(`${REGISTER}?referrer=00000000-0000-4000-8000-00000000dead&utm_source=mail`);
  await expect(page).toHaveURL(/register-v2\?utm_source=mail$/);
  await page.goto(`${REGISTER}?org=properrate`);
  await expect(page).toHaveURL(pathIs('/account/heloc/not-accepting-apps'));
  await page.goto(`${REGISTER}?org=properrate&referrer=${DANA_PROPERRATE}`);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('Alabama borrowers must be 19; the reverse-type product 62', async ({ page }) => {
  await property(page, { street: '1 Dexter Ave', city: 'Montgomery', state: 'AL', zip: '36104' });
  await page.goto(`${REGISTER}/birthdate`);
  const nineteenYearsAgo = new Date();
  nineteenYearsAgo.setFullYear(
    nineteenYearsAgo.getFullYear() - 18,
    nineteenYearsAgo.getMonth(),
    nineteenYearsAgo.getDate() - 1,
  );
  const dob = `${String(nineteenYearsAgo.getMonth() + 1).padStart(2, '0')}${String(nineteenYearsAgo.getDate()).padStart(2, '0')}${nineteenYearsAgo.getFullYear()}`;
  await page.getByRole('textbox', { name: 'Date of birth' }).fill(dob);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#dob-error')).toContainText('Must be at least 19 years old');

  await page.goto(`${REGISTER}/birthdate?org=homeward-markets-credit`);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('01011980');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#dob-error')).toContainText(MSG.dobReverseAge);
});

test('an existing account opens Account Already Exists; the pipeline calls run once, in order', async ({
  page,
  request,
}) => {
  const existing = await createBorrower(request);
  await property(page, AUSTIN);
  await throughContact(page, { ...AUSTIN, email: existing.email });
  // This page's own calls, in the order it sent them: the sandbox's request log also holds the calls of tests running
  // beside this one, so its last waitlist call need not be this borrower's.
  const pipeline: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/service-wait-list/')) pipeline.push('waitlist');
    if (pathname.startsWith('/identity-broker/customer/api/v3/register')) pipeline.push('register');
  });
  await setPassword(page);
  const modal = page.getByRole('dialog', { name: MODAL_TITLE.accountExists });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  expect(pipeline).toEqual(['waitlist', 'register']);
});

test('a magic declined borrower is routed to the decline screen after the transient statuses', async ({ page }) => {
  await property(page, AUSTIN);
  await throughContact(page, { ...AUSTIN, lastName: 'Decline' });
  await setPassword(page);
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/error\/decline$/, { timeout: 30_000 });
});

test('the legacy conditional registration reaches the offer screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/account/heloc/register');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Street address').first().fill(AUSTIN.street);
  await page.getByLabel('City').first().fill(AUSTIN.city);
  await page.getByLabel('State').first().fill(AUSTIN.state);
  await page.getByLabel('ZIP code').first().fill(AUSTIN.zip);
  await page.getByRole('radio', { name: /^Investment property/ }).check();
  await expect(page.getByRole('heading', { name: 'Where you live' })).toBeVisible();
  await page.getByLabel('Street address').nth(1).fill('10 Elm St');
  await page.getByLabel('City').nth(1).fill('Dallas');
  await page.getByLabel('State').nth(1).fill('TX');
  await page.getByLabel('ZIP code').nth(1).fill('75201');
  await page.getByLabel('No').check();
  await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('150000');
  await page.getByLabel('Employment type').selectOption('SELF_EMPLOYED');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('01021980');
  await page.getByLabel('Mobile phone').fill('5555550100');
  await page.getByLabel('Email').fill(unique('legacy'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pathIs('/account/heloc/register/account-setup'));
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('LongEnough12!');
  await page.getByLabel('Confirm password').fill('LongEnough12!');
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to receive/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 60_000 });
});

test('external authentication: login-info, the provider, and back with the matching nonce to the offer screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await property(page, DENVER, '?org=citywide');
  await throughContact(page, DENVER);
  await expect(page).toHaveURL(pathIs(`${REGISTER}/login-info`));
  await expectNoAxeViolations(page);
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to receive/).check();
  await page.getByRole('button', { name: 'Continue to create your login' }).click();
  await expect(page).toHaveURL(/\/auth-provider\//);
  const nonce = await page.evaluate(() => window.localStorage.getItem('persist:preAuth'));
  expect(nonce).toContain('nonce');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select/, { timeout: 60_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toMatch(/^Bearer /);
  expect(
    (
      JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:preAuth'))) ?? '{}') as {
        nonce?: string;
      }
    ).nonce,
  ).toBe('null');
});

test('a forged nonce on the return discards the saved state', async ({ page }) => {
  await page.goto(`${REGISTER}?org=citywide`);
  await page.evaluate(() => {
    window.localStorage.setItem(
      'persist:preAuth',
      JSON.stringify({
        nonce: '"real-nonce"',
        draft: '{"email":"kept@example.com"}',
        savedAt: '1',
        _persist: '{"version":2,"rehydrated":true}',
      }),
    );
  });
  await page.goto(`${REGISTER}/login-info?org=citywide&state=forged&code=abc`);
  await expect(page).toHaveURL(pathIs(REGISTER));
  // redux-persist writes the cleared state a moment after the store has it (its write is batched): wait for the write.
  await expect
    .poll(
      async () =>
        (
          JSON.parse((await page.evaluate(() => window.localStorage.getItem('persist:preAuth'))) ?? '{}') as {
            nonce?: string;
          }
        ).nonce,
    )
    .toBe('null');
});

test('a ZIP code of the disaster flag shows the post-disaster inspection warning', async ({ page }) => {
  await page.goto(REGISTER);
  await page.getByRole('button', { name: 'Enter the address manually' }).click();
  await page.getByLabel('ZIP code').fill('90272');
  await expect(page.getByText(/post-disaster inspection/)).toBeVisible();
  await expect(page.getByText(/Disaster Response Policy/)).toBeVisible();
  await expectNoAxeViolations(page);
});

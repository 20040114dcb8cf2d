import { expect, test, type Page } from '@playwright/test';
import { ADDRESS_NOT_FOUND } from '../../features/registration/freeTextAddress';
import { createBorrower, expectNoAxeViolations, pathIs, signIn } from './support';

/*
 * What registration starts with: what a link or the borrower's profile prefills, and the property address the first
 * step's typeahead reads. Each test is one page over its rows, a `test.step` each, rather than a browser context each
 * (issue 35); every row starts from an empty tab's storage, as its own test did.
 */

const REGISTER = '/account/heloc/register-v2';

/**
 * Leaves the app for a sandbox page that runs none and empties the tab's storage, so the next row starts as a new tab
 * would: the registration, and so what the last row's link prefilled, is kept in session storage.
 */
async function startAfresh(page: Page): Promise<void> {
  await page.goto('/__sandbox/flags');
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
}

test('links prefill registration (offer code, referral, affiliate) and address a step; a signed-in profile prefills it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);

  await test.step('an offer code from the query prefills the name and property', async () => {
    await page.goto(`${REGISTER}?offerCode=SANDBOX25`);
    await expect(page.getByLabel('Street address')).not.toHaveValue('');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Sacramento');
    await page.goto(`${REGISTER}/legal-name`);
    await expect(page.getByLabel('First name')).toHaveValue('Avery');
    await expect(page.getByLabel('Last name')).toHaveValue('Mailer');
  });

  await test.step('a referral link prefills contact details; a used referral goes to login', async () => {
    await startAfresh(page);
    await page.goto(`${REGISTER}?referralId=5e1f0c2a-7b3d-4c8e-a1f2-000000000002`);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Austin');
    await page.goto(`${REGISTER}/phone-and-email`);
    await expect(page.getByLabel('Mobile phone')).not.toHaveValue('');
    await expect(page.getByLabel('Email')).not.toHaveValue('');

    await page.goto(`${REGISTER}?referralId=5e1f0c2a-7b3d-4c8e-a1f2-000000000003`);
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  await test.step('an affiliate prefill fills name, address, birthdate and income', async () => {
    await startAfresh(page);
    await page.goto(`${REGISTER}?prepop=aff-sandbox-1`);
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Phoenix');
    await page.goto(`${REGISTER}/annual-income`);
    await expect(page.getByRole('textbox', { name: 'Annual income', exact: true })).toHaveValue('135,000');
  });

  await test.step('the step query addresses a step', async () => {
    await startAfresh(page);
    await page.goto(`${REGISTER}?step=birthdate`);
    await expect(page).toHaveURL(pathIs(`${REGISTER}/birthdate`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's your date of birth?");
  });

  await test.step('a signed-in borrower is prefilled from the profile and skips contact info', async () => {
    await startAfresh(page);
    const borrower = await createBorrower(request, { firstName: 'Grace', lastName: 'Hopper' });
    await signIn(page, borrower.jwt);
    await page.goto(`${REGISTER}/legal-name`);
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('First name')).toHaveAttribute('readonly', '');
    // Contact Info is skipped: four sections (issue 48), the name in the third.
    await expect(page.getByText('Your details: step 3 of 4 – Personal Info')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the typeahead: a suggestion chosen by keyboard fills the fields; text no suggestion matched opens the manual fields', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const combobox = page.getByRole('combobox', { name: 'Property address' });

  await test.step('the typeahead suggests addresses and a choice fills the fields, by keyboard', async () => {
    await page.goto(REGISTER);
    await combobox.fill('Maple Ave');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
    await expect(page.getByLabel('Street address')).not.toHaveValue('');
    await expect(page.getByLabel('ZIP code')).toHaveValue(/^\d{5}$/);
    // Focus goes on to the next question, not back to the top of the page.
    await expect(page.getByRole('radio', { name: /^Primary residence/ })).toBeFocused();
  });

  await test.step('typed text no suggestion matched opens the manual fields with what was read and a clear message', async () => {
    await startAfresh(page);
    await page.goto(REGISTER);
    await combobox.fill('12 Nowhere Street, Denver');
    await combobox.press('Escape');
    await page.getByRole('radio', { name: /^Primary residence/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Street address')).toHaveValue('12 Nowhere Street');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Denver');
    await expect(page.getByRole('alert')).toContainText(ADDRESS_NOT_FOUND);
    await expect(page.getByLabel('State', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(pathIs(REGISTER));
    await expectNoAxeViolations(page);
    await page.getByLabel('State', { exact: true }).fill('CO');
    await page.getByLabel('ZIP code').fill('80203');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sale status' })).toBeVisible();
  });
});

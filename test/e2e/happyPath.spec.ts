import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, pathIs } from './support';
import { answerPasswordStep, OFFERS_URL, REGISTER_V2, REGISTER_V2_ANSWERS, uniqueEmail } from './registerV2';

/**
 * Issue 4's check in one walk: a borrower who has just registered goes from the offer screen to the complete screen,
 * acting on every screen of the happy path, with an axe check on each. The other application specs test each
 * screen's errors; this one only proves the screens chain into each other against the sandbox workflow.
 */

const MOVE_ON = { timeout: 30_000 };
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%sandbox\n') });
const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
});

async function arrive(page: Page, uuid: string, path: string) {
  await expect(page).toHaveURL(pathIs(`/account/heloc/${uuid}/${path}`), MOVE_ON);
  await expect(page.getByTestId('full-screen-loader')).toBeHidden(MOVE_ON);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

async function register(page: Page): Promise<string> {
  await page.goto(REGISTER_V2);
  const email = uniqueEmail('happy');
  for (const { answer } of REGISTER_V2_ANSWERS) {
    await answer(page, email);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await answerPasswordStep(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(OFFERS_URL, { timeout: 60_000 });
  return new URL(page.url()).pathname.split('/')[3] ?? '';
}

async function scrollViewerToEnd(page: Page) {
  await page.getByTestId('document-viewer').evaluate((box) => {
    box.scrollTop = box.scrollHeight;
  });
}

test('a newly registered borrower walks from the offer to the complete screen', async ({ page, request }) => {
  test.setTimeout(240_000);
  await request.patch('/__sandbox/settings', { data: { workflowStepMs: 500 } });
  const uuid = await register(page);

  await arrive(page, uuid, 'product/select');
  await page.getByRole('button', { name: 'Continue' }).click();
  await arrive(page, uuid, 'product/select/confirm');
  await page.getByRole('button', { name: 'Confirm offer' }).click();

  await arrive(page, uuid, 'start/app-summary');
  await page.getByLabel(/I authorize a hard credit pull/).check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await arrive(page, uuid, 'income/review');
  await page.getByLabel(/Upload paystubs/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await arrive(page, uuid, 'income/upload/paystubs');
  await page.getByLabel('Choose files').setInputFiles([pdf('paystub-1.pdf'), pdf('paystub-2.pdf')]);
  await page.getByRole('button', { name: 'Upload' }).click();

  await arrive(page, uuid, 'identity');
  await page.getByLabel('Driver’s license').check();
  await page.getByLabel('Front of your ID').setInputFiles(png('license-front.png'));
  await page.getByRole('button', { name: 'Upload ID' }).click();

  await arrive(page, uuid, 'liens');
  await page.getByRole('button', { name: 'Continue' }).click();

  await arrive(page, uuid, 'bank/disburse');
  await page.getByRole('link', { name: 'Enter routing and account numbers' }).click();
  await arrive(page, uuid, 'bank/manual-disburse');
  await page.getByLabel('Checking').check();
  await page.getByLabel('Routing number').fill('011000015');
  await page.getByLabel('Account number', { exact: true }).fill('000123456789');
  await page.getByLabel('Confirm account number').fill('000123456789');
  await page.getByRole('button', { name: 'Save account' }).click();

  await arrive(page, uuid, 'bank/autopay');
  await page.getByRole('radio', { name: /^Autopay/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await arrive(page, uuid, 'signing/intro');
  await page.getByRole('link', { name: 'Review disclosures' }).click();
  await arrive(page, uuid, 'document/disclosures');
  await expect(page.getByTestId('document-last-page')).toBeAttached();
  await scrollViewerToEnd(page);
  await page.getByRole('button', { name: 'I have reviewed the disclosures' }).click();

  await arrive(page, uuid, 'signing/sign');
  await expect(page.getByTestId('document-last-page')).toBeAttached();
  await scrollViewerToEnd(page);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await arrive(page, uuid, 'notary/intro');
  await page.getByRole('link', { name: 'Schedule a notary visit' }).click();
  await arrive(page, uuid, 'notary/schedule-manual');
  await page.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await arrive(page, uuid, 'notary/reserve-manual');
  await page.getByRole('button', { name: 'Reserve my visit' }).click();
  await arrive(page, uuid, 'notary/session');
  await page.getByRole('button', { name: 'My documents are notarized' }).click();

  await arrive(page, uuid, 'complete');
  // Issue 37: the complete page is the road to funding, with the law's funding day worked out from the signing.
  await expect(page.getByTestId('road-to-funding').getByTestId('funding-day')).toContainText(
    /Funds are sent on \w+day, /,
  );
});

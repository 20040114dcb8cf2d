import { expect, test } from '@playwright/test';
import { SIGNER_TEXT } from '../../features/signer/text';
import { appPath, createBorrower, expectNoAxeViolations, pathIs, signIn } from './support';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

test.describe('public pages work without a session (000 §2.1)', () => {
  /** Each path, and whether its axe check is here: publicPages.spec.ts reads the lender's pages with axe per brand. */
  const PUBLIC: [string, 'axe here' | 'axe in publicPages'][] = [
    ['register', 'axe here'],
    ['register/account-setup', 'axe here'],
    ['register/support', 'axe here'],
    ['register-v2', 'axe here'],
    ['terms', 'axe in publicPages'],
    ['communications', 'axe in publicPages'],
    ['privacy', 'axe in publicPages'],
    ['licenses', 'axe in publicPages'],
    ['coming-soon', 'axe in publicPages'],
    ['not-accepting-apps', 'axe in publicPages'],
    ['heloc-signer/login', 'axe here'],
  ];
  // The rows differ only in data: two tests over the table, one page each (issue 35).
  const HALF = Math.ceil(PUBLIC.length / 2);
  for (const rows of [PUBLIC.slice(0, HALF), PUBLIC.slice(HALF)]) {
    test(rows.map(([path]) => `/account/heloc/${path}`).join(', '), async ({ page }) => {
      for (const [path, axe] of rows) {
        await test.step(path, async () => {
          await page.goto(`/account/heloc/${path}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page).toHaveURL(pathIs(`/account/heloc/${path}`));
          if (axe === 'axe here') await expectNoAxeViolations(page);
        });
      }
    });
  }
});

test.describe('unauthenticated visitors are sent to login', () => {
  test('an application page goes to /auth/login with a redirectUrl back', async ({ page }) => {
    await page.goto(appPath(UUID, 'liens'));
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=/);
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe(appPath(UUID, 'liens'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a signer page goes to the signer login', async ({ page }) => {
    await page.goto('/account/heloc/heloc-signer/documents');
    await expect(page).toHaveURL(pathIs('/account/heloc/heloc-signer/login'));
  });

  test('the signer area index redirects to login', async ({ page }) => {
    await page.goto('/account/heloc/heloc-signer');
    await expect(page).toHaveURL(pathIs('/account/heloc/heloc-signer/login'));
  });

  test('signing in on the login page returns to the page asked for', async ({ page, request }) => {
    const borrower = await createBorrower(request, { checklistStatus: 'LIEN_VERIFICATION' });
    await page.goto(appPath(borrower.applicationUuid, 'liens'));
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.getByLabel('Email').fill(borrower.email);
    await page.getByLabel('Password').fill(borrower.password);
    await page.getByRole('button', { name: /sign in|log in/i }).click();
    await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'liens')));
    await expect(page.getByRole('heading', { level: 1, name: 'Liens' })).toBeVisible();
  });
});

test.describe('redirects (000 §2.4, §2.5)', () => {
  test('legacy /account/register keeps the query', async ({ page }) => {
    await page.goto('/account/register?utm_source=mail&step=name');
    await expect(page).toHaveURL(/\/account\/heloc\/register\?utm_source=mail&step=name$/);
  });

  test('legacy /account/heloc-signer/* is rewritten into the signer area', async ({ page, request }) => {
    // A signer who has signed, so the rewritten path is their screen and the page settles there (a non-signer would
    // be sent on to the dashboard by a full page load while the test ends).
    const borrower = await createBorrower(request, { checklistStatus: 'CO_DEED_REQ' });
    const created = await request.post('/__sandbox/signers', {
      data: { applicationUuid: borrower.applicationUuid, status: 'SIGNED' },
    });
    expect(created.status()).toBe(201);
    await signIn(page, ((await created.json()) as { jwt: string }).jwt);
    await page.goto('/account/heloc-signer/documents');
    await expect(page).toHaveURL(pathIs('/account/heloc/heloc-signer/documents'));
    await expect(page.getByRole('heading', { level: 1, name: SIGNER_TEXT.documents.signedTitle })).toBeVisible();
  });

  test('/account loads the dashboard', async ({ page, request }) => {
    const borrower = await createBorrower(request);
    await signIn(page, borrower.jwt);
    await page.goto('/account');
    await expect(page).toHaveURL(pathIs('/dashboard'));
  });

  test('bare parent paths redirect up to the application root, which routes by status', async ({ page, request }) => {
    const borrower = await createBorrower(request, { checklistStatus: 'LIEN_VERIFICATION' });
    await signIn(page, borrower.jwt);
    for (const parent of ['bank', 'credit', 'document', 'error', 'notary', 'product', 'signing', 'start', 'bpo']) {
      await page.goto(appPath(borrower.applicationUuid, parent));
      await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'liens')));
    }
  });

  test('income/link alone redirects to income/review', async ({ page, request }) => {
    const borrower = await createBorrower(request, { checklistStatus: 'INCOME_VERIFICATION' });
    await signIn(page, borrower.jwt);
    await page.goto(appPath(borrower.applicationUuid, 'income/link'));
    await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'income/review')));
  });

  test('only pop-webchat survives a redirect', async ({ page, request }) => {
    const borrower = await createBorrower(request, { checklistStatus: 'HMDA' });
    await signIn(page, borrower.jwt);
    await page.goto(`${appPath(borrower.applicationUuid)}?pop-webchat=true&utm_source=mail`);
    await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'start/hmda')));
    const query = new URL(page.url()).searchParams;
    expect(query.get('pop-webchat')).toBe('true');
    expect(query.has('utm_source')).toBe(false);
  });

  test('a screen of the current section stays put on entry', async ({ page, request }) => {
    const borrower = await createBorrower(request, { checklistStatus: 'INCOME_VERIFICATION' });
    await signIn(page, borrower.jwt);
    await page.goto(appPath(borrower.applicationUuid, 'income/upload/paystubs'));
    await expect(page.getByRole('heading', { level: 1, name: 'Upload your paystubs' })).toBeVisible();
    await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'income/upload/paystubs')));
  });

  test('a path that is not an application id is not found', async ({ page, request }) => {
    const borrower = await createBorrower(request);
    await signIn(page, borrower.jwt);
    await page.goto('/account/heloc/not-a-uuid');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('branding per organisation (000 §1)', () => {
  test('the main brand by default, a partner by ?org=, visibly', async ({ page }) => {
    await page.goto('/account/heloc/terms');
    await expect(page.getByRole('banner').getByText('Homeward Lending')).toBeVisible();
    await page.goto('/account/heloc/terms?org=apm');
    await expect(page.getByRole('banner').getByText('American Pacific Mortgage')).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    await page.goto('/account/heloc/terms?org=fairway');
    await expect(page.getByRole('banner').getByText('Fairway')).toBeVisible();
    const other = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(other).not.toBe(primary);
    await expectNoAxeViolations(page);
  });
});

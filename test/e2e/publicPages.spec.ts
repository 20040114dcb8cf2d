import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/**
 * The lender's public pages (000 §2.1) with their real content, for three brands, at a phone's width and a laptop's.
 * Nothing anywhere is "being built". A covering table (issue 35): each brand reads its four pages alternating the two
 * widths, so every page is read for every brand and at both widths, twelve pages instead of twenty-four.
 */
const BRANDS = [
  { org: 'homeward', terms: 'Terms of Service' },
  { org: 'apm', terms: 'Terms of Use' },
  { org: 'citywide', terms: 'Terms of Service' },
];
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const widthFor = (brandIndex: number, pageIndex: number) => ((brandIndex + pageIndex) % 2 === 0 ? PHONE : LAPTOP);

for (const [brandIndex, brand] of BRANDS.entries()) {
  test(`${brand.org}: policies and licenses show the platform's text at 390 and 1280 px`, async ({ page }) => {
    const policies = [
      { path: 'terms', heading: brand.terms, section: 'Your account' },
      { path: 'privacy', heading: 'Privacy Policy', section: 'What we collect' },
      { path: 'communications', heading: 'Electronic Communications Policy', section: 'What you need' },
    ];
    for (const [pageIndex, policy] of policies.entries()) {
      await page.setViewportSize(widthFor(brandIndex, pageIndex));
      await page.goto(`/account/heloc/${policy.path}?org=${brand.org}`);
      await expect(page.getByRole('heading', { level: 1, name: policy.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: policy.section })).toBeVisible();
      await expect(page.getByText(/This is sample text served by the sandbox/)).toBeVisible();
      await expect(page.getByText(/being built/)).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    await page.setViewportSize(widthFor(brandIndex, policies.length));
    await page.goto(`/account/heloc/licenses?org=${brand.org}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(page.getByText(/NMLS ID/)).toBeVisible();
    // A header row and at least one licence: waited for, as the rows come from the platform after the heading.
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
}

test('coming-soon and not-accepting-apps say why and what the borrower can do', async ({ page }) => {
  await page.goto('/account/heloc/coming-soon?org=apm');
  await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you can do' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^\d{3}-\d{3}-\d{4}$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/account/heloc/not-accepting-apps?org=homeward');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We are not accepting applications right now' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you can do' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a referrer-required lender sends a link without a referrer to not-accepting-apps, saying why', async ({
  page,
}) => {
  await page.goto('/account/heloc/register-v2?org=properrate');
  await expect(page).toHaveURL(/\/account\/heloc\/not-accepting-apps/);
  await expect(page.getByText('Referrer is required but not provided.')).toBeVisible();
  await expect(page.getByText(/Ask the loan officer who referred you/)).toBeVisible();
});

test('a failed load says so and offers Try again, which loads the page', async ({ page }) => {
  let fail = true;
  await page.route('**/legal-documents/privacy**', (route) =>
    fail ? route.fulfill({ status: 404, json: { errors: ['Document not found'] } }) : route.continue(),
  );
  await page.goto('/account/heloc/privacy?org=homeward');
  await expect(page.getByRole('alert')).toContainText('Document not found');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
});

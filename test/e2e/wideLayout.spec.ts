import { expect, test, type Page } from '@playwright/test';
import { appPath, createBorrower, expectNoAxeViolations, signIn } from './support';

/**
 * Issue 48 (6): the wide screens use the width. At 1280x900 the offer screen shows every offer card and Continue
 * without scrolling, and the occupancy cards' words take no more than three lines (the title, a hint of up to two);
 * at 390 px the offer screen keeps its phone order (the amount, then the comparison, then Continue).
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The bottom edge of each element matched, in viewport pixels, with the page at its top. */
const bottoms = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().bottom));

async function openOffers(page: Page, request: Parameters<typeof createBorrower>[0], orgCode: string) {
  const borrower = await createBorrower(request, { orgCode, propertyState: 'CO' });
  await signIn(page, borrower.jwt);
  await page.goto(
    `${appPath(borrower.applicationUuid, 'product/select')}${orgCode === 'homeward' ? '' : `?org=${orgCode}`}`,
  );
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
}

test.describe('at 1280x900', () => {
  test.use({ viewport: WIDE });

  for (const orgCode of ['homeward', 'apm']) {
    test(`the offer screen shows the comparison and Continue on load (${orgCode})`, async ({ page, request }) => {
      await openOffers(page, request, orgCode);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const cards = await bottoms(page, '.offer-form .choice-card');
      expect(cards.length).toBeGreaterThanOrEqual(3);
      for (const bottom of cards) expect(bottom).toBeLessThanOrEqual(WIDE.height);
      const [continueBottom] = await bottoms(page, '.offer-form .actions button[type=submit]');
      expect(continueBottom).toBeLessThanOrEqual(WIDE.height);
      // Side by side: the first two cards share a row.
      const tops = await page
        .locator('.offer-form .choice-card')
        .evaluateAll((elements) => elements.slice(0, 2).map((element) => element.getBoundingClientRect().top));
      expect(tops[0]).toBe(tops[1]);
      if (orgCode === 'apm') await expectNoAxeViolations(page);
    });
  }

  test('the occupancy cards keep to three lines of words', async ({ page }) => {
    await page.goto('/account/heloc/register-v2');
    await expect(page.getByRole('radio', { name: /Primary residence/ })).toBeVisible();
    const lines = await page.locator('.choice-card label').evaluateAll((labels) =>
      labels.map((label) =>
        Array.from(label.querySelectorAll(':scope > span')).reduce((sum, span) => {
          const style = getComputedStyle(span);
          // "normal" line height is about 1.2 times the font size.
          const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
          return sum + Math.round(span.getBoundingClientRect().height / lineHeight);
        }, 0),
      ),
    );
    expect(lines).toHaveLength(3);
    for (const count of lines) expect(count).toBeLessThanOrEqual(3);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the offer screen keeps its phone order: amount, comparison, Continue in one column', async ({
    page,
    request,
  }) => {
    await openOffers(page, request, 'citywide');
    const box = async (selector: string) => {
      const found = await page.locator(selector).first().boundingBox();
      if (!found) throw new Error(`no ${selector}`);
      return found;
    };
    const slider = await box('.offer-form .amount-slider');
    const heading = await box('.offer-form .offer-compare-heading');
    const firstCard = await box('.offer-form .choice-card');
    const secondCard = await box('.offer-form .choice-card >> nth=1');
    const button = await box('.offer-form .actions button[type=submit]');
    expect(heading.y).toBeGreaterThan(slider.y + slider.height);
    expect(secondCard.y).toBeGreaterThan(firstCard.y + firstCard.height - 1);
    expect(button.y).toBeGreaterThan(secondCard.y);
  });
});

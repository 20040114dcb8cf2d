import { expect, test, type Page } from '@playwright/test';
import type { Offer, OfferGroup } from '../../src/api/contractRegistration';
import { monthlyPayment, originationFee } from '../../src/lib/payments';
import { appPath, createBorrower, expectNoAxeViolations, signIn } from './support';

/**
 * Issue 34 item 2: the offers name their trade-offs. Every card shows its APR as the interest rate, no two cards share
 * a name, the buy-down says in dollars and months what it costs and saves (figures worked out here from the
 * sandbox's own offers), each "Details" sits inside its card, and on a phone the chosen payment is on the first
 * screen with nothing fixed or sticky over it.
 */

// Rounded half to even, as the app rounds money (src/lib/money.ts): with the default half-up, an amount ending in
// exactly 50 cents read a dollar more than the screen, and the test failed on one borrower's figures in a few.
const usd = (amount: number, cents = false) =>
  amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
    roundingMode: 'halfEven',
  });

async function openOffers(page: Page, jwt: string, uuid: string, query = '') {
  await signIn(page, jwt);
  await page.goto(`${appPath(uuid, 'product/select')}${query}`);
  await expect(page.getByTestId('full-screen-loader')).toBeHidden();
  await expect(page.getByTestId('offer-name').first()).toBeVisible({ timeout: 30_000 });
}

test('every card names its APR and its trade-off; the buy-down is said in dollars and months', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const borrower = await createBorrower(request, { propertyState: 'TX' });
  const uuid = borrower.applicationUuid;
  const response = await request.get(`/service-application/api/v1/application/heloc/${uuid}/offers`, {
    headers: { Authorization: `Bearer ${borrower.jwt}` },
  });
  expect(response.status()).toBe(200);
  const group = (await response.json()) as OfferGroup;
  await openOffers(page, borrower.jwt, uuid);

  const cards = page.locator('.choice-card').filter({ has: page.locator('input[name="offer"]') });
  await expect(cards).not.toHaveCount(0);
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  // Every card: its APR; that it equals the interest rate is said once for all (issue 48); no two names alike.
  for (let index = 0; index < count; index += 1)
    await expect(cards.nth(index).getByTestId('offer-apr')).toHaveText(/^APR \d+\.\d{3}%, fixed/);
  await expect(page.getByText(/equals the interest rate/)).toHaveCount(1);
  const names = await page.getByTestId('offer-name').allTextContents();
  expect(new Set(names).size).toBe(names.length);
  expect(names).toContain('30-year fixed, lower rate');
  expect(names).toContain('30-year fixed, lower fee');

  // The buy-down's figures, worked out from the sandbox's offers at the draw on the screen.
  const draw = Number((await page.getByRole('slider').inputValue()).replace(/\D/g, ''));
  const thirty = Object.values(group.offersByType)
    .flat()
    .filter((offer) => offer.term === 30);
  const [buyDown, standard] = [...thirty].sort((a, b) => a.rate - b.rate) as [Offer, Offer];
  const fee = (offer: Offer) => originationFee(draw, offer.originationFee, group.ofeeMaxThreshold);
  const payment = (offer: Offer) => monthlyPayment(draw, offer.rate, 30);
  const extra = fee(buyDown) - fee(standard);
  const saving = Math.round((payment(standard) - payment(buyDown)) * 100) / 100;
  const months = Math.ceil(Math.round(extra * 100) / Math.round(saving * 100));
  expect(extra).toBeGreaterThan(0);
  const lowerRate = cards.filter({ has: page.getByText('30-year fixed, lower rate', { exact: true }) });
  await expect(lowerRate.getByTestId('offer-buy-down')).toHaveText(
    `Compared with the lower fee offer: ${usd(extra)} more up front, ${usd(saving, true)} less a month. ` +
      `The lower rate pays for itself after ${months} months.`,
  );
  await expect(page.getByTestId('offer-buy-down')).toHaveCount(1);

  // Each "Details" sits inside its card: the disclosure's box continues the card's, edge to edge, under it.
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const [label, details] = await Promise.all([
      card.locator('label').boundingBox(),
      card.locator('details').boundingBox(),
    ]);
    expect(label && details).toBeTruthy();
    expect(Math.abs((details?.x ?? 0) - (label?.x ?? 1))).toBeLessThan(1);
    expect(Math.abs((details?.width ?? 0) - (label?.width ?? 1))).toBeLessThan(1);
    expect(Math.abs((details?.y ?? 0) - ((label?.y ?? 0) + (label?.height ?? 0)))).toBeLessThan(1);
    expect(await card.locator('details').evaluate((el) => getComputedStyle(el).borderBottomWidth)).not.toBe('0px');
  }
  await lowerRate.getByText('Details').click();
  await expect(lowerRate.getByText('Draws later')).toBeVisible();
  await expectNoAxeViolations(page);
});

const PHONE_CASES = [
  { org: 'homeward', lang: 'en', lastName: undefined, heading: 'Select your offer' },
  { org: 'apm', lang: 'es', lastName: 'Payoff', heading: 'Seleccione su oferta' },
  { org: 'citywide', lang: 'en', lastName: undefined, heading: 'Select your offer' },
] as const;

// The rows differ only in data: one page reads them (issue 35).
test(`at 390 px the chosen payment is on the first screen, under nothing fixed (${PHONE_CASES.map(({ org, lang }) => `${org}, ${lang}`).join('; ')})`, async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { org, lang, lastName, heading } of PHONE_CASES)
    await test.step(`${org}, ${lang}`, async () => {
      const borrower = await createBorrower(request, { orgCode: org, propertyState: 'TX', lastName });
      await openOffers(page, borrower.jwt, borrower.applicationUuid, `?org=${org}&lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const figure = page.getByTestId('chosen-payment').getByTestId('monthly-payment');
      await expect(figure).toHaveText(/^\$[\d,]+\.\d\d$/);
      await expect(figure).toBeInViewport({ ratio: 1 });
      // Nothing fixed or sticky (a top bar, an action bar, a chat button) covers the payment.
      const covered = await figure.evaluate((target) => {
        const box = target.getBoundingClientRect();
        return [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) && !el.contains(target))
          .map((el) => ({ el, rect: el.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && rect.height > 0)
          .filter(
            ({ rect }) =>
              rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top,
          )
          .map(({ el }) => el.className || el.tagName);
      });
      expect(covered).toEqual([]);
      await expectNoAxeViolations(page);
    });
});

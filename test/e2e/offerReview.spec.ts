import { expect, test, type Page } from '@playwright/test';
import { appPath, createBorrower, expectNoAxeViolations, pathIs, signIn } from './support';

/** Issue 14: the offer screen leads with the amount, the payment follows it, and the review shows the choice. */

const MOVE_ON = { timeout: 30_000 };

async function settled(page: Page, heading: string) {
  await expect(page.getByTestId('full-screen-loader')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

const payment = (page: Page) => page.getByTestId('monthly-payment').textContent();

test.describe('offer screen and review', () => {
  test('amount first, the payment follows the slider and the typed amount, the review shows the choice and changes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The sandbox's line follows the borrower's random home value, liens and income, and can be as small as its
    // least ($15,000): typing two amounts inside the range needs a line a few thousand dollars wider.
    let uuid = '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const borrower = await createBorrower(request, { propertyState: 'TX' });
      uuid = borrower.applicationUuid;
      await signIn(page, borrower.jwt);
      await page.goto(appPath(uuid));
      await expect(page).toHaveURL(pathIs(appPath(uuid, 'product/select')), MOVE_ON);
      await settled(page, 'Select your offer');
      const range = page.getByRole('slider', { name: 'How much do you want to borrow?' });
      if (Number(await range.getAttribute('max')) - Number(await range.getAttribute('min')) >= 3000) break;
    }

    // "up to $X" with the property, then the amount control, then the offers: under it on a phone, beside it on a wide
    // screen (issue 48: the comparison and Continue in the first screen at 1280 px).
    await expect(page.getByTestId('max-line')).toHaveText(/^up to \$[\d,]+$/);
    await expect(page.getByTestId('qualification')).toContainText(', TX ');
    const slider = page.getByRole('slider', { name: 'How much do you want to borrow?' });
    const offers = page.getByRole('group', { name: /Choose an offer/ });
    const [qualifyBox, sliderBox, offersBox] = await Promise.all([
      page.getByTestId('qualification').boundingBox(),
      slider.boundingBox(),
      offers.boundingBox(),
    ]);
    expect(qualifyBox && sliderBox && offersBox).toBeTruthy();
    expect((qualifyBox?.y ?? 0) < (sliderBox?.y ?? 0)).toBe(true);
    const sliderRight = (sliderBox?.x ?? 0) + (sliderBox?.width ?? 0);
    expect((sliderBox?.y ?? 0) < (offersBox?.y ?? 0) || (offersBox?.x ?? 0) >= sliderRight).toBe(true);
    await expect(offers.getByText('Best value')).toHaveCount(1);
    // Issue 48: the badge is the brand's accent (the main brand's #15803D), not the kit's status green.
    await expect(offers.getByText('Best value')).toHaveCSS('background-color', 'rgb(21, 128, 61)');
    await expectNoAxeViolations(page);

    // The keyboard moves the slider; the payment follows, on the summary and on every card.
    const atMax = await payment(page);
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(page.getByTestId('monthly-payment')).not.toHaveText(atMax ?? '');
    const atMin = await payment(page);
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('monthly-payment')).not.toHaveText(atMin ?? '');

    // Typing an amount moves the slider; one out of range says so. The sandbox's line depends on the borrower's
    // random home value and liens, so the amounts are taken inside this borrower's range.
    const min = Number(await slider.getAttribute('min'));
    const max = Number(await slider.getAttribute('max'));
    const inRange = (share: number) => Math.floor((min + (max - min) * share) / 1000) * 1000;
    const [first, second] = [inRange(0.5), inRange(0.8)];
    expect(min < first && first < second && second <= max).toBe(true);
    const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
    const typed = page.getByRole('textbox', { name: /How much do you want to borrow\? in dollars/ });
    await typed.fill(String(first));
    await expect(slider).toHaveValue(String(first));
    await expect(page.getByTestId('initial-draw')).toHaveText(dollars(first));
    const atFirst = await payment(page);
    await typed.fill('9999999');
    await expect(page.getByText(/Enter an amount from \$[\d,]+ to \$[\d,]+/)).toBeVisible();
    await typed.fill(String(first));
    await typed.press('Enter');

    // Choose the last offer card and go on.
    const radios = offers.getByRole('radio');
    const last = radios.last();
    await last.check();
    const chosenName = (await last.getAttribute('id')) ?? '';
    expect(chosenName).not.toBe('');
    const offerName = (await offers.getByTestId('offer-name').last().textContent()) ?? '';
    expect(offerName).toMatch(/^\d+-year fixed/);
    await expect(page.getByTestId('monthly-payment')).not.toHaveText(atFirst ?? '');
    const chosenPayment = await payment(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await settled(page, 'Confirm your offer');
    await expect(page.getByTestId('initial-draw')).toHaveText(dollars(first));
    // Issue 48: the offer as the offer screen named it, with its APR.
    await expect(page.getByTestId('confirm-offer-name')).toHaveText(offerName);
    await expect(page.getByTestId('confirm-offer-rates')).toContainText(/^APR \d+\.\d{3}%/);
    await page.getByRole('button', { name: 'Confirm offer' }).click();

    await expect(page).toHaveURL(pathIs(appPath(uuid, 'start/app-summary')), MOVE_ON);
    await settled(page, 'Review your application');
    const review = page.getByTestId('review-offer');
    await expect(review.getByTestId('review-offer-name')).toContainText(offerName);
    await expect(review.getByTestId('review-line')).toContainText(dollars(first));
    // One figure, one name on every screen: the review calls the amount what the offer screen, the confirmation and
    // the sidebar call it (001 §2: "initial draw"), never "line amount" beside them.
    await expect(review.getByTestId('review-line').locator('dt')).toHaveText('Initial draw');
    await expect(page.getByTestId('offer-summary').locator('dt', { hasText: 'Initial draw' })).toHaveCount(1);
    await expect(review.getByTestId('review-rate')).toContainText(/\d+\.\d{3}% fixed/);
    await expect(review.getByTestId('review-apr')).toContainText(/\d+\.\d{3}%/);
    // Issue 48's review: the discount row said "discount" twice ("Rate with a discount: 8.600% with autopay
    // discount"), and the consent's heading was lender jargon ("Hard credit pull").
    await expect(review.getByTestId('review-discount')).toHaveText(/^Lower rate\s*\d+\.\d{3}% with autopay discount$/);
    await expect(page.getByRole('heading', { name: 'Permission for a full credit check' })).toBeVisible();
    // The fee with its percentage, as the offer screen gave it ("$919.38" stood alone).
    await expect(review.getByTestId('review-fee')).toContainText(/\$[\d,]+\.\d{2}.*\(\d+\.\d{2}%/);
    await expect(review.getByTestId('review-payment')).toContainText(chosenPayment ?? '');
    // Each Change link is named for what it changes; registration's income is listed; start/profile, never seen, is not.
    const changeNames = await page.getByRole('link', { name: /^Change/ }).allTextContents();
    expect(changeNames).toEqual(['Change offer', 'Change initial draw']);
    await expect(page.getByTestId('review-income')).toContainText(/\$[\d,]+ a year before tax/);
    await expect(page.getByTestId('review-details')).toHaveCount(0);
    await expect(page.getByText(/additional details page/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Change goes back to the offer with the choice kept; a new amount comes back to the review.
    await review.getByRole('link', { name: 'Change initial draw' }).click();
    await expect(page).toHaveURL(pathIs(appPath(uuid, 'product/select')));
    await settled(page, 'Select your offer');
    await expect(slider).toHaveValue(String(first));
    await typed.fill(String(second));
    await typed.press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
    await settled(page, 'Confirm your offer');
    await page.getByRole('button', { name: 'Confirm offer' }).click();
    await expect(page).toHaveURL(pathIs(appPath(uuid, 'start/app-summary')), MOVE_ON);
    await expect(page.getByTestId('review-line')).toContainText(dollars(second));
  });

  test('a required payoff is shown and met by the draw (PRESERVE adds it, DEDUCT takes it out)', async ({
    page,
    request,
  }) => {
    const borrower = await createBorrower(request, { propertyState: 'CA', lastName: 'Payoff' });
    const uuid = borrower.applicationUuid;
    await signIn(page, borrower.jwt);
    await page.goto(appPath(uuid, 'product/select'));
    await settled(page, 'Select your offer');
    await expect(page.getByTestId('required-payoffs')).toContainText('Example Card Services');
    const slider = page.getByRole('slider', { name: 'How much cash do you want?' });
    await slider.focus();
    await page.keyboard.press('Home');
    const payoff = Number((await page.getByTestId('payoff-amount').locator('dd').textContent())?.replace(/\D/g, ''));
    const cash = Number(await slider.inputValue());
    await expect(page.getByTestId('initial-draw')).toHaveText(`$${(cash + payoff).toLocaleString('en-US')}`);
    await page.getByRole('radio', { name: /Take it from my amount/ }).check();
    const draw = page.getByRole('slider', { name: 'Your initial draw' });
    await expect(draw).toBeVisible();
    await expect(page.getByTestId('initial-draw')).toHaveText(
      `$${Number(await draw.inputValue()).toLocaleString('en-US')}`,
    );
    await expectNoAxeViolations(page);
  });
});

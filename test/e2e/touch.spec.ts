import { expect, test, type Locator, type Page } from '@playwright/test';
import { appPath, createBorrower, pathIs, signIn, waitForApp } from './support';

/**
 * Issue 46 item 6: on a phone the kit's slider, radio cards, selects and the sticky action bar answer a finger as they
 * answer a mouse and keys. Chromium's mobile emulation (touch, a phone's viewport and its meta viewport) with real
 * touch input: taps through Playwright's touchscreen, the slider's drag through the DevTools protocol's touch events
 * (Input.dispatchTouchEvent: touchStart, touchMove, touchEnd). Each control records the pointer type it was reached
 * by, so a test cannot pass on a synthetic click.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Every pointerdown of the page, with its pointer type and the id (or tag) of what it landed on. */
async function recordPointers(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __pointers: string[] }).__pointers = seen;
    window.addEventListener(
      'pointerdown',
      (event) => {
        // A card's or a field's label counts as its control (a tap anywhere on the card, its title's text included).
        const target = event.target as Element;
        const label = target.closest('label');
        seen.push(`${event.pointerType} ${label?.htmlFor || target.id || target.tagName.toLowerCase()}`);
      },
      true,
    );
  });
}
const pointers = (page: Page) => page.evaluate(() => (window as unknown as { __pointers: string[] }).__pointers);

/** The label a radio card draws (the input itself is hidden under it). */
async function card(page: Page, radio: Locator): Promise<{ label: Locator; id: string }> {
  const id = (await radio.getAttribute('id')) ?? '';
  expect(id).not.toBe('');
  return { label: page.locator(`label[for="${id}"]`), id };
}

/** Taps the middle of what `locator` shows, as a finger does. */
async function tap(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

test('registration by touch: the radio cards, the select, the sticky Continue', async ({ page }) => {
  await recordPointers(page);
  await page.goto('/account/heloc/register-v2');
  await waitForApp(page);
  await tap(page, page.getByRole('button', { name: 'Enter the address manually' }));
  await page.getByLabel('Street address').fill('200 E Colfax Ave');
  await page.getByLabel('City', { exact: true }).fill('Denver');
  await page.getByLabel('State', { exact: true }).fill('CO');
  await page.getByLabel('ZIP code').fill('80203');

  // A radio card: the tap lands on the card (its label) and checks the radio inside.
  const primary = page.getByRole('radio', { name: /^Primary residence/ });
  const home = await card(page, primary);
  await tap(page, home.label);
  await expect(primary).toBeChecked();

  // The sticky action bar: scrolled to the top of the form, Continue sits at the foot of the screen, on top.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const next = page.getByRole('button', { name: 'Continue' });
  const bar = await next.boundingBox();
  expect(bar && bar.y + bar.height).toBeLessThanOrEqual(844);
  expect(bar && bar.y).toBeGreaterThan(844 / 2);
  await page.touchscreen.tap((bar?.x ?? 0) + (bar?.width ?? 0) / 2, (bar?.y ?? 0) + (bar?.height ?? 0) / 2);
  await expect(page).toHaveURL(pathIs('/account/heloc/register-v2/for-sale'));

  const no = page.getByRole('radio', { name: 'No' });
  const notForSale = await card(page, no);
  await tap(page, notForSale.label);
  await expect(no).toBeChecked();
  await tap(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(pathIs('/account/heloc/register-v2/annual-income'));

  // A select: a tap reaches it and gives it focus, which opens the phone's own picker (not part of the page).
  await page.getByRole('textbox', { name: 'Annual income', exact: true }).fill('150000');
  const employment = page.getByLabel('Employment type');
  await tap(page, employment);
  await expect(employment).toBeFocused();
  await employment.selectOption('FULL_TIME');
  await tap(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(pathIs('/account/heloc/register-v2/legal-name'));

  const seen = await pointers(page);
  for (const target of [home.id, notForSale.id, 'employmentType']) expect(seen).toContain(`touch ${target}`);
  expect(seen.filter((entry) => !entry.startsWith('touch '))).toEqual([]);
});

/** The slider's thumb is drawn 44 px wide (kit.css). */
const THUMB = 44;
/** The x of the thumb's centre at `fraction` of the slider's track. */
const thumbAt = (box: { x: number; width: number }, fraction: number): number =>
  box.x + THUMB / 2 + (box.width - THUMB) * fraction;

test('offers by touch: the slider dragged with a finger, an offer card tapped, the choice confirmed', async ({
  page,
  request,
}) => {
  await recordPointers(page);
  const borrower = await createBorrower(request, { propertyState: 'TX' });
  const uuid = borrower.applicationUuid;
  await signIn(page, borrower.jwt);
  await page.goto(appPath(uuid, 'product/select'));
  const slider = page.getByRole('slider', { name: 'How much do you want to borrow?' });
  await expect(page.getByTestId('offer-name').first()).toBeVisible({ timeout: 30_000 });
  await slider.scrollIntoViewIfNeeded();
  const [min, max] = [Number(await slider.getAttribute('min')), Number(await slider.getAttribute('max'))];
  const sliderId = (await slider.getAttribute('id')) ?? '';
  expect(Number(await slider.inputValue())).toBe(max);
  const payment = await page.getByTestId('monthly-payment').textContent();

  // The thumb starts at the right end (the whole line); a finger drags it to about a third of the track.
  const box = await slider.boundingBox();
  if (!box) throw new Error('no slider');
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const drag = async (start: { x: number; y: number }, end: { x: number; y: number }) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let step = 1; step <= 8; step += 1)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: start.x + ((end.x - start.x) * step) / 8, y: start.y + ((end.y - start.y) * step) / 8 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };

  // A swipe up that starts on the slider scrolls the page and leaves the amount alone (the slider pans vertically).
  const scrolled = await page.evaluate(() => window.scrollY);
  await drag({ x: box.x + box.width / 2, y }, { x: box.x + box.width / 2, y: y - 150 });
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: 'the page scrolls' })
    .toBeGreaterThan(scrolled);
  expect(Number(await slider.inputValue())).toBe(max);
  // A swipe may carry on scrolling for a moment: the slider is measured once the page has come to rest (a loaded CI
  // machine measured it mid-scroll and the finger landed beside the thumb).
  let lastScroll = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const resting = now === lastScroll;
        lastScroll = now;
        return resting;
      },
      { message: 'the page comes to rest', intervals: [150] },
    )
    .toBe(true);

  // The finger aims at the slider as it is now, at rest, not as it was before the swipe: anything that moved it since
  // cannot move the aim.
  const moved = await slider.boundingBox();
  if (!moved) throw new Error('no slider');
  const [from, to] = [thumbAt(moved, 1), thumbAt(moved, 1 / 3)];
  await drag({ x: from, y: moved.y + moved.height / 2 }, { x: to, y: moved.y + moved.height / 2 });
  // Within a step of a third, or 5% of the range where the steps are finer: the sandbox's lines can be as short as
  // five steps ($15,000 to $20,000 in $1,000), where the nearest amount to a third is already 6.7% off it.
  const third = min + (max - min) / 3;
  const step = Number(await slider.getAttribute('step'));
  await expect
    .poll(async () => Math.abs(Number(await slider.inputValue()) - third), { message: 'the dragged amount' })
    .toBeLessThanOrEqual(Math.max(step, 0.05 * (max - min)));
  await expect(page.getByTestId('monthly-payment')).not.toHaveText(payment ?? '');
  const chosen = Number(await slider.inputValue());
  await expect(page.getByTestId('initial-draw')).toHaveText(`$${chosen.toLocaleString('en-US')}`);

  // An offer card: the last, tapped anywhere on its label.
  const radios = page.getByRole('group', { name: /Choose an offer/ }).getByRole('radio');
  const last = radios.last();
  const offer = await card(page, last);
  await tap(page, offer.label);
  await expect(last).toBeChecked();
  await tap(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(pathIs(appPath(uuid, 'product/select/confirm')), { timeout: 30_000 });
  await expect(page.getByTestId('initial-draw')).toHaveText(`$${chosen.toLocaleString('en-US')}`);

  const seen = await pointers(page);
  expect(seen).toContain(`touch ${sliderId}`);
  expect(seen).toContain(`touch ${offer.id}`);
  expect(seen.filter((entry) => !entry.startsWith('touch '))).toEqual([]);
});

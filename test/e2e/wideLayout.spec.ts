import { expect, test, type Page } from '@playwright/test';
import {
  appPath,
  createBorrower,
  expectNoAxeViolations,
  holdRequests,
  movedByLayoutShifts,
  patchApplication,
  recordLayoutShifts,
  signIn,
  watchHydration,
} from './support';

/**
 * Issue 48 (6): the wide screens use the width. At 1280x900 the offer screen shows every offer card and Continue
 * without scrolling, and the occupancy cards' words take no more than three lines (the title, a hint of up to two);
 * at 390 px the offer screen keeps its phone order (the amount, then the comparison, then Continue). The screens beside
 * the sidebar (income, bank, notary) show the whole sidebar and their choice in the first screen, the screen and the
 * sidebar ending near each other, where the sidebar used to run 600 px past a short screen; at 390 px their frame is the
 * phone's: the sidebar a closed summary above a full-width screen.
 */

const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The bottom edge of each element matched, in viewport pixels, with the page at its top. */
const bottoms = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().bottom));

async function openOffers(
  page: Page,
  request: Parameters<typeof createBorrower>[0],
  orgCode: string,
  lastName?: string,
) {
  // The sandbox's last names choose the offers: 'Payoff' a required payoff, 'Manyoffers' eight offers, capped fees.
  const borrower = await createBorrower(request, { orgCode, propertyState: 'CO', ...(lastName ? { lastName } : {}) });
  await signIn(page, borrower.jwt);
  await page.goto(
    `${appPath(borrower.applicationUuid, 'product/select')}${orgCode === 'homeward' ? '' : `?org=${orgCode}`}`,
  );
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
}

/** Screens beside the sidebar, each with the choice it asks for, at a status that shows it (the offer chosen first). */
const FRAMED_SCREENS = [
  { screen: 'income/review', status: 'INCOME_VERIFICATION', heading: 'Verify your income' },
  { screen: 'bank/autopay', status: 'VERIFIED_AUTOPAY_ACCOUNT', heading: 'How would you like to pay?' },
  { screen: 'notary/intro', status: 'NOTARY_WAITING_PERIOD', heading: 'Notarize your documents' },
] as const;

async function openFramed(
  page: Page,
  request: Parameters<typeof createBorrower>[0],
  orgCode: string,
  { screen, status, heading }: (typeof FRAMED_SCREENS)[number],
) {
  // Made at the offers and moved on, as the platform does, so the sidebar carries the chosen offer's figures too.
  const borrower = await createBorrower(request, { orgCode, propertyState: 'CO', checklistStatus: 'OFFER_SELECTION' });
  await patchApplication(request, borrower.applicationUuid, { checklistStatus: status });
  await signIn(page, borrower.jwt);
  await page.goto(`${appPath(borrower.applicationUuid, screen)}${orgCode === 'homeward' ? '' : `?org=${orgCode}`}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByTestId('full-screen-loader')).toHaveCount(0);
  await expect(page.locator('.application-main .skeleton')).toHaveCount(0);
}

/** A box's edges in viewport pixels. */
async function edges(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`no ${selector}`);
  return { top: box.y, bottom: box.y + box.height, left: box.x, width: box.width, height: box.height };
}

test.describe('at 1280x900', () => {
  test.use({ viewport: WIDE });

  // Spanish runs 10-20% longer than English: its words wrapped the cards' lines and put Continue 13-58 px below the
  // fold, where English had 10-32 px to spare. Each brand (its own font and radius) is checked in both languages.
  for (const orgCode of ['homeward', 'apm', 'citywide']) {
    test(`the offer screen shows the comparison and Continue on load, in English and Spanish (${orgCode})`, async ({
      page,
      request,
    }) => {
      await openOffers(page, request, orgCode);
      for (const lang of ['en', 'es']) {
        await test.step(lang, async () => {
          if (lang === 'es') {
            await page.goto(`${page.url()}${page.url().includes('?') ? '&' : '?'}lang=es`);
            await expect(page.locator('html')).toHaveAttribute('lang', 'es');
            await expect(page.getByRole('radio').first()).toBeVisible();
          }
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          const cards = await bottoms(page, '.offer-form .choice-card');
          expect(cards.length).toBeGreaterThanOrEqual(3);
          for (const bottom of cards) expect(bottom, `a card in ${lang}`).toBeLessThanOrEqual(WIDE.height);
          const [continueBottom] = await bottoms(page, '.offer-form .actions button[type=submit]');
          expect(continueBottom, `Continue in ${lang}`).toBeLessThanOrEqual(WIDE.height);
          // Side by side: the first two cards share a row.
          const tops = await page
            .locator('.offer-form .choice-card')
            .evaluateAll((elements) => elements.slice(0, 2).map((element) => element.getBoundingClientRect().top));
          expect(tops[0]).toBe(tops[1]);
        });
      }
      if (orgCode === 'apm') await expectNoAxeViolations(page);
    });
  }

  // The screenshot review's worst finding: with a payoff the form was 768 px of the 1104 px column (the kit's width for a
  // form with a row of cards), its left column 169 px, "up to $400,000" cut off at the card's edge; without one a capped
  // fee's figure ran past the 243 px left column and the chosen offer's name broke at "10-/year".
  for (const { orgCode, lastName } of [
    { orgCode: 'citywide', lastName: 'Payoff' },
    { orgCode: 'homeward', lastName: 'Manyoffers' },
  ]) {
    test(`the offer form takes the column and every text stays inside its box (${orgCode}, ${lastName})`, async ({
      page,
      request,
    }) => {
      const layoutShift = await recordLayoutShifts(page);
      await openOffers(page, request, orgCode, lastName);
      expect(await layoutShift()).toBeLessThanOrEqual(0.02);
      const form = await edges(page, '.offer-form');
      const screen = await edges(page, '.application-main > .screen');
      expect(form.width).toBeCloseTo(screen.width, 0);
      // Each line of text against its box: the form's part it is in (the left column's blocks, the comparison), and
      // an offer card for the card's words.
      const overflows = await page.locator('.offer-form').evaluate((formElement) => {
        const found: string[] = [];
        const walker = document.createTreeWalker(formElement, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          // Words for a screen reader only are clipped to a pixel on purpose.
          if (!parent?.checkVisibility() || parent.closest('.visually-hidden') || !node.textContent?.trim()) continue;
          const part = Array.from(formElement.children).find((child) => child.contains(node));
          const boxes = [part, parent.closest('.choice-card')].filter((box): box is Element => Boolean(box));
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects()))
            for (const box of boxes) {
              const edge = box.getBoundingClientRect();
              if (line.right > edge.right + 0.5 || line.left < edge.left - 0.5)
                found.push(
                  `"${node.textContent.trim()}" ${Math.round(line.left)}-${Math.round(line.right)} outside ${Math.round(edge.left)}-${Math.round(edge.right)}`,
                );
            }
        }
        for (const element of Array.from(formElement.querySelectorAll('*')))
          if (
            element.checkVisibility() &&
            !element.closest('.visually-hidden') &&
            element.scrollWidth > element.clientWidth + 1
          )
            found.push(
              `${element.tagName}.${element.className} scrolls ${element.scrollWidth} in ${element.clientWidth}`,
            );
        return found;
      });
      expect(overflows).toEqual([]);
      // An offer's name is not broken at its hyphen ("10-" on one line, "year fixed" on the next).
      const brokenNames = await page.locator('.offer-chosen-name, [data-testid=offer-name]').evaluateAll((names) =>
        names
          .filter((name) => {
            const text = name.firstChild;
            const hyphen = text?.textContent?.indexOf('-year') ?? -1;
            if (!text || hyphen < 0) return false;
            const range = document.createRange();
            range.setStart(text, 0);
            range.setEnd(text, hyphen + '-year'.length);
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
          })
          .map((name) => name.textContent),
      );
      expect(brokenNames).toEqual([]);
      if (lastName === 'Payoff') {
        // The payoff's form still shows every card and Continue in the first screen.
        const cards = await bottoms(page, '.offer-compare-heading + .fieldset .choice-card');
        expect(cards.length).toBeGreaterThanOrEqual(3);
        for (const bottom of cards) expect(bottom).toBeLessThanOrEqual(WIDE.height);
        const [continueBottom] = await bottoms(page, '.offer-form .actions button[type=submit]');
        expect(continueBottom).toBeLessThanOrEqual(WIDE.height);
        await expectNoAxeViolations(page);
      }
      // An opened card's details are each term over its words: beside "Interest and fee over 30 years" the words had
      // 72 px, a word a line.
      await page.locator('.offer-form .offer-details summary').first().click();
      const detailWidths = await page
        .locator('.offer-form .offer-details[open] dd')
        .evaluateAll((words) => words.map((word) => word.getBoundingClientRect().width));
      expect(detailWidths.length).toBeGreaterThan(0);
      for (const width of detailWidths) expect(width).toBeGreaterThan(250);
    });
  }

  for (const orgCode of ['homeward', 'apm']) {
    test(`the income, bank and notary screens show the whole sidebar and their choice on load, ending near each other (${orgCode})`, async ({
      page,
      request,
    }) => {
      const layoutShift = await recordLayoutShifts(page);
      for (const framed of FRAMED_SCREENS) {
        await test.step(framed.screen, async () => {
          await openFramed(page, request, orgCode, framed);
          // The prerendered frame's placeholders have the wide sidebar's width: nothing moves as the screen arrives.
          expect(await layoutShift()).toBeLessThanOrEqual(0.02);
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          const aside = await edges(page, '.application-aside');
          const screen = await edges(page, '.application-main > .screen');
          const lastAction = await edges(page, '.application-main .actions >> nth=-1');
          expect(aside.bottom).toBeLessThanOrEqual(WIDE.height);
          expect(lastAction.bottom).toBeLessThanOrEqual(WIDE.height);
          // Two thirds of the page were empty: the sidebar (748-927 px) ran 420-620 px past the screen's end.
          expect(aside.bottom - screen.bottom).toBeLessThanOrEqual(330);
          if (framed.screen === 'notary/intro') {
            const tops = await page
              .locator('.notary-way')
              .evaluateAll((ways) => ways.map((way) => way.getBoundingClientRect().top));
            expect(tops).toHaveLength(2);
            expect(tops[0]).toBe(tops[1]);
            if (orgCode === 'apm') await expectNoAxeViolations(page);
          }
        });
      }
    });
  }

  // Seen once in a full run: the status answered before the offer screen's code, and the frame was drawn at the area's
  // root with the sidebar beside an empty screen, then jumped under the offers (a shift of 0.21) when they came.
  test('the offer screen whose code comes after the status: the placeholder holds until it renders, nothing jumps (decision 455)', async ({
    page,
    request,
  }) => {
    const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
    const layoutShift = await recordLayoutShifts(page);
    // A render that waited for the screen's code is taken up again when it comes, with nothing for React to redo
    // (decision 457).
    const problems = watchHydration(page);
    // Whether the frame's sidebar was ever on the page before the offer screen (a flag, so no moment is missed).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('details.application-aside') && !document.querySelector('h1'))
          Object.assign(window, { asideBeforeScreen: true });
      }).observe(document, { subtree: true, childList: true });
    });
    await signIn(page, borrower.jwt);
    const releaseOfferCode = await holdRequests(page, /\/static\/application-offer\.\w+\.js$/);
    await page.goto(appPath(borrower.applicationUuid));
    // The status is in and the borrower sent on (the address is the offer screen's) while its code is held.
    await page.waitForURL(/\/product\/select$/);
    // The status is a store update React renders at once (useSyncExternalStore), before the saga sends the borrower
    // on: two frames after the address changed, whatever the area draws for it has been painted.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => {
            requestAnimationFrame(() => {
              resolve();
            });
          });
        }),
    );
    await expect(page.getByTestId('application-skeleton')).toBeVisible();
    releaseOfferCode();
    await expect(page.getByRole('heading', { level: 1, name: 'Select your offer' })).toBeVisible();
    expect(await page.evaluate(() => 'asideBeforeScreen' in window)).toBe(false);
    expect(await layoutShift(), await movedByLayoutShifts(page)).toBeLessThanOrEqual(0.02);
    expect(problems).toEqual([]);
  });

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

  test('the income, bank and notary screens keep the phone frame: a closed summary above a full-width screen', async ({
    page,
    request,
  }) => {
    for (const framed of FRAMED_SCREENS) {
      await test.step(framed.screen, async () => {
        await openFramed(page, request, 'citywide', framed);
        await expect(page.locator('.application-aside')).not.toHaveAttribute('open');
        await expect(page.getByTestId('application-summary')).toBeVisible();
        const aside = await edges(page, '.application-aside');
        const main = await edges(page, '.application-main');
        expect(aside.bottom).toBeLessThanOrEqual(main.top);
        expect(main.width).toBeCloseTo(aside.width, 0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        if (framed.screen === 'notary/intro') {
          // The two ways one under the other, each its full width.
          const ways = page.locator('.notary-way');
          await expect(ways).toHaveCount(2);
          const [first, second] = [await ways.nth(0).boundingBox(), await ways.nth(1).boundingBox()];
          expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
          expect(first?.width ?? 0).toBeCloseTo(main.width, 0);
        }
      });
    }
  });

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

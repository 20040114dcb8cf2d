import type { Browser, Page } from '@playwright/test';
import { expect, focusAsSoonAsPossible, KEY_DELAY_MS, openAtCommit, slowCpu, test, typeLikeABorrower } from './hostile';

/**
 * Issue 33 item 1: what a borrower types or chooses on the prerendered register-v2 step before the app has taken the
 * page over is kept whole. Each try is a fresh browser context (nothing persisted from the one before) on a page
 * slowed 4x, acting from the navigation's commit; a try ends as soon as its answer is known. No retry: one lost
 * character fails the run.
 *
 * How many: `HOSTILE_TRIES=30` runs the thirty tries of each of its two checks (and fifteen of the caret
 * check). `npm test` runs ten of each and five of the caret check (decision 295): a slowed page keeps a core busy for
 * its whole try, and the tries are placed rather than left to chance, so that every moment the issue is about is met
 * in each run (see `ARRIVALS`).
 */

const REGISTER_V2 = '/account/heloc/register-v2';
/** 21 characters the sandbox's typeahead matches (sandbox/services/addressTypeahead.ts). */
const ADDRESS = '1103 Birch Sacramento';
const SUGGESTION = /1103 Birch Road, Sacramento, CA 95814/;
/** Tries of the typed address and of the choice and manual fields; HOSTILE_TRIES=30 is the count. */
const TRIES = Number(process.env.HOSTILE_TRIES ?? 10);
/** The caret-and-paste check is this suite's addition to the two: half the count. */
const PASTE_TRIES = Math.ceil(TRIES / 2);
/**
 * Tries per test. A try is about 5 s on a quiet machine and 12 s on two busy workers, so a check of 30 in one test ran
 * alone for six minutes at the end of the suite; in tests of five the two workers share the checks (decision 289).
 */
const BATCH = 5;
/**
 * A try is a page load at 4x CPU and 21 keys: a few seconds on a quiet machine, but eight builds and browsers on two
 * cores made it 10-45 s; the budget is per try, so the test's time grows with the count, not with one slow try.
 */
const TRY_BUDGET_MS = 60_000;
/**
 * When the app's scripts arrive, by try (the index modulo 3), so that each run meets every moment: as they come (on a
 * quiet machine the app may start before the first key); 250 ms late, as on a phone's slow network; or held until the
 * borrower is midway (`midway()` in a check), so that the first keys or the choice certainly fall before the app
 * starts and the rest while it takes the page over, however fast or loaded the machine is.
 */
const ARRIVALS = ['as they come', '250 ms late', 'held until midway'] as const;
type Arrival = (typeof ARRIVALS)[number];
const arrivalOf = (index: number): Arrival => ARRIVALS[index % ARRIVALS.length] ?? 'as they come';

/**
 * How many of a test's tries must have begun before the app had taken the page over: every held one, whose scripts
 * cannot have arrived before the borrower's midway (the others may or may not, by the machine's load).
 */
const metTheStart = ({ first, tries }: { first: number; tries: number }) =>
  Array.from({ length: tries }, (_, i) => arrivalOf(first + i)).filter((arrival) => arrival === 'held until midway')
    .length;

/** The tries of a check of `count` in tests of BATCH: each test's first index and how many it runs. */
function batches(count: number): { first: number; tries: number; name: string }[] {
  return Array.from({ length: Math.ceil(count / BATCH) }, (_, i) => {
    const first = i * BATCH;
    const tries = Math.min(BATCH, count - first);
    return { first, tries, name: `tries ${first + 1}-${first + tries} of ${count}` };
  });
}

test.describe.configure({ retries: 0 });

/** Whether the app has taken the page over (src/boot/heldInput.ts). */
const appReady = (page: Page) => page.evaluate(() => (window as Window & { __appReady?: boolean }).__appReady === true);

/**
 * Runs fresh pages through `attempt` one after the other, tries `first` to `first + tries - 1` of a check (the index
 * sets the width and when the scripts arrive); the failures' descriptions, if any. `midway` is the check's call at the
 * middle of what the borrower does: it lets held scripts go, and does nothing in the other tries.
 */
async function tryTimes(
  { browser, baseURL }: { browser: Browser; baseURL: string | undefined },
  { first, tries }: { first: number; tries: number },
  attempt: (page: Page, midway: () => void) => Promise<string | null>,
): Promise<string[]> {
  const failures: string[] = [];
  for (let index = first; index < first + tries; index += 1) {
    // Every other try is a phone's width (the prerendered step's phone layout: sticky bar, panel after the step).
    const viewport = index % 2 === 0 ? { width: 390, height: 844 } : { width: 1280, height: 800 };
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await slowCpu(page);
    const arrival = arrivalOf(index);
    let midway = () => {};
    if (arrival === '250 ms late')
      await page.route('**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await route.continue();
      });
    if (arrival === 'held until midway') {
      const held = new Promise<void>((resolve) => {
        midway = resolve;
      });
      await page.route('**/*.js', async (route) => {
        await held;
        await route.continue();
      });
    }
    try {
      const failure = await attempt(page, midway);
      const where = `try ${index + 1} at ${viewport.width} px, scripts ${arrival}`;
      if (failure) failures.push(`${where}: ${failure}`);
      if (pageErrors.length > 0) failures.push(`${where}: uncaught ${pageErrors.join('; ')}`);
      // Each try's outcome in the report, so a slow run that times out still says how far it got.
      console.log(`${where}: ${failure ?? 'kept'}`);
    } finally {
      midway();
      await context.close();
    }
  }
  return failures;
}

for (const batch of batches(TRIES)) {
  test(`an address typed from the first paint is kept whole and its suggestion shows, ${batch.name}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(batch.tries * TRY_BUDGET_MS);
    let typedBeforeReady = 0;
    const failures = await tryTimes({ browser, baseURL }, batch, async (page, midway) => {
      await openAtCommit(page, REGISTER_V2);
      const box = page.locator('#addressQuery');
      await focusAsSoonAsPossible(box);
      if (!(await appReady(page))) typedBeforeReady += 1;
      await typeLikeABorrower(box, ADDRESS.slice(0, 10));
      midway();
      await page.keyboard.type(ADDRESS.slice(10), { delay: KEY_DELAY_MS });
      // The suggestion comes without another key: the typeahead searched the whole text.
      const shown = await page
        .getByRole('option', { name: SUGGESTION })
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      const kept = await box.evaluate((input: HTMLInputElement) => ({
        value: input.value,
        caret: input.selectionStart,
        focused: input === document.activeElement,
      }));
      if (kept.value !== ADDRESS) return `the box holds ${JSON.stringify(kept.value)}`;
      if (!shown) return 'no suggestion';
      if (kept.caret !== ADDRESS.length || !kept.focused)
        return `caret at ${String(kept.caret)}, focused ${kept.focused}`;
      return null;
    });
    expect(failures).toEqual([]);
    // The tries must have met the app's start: typing that always began after it would prove nothing here. The held
    // tries always do; the others as the machine's load has it.
    console.log(`${typedBeforeReady} of ${batch.tries} tries began typing before the app had taken the page over`);
    expect(typedBeforeReady).toBeGreaterThanOrEqual(metTheStart(batch));
  });
}

for (const batch of batches(PASTE_TRIES)) {
  test(`a caret moved and text pasted before the app runs stay where the borrower put them, ${batch.name}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(batch.tries * TRY_BUDGET_MS);
    const failures = await tryTimes({ browser, baseURL }, batch, async (page, midway) => {
      await openAtCommit(page, REGISTER_V2);
      const box = page.locator('#addressQuery');
      await typeLikeABorrower(box, 'Birch Sacramento');
      midway();
      await page.keyboard.press('Home');
      // A paste arrives as one insertion.
      await page.keyboard.insertText('1103 ');
      await expect(page.getByRole('option', { name: SUGGESTION })).toBeVisible();
      const value = await box.inputValue();
      const caret = await box.evaluate((input: HTMLInputElement) => input.selectionStart);
      if (value !== ADDRESS) return `the box holds ${JSON.stringify(value)}`;
      if (caret !== '1103 '.length) return `caret at ${String(caret)}`;
      return null;
    });
    expect(failures).toEqual([]);
  });
}

for (const batch of batches(TRIES)) {
  test(`an occupancy chosen and a manual address typed as the page shows are kept, ${batch.name}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(batch.tries * TRY_BUDGET_MS);
    let chosenBeforeReady = 0;
    const failures = await tryTimes({ browser, baseURL }, batch, async (page, midway) => {
      await openAtCommit(page, REGISTER_V2);
      const investment = page.getByRole('radio', { name: /Investment property/ });
      await focusAsSoonAsPossible(investment);
      if (!(await appReady(page))) chosenBeforeReady += 1;
      await investment.check();
      midway();
      // Pressed before the app answers buttons, it is held and asked again once it does (decision 150).
      await page.getByRole('button', { name: 'Enter the address manually' }).click();
      await typeLikeABorrower(page.locator('#street1'), '1103 Birch Road');
      await typeLikeABorrower(page.locator('#city'), 'Sacramento');
      await expect.poll(() => appReady(page)).toBe(true);
      if (!(await investment.isChecked())) return 'the occupancy was lost';
      const street = await page.locator('#street1').inputValue();
      const city = await page.locator('#city').inputValue();
      if (street !== '1103 Birch Road' || city !== 'Sacramento') return `street ${street}, city ${city}`;
      return null;
    });
    expect(failures).toEqual([]);
    console.log(`${chosenBeforeReady} of ${batch.tries} tries began choosing before the app had taken the page over`);
    expect(chosenBeforeReady).toBeGreaterThanOrEqual(metTheStart(batch));
  });
}

import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { MessageId } from '../../src/i18n/catalog';
import { es } from './i18nSupport';
import type { OfferGroup } from '../../src/api/contractRegistration';
import { appPath, createBorrower, expectNoAxeViolations, patchApplication, pathIs, signIn } from './support';
import { answerPasswordStep, OFFERS_URL, REGISTER_V2, REGISTER_V2_ANSWERS, uniqueEmail } from './registerV2';

/**
 * Issue 37's check: the road to funding against the sandbox, at 390 and 1280 px, in English and Spanish, for three
 * brands. The law's dates follow from the admin API's documentsSignedAt (src/lib/closingDates.ts has the exhaustive
 * table); here they must reach the borrower, with the weekday, in their language. Issue 34: the two step counters are
 * named journeys, and neither goes back.
 */

const BRANDS = ['homeward', 'apm', 'fairway'] as const;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const LANGS = ['en', 'es'] as const;
type Lang = (typeof LANGS)[number];

/** A catalogue message as the borrower reads it in `lang`, placeholders filled in. */
const say = (lang: Lang, id: MessageId, values: Record<string, string> = {}): string =>
  lang === 'es' ? es(id, values) : id.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The days as the page must write them (decision 206: the month written out, with the weekday). */
const DAYS = {
  en: {
    signedJuly: 'Thursday, July 2, 2026',
    cancelJuly: 'Tuesday, July 7, 2026',
    fundsJuly: 'Wednesday, July 8, 2026',
    signedNov: 'Wednesday, November 25, 2026',
    cancelNov: 'Monday, November 30, 2026',
    fundsNov: 'Tuesday, December 1, 2026',
    fundsInvestment: 'Friday, July 3, 2026',
  },
  es: {
    signedJuly: 'jueves, 2 de julio de 2026',
    cancelJuly: 'martes, 7 de julio de 2026',
    fundsJuly: 'miércoles, 8 de julio de 2026',
    signedNov: 'miércoles, 25 de noviembre de 2026',
    cancelNov: 'lunes, 30 de noviembre de 2026',
    fundsNov: 'martes, 1 de diciembre de 2026',
    fundsInvestment: 'viernes, 3 de julio de 2026',
  },
} as const;

const DEFAULT_PROMISE: MessageId = 'Complete the loan process today and get funded in as little as five days';

// The signing day is the borrower's own; any US time zone reads these instants on the days named.
test.use({ timezoneId: 'America/Chicago' });
// Eight engineers' browsers share two cores here: an axe pass alone has taken most of a minute.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function openComplete(page: Page, uuid: string, brand: string, lang: Lang): Promise<Locator> {
  await page.goto(`${appPath(uuid)}?org=${brand}&lang=${lang}`);
  await expect(page).toHaveURL(pathIs(appPath(uuid, 'complete')), { timeout: 60_000 });
  const road = page.getByTestId('road-to-funding');
  await expect(road).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return road;
}

/** A combination the road must read right in: a brand, a width and a language. */
interface Reader {
  brand: (typeof BRANDS)[number];
  size: (typeof WIDTHS)[number];
  lang: Lang;
}

/**
 * A borrower of `reader.brand` who signed at `documentsSignedAt` (RESCISSION), on the complete page in their language;
 * the road must say they can cancel until `cancel` (or, null, that there is no waiting period) and funds on `funds`.
 */
async function expectSignedRoad(
  page: Page,
  request: APIRequestContext,
  { brand, lang }: Reader,
  signing: { documentsSignedAt: string; occupancyType?: 'INVESTMENT' },
  { cancel, funds }: { cancel: string | null; funds: string },
): Promise<Locator> {
  // The borrower chose an offer (the complete page shows its line amount, issue 48), then signed.
  const { documentsSignedAt, occupancyType } = signing;
  const borrower = await createBorrower(request, { orgCode: brand, ...(occupancyType ? { occupancyType } : {}) });
  const offers = `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
  const headers = { authorization: `Bearer ${borrower.jwt}` };
  const group = (await (await request.get(`${offers}/offers`, { headers })).json()) as OfferGroup;
  const offer = Object.values(group.offersByType).flat()[0];
  const data = { offerId: offer?.id, drawAmount: offer?.maxDraw, drawPreference: 'PRESERVE' };
  baseExpect((await request.post(`${offers}/offer-selection`, { headers, data })).ok()).toBe(true);
  await patchApplication(request, borrower.applicationUuid, { checklistStatus: 'RESCISSION', documentsSignedAt });
  await signIn(page, borrower.jwt);
  const road = await openComplete(page, borrower.applicationUuid, brand, lang);
  await expect(road.getByTestId('right-to-cancel')).toContainText(
    cancel === null
      ? say(lang, 'No waiting period: a second home or an investment property has no right to cancel.')
      : say(lang, 'You can cancel until midnight on {date}.', { date: cancel }),
  );
  await expect(road.getByTestId('funding-day')).toContainText(say(lang, 'Funds are sent on {date}.', { date: funds }));
  return road;
}

/**
 * The four signings, each read in every brand, at both widths and in both languages; each of the twelve combinations
 * reads one of them (scenario = brand + 2 x width + language, mod 4), so every combination is seen and checked by axe
 * once, in 12 pages rather than 48 (issue 35: tests that differ only in data share their pages).
 */
const SCENARIOS: { title: string; run: (page: Page, request: APIRequestContext, reader: Reader) => Promise<void> }[] = [
  {
    title: 'signed Thursday July 2 2026: cancel until midnight Tuesday July 7, funds Wednesday July 8',
    run: async (page, request, reader) => {
      const { lang } = reader;
      const days = DAYS[lang];
      const road = await expectSignedRoad(
        page,
        request,
        reader,
        { documentsSignedAt: '2026-07-02T16:00:00Z' },
        { cancel: days.cancelJuly, funds: days.fundsJuly },
      );
      // Issue 48: the steps done fold into one line that says the day once; the line amount is on the page; the
      // cancel date is read once on the page (the frame leaves the complete page's dates to it), at either width.
      await expect(road.getByTestId('done-steps')).toContainText(
        say(lang, '{count} of {total} steps done on {date}', { count: '7', total: '7', date: days.signedJuly }),
      );
      await expect(road.getByTestId('done-steps')).not.toHaveAttribute('open');
      // The initial draw is the sidebar's, named as every screen before it named it, and said once.
      await expect(page.getByTestId('offer-summary')).toContainText(say(lang, 'Initial draw'));
      await expect(page.locator('dt', { hasText: say(lang, 'Initial draw') })).toHaveCount(1);
      await expect(page.getByTestId('sidebar-next-date')).toHaveCount(0);
      expect((await page.locator('body').innerText()).split(days.cancelJuly)).toHaveLength(2);
      await expect(page.getByText(say(lang, DEFAULT_PROMISE))).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  },
  {
    title: 'signed the Wednesday before Thanksgiving: Monday November 30, Tuesday December 1',
    run: async (page, request, reader) => {
      const { lang } = reader;
      const days = DAYS[lang];
      const road = await expectSignedRoad(
        page,
        request,
        reader,
        { documentsSignedAt: '2026-11-25T17:00:00Z' },
        { cancel: days.cancelNov, funds: days.fundsNov },
      );
      await expect(road.getByTestId('done-steps')).toContainText(
        say(lang, '{count} of {total} steps done on {date}', { count: '7', total: '7', date: days.signedNov }),
      );
      await expectNoAxeViolations(page);
    },
  },
  {
    title: 'an investment property: no right to cancel, no waiting period',
    run: async (page, request, reader) => {
      const { lang } = reader;
      await expectSignedRoad(
        page,
        request,
        reader,
        { documentsSignedAt: '2026-07-02T16:00:00Z', occupancyType: 'INVESTMENT' },
        { cancel: null, funds: DAYS[lang].fundsInvestment },
      );
      await expect(page.getByText(say(lang, 'You can cancel until midnight on {date}.'))).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  },
  {
    title: 'at the offers: the step behind shows the day it was done, the steps ahead their expected days',
    run: async (page, request, { brand, size, lang }) => {
      const borrower = await createBorrower(request, { orgCode: brand, checklistStatus: 'OFFER_SELECTION' });
      await signIn(page, borrower.jwt);
      await page.goto(`${appPath(borrower.applicationUuid)}?org=${brand}&lang=${lang}`);
      await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'product/select')), {
        timeout: 60_000,
      });
      const summary = page.getByTestId('application-summary');
      await expect(summary).toContainText(
        say(lang, 'Your application: step {step} of {steps} – {name}', {
          step: '2',
          steps: '7',
          name: lang === 'es' ? es('Select Offer') : 'Select Offer',
        }),
      );
      if (size.width < 1024) await summary.click();
      const steps = page.getByTestId('road-steps').getByRole('listitem');
      await expect(steps).toHaveCount(7);
      const weekday = lang === 'es' ? '(lunes|martes|miércoles|jueves|viernes|sábado|domingo)' : '[A-Z][a-z]+day';
      const done = new RegExp(say(lang, 'Done {date}', { date: `${weekday}, ` }));
      const expected = new RegExp(say(lang, 'Expected {date}', { date: `${weekday}, ` }));
      await expect(steps.nth(0)).toContainText(done);
      // Issue 48: the step the borrower is on is today; no generic promise beside the dated plan.
      await expect(steps.nth(1).locator('.milestone-date')).toHaveText(say(lang, 'Today'));
      for (const index of [2, 3, 4, 5, 6]) await expect(steps.nth(index)).toContainText(expected);
      await expect(page.getByText(say(lang, DEFAULT_PROMISE))).toHaveCount(0);
      // Before signing the closing dates are expected ones, worked out from the expected notary day.
      await expect(page.getByTestId('right-to-cancel')).toContainText(
        new RegExp(say(lang, 'Expected until midnight on {date}', { date: `${weekday}, ` })),
      );
      await expect(steps.nth(6)).toBeVisible();
      await expectNoAxeViolations(page);
    },
  },
];

// One test per brand reads its four width x language pages on one page, each row a step (issue 35).
BRANDS.forEach((brand, b) => {
  test(`${brand}: the four signings at 390 and 1280 px in English and Spanish`, async ({ page, request }) => {
    test.setTimeout(240_000);
    for (const [w, size] of WIDTHS.entries()) {
      for (const [l, lang] of LANGS.entries()) {
        const scenario = SCENARIOS[(b + 2 * w + l) % SCENARIOS.length];
        if (!scenario) continue;
        await test.step(`at ${size.width} px in ${lang}: ${scenario.title}`, async () => {
          await page.setViewportSize(size);
          await scenario.run(page, request, { brand, size, lang });
        });
      }
    }
  });
});

test.describe('one journey after the other (issue 34)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** "Your details: step 3 of 5 – …" → ['details', 3]; "Your application: step 2 of 7 – …" → ['application', 2]. */
  const counterOf = (text: string): [string, number] => {
    const match = /Your (details|application): step (\d+) of \d+/.exec(text);
    if (!match) throw new Error(`no step counter in "${text}"`);
    return [match[1] ?? '', Number(match[2])];
  };

  test('registration says the same words at 390 and 1280 px: its section, counted of five (issue 48)', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2/legal-name');
    const counter = page.locator('.progress-count');
    await expect(counter).toHaveText('Your details: step 3 of 5 – Personal Info');
    await expect(counter).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(counter).toHaveText('Your details: step 3 of 5 – Personal Info');
    // Shown, not kept for screen readers only in a 1 px box as it once was at this width.
    expect((await counter.boundingBox())?.width ?? 0).toBeGreaterThan(100);
    await expect(page.locator('.progress-groups [aria-current="step"]')).toHaveText(/^Personal Info/);
  });

  test('registration counts its own sections up to the last, then the application starts its own count', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const seen: [string, number][] = [];
    const record = async () => {
      seen.push(counterOf((await page.locator('.progress-count').textContent()) ?? ''));
    };
    await page.goto(REGISTER_V2);
    await record();
    const email = uniqueEmail('journeys');
    for (const { answer } of REGISTER_V2_ANSWERS) {
      await answer(page, email);
      const before = page.url();
      const heading = page.getByRole('heading', { level: 1 });
      const headingBefore = (await heading.textContent()) ?? '';
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).not.toHaveURL(before);
      // The URL changes as the step starts; the step before stays on screen until the next one's code has loaded, so
      // the count is read once the next step's heading shows (two screens of one section share a count, issue 48).
      await expect(heading).not.toHaveText(headingBefore);
      await record();
    }
    await answerPasswordStep(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(OFFERS_URL, { timeout: 60_000 });
    seen.push(counterOf((await page.getByTestId('application-summary').textContent()) ?? ''));

    expect(seen.map(([, step]) => step)).toEqual([1, 1, 2, 3, 3, 4, 5, 2]);
    expect(seen.at(-2)).toEqual(['details', 5]);
    expect(seen.at(-1)).toEqual(['application', 2]);
    // Within a journey the count never goes back; the journey changes once, from the details to the application.
    const journeys = ['details', 'application'];
    for (let index = 1; index < seen.length; index += 1) {
      const [journey, step] = seen[index] ?? ['', 0];
      const [previousJourney, previousStep] = seen[index - 1] ?? ['', 0];
      expect(journeys.indexOf(journey)).toBeGreaterThanOrEqual(journeys.indexOf(previousJourney));
      if (journey === previousJourney) expect(step).toBeGreaterThanOrEqual(previousStep);
    }
  });
});

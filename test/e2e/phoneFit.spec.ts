import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPLICATION_ROUTES } from '../../src/app/routeTable';
import { appPath, createBorrower, pathIs, signIn } from './support';
import {
  borrowerWithLargestOffer,
  fieldsSafariZoomsInto,
  PARAMETERS,
  pastTheRightEdge,
  SCREENS,
  screenPaths,
  VISITS,
  type Visit,
} from './screenVisits';

/**
 * Issue 48 (3): nothing wider than the phone. Every application screen of the route table, and the modals a borrower
 * opens there, fit 390 px: the document does not scroll sideways and no element's right edge passes the viewport.
 * Each visit's borrower (./screenVisits.ts) has chosen the sandbox's largest offer at its largest draw and has long
 * names, so the widest figures and words a brand shows are on screen.
 */

const PHONE = { width: 390, height: 844 };

async function expectFits(page: Page, what: string, width = PHONE.width): Promise<void> {
  // The screen's data has arrived: no placeholder is left.
  await expect(page.getByTestId('skeleton')).toHaveCount(0);
  await expect(page.getByTestId('full-screen-loader')).toBeHidden();
  const wider = await page.evaluate(pastTheRightEdge, width);
  expect(wider, `${what} at ${width} px`).toEqual({ over: 0, elements: [] });
  expect(await page.evaluate(fieldsSafariZoomsInto), `${what}: fields under 16 px`).toEqual([]);
}

async function openScreen(page: Page, request: APIRequestContext, { path, row, brand }: Visit): Promise<string> {
  const borrower = await borrowerWithLargestOffer(request, brand, row);
  await signIn(page, borrower.jwt);
  const target = PARAMETERS[path] ?? path;
  const org = brand === 'homeward' ? '' : `?org=${brand}`;
  await page.goto(`${appPath(borrower.applicationUuid, row.via?.path ?? target)}${org}`);
  if (row.via) await page.getByRole('link', { name: row.via.link }).first().click();
  await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, target)));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return borrower.applicationUuid;
}

test.use({ viewport: PHONE });

test('every application screen of the route table has a row here', () => {
  expect(screenPaths(APPLICATION_ROUTES).sort()).toEqual(Object.keys(SCREENS).sort());
});

/** The visits differ only in data: a few tests over one page each, in chunks the two workers share. */
const CHUNK = 11;
const CHUNKS = Array.from({ length: Math.ceil(VISITS.length / CHUNK) }, (_, i) =>
  VISITS.slice(i * CHUNK, (i + 1) * CHUNK),
);

test.describe('every application screen fits 390 px with the largest offer and long names (issue 48)', () => {
  for (const [index, visits] of CHUNKS.entries()) {
    test(`screens ${index * CHUNK + 1}-${index * CHUNK + visits.length} of ${VISITS.length}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(20_000 + visits.length * 10_000);
      for (const visit of visits) {
        await test.step(`${visit.path} (${visit.brand})`, async () => {
          await openScreen(page, request, visit);
          await expectFits(page, `${visit.path} (${visit.brand})`);
        });
      }
    });
  }

  test('the modals a borrower opens there fit too', async ({ page, request }) => {
    const close = async (name: string) => {
      await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close', exact: true }).click();
    };
    await openScreen(page, request, { path: 'signing/sign', row: SCREENS['signing/sign']!, brand: 'apm' });
    await page.getByRole('button', { name: 'Review disclosures' }).click();
    await expect(page.getByRole('dialog', { name: 'Disclosures', exact: true })).toBeVisible();
    await expectFits(page, 'the signing disclosures');
    await close('Disclosures');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Loan disclosures' }).click();
    await expect(page.getByRole('dialog', { name: 'Loan disclosures' })).toBeVisible();
    await expectFits(page, 'the loan disclosures');
    await close('Loan disclosures');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectFits(page, 'the open menu');
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('dialog', { name: 'Before you go' })).toBeVisible();
    await expectFits(page, 'the leave survey');
  });
});

test.describe('the narrowest phone, 320 px, in English and Spanish', () => {
  // Signed in, the language switch, the bell and Menu left the brand's link 20 px wide and squeezed its 36 px mark.
  test('the top bar keeps the brand a whole mark and a 44 px target, signed out and in; nothing is wider', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const borrower = await createBorrower(request, { orgCode: 'apm', checklistStatus: 'INCOME_VERIFICATION' });
    for (const lang of ['en', 'es']) {
      for (const signedIn of [false, true]) {
        if (signedIn) await signIn(page, borrower.jwt);
        const path = signedIn
          ? appPath(borrower.applicationUuid, 'income/review')
          : '/account/heloc/register-v2/for-sale';
        await page.goto(`${path}?org=apm&lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const what = `${signedIn ? 'income/review' : 'for-sale'} in ${lang}`;
        const brand = await page
          .getByRole('banner')
          .locator('.brand')
          .evaluate((link) => ({
            link: Math.round(link.getBoundingClientRect().width),
            mark: Math.round(link.querySelector('svg')?.getBoundingClientRect().width ?? 0),
          }));
        expect(brand.link, what).toBeGreaterThanOrEqual(44);
        expect(brand.mark, what).toBe(36);
        await expectFits(page, what, 320);
      }
    }
  });
});

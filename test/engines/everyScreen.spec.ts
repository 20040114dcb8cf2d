import type { APIRequestContext } from '@playwright/test';
import { FLAG } from '../../features/flags/selectors';
import { FLAG_OVERRIDES_STORAGE } from '../../features/flags/overrides';
import type { CreateSignerResponse } from '../../src/api/contractSigner';
import { PUBLIC_ROUTES, SIGNER_PUBLIC_ROUTES, SIGNER_ROUTES } from '../../src/app/routeTable';
import { FIRST_LANGUAGE_PENDING_CLASS } from '../../src/brand/themeBoot';
import { englishMessagesShown } from '../../tools/i18n-page';
import { appPath, createBorrower, patchApplication } from '../e2e/support';
import {
  BRANDS,
  PARAMETERS,
  VISITS,
  borrowerWithLargestOffer,
  pastTheRightEdge,
  screenPaths,
  type Visit,
} from '../e2e/screenVisits';
import { expectAccessible } from './access';
import type { EnginePage } from './drivers';
import { expect, test } from './fixtures';
import { DESKTOP, arrive, expectProblemsListed, headingText, signIn } from './journey';

/**
 * Every screen of the application area's route table (../e2e/screenVisits.ts, the rows Chromium's phone fit reads),
 * opened in WebKit at an iPhone SE's 375 px (the engine of every iPhone) and in Firefox at 1280: each shows its heading
 * once its data is in, passes the WCAG 2.2 AA check as the engine draws it, and is no wider than the window (the
 * page probe also watches every moment in between), half of them in Spanish; a form whose row says so is then sent
 * empty, and its listed problems are checked the same way. The borrower has the largest offer and long names, so the widest
 * figures and words are on screen.
 */
/** The iPhone SE's window (375x667), the narrowest iPhone sold; the journeys take the 390 px of most others. */
const SMALL_PHONE = { width: 375, height: 667 } as const;
const SIZE = { webkit: SMALL_PHONE, firefox: DESKTOP } as const;

/**
 * Half the visits in Spanish, whose words run longest: the other half in each engine, so each screen is seen in
 * Spanish in one of them (a screen reached by an English link name stays in English).
 */
function languageOf(engine: EnginePage['engine'], at: Visit): 'en' | 'es' {
  if (at.row.via) return 'en';
  return (VISITS.indexOf(at) + (engine === 'webkit' ? 0 : 1)) % 2 === 0 ? 'es' : 'en';
}

/** The query that opens a page in a brand (homeward is the host's own) and a language. */
const brandAndLanguage = (brand: string, lang: 'en' | 'es') =>
  `?${new URLSearchParams({ ...(brand === 'homeward' ? {} : { org: brand }), lang }).toString()}`;

/** The screen has its data: no placeholder, no full-screen loader, a heading. */
async function settled(page: EnginePage): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector('[data-testid="skeleton"], [data-testid="full-screen-loader"]') === null &&
            (document.querySelector('h1')?.textContent ?? '').trim() !== '',
        ),
      { message: `${page.engine}: the screen settles`, timeout: 45_000 },
    )
    .toBe(true);
}

/** The screen as this engine draws it: its data in, no wider than the window, no WCAG 2.2 AA violation. */
async function expectScreenSound(page: EnginePage, what: string, lang: 'en' | 'es'): Promise<void> {
  await settled(page);
  // Drawn in its language from the first (decision 380): a screen never shows in English while Spanish loads.
  expect(
    await page.evaluate(() => document.documentElement.lang),
    `${page.engine}: ${what} drawn in its language`,
  ).toBe(lang);
  if (lang === 'es')
    expect(await englishMessagesShown(page), `${page.engine}: ${what}: English messages on the Spanish page`).toEqual(
      [],
    );
  // Shown by the app once drawn in its language (decision 381), not left for the boot script's own bound.
  await expect
    .poll(
      () =>
        page.evaluate(
          (held: string) => document.documentElement.classList.contains(held),
          FIRST_LANGUAGE_PENDING_CLASS,
        ),
      { message: `${page.engine}: ${what} shown, not held for its language`, timeout: 3000 },
    )
    .toBe(false);
  const named = `${page.engine}: ${what}, "${await headingText(page)}"`;
  expect(await page.evaluate(pastTheRightEdge), `${named} is wider than the window`).toEqual({
    over: 0,
    elements: [],
  });
  await expectAccessible(page);
}

async function visit(page: EnginePage, request: APIRequestContext, at: Visit) {
  const borrower = await borrowerWithLargestOffer(request, at.brand, at.row);
  await signIn(page, borrower.jwt);
  const target = PARAMETERS[at.path] ?? at.path;
  const lang = languageOf(page.engine, at);
  await page.goto(
    `${appPath(borrower.applicationUuid, at.row.via?.path ?? target)}${brandAndLanguage(at.brand, lang)}`,
  );
  if (at.row.via) await page.click({ role: 'link', name: at.row.via.link });
  await arrive(page, appPath(borrower.applicationUuid, target));
  await expectScreenSound(page, `${at.path} (${at.brand}, ${lang})`, lang);
  if (at.row.sentEmpty) await expectProblemsListed(page, `${at.path} (${at.brand}, ${lang})`, lang);
}

/** The visits differ only in data: a few tests of one page each, so a failure names its part of the table. */
const CHUNK = 20;
const CHUNKS = Array.from({ length: Math.ceil(VISITS.length / CHUNK) }, (_, index) =>
  VISITS.slice(index * CHUNK, (index + 1) * CHUNK),
);

for (const [index, visits] of CHUNKS.entries()) {
  test(`every application screen, ${index * CHUNK + 1}-${index * CHUNK + visits.length} of ${VISITS.length}: its heading, the WCAG check, no wider than the window`, async ({
    open,
    engineName,
    request,
  }) => {
    test.setTimeout(30_000 + visits.length * 15_000);
    const page = await open(SIZE[engineName]);
    for (const at of visits) await test.step(`${at.path} (${at.brand})`, () => visit(page, request, at));
  });
}

/** The pages that work without a session (000 §2.1) and the signer's login (000 §2.3), the brands taken in turn. */
const PUBLIC_PAGES = [
  ...screenPaths(PUBLIC_ROUTES),
  ...screenPaths(SIGNER_PUBLIC_ROUTES).map((path) => `heloc-signer/${path}`),
];

test(`every public page (${PUBLIC_PAGES.length}): its heading, the WCAG check, no wider than the window; its form sent empty`, async ({
  open,
  engineName,
}) => {
  const page = await open(SIZE[engineName]);
  const formsSentEmpty: string[] = [];
  for (const [index, path] of PUBLIC_PAGES.entries()) {
    const brand = BRANDS[index % BRANDS.length] ?? 'homeward';
    await test.step(`${path} (${brand})`, async () => {
      const lang = index % 2 === 0 ? 'es' : 'en';
      await page.goto(`/account/heloc/${path}${brandAndLanguage(brand, lang)}`);
      await arrive(page, `/account/heloc/${path}`);
      await expectScreenSound(page, `${path} (${brand}, ${lang})`, lang);
      // A public page's form (the legacy registration, its account setup, the signer's login), sent empty, lists
      // its problems.
      if (await page.evaluate(() => document.querySelector('main form button[type="submit"]') !== null)) {
        formsSentEmpty.push(path);
        await expectProblemsListed(page, `${path} (${brand}, ${lang})`, lang);
      }
    });
  }
  expect(formsSentEmpty).toEqual(['register', 'register/account-setup', 'heloc-signer/login']);
});

/**
 * Every path of the signer area (000 §2.3) opened by an invited signer, with the additional-signer-conditions flag on
 * for the page so the conditions screens are drawn too: each shows a screen (its own, or the one the signer's status
 * sends them to), checked as the others.
 */
test('every signer path: its screen or the signer’s own, the WCAG check, no wider than the window', async ({
  open,
  engineName,
  request,
}) => {
  const primary = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  await patchApplication(request, primary.applicationUuid, { checklistStatus: 'CO_DEED_REQ' });
  const created = await request.post('/__sandbox/signers', {
    data: { applicationUuid: primary.applicationUuid, status: 'INVITED' },
  });
  expect(created.status()).toBe(201);
  const signer = (await created.json()) as CreateSignerResponse;
  const page = await open(SIZE[engineName]);
  await signIn(page, signer.jwt);
  await page.evaluate(
    (key: string, value: string) => {
      window.sessionStorage.setItem(key, value);
    },
    FLAG_OVERRIDES_STORAGE,
    JSON.stringify({ [FLAG.additionalSignerConditions]: true }),
  );
  for (const [index, path] of [...screenPaths(SIGNER_ROUTES), 'login'].entries()) {
    const lang = (index + (engineName === 'webkit' ? 0 : 1)) % 2 === 0 ? 'es' : 'en';
    await test.step(`${path} (${lang})`, async () => {
      await page.goto(`/account/heloc/heloc-signer/${path}?lang=${lang}`);
      // A signed-in signer is moved on from the login, after its first paint.
      await arrive(page, /^\/account\/heloc\/heloc-signer\/(?!login)/);
      await expectScreenSound(page, `signer ${path}`, lang);
    });
  }
});

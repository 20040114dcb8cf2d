import { expect, test } from '@playwright/test';
import type { PatchApplicationRequest } from '../../src/api/contractSandbox';
import {
  appPath,
  createBorrower,
  expectNoAxeViolations,
  patchApplication,
  pathIs,
  readsOfEachApplication,
  readTwice,
  signIn,
} from './support';

/** One borrower per row and branch of 000 §4.1: [status, extra fields, expected path under the app (or site path)]. */
const ROWS: [string, PatchApplicationRequest, string][] = [
  ['CREDIT_NO_MATCH', {}, 'credit/social'],
  ['CREDIT_NO_MATCH_SSN', {}, 'review-app/no-credit'],
  ['HARD_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['SOFT_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['NO_PROPERTY_FOUND', {}, 'review-app/property'],
  ['MULTIPLE_PROPERTIES', {}, 'review-app/property'],
  ['DECLINED', {}, 'error/decline'],
  ['COLLECT_ADDITIONAL_INFO', {}, 'start/contact'],
  ['HMDA', {}, 'start/hmda'],
  ['DELINQUENCY_REVIEW', {}, 'review-app/delinquency'],
  ['GEN_CLOSING_DISCLOSURE', {}, 'review-app/signdocs'],
  ['GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true }, 'error/flood-cert'],
  ['NOTE_SIGNING', {}, 'signing/intro'],
  ['FINAL_OFFER', {}, 'signing/intro'],
  ['REVISED_OFFER_SELECTION', {}, 'product/select'],
  ['APP_SUBMISSION', {}, 'start/app-summary'],
  ['GEN_SUMMARY_DISCLOSURE', {}, 'start/app-summary'],
  ['INCOME_VERIFICATION', {}, 'income/review'],
  ['IDENTITY_VERIFICATION', {}, 'identity'],
  ['ASSETS_PREQUAL', {}, 'product/assets'],
  ['CLTV_LIEN_POSITION_REQUALIFY', {}, 'product/prequal-winback'],
  ['DISBURSEMENT_ACCOUNT', {}, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', {}, 'bank/disburse'],
  ['AUTOPAY_ACCOUNT', { disburseRoutingNumber: '021000021' }, 'bank/autopay'],
  ['AUTOPAY_ACCOUNT', { isCrypto: true }, 'bank/autopay'],
  ['VERIFIED_AUTOPAY_ACCOUNT', {}, 'bank/autopay'],
  ['NO_AVM_FOUND', {}, 'bpo/estimate-value'],
  ['PAYOFF_REQUEST_PENDING', {}, 'payoff/hold'],
  ['BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'TX' }, 'bpo/condition'],
  ['BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'CA' }, 'bpo/order-bpo'],
  ['BPO_ORDER_REQUEST', { bpo: 'BPO_PROCESSING' }, 'bpo/hold'],
  ['NAV_BPO_PROCESSING', {}, 'bpo/hold'],
  ['RECORDING', {}, 'complete'],
  ['DEED_SIGNING', { primaryParticipantAcceptComplete: true }, 'complete'],
  ['DEED_SIGNING', {}, 'notary/intro'],
  ['CREDIT_ERROR', {}, 'error/timeout'],
  ['UNKNOWN', {}, 'error/timeout'],
  ['LIEN_VERIFICATION', {}, 'liens'],
  ['CO_DEED_REQ', {}, 'signing/additional'],
  ['GEN_NOTARY_DISCLOSURE', {}, 'notary/intro'],
  ['MANUAL_DEED_SIGNING', {}, 'notary/reserve-manual'],
  ['EMPLOYMENT_VERIFICATION', {}, 'income/employer-verification'],
  ['OFFER_SELECTION', {}, 'product/select'],
  ['ONSITE_APPRAISAL_PENDING', {}, 'hold'],
  ['TRUST_AND_INSURANCE', {}, 'start/profile'],
  ['NOT_A_REAL_STATUS', {}, 'error/timeout'],
];

/**
 * The routing decision itself is proven per row in jest (test/features/application/routeApplication.test.ts). Here, in
 * the browser, each destination renders (its heading, no loader) once: the first row to reach it, and every row whose
 * extra fields must travel from the platform's answer into the decision (issue 35: a behaviour proven in jest needs no
 * browser too). Each destination's axe check is in the spec that drives its screen (applicationScreens,
 * applicationIncomeBank, happyPath, signers, decline and the rest), at the same width and language: counted over a
 * full run, every one this table made was a second check of a screen already checked there (decision 305).
 */
const BROWSER_ROWS = ROWS.filter(
  ([, extra, destination], index) =>
    Object.keys(extra).length > 0 || ROWS.findIndex((row) => row[2] === destination) === index,
);

/**
 * The rows differ only in data, so they run as a few tests over one page each (the bundle loads once per page, not
 * once per row), in chunks the two workers share.
 */
const CHUNK = 12;
const CHUNKS = Array.from({ length: Math.ceil(BROWSER_ROWS.length / CHUNK) }, (_, i) =>
  BROWSER_ROWS.slice(i * CHUNK, (i + 1) * CHUNK),
);

test.describe('entering the application area routes by checklist status (000 §4.1)', () => {
  for (const [index, rows] of CHUNKS.entries()) {
    test(`rows ${index * CHUNK + 1}-${index * CHUNK + rows.length} of ${BROWSER_ROWS.length}: ${rows.map(([status]) => status).join(', ')}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(30_000 + rows.length * 15_000);
      const reads = readsOfEachApplication(page);
      for (const [status, extra, destination] of rows) {
        await test.step(`${status} ${JSON.stringify(extra)} lands on ${destination}`, async () => {
          const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
          await patchApplication(request, borrower.applicationUuid, { checklistStatus: status, ...extra });
          await signIn(page, borrower.jwt);
          await page.goto(appPath(borrower.applicationUuid));
          await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, destination)));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByTestId('full-screen-loader')).toBeHidden();
        });
      }
      // Read once a row's page has had the next row's set-up (or the test's end) to send anything late.
      expect(readTwice(reads)).toEqual([]);
    });
  }

  test('COMPLETE and CANCELLED go to the site root', async ({ page, request }) => {
    for (const status of ['COMPLETE', 'CANCELLED']) {
      const borrower = await createBorrower(request, { checklistStatus: status });
      await signIn(page, borrower.jwt);
      await page.goto(appPath(borrower.applicationUuid));
      await expect(page).toHaveURL(pathIs('/'));
    }
    await expectNoAxeViolations(page);
  });

  test('an inquiry application goes to the dashboard', async ({ page, request }) => {
    const borrower = await createBorrower(request);
    await patchApplication(request, borrower.applicationUuid, { isInquiry: true });
    await signIn(page, borrower.jwt);
    await page.goto(appPath(borrower.applicationUuid));
    await expect(page).toHaveURL(pathIs('/dashboard'));
  });

  test('OFFER_SELECTION with a verified offer hands product/select the previous page and the decision', async ({
    page,
    request,
  }) => {
    const borrower = await createBorrower(request);
    await patchApplication(request, borrower.applicationUuid, {
      uwSubDecision: 'VERIFIED_OFFER',
      uwDecision: 'APPROVED',
    });
    await signIn(page, borrower.jwt);
    await page.goto(appPath(borrower.applicationUuid));
    await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'product/select')));
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({ previousPage: 'signing/intro', uwDecision: 'APPROVED' });
  });

  test('an application the borrower cannot load sends them to the dashboard', async ({ page, request }) => {
    const borrower = await createBorrower(request);
    await signIn(page, borrower.jwt);
    await page.goto(appPath('00000000-0000-4000-8000-000000000000'));
    await expect(page).toHaveURL(pathIs('/dashboard'));
  });
});

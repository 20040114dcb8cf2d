import { expect, test } from '@playwright/test';
import {
  appPath,
  createBorrower,
  expectNoAxeViolations,
  patchApplication,
  pathIs,
  recordedRequests,
  signIn,
} from './support';

const statusPath = (uuid: string) => `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`;

test('a transient status shows its own page (not the loader), is polled on the 000 §9 schedule, and a settled one re-routes without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const borrower = await createBorrower(request, { checklistStatus: 'WAITING_FOR_SOFT_CREDIT' });
  // The page's own view of its calls: when each left and when its answer was in.
  const calls: { path: string; sent: number; answered: number }[] = [];
  page.on('requestfinished', (finished) => {
    const timing = finished.timing();
    calls.push({
      path: new URL(finished.url()).pathname,
      sent: timing.startTime,
      answered: timing.startTime + timing.responseEnd,
    });
  });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  await expect(page.getByRole('heading', { level: 1, name: 'We are checking your credit' })).toBeVisible();
  await expect(page.getByTestId('full-screen-loader')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // Four polls: 1000, 2000, 4000 and 5000 ms apart from the previous answer.
  await expect
    .poll(async () => (await recordedRequests(request, statusPath(borrower.applicationUuid))).length, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(4);
  await patchApplication(request, borrower.applicationUuid, { checklistStatus: 'DECLINED' });
  await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'error/decline')), { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByTestId('full-screen-loader')).toBeHidden();
  await expectNoAxeViolations(page);

  const polls = await recordedRequests(request, statusPath(borrower.applicationUuid));
  // The schedule counts from each answer: from the application's, then from each poll's, as the page saw them (the
  // sandbox's own record of arrivals also counted its answer times, up to 6 s under the full suite's load).
  const schedule = calls
    .filter(
      ({ path }) =>
        path === statusPath(borrower.applicationUuid) ||
        path === `/service-application/api/v1/application/heloc/${borrower.applicationUuid}`,
    )
    .sort((a, b) => a.sent - b.sent);
  const gaps = schedule.slice(1).map((call, i) => call.sent - schedule[i]!.answered);
  const expected = [1000, 2000, 4000, 5000];
  expected.forEach((wait, i) => {
    // Each request's times are Playwright's record of it, which a busy runner can skew by tens of milliseconds (a clean
    // CI run measured 1921 ms where 2000 was due); a poll a step early (1000 where 2000 is due) still fails.
    expect(gaps[i]).toBeGreaterThanOrEqual(wait - 150);
    // The page's handling of an answer on a busy 2-core runner is allowed for; a schedule that skips a step still
    // fails (a gap of 5000 ms where 1000 is due).
    expect(gaps[i]).toBeLessThan(wait + 3000);
  });

  // Settled: no further polling once routed, and none after leaving the area.
  const settledCount = polls.length;
  await page.goto('/account/heloc/terms');
  await page.waitForTimeout(6000);
  expect((await recordedRequests(request, statusPath(borrower.applicationUuid))).length).toBe(settledCount);
});

test('a transient status that turns non-settled routes to its destination', async ({ page, request }) => {
  const borrower = await createBorrower(request, { checklistStatus: 'WAITING_FOR_INITIAL_OFFERS' });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  await expect(page.getByTestId('transient-status')).toBeVisible();
  await patchApplication(request, borrower.applicationUuid, { checklistStatus: 'OFFER_SELECTION' });
  await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'product/select')), { timeout: 15_000 });
});

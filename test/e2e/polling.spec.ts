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

/**
 * A transient status as the platform changes it: the page it shows while polling, the status it turns to, and where
 * that sends the borrower (a settled status, and one that is not settled but has a screen of its own).
 */
const CASES = [
  {
    from: 'WAITING_FOR_SOFT_CREDIT',
    heading: 'We are checking your credit',
    to: 'DECLINED',
    destination: 'error/decline',
  },
  {
    from: 'WAITING_FOR_INITIAL_OFFERS',
    heading: null,
    to: 'OFFER_SELECTION',
    destination: 'product/select',
  },
] as const;

/*
 * The poll's schedule (1000, 2000, 4000, 5000 ms from each answer, 000 §9) is a timing property: it is asserted on
 * fake time in test/sagas/applicationSaga.test.ts. Here, in a real browser against the sandbox, only that polling
 * happens, re-routes without a reload when the status changes, and stops: no wall-clock bound a loaded runner can miss.
 */
test('a transient status shows its own page (not the loader), is polled, and a changed status re-routes without a reload and ends the polling', async ({
  page,
  request,
}) => {
  // Two status changes on one page, each with its polls and axe passes: more than the default minute on 2 cores.
  test.setTimeout(150_000);
  for (const { from, heading, to, destination } of CASES) {
    const borrower = await createBorrower(request, { checklistStatus: from });
    const polls = async () => (await recordedRequests(request, statusPath(borrower.applicationUuid))).length;
    await signIn(page, borrower.jwt);
    await page.goto(appPath(borrower.applicationUuid));
    await expect(page.getByTestId('transient-status')).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId('full-screen-loader')).toBeHidden();
    if (heading) await expectNoAxeViolations(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    // Polling happens: the first poll leaves while the status is still transient, and the page stays.
    await expect.poll(polls, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('transient-status')).toBeVisible();
    await patchApplication(request, borrower.applicationUuid, { checklistStatus: to });
    await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, destination)), { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.getByTestId('full-screen-loader')).toBeHidden();
    // The poll that brought the change was the last: none follows while the borrower is on the new screen.
    const settled = await polls();
    if (heading) await expectNoAxeViolations(page);
    await expect(page.getByTestId('transient-status')).toBeHidden();
    expect(await polls()).toBe(settled);
  }
});

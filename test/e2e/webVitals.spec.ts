import { expect, test } from '@playwright/test';
import { WEB_VITAL_EVENT } from '../../features/telemetry/telemetrySlice';
import { SESSION_KEY_STORAGE } from '../../features/telemetry/sessionKeys';
import { appPath, createBorrower, signIn } from './support';

interface StoredVital {
  body: {
    sessionKey?: string;
    pagePath?: string;
    applicationUuid?: string;
    identityId?: string;
    eventProperties?: { metric?: string; route?: string; engine?: string; connection?: string; value?: number };
  };
}

/**
 * Issue 47, item 6: a real page load reports its Core Web Vitals through the telemetry channel, as a borrower's
 * browser would: the library loads once the browser is idle after the first screen; LCP is final at the first input,
 * CLS when the page is hidden (the borrower switches app or tab, or leaves: the case played here, the hardest, since
 * the report must leave with the page).
 */
test('a page load in Chromium sends LCP and CLS with the route pattern, the engine and the connection', async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  await expect(page.getByRole('heading', { level: 1, name: 'Select your offer' })).toBeVisible();
  // This page's own events: its telemetry session's (other tests share the sandbox).
  const storedSessionKey = () => page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY_STORAGE);
  await expect.poll(storedSessionKey).not.toBeNull();
  const sessionKey = await storedSessionKey();
  const sent = async () =>
    (
      (await (
        await request.get(`/__sandbox/events?name=${encodeURIComponent(WEB_VITAL_EVENT)}`)
      ).json()) as StoredVital[]
    )
      .map(({ body }) => body)
      .filter((body) => body.sessionKey === sessionKey);
  const metrics = async () => (await sent()).map((body) => body.eventProperties?.metric).sort();
  // The library is in once the first contentful paint has been sent (it is reported as soon as it is known).
  await expect.poll(metrics).toContain('FCP');
  // The borrower's first key press ends LCP's observation (the library takes only a trusted input for it); leaving
  // the page hides it, which ends CLS's: that report goes as the page goes, so it must not wait for a timer.
  await page.keyboard.press('Shift');
  await page.goto('about:blank');
  await expect.poll(metrics).toEqual(expect.arrayContaining(['CLS', 'LCP']));
  for (const body of await sent()) {
    expect(body.pagePath).toBe('/account/heloc/:uuid');
    expect(body.eventProperties).toMatchObject({ route: '/account/heloc/:uuid', engine: 'Blink' });
    expect(typeof body.eventProperties?.connection).toBe('string');
    expect(body.applicationUuid).toBeUndefined();
    expect(body.identityId).toBeUndefined();
    expect(JSON.stringify(body)).not.toContain(borrower.applicationUuid);
    expect(JSON.stringify(body)).not.toContain(borrower.email);
  }
});

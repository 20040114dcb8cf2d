import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ORG_INFO_ELEMENT_ID } from '../../src/api/contractShell';
import { KEPT_SCREEN_KEY, LAST_SEEN_KEY, SCREEN_COPY_KEY } from '../../features/offline/storageKey';
import { WORKER_SCOPE } from '../../src/sw/routing';
import { TOKEN_LIFETIME_SECONDS } from '../../sandbox/auth';
import { HMDA_DECLINED_LABEL, HMDA_REQUIRED } from '../../features/application/stepRules';
import {
  appPath,
  createBorrower,
  expectNoAxeViolations,
  openNewApplication,
  patchApplication,
  pathIs,
  signIn,
  signInOnce,
  visitAgainControlled,
  workerInstalled,
  exportedActionTypes,
} from './support';

/**
 * Issue 47: the app on the phone. The rest of the suite blocks service workers (playwright.config.ts); these tests
 * allow them, each in a fresh browser context, so each installs the worker on its first visit.
 */
test.use({ serviceWorkers: 'allow' });

const REGISTER = '/account/heloc/register-v2';
/** The built worker, as the sandbox serves it (sandbox/main.ts reads the same DIST_DIR). */
const WORKER_FILE = path.resolve(process.env.DIST_DIR ?? 'dist', 'sw.js');

const lastSeenKept = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), LAST_SEEN_KEY);

/** The organisation the page was served for (the fragment the server, or the worker's copy of its page, carries). */
const orgOfPage = (page: Page) =>
  page.evaluate(
    (id) => (JSON.parse(document.getElementById(id)?.textContent ?? '{}') as { orgCode?: string }).orgCode,
    ORG_INFO_ELEMENT_ID,
  );

/** The telemetry sessions the sandbox has events of `uuid`'s application in. */
async function telemetrySessionsOf(request: APIRequestContext, uuid: string): Promise<(string | undefined)[]> {
  const events = (await (await request.get('/__sandbox/events?kind=event')).json()) as {
    body: { sessionKey?: string; applicationUuid?: string };
  }[];
  return [...new Set(events.filter((stored) => stored.body.applicationUuid === uuid).map((e) => e.body.sessionKey))];
}

test('installed on the first visit, the next one comes from the phone; a new build waits for Reload', async ({
  page,
  request,
}) => {
  const borrower = await openNewApplication(page, request, 'HMDA', { width: 1280, height: 900 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerInstalled(page);
  await visitAgainControlled(page);

  await test.step('the repeat visit: every script and style from the worker, none from the network', async () => {
    const served = { worker: [] as string[], network: [] as string[] };
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/static/'))
        (response.fromServiceWorker() ? served.worker : served.network).push(response.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(served.network).toEqual([]);
    expect(served.worker.length).toBeGreaterThan(4);
  });

  await test.step('a deploy while the page is open: the new worker waits, and is offered on the next screen', async () => {
    const built = await readFile(WORKER_FILE, 'utf8');
    try {
      // A new build is a new worker script; the browser finds it when it checks (each visit, or update()).
      await writeFile(WORKER_FILE, `${built}\n// a later deploy\n`);
      await page.evaluate(async (scope) => {
        await (await navigator.serviceWorker.getRegistration(scope))?.update();
      }, WORKER_SCOPE);
      // The page has heard of it (its action log, as support would export it), and says nothing over this screen.
      await expect.poll(() => exportedActionTypes(page), { timeout: 20_000 }).toContain('offline/updateWaiting');
      const notice = page.getByTestId('update-notice');
      await expect(notice).toHaveCount(0);
      // The open page still runs on the worker it started with; nothing was reloaded under the borrower.
      const states = await page.evaluate(async (scope) => {
        const registration = await navigator.serviceWorker.getRegistration(scope);
        return { waiting: registration?.waiting?.state, controller: navigator.serviceWorker.controller?.state };
      }, WORKER_SCOPE);
      expect(states).toEqual({ waiting: 'installed', controller: 'activated' });

      // The error summary's links go to fields of this screen: still nothing moves it.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert').getByText(HMDA_REQUIRED)).toHaveCount(3);
      await page.getByRole('alert').getByRole('link').first().click();
      await expect(notice).toHaveCount(0);
      await page.getByRole('group', { name: 'Ethnicity' }).getByLabel(HMDA_DECLINED_LABEL).check();
      await page.getByRole('group', { name: 'Race' }).getByLabel(HMDA_DECLINED_LABEL).check();
      await page.getByRole('group', { name: 'Sex' }).getByLabel(HMDA_DECLINED_LABEL).check();
      await page.getByRole('button', { name: 'Continue' }).click();

      // The next screen is drawn with the notice on it.
      await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'start/app-summary')), { timeout: 20_000 });
      await expect(notice).toContainText('A new version is ready.');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);

      await notice.getByRole('button', { name: 'Reload' }).click();
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(async (scope) => {
            const registration = await navigator.serviceWorker.getRegistration(scope);
            return registration?.waiting === null && navigator.serviceWorker.controller !== null;
          }, WORKER_SCOPE),
        )
        .toBe(true);
    } finally {
      await writeFile(WORKER_FILE, built);
    }
  });
});

test('a return visit paints the screen last seen before the platform answers; the answer routes it on, and says so', async ({
  page,
  request,
}) => {
  const borrower = await openNewApplication(page, request, 'OFFER_SELECTION');
  await expect(page.locator('.offer-form .choice-card').first()).toBeVisible();
  await workerInstalled(page);
  await visitAgainControlled(page);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), SCREEN_COPY_KEY))
    .toContain('offersByType');

  // The platform holds its answer: what shows meanwhile can only have come from the device.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const applicationCall = `**/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
  await page.route(applicationCall, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${appPath(borrower.applicationUuid, 'product/select')}$`));
  await expect(page.locator('.offer-form .choice-card').first()).toBeVisible();
  await expect(page.getByTestId('application-summary')).toContainText('Select Offer');
  // Nothing covers it while the platform is asked.
  await expect(page.getByTestId('full-screen-loader')).toHaveCount(0);

  // Meanwhile the application moved on: its answer sends the borrower to where it is now.
  await patchApplication(request, borrower.applicationUuid, { checklistStatus: 'COLLECT_ADDITIONAL_INFO' });
  release();
  await expect(page).not.toHaveURL(/product\/select/);
  await expect(page.getByTestId('application-summary')).not.toContainText('Select Offer');
  await expect(page.getByTestId('moved-on-notice')).toContainText(
    'Your application has moved on since your last visit.',
  );
  await expectNoAxeViolations(page);
  await page.unroute(applicationCall);
});

test('a return visit whose read then fails keeps the screen and what was typed on it; Try again brings it up to date', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const borrower = await createBorrower(request, { checklistStatus: 'DISBURSEMENT_ACCOUNT' });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid, 'bank/manual-disburse'));
  const routing = page.getByLabel('Routing number');
  await expect(routing).toBeVisible();
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), SCREEN_COPY_KEY)).not.toBeNull();
  const address = page.getByTestId('property-address');
  await expect(address).toContainText('CA ');

  // The platform's read of the application fails (its other calls answer): the screen comes from the device.
  const applicationCall = `**/service-application/api/v1/application/heloc/${borrower.applicationUuid}`;
  await page.route(applicationCall, async (route) => {
    if (route.request().method() === 'GET') await route.fulfill({ status: 503, json: { errors: [] } });
    else await route.fallback();
  });
  await page.reload();
  await expect(routing).toBeVisible();
  await routing.fill('021000021');

  // After its retries, the screen stays with what was typed, and says it could not be brought up to date.
  const notice = page.getByTestId('not-updated-notice');
  await expect(notice).toContainText("We couldn't bring your application up to date", { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ has: notice })).toHaveCount(1);
  await expect(page.getByTestId('application-load-error')).toHaveCount(0);
  await expect(routing).toHaveValue('021000021');
  await expectNoAxeViolations(page);
  // Tried again while still out of reach: the notice stays, and the focus comes back to Try again once it answered.
  const tryAgain = notice.getByRole('button', { name: 'Try again' });
  await expect(notice.getByTestId('not-updated-again')).toHaveCount(0);
  await tryAgain.click();
  await expect(tryAgain).toBeFocused({ timeout: 20_000 });
  await expect(routing).toHaveValue('021000021');
  // New words in the live region say this try failed too, and when (a screen reader hears them).
  await expect(notice.getByTestId('not-updated-again')).toHaveText(
    /^We tried again at \d{1,2}:\d{2}\s?[AP]M, but still couldn't bring it up to date\. Check your connection, then try again\.$/,
  );

  // The platform is back, and the application changed meanwhile: Try again reads it behind the screen.
  await patchApplication(request, borrower.applicationUuid, { propertyState: 'TX' });
  await page.unroute(applicationCall);
  await tryAgain.click();
  await expect(notice).toHaveCount(0);
  // The notice and its button gone, the focus is on the screen's heading, not lost to the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(address).toContainText('TX ');
  await expect(page).toHaveURL(pathIs(appPath(borrower.applicationUuid, 'bank/manual-disburse')));
  await expect(routing).toHaveValue('021000021');
});

test('offline, the application shows what the borrower last saw; back online it updates itself', async ({
  page,
  context,
  request,
}) => {
  await openNewApplication(page, request, 'INCOME_VERIFICATION');
  const summary = page.getByTestId('application-summary');
  await expect(summary).toContainText('Link Income Sources');
  await workerInstalled(page);
  await visitAgainControlled(page);
  await expect.poll(() => lastSeenKept(page)).not.toBeNull();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  const lastSeen = page.getByTestId('offline-last-seen');
  await expect(lastSeen.getByRole('heading', { level: 1 })).toHaveText('Your application, as you last saw it');
  await expect(page.getByTestId('last-seen-step')).toContainText('Link Income Sources');
  await expect(lastSeen.locator('[aria-current="step"]')).toContainText('Link Income Sources');
  await expect(page.getByTestId('last-seen-time')).toContainText('Last updated');
  await expectNoAxeViolations(page);

  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await context.setOffline(false);
  await expect(lastSeen).toHaveCount(0);
  await expect(summary).toContainText('Link Income Sources');
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('offline, the screen kept for a return visit is not painted: the last-seen page shows, nothing flashes first', async ({
  page,
  context,
  request,
}) => {
  await openNewApplication(page, request, 'OFFER_SELECTION');
  await expect(page.locator('.offer-form .choice-card').first()).toBeVisible();
  await workerInstalled(page);
  await visitAgainControlled(page);
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), KEPT_SCREEN_KEY)).not.toBeNull();
  // Whether the kept screen was ever on the page, from the page's first byte (decision 426).
  await page.addInitScript((testId) => {
    new MutationObserver(() => {
      if (document.querySelector(`[data-testid="${testId}"]`)) (window as { keptShown?: boolean }).keptShown = true;
    }).observe(document, { childList: true, subtree: true });
  }, 'application-kept');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-last-seen')).toBeVisible();
  expect(await page.evaluate(() => (window as { keptShown?: boolean }).keptShown ?? false)).toBe(false);
  await context.setOffline(false);
  await expect(page.locator('.offer-form .choice-card').first()).toBeVisible();
});

test('logout leaves nothing of the borrower; the next one on this browser never sees it, online or offline', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = await createBorrower(request, { checklistStatus: 'INCOME_VERIFICATION' });
  const second = await createBorrower(request, { checklistStatus: 'HMDA' });
  // Every platform read sent while signed in, by its address.
  const signedInReads = new Set<string>();
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && sent.headers().authorization !== undefined) signedInReads.add(sent.url());
  });
  await page.goto(REGISTER);
  await signInOnce(page, first.jwt);
  await page.goto(appPath(first.applicationUuid));
  await expect(page.getByTestId('application-summary')).toContainText('Link Income Sources');
  await workerInstalled(page);
  await visitAgainControlled(page);
  await expect.poll(() => lastSeenKept(page)).not.toBeNull();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const left = await page.evaluate(
    async ({ key, copyKey }) => {
      // Every entry of every cache but the build's own files, with its address and what it holds.
      const kept: { name: string; text: string }[] = [];
      for (const name of (await caches.keys()).filter((cacheName) => !cacheName.startsWith('workbox-precache'))) {
        const cache = await caches.open(name);
        for (const entry of await cache.keys())
          kept.push({ name, text: `${entry.url}\n${(await (await cache.match(entry))?.text()) ?? ''}` });
      }
      return {
        kept,
        lastSeen: window.localStorage.getItem(key),
        screenCopy: window.localStorage.getItem(copyKey),
        token: window.localStorage.getItem('jwt'),
      };
    },
    { key: LAST_SEEN_KEY, copyKey: SCREEN_COPY_KEY },
  );
  expect(left.lastSeen).toBeNull();
  expect(left.screenCopy).toBeNull();
  expect(left.token).toBeNull();
  // Nothing of the borrower's stays in any cache. Logout deletes the page caches; a page's network-first answer still
  // on its way into the cache as the borrower logs out may write its organisation's frame back, which is the same
  // for every borrower (a loaded machine showed it): what is checked is that no cache holds this borrower's
  // application or email.
  for (const entry of left.kept) {
    expect(entry.text, `${entry.name} keeps ${entry.text.split('\n')[0]}`).not.toContain(first.applicationUuid);
    expect(entry.text, `${entry.name} keeps the borrower's email`).not.toContain(first.email);
    expect(entry.text.split('\n')[0], `${entry.name} holds a page, not the platform's data`).not.toMatch(/\/api\//);
  }
  // Nor does the browser's HTTP cache, which no logout can empty: a signed-in answer is never stored there. Asked for
  // only from that cache, each of those reads finds nothing.
  expect([...signedInReads].filter((read) => read.includes(first.applicationUuid)).length).toBeGreaterThan(0);
  const stillCached = await page.evaluate(
    async (reads) => {
      const found: string[] = [];
      for (const read of reads) {
        const answer = await fetch(read, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
        if (answer?.ok) found.push(new URL(read).pathname);
      }
      return found;
    },
    [...signedInReads],
  );
  expect(stillCached, "the borrower's platform answers left in the browser's HTTP cache").toEqual([]);

  await signInOnce(page, second.jwt);
  await page.goto(appPath(second.applicationUuid));
  await expect(page.getByTestId('application-summary')).toContainText('Provide More Info');
  await expect.poll(() => lastSeenKept(page)).not.toBeNull();
  // The next borrower's telemetry is a session of their own, not the tab's last one: the session replay the first's
  // application links to never shows the second, nor the second's the first.
  await expect
    .poll(async () => (await telemetrySessionsOf(request, second.applicationUuid)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const firstSessions = await telemetrySessionsOf(request, first.applicationUuid);
  expect(firstSessions.length).toBeGreaterThan(0);
  expect(
    (await telemetrySessionsOf(request, second.applicationUuid)).filter((key) => firstSessions.includes(key)),
  ).toEqual([]);

  await context.setOffline(true);
  await page.goto(appPath(first.applicationUuid));
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('application-load-error')).toBeVisible();
  await expect(page.getByTestId('offline-last-seen')).toHaveCount(0);
  await expect(page.getByText('Link Income Sources')).toHaveCount(0);

  await page.goto(appPath(second.applicationUuid));
  await expect(page.getByTestId('last-seen-step')).toContainText('Provide More Info');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px, a logout in one tab ends the borrower's application in the other at once; the next borrower signed in there is not shown it`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const first = await createBorrower(request, { checklistStatus: 'APP_SUBMISSION' });
    const second = await createBorrower(request, { checklistStatus: 'HMDA' });
    await page.goto(REGISTER);
    await signInOnce(page, first.jwt);
    // The summary before submitting shows the borrower's email, name, phone, address and income.
    const summary = appPath(first.applicationUuid, 'start/app-summary');
    await page.goto(summary);
    await expect(page.getByText(first.email)).toBeVisible();
    const other = await context.newPage();
    await other.setViewportSize(viewport);
    await other.goto(summary);
    await expect(other.getByText(first.email)).toBeVisible();
    const entries = await other.evaluate(() => window.history.length);

    if (viewport.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/auth\/login/);
    // Before decision 437 the other tab kept showing it until its next call, at least 20 s.
    await expect(other).toHaveURL(/\/auth\/login$/, { timeout: 5_000 });
    await expect(other.getByText(first.email)).toHaveCount(0);
    // In the page's place: Back does not return to it.
    expect(await other.evaluate(() => window.history.length)).toBe(entries);

    // The next borrower signs in in the first tab; the second shows nothing of the first on the way to them.
    await signInOnce(page, second.jwt);
    await other.goto(appPath(second.applicationUuid));
    await expect(other.getByTestId('application-summary')).toContainText('Provide More Info');
    await expect(other.getByText(first.email)).toHaveCount(0);
  });
}

test("a tab shown again after its token's expiry passed goes to the login with the way back, showing nothing of the borrower", async ({
  page,
  request,
}) => {
  const borrower = await createBorrower(request, { checklistStatus: 'APP_SUBMISSION' });
  // The page's clock flows as the real one until the test moves it; the platform's is never moved.
  await page.clock.install();
  await page.goto(REGISTER);
  await signInOnce(page, borrower.jwt);
  const summary = appPath(borrower.applicationUuid, 'start/app-summary');
  await page.goto(summary);
  await expect(page.getByText(borrower.email)).toBeVisible();
  const entries = await page.evaluate(() => window.history.length);

  // The tab sat hidden past its token's lifetime; nothing the platform answers says so, since its clock has not moved.
  await page.clock.fastForward((TOKEN_LIFETIME_SECONDS + 3600) * 1000);
  await expect(page.getByText(borrower.email)).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(
    (url) => url.pathname === '/auth/login' && url.searchParams.get('redirectUrl') === summary,
    { timeout: 5_000 },
  );
  await expect(page.getByText(borrower.email)).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
});

test('another borrower signed in in another tab, with no logout here: this tab sends their events in a session of their own', async ({
  page,
  context,
  request,
}) => {
  const first = await createBorrower(request, { checklistStatus: 'INCOME_VERIFICATION' });
  const second = await createBorrower(request, { checklistStatus: 'HMDA' });
  await page.goto(REGISTER);
  await signInOnce(page, first.jwt);
  await page.goto(appPath(first.applicationUuid));
  await expect(page.getByTestId('application-summary')).toContainText('Link Income Sources');
  await expect
    .poll(async () => (await telemetrySessionsOf(request, first.applicationUuid)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  // The second borrower signs in in another tab, over the first's token: this tab's page ends (decision 437), and
  // nothing was logged out here, so the tab still holds the first borrower's telemetry session.
  const other = await context.newPage();
  await other.goto(REGISTER);
  await signInOnce(other, second.jwt);
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 5_000 });
  await page.goto(appPath(second.applicationUuid));
  await expect(page.getByTestId('application-summary')).toContainText('Provide More Info');
  await expect
    .poll(async () => (await telemetrySessionsOf(request, second.applicationUuid)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  // Decision 445: the session named for the first borrower is not carried on for the second.
  const firstSessions = await telemetrySessionsOf(request, first.applicationUuid);
  expect(
    (await telemetrySessionsOf(request, second.applicationUuid)).filter((key) => firstSessions.includes(key)),
  ).toEqual([]);
});

test("a call this tab makes before another tab's sign-in reaches it goes with neither borrower's token, and the tab goes to the login", async ({
  page,
  request,
}) => {
  const first = await createBorrower(request, { checklistStatus: 'LIEN_VERIFICATION' });
  const second = await createBorrower(request, { checklistStatus: 'HMDA' });
  await page.goto(REGISTER);
  await signInOnce(page, first.jwt);
  const [firstToken, secondToken] = [`Bearer ${first.jwt}`, `Bearer ${second.jwt}`];
  // The conditions page asks for the borrower's conditions again whenever the window gets the focus.
  const conditionsCalls: (string | undefined)[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith(`/${first.applicationUuid}/conditions/external-applicants`))
      conditionsCalls.push(sent.headers().authorization);
  });
  await page.goto(appPath(first.applicationUuid, 'conditions'));
  await expect.poll(() => conditionsCalls).toEqual([firstToken]);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => conditionsCalls).toEqual([firstToken, firstToken]);

  // Another tab has just stored the second borrower's token, and its storage event has not reached this tab: the
  // page's own write fires none here, so that moment lasts until the test sends the event. Before decision 453 a
  // focus in it asked for the first borrower's conditions with the second one's token.
  await page.evaluate((token) => {
    window.localStorage.setItem('jwt', token);
    window.dispatchEvent(new Event('focus'));
  }, secondToken);
  await page.evaluate(() => window.dispatchEvent(new StorageEvent('storage', { key: 'jwt' })));
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 5_000 });
  expect(conditionsCalls).toEqual([firstToken, firstToken]);
  await expect(page.getByText(first.email)).toHaveCount(0);
  // The second borrower's session is theirs still: this tab's ending took nothing of it.
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBe(secondToken);
});

test('two organisations, on two hosts or by ?org= on one, never get each other’s page offline', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const local = new URL(baseURL ?? '');
  const partner = `${local.protocol}//apm.localhost:${local.port}`;
  for (const origin of [partner, local.origin]) {
    await page.goto(`${origin}${REGISTER}`);
    await workerInstalled(page);
    await visitAgainControlled(page);
  }
  // Kept by the worker, beside the host's own brand.
  await page.goto(`${local.origin}${REGISTER}?org=cmg`);
  expect(await orgOfPage(page)).toBe('cmg');

  await context.setOffline(true);
  const offline = async (url: string) => {
    await page.goto(url);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    return orgOfPage(page);
  };
  expect(await offline(`${partner}${REGISTER}`)).toBe('apm');
  const hostDefault = await offline(`${local.origin}${REGISTER}`);
  expect(hostDefault).not.toBe('apm');
  expect(hostDefault).not.toBe('cmg');
  expect(await offline(`${local.origin}${REGISTER}?org=cmg`)).toBe('cmg');
});

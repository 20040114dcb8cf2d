// The repeat-visit section of `npm run bench` (issue 47 item 2): the application entry opened again once the service
// worker is installed, beside its first visit and the floor's, all under DevTools' "Slow 4G" and a 4x slower CPU.
// Lighthouse (section 2) clears storage before each run, so it only ever sees first visits; this section keeps it.

/** DevTools' "Slow 4G" preset: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
export const CPU_SLOWDOWN = 4;
/** After the heading shows, how long the page may still change its largest paint or block the main thread. */
const SETTLE_MS = 3000;

/** In the page from its start: the largest-paint candidates and the long tasks, as the browser reports them. */
function observePaints() {
  const seen = { lcp: 0, fcp: 0, longTasks: [] };
  window.__repeatBench = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * The page's throttling reaches only the page: the service worker is a target of its own, whose fetches (the page's
 * HTML, network first) would run at full speed. Its network is slowed the same way, through the browser's session.
 */
async function throttleWorkers(browserCdp, origin, conditions) {
  const { targetInfos } = await browserCdp.send('Target.getTargets');
  const workers = targetInfos.filter((target) => target.type === 'service_worker' && target.url.startsWith(origin));
  for (const worker of workers) {
    const { sessionId } = await browserCdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    const send = (id, method, params) =>
      browserCdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    await send(1, 'Network.enable', {});
    await send(2, 'Network.emulateNetworkConditions', conditions);
  }
  return workers.length;
}

const UNTHROTTLED = { ...SLOW_4G, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** One throttled load of `url` in `page`: LCP, FCP, blocking time after FCP (Lighthouse's TBT rule) and where files came from. */
async function throttledVisit(page, cdp, browserCdp, url) {
  const origin = new URL(url).origin;
  const throttledWorkers = await throttleWorkers(browserCdp, origin, SLOW_4G);
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const files = { worker: 0, past: 0 };
  const count = (response) => {
    if (new URL(response.url()).pathname.startsWith('/static/'))
      files[response.fromServiceWorker() ? 'worker' : 'past'] += 1;
  };
  page.on('response', count);
  try {
    await page.goto(url, { timeout: 120_000 });
    await page.locator('main h1').first().waitFor({ timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const seen = await page.evaluate(() => window.__repeatBench);
    const tbtMs = seen.longTasks
      .filter(([start]) => start >= seen.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcpMs: seen.lcp, fcpMs: seen.fcp, tbtMs, files, throttledWorkers };
  } finally {
    page.off('response', count);
    await cdp.send('Network.emulateNetworkConditions', UNTHROTTLED);
    await throttleWorkers(browserCdp, origin, UNTHROTTLED);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** Waits until the worker is active and has kept the page (src/boot/appWorkerClient.ts), then until it controls a visit. */
export async function installWorker(page, url) {
  await page.goto(url);
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration('/account/heloc/');
      return registration?.active?.state === 'activated' && (await caches.keys()).includes('heloc-pages-v1');
    },
    undefined,
    { timeout: 60_000 },
  );
  for (let visit = 0; visit < 10; visit += 1) {
    await page.goto(url);
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await page.waitForTimeout(500);
  }
  throw new Error('the service worker never took a visit over');
}

/**
 * `runs` times each, every run in a fresh browser context: the application entry's first visit (nothing cached), its
 * repeat visit (the worker installed on an unthrottled visit before), and the floor's first visit and repeat visit
 * (its files in the HTTP cache, which is all a page without a worker has): each visit of the app beside the same visit
 * of the floor, under the same throttling (issue 47 items 2 and 4).
 */
export async function measureRepeatVisit({ browser, app, floor, borrower, runs, log, stats }) {
  const appUrl = `${app.origin}/account/heloc/${borrower.applicationUuid}`;
  const floorUrl = `${floor.origin}/account/heloc/register-v2`;
  const kinds = { applicationFirst: [], applicationRepeat: [], floorFirst: [], floorRepeat: [] };
  const browserCdp = await browser.newBrowserCDPSession();
  for (let run = 0; run < runs; run += 1) {
    for (const kind of Object.keys(kinds)) {
      log(`repeat visit: ${kind} run ${run + 1}/${runs}`);
      const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
      try {
        await context.addInitScript(observePaints);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const ofFloor = kind.startsWith('floor');
        const url = ofFloor ? floorUrl : appUrl;
        if (!ofFloor) {
          await page.goto(`${app.origin}/__sandbox/flags`);
          await page.evaluate((token) => window.localStorage.setItem('jwt', `Bearer ${token}`), borrower.jwt);
        }
        if (kind === 'applicationRepeat') await installWorker(page, url);
        if (kind === 'floorRepeat') await page.goto(url);
        kinds[kind].push(await throttledVisit(page, cdp, browserCdp, url));
      } finally {
        await context.close();
      }
    }
  }
  return {
    method: `Chromium at 390 px with DevTools' "Slow 4G" (562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up) and a ${CPU_SLOWDOWN}x CPU slowdown through CDP, on the page and on its service worker (whose fetch of the page's HTML would otherwise run at full speed); each run a fresh context. The application entry (an application at OFFER_SELECTION): its first visit with nothing cached, and its repeat visit once the service worker is installed (an unthrottled visit installs it and a second one is its). The floor's register-v2 on its first visit, and visited again with its files in the HTTP cache; each visit of the app is read against the same visit of the floor. LCP and FCP from the page's PerformanceObserver; blocking time is the long tasks' time over 50 ms after FCP, until ${SETTLE_MS} ms after the screen's h1 showed; files are the /static/ answers not served by the worker (from the network or the HTTP cache). ${runs} runs each.`,
    goal: { lcpMs: 1000, tbt: "at most the floor's" },
    pages: Object.fromEntries(
      Object.entries(kinds).map(([kind, visits]) => [
        kind,
        {
          visits,
          lcpMs: stats(visits.map((visit) => visit.lcpMs)),
          fcpMs: stats(visits.map((visit) => visit.fcpMs)),
          tbtMs: stats(visits.map((visit) => visit.tbtMs)),
          filesPastWorker: stats(visits.map((visit) => visit.files.past)),
        },
      ]),
    ),
  };
}

// npm run bench (docs/bench.md): measures speed on this machine, each figure beside a floor measured in the same run,
// and writes bench/REPORT.md and bench/report.json. It reports; nothing here fails CI (the size budget check does).
// Options: --only=size,lighthouse,repeat,steps,polling,memory,load,vitals (default: all); --runs=N (Lighthouse runs and
// repeat visits, default 5); --vitals-from=<origin>: the sandbox whose web-vital events the vitals section reads (default: the bench's own).
// BENCH_OUT=<folder>: builds and the report go there instead of bench/out and bench/ (several people on one machine
// each keep their own; the jest sections still write bench/out). BENCH_LHR=<folder>: each Lighthouse run's whole report.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import webpack from 'webpack';
import { compressedSizes, filesOf, readChunkGroups, sumSizes } from './bench-size-lib.mjs';
import { renderReport } from './bench-report.mjs';
import { readFieldVitals } from './bench-vitals.mjs';
import { installWorker, measureRepeatVisit } from './bench-repeat.mjs';
import { answerPasswordStep, REGISTER_V2_FILLS } from './register-v2-answers.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const OUT = process.env.BENCH_OUT ? path.resolve(ROOT, process.env.BENCH_OUT) : path.join(ROOT, 'bench/out');
const REPORT_DIR = process.env.BENCH_OUT ? OUT : path.join(ROOT, 'bench');
const APP_DIST = path.join(OUT, 'dist');
const FLOOR_DIST = path.join(OUT, 'dist-floor');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
const STEP_RUNS = 20;
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = 10;
// Upper bound on requests per load run, so a very fast machine still ends the loop by count.
const LOAD_MAX_REQUESTS = 500_000;
// Issue 16's goals: register-v2's first-paint JS and score; the application entry's score; LCP and TBT on both.
const GOAL = {
  registerV2JsGzipBytes: 140 * 1024,
  registerV2Performance: 95,
  applicationPerformance: 90,
  lcpMs: 2000,
  tbtMs: 100,
};

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const ALL = ['size', 'lighthouse', 'repeat', 'steps', 'polling', 'memory', 'load', 'vitals'];
const only = new Set(args.only ? args.only.split(',') : ALL);
const lighthouseRuns = Number(args.runs ?? 5);

const started = Date.now();
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

// ---------- statistics ----------

const sorted = (values) => [...values].sort((a, b) => a - b);
const quantile = (values, q) => {
  if (values.length === 0) return null;
  const s = sorted(values);
  const at = (s.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return s[low] + (s[high] - s[low]) * (at - low);
};
const stats = (values) => ({
  n: values.length,
  median: quantile(values, 0.5),
  min: values.length ? Math.min(...values) : null,
  max: values.length ? Math.max(...values) : null,
  values,
});

// ---------- builds ----------

function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) reject(error);
      else if (result?.hasErrors()) reject(new Error(result.toString('errors-only')));
      else resolve(result);
    });
  });
}

async function buildBoth() {
  const makeConfig = require(path.join(ROOT, 'webpack.config.js'));
  const argv = { mode: 'production' };
  const app = makeConfig({}, argv);
  app.context = ROOT;
  app.output = { ...app.output, path: APP_DIST };
  const floor = makeConfig({}, argv);
  floor.context = ROOT;
  floor.entry = { main: './tools/bench-floor/main.tsx' };
  floor.output = { ...floor.output, path: FLOOR_DIST };
  log(`building the app (production) into ${path.relative(ROOT, APP_DIST)}`);
  await build(app);
  log('prerendering its first screens (npm run prerender)');
  execFileSync('npm', ['run', '--silent', 'prerender'], {
    cwd: ROOT,
    env: { ...process.env, DIST_DIR: APP_DIST },
    stdio: 'inherit',
  });
  log(`building the stack floor into ${path.relative(ROOT, FLOOR_DIST)}`);
  await build(floor);
}

// ---------- processes ----------

/** Starts a child that prints "<label> ready: http://host:port..." and answers its origin. */
function startChild(label, command, commandArgs, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${label} did not start in 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = output.match(/ready: (http:\/\/[^/\s]+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: match[1], stop: () => stopChild(child) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code}:\n${output}`));
    });
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    }, 5000).unref();
  });
}

/** The sandbox over a given build, in its own process (node --import tsx: one process, so one pid to stop). */
const startSandbox = (distDir) =>
  startChild('sandbox', process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    PORT: '0',
    HOST: '127.0.0.1',
    DIST_DIR: distDir,
  });

async function api(origin, method, pathname, body, headers = {}) {
  const response = await fetch(`${origin}${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** A signed-in borrower whose application sits at a settled status (its screen renders without waiting). */
const createBorrower = (origin, checklistStatus = 'OFFER_SELECTION') =>
  api(origin, 'POST', '/__sandbox/borrowers', { checklistStatus });

// ---------- 1. sizes ----------

/** Loads a page in Chromium and lists the JS and CSS it fetched before its first screen's h1 was visible. */
async function firstPaintFiles(browser, url, { jwt, waitAway } = {}) {
  const context = await browser.newContext();
  if (jwt) {
    await context.addInitScript((token) => {
      window.localStorage.setItem('jwt', `Bearer ${token}`);
    }, jwt);
  }
  // A prerendered screen is visible before any script has run: count what it needs to work, up to the first frame in
  // which its screen's h1 shows and React has taken the page over (its root is attached to the container, as for a
  // client-rendered page). That frame is watched for in the page from its start, and only files requested by then
  // count: the idle-time prefetches and what waits for the first screen are not the first paint's. (Checked from
  // here, the moment was when the check came back: full runs of 2026-11-26 and 2026-11-27 counted those files, on
  // register-v2 and on the application page, whose heading shows only once the app runs.)
  await context.addInitScript(() => {
    const watch = () => {
      const root = document.getElementById('root');
      const taken = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      const heading = document.querySelector('main h1');
      if (taken && heading !== null && heading.getClientRects().length > 0) window.benchTakenOverAt = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  const page = await context.newPage();
  // Not waiting for the load event, which can come after the hydration.
  await page.goto(url, { waitUntil: 'commit' });
  if (waitAway) await page.waitForURL((current) => current.pathname !== new URL(url).pathname, { timeout: 30_000 });
  await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => window.benchTakenOverAt !== undefined, undefined, { timeout: 30_000 });
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= window.benchTakenOverAt)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/static/') && /\.(js|css)$/.test(pathname))
      .map((pathname) => pathname.slice(1)),
  );
  // Stylesheets written into a prerendered page (tools/prerender.tsx) count as the files they were read from.
  const inlined = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href') ?? ''),
  );
  for (const href of inlined) if (href.startsWith('/static/')) fetched.push(href.slice(1));
  const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
  const at = new URL(page.url()).pathname;
  const snapshot = [...new Set(fetched)].sort();
  await context.close();
  return { files: snapshot, heading, at };
}

function sizesOf(distDir, files) {
  const js = files.filter((file) => file.endsWith('.js'));
  const css = files.filter((file) => file.endsWith('.css'));
  return {
    files: files.map((file) => ({ file, ...compressedSizes(path.join(distDir, file)) })),
    js: sumSizes(distDir, js),
    css: sumSizes(distDir, css),
  };
}

async function measureSizes(browser, app, floor) {
  const borrower = await createBorrower(app.origin);
  const entries = [
    { id: 'register-v2', url: `${app.origin}/account/heloc/register-v2`, dist: APP_DIST },
    {
      id: 'application',
      url: `${app.origin}/account/heloc/${borrower.applicationUuid}`,
      dist: APP_DIST,
      jwt: borrower.jwt,
      waitAway: true,
    },
    { id: 'signer', url: `${app.origin}/account/heloc/heloc-signer/login`, dist: APP_DIST },
    { id: 'floor', url: `${floor.origin}/account/heloc/register-v2`, dist: FLOOR_DIST },
  ];
  const result = {};
  for (const entry of entries) {
    log(`size: loading ${entry.id}`);
    const seen = await firstPaintFiles(browser, entry.url, entry);
    result[entry.id] = {
      url: entry.url,
      heading: seen.heading,
      renderedAt: seen.at,
      ...sizesOf(entry.dist, seen.files),
    };
  }
  const allFiles = (dist) => {
    const manifest = readChunkGroups(dist);
    const { js, css } = filesOf(manifest, Object.keys(manifest.groups));
    return { js: sumSizes(dist, js), css: sumSizes(dist, css), chunks: js.length };
  };
  const manifest = readChunkGroups(APP_DIST);
  const main = filesOf(manifest, ['main']);
  const registerStats = filesOf(manifest, ['main', 'registration']);
  return {
    method:
      "Chromium loads each page from the sandbox; every /static/ JS and CSS response until the first screen's <main> h1 is visible and React has taken the page over (a prerendered screen shows before any script; this counts what it needs to work) is summed, with sizes compressed from the built files (gzip -9, brotli 11).",
    entries: result,
    mainBundle: { js: sumSizes(APP_DIST, main.js), css: sumSizes(APP_DIST, main.css) },
    registerV2FromStats: { js: sumSizes(APP_DIST, registerStats.js), files: registerStats.js },
    total: { app: allFiles(APP_DIST), floor: allFiles(FLOOR_DIST) },
    goal: { registerV2JsGzipBytes: GOAL.registerV2JsGzipBytes },
  };
}

// ---------- 2. Lighthouse ----------

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function measureLighthouse(app, floor) {
  const borrower = await createBorrower(app.origin);
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  // One persistent Chromium that Lighthouse drives through its debugging port; storage and cache are cleared by
  // hand before each run (so the signed-in page keeps its token), which Lighthouse's own reset would not allow.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
    // The visits that set up applicationRepeat are the borrower's earlier visits on the same phone: at the width of
    // Lighthouse's mobile emulation (its moto g power, 412x823), not Playwright's default 1280x720, since the screen
    // kept on the device is tagged with its layout and a phone never paints a copy kept at a desk's (decision 426).
    viewport: { width: 412, height: 823 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  const pages = [
    { id: 'register-v2', origin: app.origin, path: '/account/heloc/register-v2' },
    { id: 'application', origin: app.origin, path: `/account/heloc/${borrower.applicationUuid}`, jwt: borrower.jwt },
    // Issue 47 item 2: the same page once the service worker is installed and the screen kept on the device. Its
    // storage is set up before its first run and kept for the others: a borrower's second, third, ... visit.
    {
      id: 'applicationRepeat',
      origin: app.origin,
      path: `/account/heloc/${borrower.applicationUuid}`,
      jwt: borrower.jwt,
      repeat: true,
    },
    { id: 'floor', origin: floor.origin, path: '/account/heloc/register-v2' },
  ];
  const result = {};
  try {
    for (const target of pages) {
      const runs = [];
      for (let run = 0; run < lighthouseRuns; run += 1) {
        log(`lighthouse: ${target.id} run ${run + 1}/${lighthouseRuns}`);
        if (!target.repeat || run === 0) {
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', { origin: target.origin, storageTypes: 'all' });
          if (target.jwt) {
            await page.goto(`${target.origin}/__sandbox/flags`);
            await page.evaluate((token) => window.localStorage.setItem('jwt', `Bearer ${token}`), target.jwt);
          }
          if (target.repeat) {
            await installWorker(page, `${target.origin}${target.path}`);
            await page.waitForFunction(() => (localStorage.getItem('heloc.screenCopy') ?? '').includes('offersByType'));
          }
        }
        await page.goto('about:blank');
        const runner = await lighthouse(
          `${target.origin}${target.path}`,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          undefined,
        );
        const lhr = runner?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${target.id}`);
        // BENCH_LHR=<folder> keeps each run's whole report, to read what a figure is made of (its long tasks, the
        // requests before the largest paint).
        if (process.env.BENCH_LHR) {
          mkdirSync(process.env.BENCH_LHR, { recursive: true });
          writeFileSync(path.join(process.env.BENCH_LHR, `${target.id}-${run + 1}.json`), JSON.stringify(lhr));
        }
        runs.push({
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          // Lighthouse's lab stand-in for responsiveness: the longest task after the first paint, as a first input's
          // worst delay (no lab run has real interactions, so no INP).
          maxFidMs: lhr.audits['max-potential-fid'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          finalUrl: lhr.finalDisplayedUrl,
          runtimeError: lhr.runtimeError?.message ?? null,
        });
      }
      result[target.id] = {
        url: `${target.origin}${target.path}`,
        runs,
        performance: stats(runs.map((r) => r.performance)),
        lcpMs: stats(runs.map((r) => r.lcpMs)),
        tbtMs: stats(runs.map((r) => r.tbtMs)),
        maxFidMs: stats(runs.map((r) => r.maxFidMs)),
        cls: stats(runs.map((r) => r.cls)),
      };
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return {
    method: `Lighthouse ${require('lighthouse/package.json').version}, default (mobile) config with simulated throttling, performance only, ${lighthouseRuns} runs each, cache and storage cleared before each run; applicationRepeat is the application entry again with the service worker installed and the screen kept on the device (issue 47 item 2), its storage set up before its first run and kept.`,
    pages: result,
    goal: {
      registerV2Performance: GOAL.registerV2Performance,
      applicationPerformance: GOAL.applicationPerformance,
      lcpMs: GOAL.lcpMs,
      tbtMs: GOAL.tbtMs,
    },
  };
}

// ---------- 3. step changes ----------

/** Arms an in-page timer: from the form's submit to the frame after the h1 changed (that frame is presented). */
const armStepTimer = () =>
  new Promise((resolve) => {
    const before = document.querySelector('main h1')?.textContent;
    let submittedAt = 0;
    document.addEventListener('submit', () => (submittedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const now = document.querySelector('main h1')?.textContent;
      if (!submittedAt || !now || now === before) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - submittedAt);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });

async function timeSteps(browser, url, prepare) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = [];
  const chunkFetches = [];
  let counting = false;
  page.on('request', (request) => {
    if (counting && /\/static\/.*\.(js|css)$/.test(request.url())) chunkFetches.push(new URL(request.url()).pathname);
  });
  try {
    for (let run = 0; run < STEP_RUNS; run += 1) {
      await page.goto(url);
      await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
      await prepare(page);
      // A borrower takes a few seconds to answer: the idle-time prefetches (later steps, the shell's overlays) are in
      // by then, and a fetch they make is not one the step waits for.
      await page.waitForLoadState('networkidle');
      // Network idle can come before the browser's first idle period, in which the app starts its idle-time work
      // (telemetry's saga, decision 158): wait for that period too, then until no more files come in.
      await page.evaluate(async () => {
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }));
        for (let seen = -1; seen !== performance.getEntriesByType('resource').length;) {
          seen = performance.getEntriesByType('resource').length;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      });
      const timer = page.evaluate(armStepTimer);
      counting = true;
      await page.getByRole('button', { name: 'Continue' }).click();
      times.push(await Promise.race([timer, new Promise((resolve) => setTimeout(() => resolve(null), 15_000))]));
      counting = false;
    }
  } finally {
    await context.close();
  }
  const measured = times.filter((t) => t !== null);
  return { ...stats(measured), timeouts: times.length - measured.length, chunkFetches };
}

const CREATE_ACCOUNT_RUNS = 5;

/** register-v2 up to its last step, answered as a borrower would, with a fresh email each time. */
async function fillRegistration(page, origin, run) {
  await page.goto(`${origin}/account/heloc/register-v2`);
  for (const fill of REGISTER_V2_FILLS) {
    await fill(page, `bench+offers-${Date.now()}-${run}@sandbox.example`);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await answerPasswordStep(page);
}

/** From the form's submit to the frame after the offer screen shows with no dialog over it (the processing modal). */
const armOffersTimer = () =>
  new Promise((resolve) => {
    let submittedAt = 0;
    document.addEventListener('submit', () => (submittedAt = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent;
      if (!submittedAt || heading !== 'Select your offer' || document.querySelector('dialog[open]')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ submittedAt, ms: performance.now() - submittedAt });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });

/** How long at least one of the given intervals was open: the time the borrower waited on the platform at most. */
function unionMs(intervals) {
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (from > end) {
      total += to - from;
      end = to;
    } else if (to > end) {
      total += to - end;
      end = to;
    }
  }
  return total;
}

async function timeCreateAccount(browser, app) {
  const settings = await api(app.origin, 'GET', '/__sandbox/settings');
  await api(app.origin, 'PATCH', '/__sandbox/settings', { workflowStepMs: 0 });
  const runs = [];
  try {
    for (let run = 0; run < CREATE_ACCOUNT_RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      try {
        await fillRegistration(page, app.origin, run);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const requests = [];
        page.on('requestfinished', (request) => requests.push(request));
        const timer = page.evaluate(armOffersTimer);
        await page.getByRole('button', { name: 'Create account' }).click();
        const measured = await Promise.race([timer, new Promise((resolve) => setTimeout(() => resolve(null), 30_000))]);
        if (measured === null) {
          runs.push(null);
          continue;
        }
        const origin = await page.evaluate(() => performance.timeOrigin);
        const calls = [];
        const chunks = [];
        for (const request of requests) {
          const { pathname } = new URL(request.url());
          const timing = request.timing();
          // Playwright's startTime is epoch ms; the page's clock starts at its time origin.
          const from = timing.startTime - origin;
          const to = from + timing.responseEnd;
          if (to > measured.ms + measured.submittedAt || from < measured.submittedAt) continue;
          if (pathname.startsWith('/static/')) chunks.push(pathname);
          else if (!pathname.startsWith('/ft/')) calls.push([from, to]);
        }
        runs.push({ ms: measured.ms, calls: calls.length, callsMs: unionMs(calls), chunks });
      } finally {
        await context.close();
      }
    }
  } finally {
    await api(app.origin, 'PATCH', '/__sandbox/settings', { workflowStepMs: settings.workflowStepMs });
  }
  const measured = runs.filter((run) => run !== null);
  return {
    ...stats(measured.map((run) => run.ms)),
    timeouts: runs.length - measured.length,
    callsMs: stats(measured.map((run) => run.callsMs)),
    calls: stats(measured.map((run) => run.calls)),
    chunkFetches: measured.flatMap((run) => run.chunks),
  };
}

async function measureSteps(browser, app, floor) {
  log('steps: register-v2 for-sale -> annual-income, 20 runs at 4x CPU slowdown');
  const registration = await timeSteps(browser, `${app.origin}/account/heloc/register-v2/for-sale`, async (page) => {
    await page.getByRole('radio', { name: 'No' }).check();
  });
  log('steps: floor /a -> /a/next, 20 runs at 4x CPU slowdown');
  const floorSteps = await timeSteps(browser, `${floor.origin}/account/heloc/a`, async () => {});
  return {
    method: `Chromium with CDP CPU throttling 4x; the timer starts at the form's submit event and stops in the task after the first animation frame once <main> h1 shows the next step; ${STEP_RUNS} runs; the step is taken once the page is idle (network idle, then the browser's first idle period and no file for 500 ms: the idle-time prefetches and the telemetry saga are in, as they are for a borrower who reads the question); a fetch during the step is one it waits for.`,
    registration: { from: 'for-sale', to: 'annual-income', ...registration },
    floor: { from: '/a', to: '/a/next', ...floorSteps },
    createAccount: {
      method: `Chromium at 390 px with CDP CPU throttling 4x; register-v2 filled up to its last step, then idle (network idle and the browser's first idle period); the timer starts at the form's submit event ("Create account") and stops in the task after the first animation frame in which <main> h1 reads "Select your offer" with no dialog open (the processing modal closes once the borrower has arrived); the sandbox's workflow step is 0 ms for these runs (its pre-qualification answers at once, so the figure is the app's own time and its calls); ${CREATE_ACCOUNT_RUNS} runs, each a new borrower. The platform's share is the time at least one API call was in flight (telemetry events left out): no front end can show the offers sooner.`,
      ...(await timeCreateAccount(browser, app)),
    },
  };
}

// ---------- 4 and 5. polling and memory (jest, fake clock) ----------

function runJestBench(file) {
  execFileSync(
    process.execPath,
    ['--expose-gc', require.resolve('jest/bin/jest'), '-c', 'bench/jest.config.js', '--silent', file],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return JSON.parse(
    readFileSync(path.join(ROOT, 'bench/out', `${file.replace(/^tools\/bench-|\.bench\.ts$/g, '')}.json`), 'utf8'),
  );
}

// ---------- 6. load ----------

function runLoad(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS, amount: LOAD_MAX_REQUESTS, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // Stops at the time limit even if the server stops answering.
    setTimeout(() => instance.stop(), (LOAD_SECONDS + 5) * 1000).unref();
  });
}

const loadFigures = (result) => ({
  requests: result.requests.total,
  seconds: result.duration,
  rps: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  maxMs: result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
});

/** Fresh borrowers with no application, each able to create one HELOC: registration through the identity broker. */
async function registeredTokens(origin, count, budgetMs) {
  const tokens = [];
  const until = Date.now() + budgetMs;
  while (tokens.length < count && Date.now() < until) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(
          origin,
          'POST',
          '/identity-broker/customer/api/v3/register?organization=homeward&telemetryTrackingId=bench',
          {
            email: `bench+${Date.now()}-${tokens.length + i}@sandbox.example`,
            password: 'Sandbox!pass123',
            phoneNumber: '(555) 555-0134',
          },
        ),
      ),
    );
    tokens.push(...batch.map((answer) => `Bearer ${answer.jwt}`));
  }
  return tokens;
}

const CREATE_BODY = {
  abVersionsRequest: { abVersions: [] },
  affiliateAbVersion: null,
  affiliateAppIndicator: false,
  affiliateLiveOffers: false,
  consentListRequest: { consents: [{ consentType: 'SMS_MARKETING', accepted: false }] },
  consentRequests: [
    { consentType: 'TERMS_AND_PRIVACY', accepted: true },
    { consentType: 'ELECTRONIC_COMMUNICATIONS', accepted: true },
    { consentType: 'SOFT_CREDIT_PULL', accepted: true },
  ],
  income: { incomeCoDeeders: 0, incomePrimary: 150_000, incomeOther: 0 },
  marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
  profileRequest: {
    firstName: 'Avery',
    middleName: '',
    lastName: 'Testwell',
    suffix: '',
    dob: '1980-05-17',
    email: 'ignored@sandbox.example',
    phoneNumber: '(555) 555-0134',
    homeAddress: { street1: '1234 Maple Avenue', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' },
  },
  propertyListedForSale: false,
  propertyRequest: {
    street1: '1234 Maple Avenue',
    street2: '',
    city: 'Sacramento',
    state: 'CA',
    zip: '95814',
    occupancyType: 'HOME',
  },
  publish: true,
  utmParameters: {},
  employmentType: 'FULL_TIME',
  offerCode: null,
  optimizelyProfileRequest: null,
  referrerId: null,
  referralId: null,
  localTrackerUuid: '3f6c2a1e-8b9d-4c7e-a5f4-1b2c3d4e5f60',
};

async function measureLoad(app) {
  const floorServer = await startChild('floor server', process.execPath, ['tools/bench-floor-server.mjs'], {});
  try {
    const borrower = await createBorrower(app.origin, 'WAITING_FOR_SOFT_CREDIT');
    const statusPath = `/service-krang-heloc/borrower/secure/api/v1/${borrower.applicationUuid}/status`;
    const auth = { authorization: `Bearer ${borrower.jwt}` };
    log(`load: status call, ${LOAD_SECONDS} s, ${LOAD_CONNECTIONS} connections`);
    const status = loadFigures(await runLoad({ url: `${app.origin}${statusPath}`, headers: auth }));
    log(`load: floor GET, ${LOAD_SECONDS} s`);
    const floorGet = loadFigures(await runLoad({ url: `${floorServer.origin}/floor` }));

    // One create per borrower (a second is a 409), so every request needs a fresh borrower's token.
    log('load: registering borrowers for the create-HELOC run (at most 30 s)');
    const tokens = await registeredTokens(app.origin, 6000, 30_000);
    let next = 0;
    const createPath = '/service-application/api/v3/application/helocs?state=CA';
    log(`load: create-HELOC call with ${tokens.length} fresh borrowers, at most ${LOAD_SECONDS} s`);
    const create = loadFigures(
      await runLoad({
        url: `${app.origin}${createPath}`,
        amount: tokens.length,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const token = tokens[next % tokens.length];
              next += 1;
              return {
                ...request,
                headers: { ...request.headers, 'content-type': 'application/json', authorization: token },
                body: JSON.stringify(CREATE_BODY),
              };
            },
          },
        ],
      }),
    );
    log(`load: floor POST, ${LOAD_SECONDS} s`);
    const floorPost = loadFigures(
      await runLoad({
        url: `${floorServer.origin}/floor`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CREATE_BODY),
      }),
    );
    return {
      method: `autocannon ${require('autocannon/package.json').version} in the bench process against the sandbox in its own process, loopback, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s or ${LOAD_MAX_REQUESTS} requests per run; the floor is a bare fastify answering a small JSON.`,
      status,
      create: { ...create, borrowersAvailable: tokens.length },
      floor: { get: floorGet, post: floorPost },
    };
  } finally {
    await floorServer.stop();
  }
}

// ---------- main ----------

async function section(report, name, run, always = false) {
  if (!always && !only.has(name)) return;
  const begin = Date.now();
  try {
    report.sections[name] = await run();
  } catch (error) {
    console.error(error);
    report.sections[name] = { error: error instanceof Error ? error.message : String(error) };
  }
  report.seconds[name] = Math.round((Date.now() - begin) / 1000);
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const report = {
    startedAt: new Date(started).toISOString(),
    machine: {
      node: process.version,
      cpus: (await import('node:os')).cpus().length,
      cpuModel: (await import('node:os')).cpus()[0]?.model ?? 'unknown',
      chromium: execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim(),
    },
    sections: {},
    seconds: {},
  };
  const needsBrowser =
    ['size', 'lighthouse', 'repeat', 'steps', 'load'].some((name) => only.has(name)) ||
    (only.has('vitals') && !args['vitals-from']);
  let app = null;
  let floor = null;
  let browser = null;
  try {
    if (needsBrowser) {
      await section(report, 'build', buildBoth, true);
      app = await startSandbox(APP_DIST);
      floor = await startSandbox(FLOOR_DIST);
      log(`sandbox ${app.origin}, floor ${floor.origin}`);
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
    }
    await section(report, 'size', () => measureSizes(browser, app, floor));
    await section(report, 'polling', () => runJestBench('tools/bench-polling.bench.ts'));
    await section(report, 'memory', () => runJestBench('tools/bench-memory.bench.ts'));
    await section(report, 'load', () => measureLoad(app));
    await section(report, 'lighthouse', () => measureLighthouse(app, floor));
    // Issue 47: the application entry again, from its service worker, beside its first visit and the floor's.
    await section(report, 'repeat', async () =>
      measureRepeatVisit({
        browser,
        app,
        floor,
        borrower: await createBorrower(app.origin),
        runs: lighthouseRuns,
        log,
        stats,
      }),
    );
    await section(report, 'steps', () => measureSteps(browser, app, floor));
    // Last: what the app reported from the loads above (or from another sandbox, --vitals-from=<origin>).
    await section(report, 'vitals', () => readFieldVitals(args['vitals-from'] ?? app.origin));
  } finally {
    await browser?.close();
    await app?.stop();
    await floor?.stop();
  }
  report.totalSeconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(path.join(REPORT_DIR, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(REPORT_DIR, 'REPORT.md'), renderReport(report));
  log(`wrote ${path.relative(ROOT, REPORT_DIR)}/REPORT.md and report.json in ${report.totalSeconds} s`);
}

await main();

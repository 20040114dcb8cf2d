// What of a first paint's scripts the first screen did not run (issue 47 item 4: "which of them the first screen does
// not need"). Opens a page of the built app (dist/, prerendered) from the sandbox in Chromium, takes V8's coverage of
// the scripts asked for until React has taken the page over and its <main> h1 shows, and maps each unrun range to its source through the source
// maps. A module that ran only its top level still counts its functions as unrun: read a row as a place to look, not
// as bytes that could leave (their callers may be in the first paint too). Minified bytes, not gzip.
// Usage: node tools/bench-coverage.mjs [--status OFFER_SELECTION] [--path register-v2] [--top 40] [--app]
//   --status: an application at that checklist status, opened at /account/heloc/{uuid} (the default);
//   --path: a page under /account/heloc/ instead, signed out;
//   --app: rows for the app's own sources only (the libraries are the floor's too).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { decodeMappings, groupOf } from './bench-modules.mjs';

const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** Starts the sandbox on a free port serving DIST; resolves with its origin and the child. */
function startSandbox() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: DIST },
    stdio: 'pipe',
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const ready = /ready: (http:\/\/[^/\s]+)/.exec(output);
      if (ready) resolve({ origin: ready[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      reject(new Error(`the sandbox exited (${code}) before it was ready:\n${output}`));
    });
  });
}

/** Unrun and total minified bytes per source file of one script, from its coverage entry and source map. */
function unrunBySource(entry, unrun, total) {
  const file = path.join(DIST, 'static', new URL(entry.url).pathname.replace(/^\/static\//, ''));
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = decodeMappings(map.mappings);
  // Block coverage nests ranges, outer first: the innermost range's count decides each byte.
  const ran = new Uint8Array(code.length).fill(1);
  for (const fn of entry.functions)
    for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
  let offset = 0;
  code.split('\n').forEach((text, index) => {
    const segments = lines[index] ?? [];
    segments.forEach((segment, at) => {
      const end = at + 1 < segments.length ? segments[at + 1].column : text.length;
      const source = segment.source < 0 ? '(unmapped)' : groupOf(map.sources[segment.source], true);
      for (let column = segment.column; column < end; column += 1) {
        total.set(source, (total.get(source) ?? 0) + 1);
        if (!ran[offset + column]) unrun.set(source, (unrun.get(source) ?? 0) + 1);
      }
    });
    offset += text.length + 1;
  });
}

async function main() {
  const status = option('status', 'OFFER_SELECTION');
  const pagePath = option('path', null);
  const top = Number(option('top', '40'));
  const { origin, child } = await startSandbox();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    let url = `${origin}/account/heloc/${pagePath ?? ''}`;
    if (pagePath === null) {
      const response = await fetch(`${origin}/__sandbox/borrowers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ checklistStatus: status }),
      });
      const borrower = await response.json();
      await context.addInitScript((token) => {
        window.localStorage.setItem('jwt', `Bearer ${token}`);
      }, borrower.jwt);
      url = `${origin}/account/heloc/${borrower.applicationUuid}`;
    }
    // The moment the bench counts a first paint up to (tools/bench.mjs): the first frame in which React has taken the
    // page over (a prerendered page shows its heading before any script runs) and the screen's h1 shows.
    await context.addInitScript(() => {
      const watch = () => {
        const root = document.getElementById('root');
        const taken = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
        const heading = document.querySelector('main h1');
        if (taken && heading !== null && heading.getClientRects().length > 0)
          window.coverageFirstScreenAt = performance.now();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const page = await context.newPage();
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(url);
    await page.waitForFunction(() => window.coverageFirstScreenAt !== undefined);
    // The first paint's scripts are those asked for by then; what loads after (idle prefetches, sagas waiting for the
    // first screen) is not counted, though its code may have run by the time the coverage is read.
    const firstPaint = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= window.coverageFirstScreenAt)
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith('/static/')),
      ),
    );
    const coverage = await page.coverage.stopJSCoverage();
    const unrun = new Map();
    const total = new Map();
    const files = coverage.filter((entry) => firstPaint.has(entry.url));
    for (const entry of files) unrunBySource(entry, unrun, total);
    const sum = (values) => [...values].reduce((all, value) => all + value, 0);
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(`${page.url().replace(origin, '')}: ${files.length} scripts by the first screen`);
    console.log(`${kb(sum(unrun.values()))} of ${kb(sum(total.values()))} minified not run by then`);
    const own = (map) => sum([...map].filter(([source]) => !source.startsWith('node_modules/')).map(([, n]) => n));
    console.log(`the app's own code (no node_modules): ${kb(own(unrun))} of ${kb(own(total))} not run\n`);
    console.log('  not run     of   share  source');
    const rows = [...total.keys()]
      .filter((source) => !process.argv.includes('--app') || !source.startsWith('node_modules/'))
      .sort((one, other) => (unrun.get(other) ?? 0) - (unrun.get(one) ?? 0));
    for (const source of rows.slice(0, top)) {
      const notRun = unrun.get(source) ?? 0;
      const all = total.get(source) ?? 0;
      const share = `${Math.round((100 * notRun) / all)}%`;
      console.log(`${kb(notRun).padStart(9)} ${kb(all).padStart(8)} ${share.padStart(6)}  ${source}`);
    }
  } finally {
    await browser.close();
    child.kill();
  }
}

await main();

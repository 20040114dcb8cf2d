import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH, IDLE_CHROMIUM_PATH } from './test/e2e/chromium';

/** A free loopback port, chosen once in the main process; workers inherit it through the environment. */
export function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}
process.env.SANDBOX_PORT ??= freePort();
// Each run writes its own artifacts, so two runs on one machine cannot delete each other's traces.
process.env.PW_RUN_ID ??= String(process.pid);
const baseURL = `http://localhost:${process.env.SANDBOX_PORT}`;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: `test-results/run-${process.env.PW_RUN_ID}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a timing hiccup on a loaded 2-core machine; the list reporter still names every flaky spec, and
  // a spec that is really broken fails both tries (docs/decisions.md).
  retries: 1,
  reporter: [['list']],
  // hostile*.spec.ts run as borrowers meet the app (a phone's CPU, typing from the first paint, storage refused):
  // test/e2e/hostile.ts slows their pages; the rest run as before. Listed first, so its long tests start early and
  // the run ends on short ones that the two workers share (decision 289). A slowed page spins a core while it is open,
  // so the project keeps to one worker and its Chromium runs at idle priority: the spin takes only what the default
  // project's worker leaves (decision 297).
  projects: [
    {
      name: 'hostile',
      testMatch: /\/hostile[^/]*\.spec\.ts$/,
      workers: 1,
      use: {
        launchOptions: {
          executablePath: IDLE_CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS],
          env: { ...process.env, IDLE_BROWSER: HEADLESS_CHROMIUM_PATH },
        },
      },
    },
    { name: 'default', testIgnore: /\/hostile[^/]*\.spec\.ts$/ },
  ],
  use: {
    baseURL,
    // Recorded on the retry only: a trace's DOM snapshots at every action cost the first run's CPU on two cores.
    trace: 'on-first-retry',
    // The app registers a service worker once idle (issue 47): blocked here, so no test's page comes from a cache a
    // worker filled, nor spends a page's CPU installing one (a 1.3 MB precache). test/e2e/serviceWorker.spec.ts allows
    // it for its own tests; the nginx smoke set inherits the block.
    serviceWorkers: 'block',
    // Debian's headless shell: the same Chromium without the desktop windows (decision 304).
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
  },
  webServer: {
    // tsx as node's loader, not through npx: one process, and a second less CPU to start (as the replay CLI's test).
    command: 'node --import tsx sandbox/main.ts',
    url: `${baseURL}/account/heloc/register-v2`,
    env: { PORT: process.env.SANDBOX_PORT },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});

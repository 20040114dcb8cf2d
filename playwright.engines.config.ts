import { defineConfig } from '@playwright/test';
import { freePort } from './playwright.config';
import type { EngineName } from './test/engines/drivers';

/**
 * The engines project (issue 46 item 4): the borrower's core path in WebKit (WebKitGTK's MiniBrowser through
 * WebKitWebDriver) and Firefox ESR (puppeteer-core over WebDriver BiDi), the engines of Safari and Firefox, which
 * Playwright's own builds cannot bring here. Playwright is only the runner: each project's worker starts its engine
 * (test/engines/drivers.ts). Its own sandbox, with the page probe put first in every page (test/engines/sandbox.ts).
 * `npm run test:engines`; part of `npm test`.
 */
process.env.ENGINES_PORT ??= freePort();
process.env.PW_RUN_ID ??= String(process.pid);
const baseURL = `http://localhost:${process.env.ENGINES_PORT}`;

export default defineConfig<{ engineName: EngineName }>({
  testDir: 'test/engines',
  // jest runs the project's own unit tests (*.test.ts) beside them.
  testMatch: /\.spec\.ts$/,
  outputDir: `test-results/engines-run-${process.env.PW_RUN_ID}`,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // One engine on each core: each project's tests in order in one worker, the two projects side by side. The sandbox's
  // server-out-of-reach switch (test/engines/sandbox.ts) is per engine, so two tests of one engine at once would have
  // one's switch cut the other's calls (a Firefox step's call failed with "network 0" when they overlapped).
  fullyParallel: false,
  workers: 2,
  retries: 1,
  reporter: [['list']],
  // One worker per engine (project `workers`): with two spec files, the two workers would otherwise take two files of
  // one engine at once (a Firefox sweep's navigation was reset by the return-visit test's switch beside it).
  projects: [
    { name: 'webkit', use: { engineName: 'webkit' }, workers: 1 },
    { name: 'firefox', use: { engineName: 'firefox' }, workers: 1 },
  ],
  use: { baseURL },
  webServer: {
    command: 'node --import tsx test/engines/sandbox.ts',
    url: `${baseURL}/account/heloc/register-v2`,
    env: { PORT: process.env.ENGINES_PORT },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
});

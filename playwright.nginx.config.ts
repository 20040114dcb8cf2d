import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base, { freePort } from './playwright.config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/e2e/chromium';

/**
 * The browser smoke set once more, against the production path (README "Deploying"): the built app behind nginx
 * (`npm run serve`) in front of the sandbox as the platform, each on its own free port. `npm run test:e2e` runs it
 * after the main suite; alone: `npx playwright test -c playwright.nginx.config.ts`.
 */
const sandboxPort = process.env.SANDBOX_PORT ?? freePort();
process.env.NGINX_PORT ??= freePort();
// deploy.spec.ts checks what only nginx does (gzip, the SSI include failing) when it knows it runs behind it.
process.env.SMOKE_TARGET = 'nginx';
const baseURL = `http://localhost:${process.env.NGINX_PORT}`;

/**
 * The smoke set: deploy.spec.ts (headers, caching, branding by host, deep reload, the private-label error), and
 * existing specs that cover registration to offers, a signed-in application route, the frame and a public page.
 * Matched by title, so those files need no edit; a renamed title fails here instead of silently shrinking the set.
 */
const SMOKE: Record<string, readonly string[]> = {
  'registration.spec.ts': [
    'a new borrower completes register-v2 with the keyboard alone and lands on the offer screen',
  ],
  'routing.spec.ts': ['OFFER_SELECTION with a verified offer hands product/select the previous page and the decision'],
  'shell.spec.ts': ['main brand signed out (and below 1024 px), chat on, signed in; partners '],
  'publicPages.spec.ts': ['coming-soon and not-accepting-apps say why and what the borrower can do'],
};
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titles: RegExp[] = [/@smoke/];
for (const [file, names] of Object.entries(SMOKE)) {
  const source = readFileSync(path.join(__dirname, 'test', 'e2e', file), 'utf8');
  for (const name of names) {
    // A test's own title, not a step's (a table folded into one test keeps its rows' names as steps).
    if (!new RegExp(`test\\(\\s*['"\`]${escape(name)}`).test(source))
      throw new Error(`smoke test '${name}' is no longer a test title in test/e2e/${file}`);
    titles.push(new RegExp(escape(name)));
  }
}

export default defineConfig({
  ...base,
  outputDir: `test-results/nginx-run-${process.env.PW_RUN_ID}`,
  grep: titles,
  // Faults and settings are the sandbox's, shared by every test: one at a time.
  workers: 1,
  fullyParallel: false,
  // The production path in the full desktop Chromium, /usr/bin/chromium, where the main suite runs its headless shell
  // (decision 304): the same engine, in the desktop build borrowers' browsers come from.
  use: { ...base.use, baseURL, launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] } },
  webServer: [
    {
      command: 'node --import tsx sandbox/main.ts',
      url: `http://127.0.0.1:${sandboxPort}/account/heloc/register-v2`,
      env: { PORT: sandboxPort, HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx tools/serve.ts',
      url: `${baseURL}/account/heloc/register-v2`,
      env: { PORT: process.env.NGINX_PORT, PLATFORM_URL: `http://127.0.0.1:${sandboxPort}`, SANDBOX_ADMIN: '1' },
      reuseExistingServer: false,
      // Long enough for a build when dist/ is stale (npm run test:e2e builds first, so it rarely is).
      timeout: 300_000,
      stdout: 'pipe',
      // serve stops nginx and removes its temporary directory on SIGTERM.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});

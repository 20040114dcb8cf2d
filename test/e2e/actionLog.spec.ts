import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pathIs } from './support';

const ROOT = path.resolve(__dirname, '../..');
const REGISTER = '/account/heloc/register-v2';
/** The standalone viewer (npm run build:replay), served to the browser from a made-up origin. */
const VIEWER_DIST = path.join(ROOT, 'dist-replay');
const VIEWER_ORIGIN = 'http://replay-viewer.test';

const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
/** Personal data typed in the browser; not one of these may reach the exported log. */
const CANARY = {
  street1: '4818 Quokkamere Lane',
  city: 'Zanzibarville',
  zip: '78754',
  firstName: 'Thaddeusina',
  lastName: 'Quillfeatherby',
  dob: '03/14/1977',
  email: `canary.${stamp}@example.com`,
  phone: '5125550187',
  income: '187654',
  password: 'Canary#Secret99',
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(120_000);
  execFileSync('npx', ['webpack', '--config', 'webpack.replay.config.js', '--mode', 'production'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
});

test('a recorded registration-to-offer journey exports without personal data and replays to the same place', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await request.patch('/__sandbox/settings', { data: { workflowStepMs: 300 } });

  await page.goto(REGISTER);
  await page.getByRole('button', { name: 'Enter the address manually' }).click();
  await page.getByLabel('Street address').fill(CANARY.street1);
  await page.getByLabel('City').fill(CANARY.city);
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('ZIP code').fill(CANARY.zip);
  await page.getByRole('radio', { name: /^Primary residence/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pathIs(`${REGISTER}/for-sale`));

  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pathIs(`${REGISTER}/annual-income`));

  await page.getByLabel('Annual income', { exact: true }).fill(CANARY.income);
  await page.getByLabel('Employment type').selectOption('FULL_TIME');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pathIs(`${REGISTER}/legal-name`));

  await page.getByLabel('First name').fill(CANARY.firstName);
  await page.getByLabel('Last name').fill(CANARY.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pathIs(`${REGISTER}/birthdate`));

  await page.getByRole('textbox', { name: 'Date of birth' }).pressSequentially(CANARY.dob.replaceAll('/', ''));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pathIs(`${REGISTER}/phone-and-email`));

  await page.getByRole('textbox', { name: 'Mobile phone' }).pressSequentially(CANARY.phone);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(CANARY.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(pathIs(`${REGISTER}/set-password`));

  await page.getByLabel('Password', { exact: true }).fill(CANARY.password);
  await page.getByLabel('Confirm password').fill(CANARY.password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(/I consent to receive/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 90_000 });
  // The store hears of a navigation once the screen's code is in (src/app/appHistory.ts), as the borrower sees it.
  await expect(page.getByRole('heading', { level: 1, name: 'Select your offer' })).toBeVisible();
  const liveRoute = new URL(page.url()).pathname;

  // Support asks the borrower to press the shortcut.
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+Shift+KeyL');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^heloc-diagnostic-log-[A-Za-z0-9-]+\.json$/);
  for (const canary of Object.values(CANARY)) expect(download.suggestedFilename()).not.toContain(canary);
  const file = testInfo.outputPath('diagnostic-log.json');
  await download.saveAs(file);

  const text = readFileSync(file, 'utf8');
  const leaks = Object.entries(CANARY).filter(([, canary]) =>
    [canary, encodeURIComponent(canary), canary.replaceAll('/', '')].some((form) => text.includes(form)),
  );
  expect(leaks).toEqual([]);
  const log = JSON.parse(text) as { entries: { type: string }[]; end: { route: string } };
  expect(log.end.route).toBe(liveRoute);
  const types = log.entries.map((entry) => entry.type);
  expect(types).toContain('registration/fieldsEdited');
  expect(types).toContain('application/routeDecided');
  expect(types.at(-1)).toBe('diagnostics/logDownloadRequested');

  // The CLI replays it through the real reducers to the same route and state (masked values aside).
  const cli = spawnSync('npx', ['tsx', 'tools/replay.ts', file, '--json'], { cwd: ROOT, encoding: 'utf8' });
  expect(cli.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
  expect(cli.status).toBe(0);
  const summary = JSON.parse(cli.stdout) as {
    finalRoute: string;
    matchesRecorded: boolean;
    timeline: { statusChange?: { to: string; decision: { row: string } } }[];
  };
  expect(summary.finalRoute).toBe(liveRoute);
  expect(summary.matchesRecorded).toBe(true);
  expect(summary.timeline.some((step) => step.statusChange?.decision.row === 'OFFER_SELECTION')).toBe(true);

  // The standalone viewer shows the offer screen at the last step and a registration screen earlier.
  expect(existsSync(path.join(VIEWER_DIST, 'index.html'))).toBe(true);
  await page.route(`${VIEWER_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    await route.fulfill({ path: path.join(VIEWER_DIST, pathname === '/' ? 'index.html' : pathname) });
  });
  await page.goto(`${VIEWER_ORIGIN}/`);
  await page.getByLabel('Load an action log (JSON)').setInputFiles(file);
  const screen = page.getByRole('region', { name: 'What the borrower saw' });
  await expect(page.getByTestId('replay-route')).toHaveText(liveRoute);
  await expect(screen.getByRole('heading', { level: 1 })).toContainText(/offer/i);
  // The borrower's data is masked, the organisation's own support contact is not.
  await expect(screen.getByRole('link', { name: 'support@homeward.example' }).first()).toBeVisible();

  const incomeStep = page.getByRole('button', { name: /navigation\/locationChanged/ });
  const count = await incomeStep.count();
  for (let i = 0; i < count; i += 1) {
    await incomeStep.nth(i).click();
    const route = await page.getByTestId('replay-route').textContent();
    if (route?.endsWith('/annual-income')) break;
  }
  await expect(page.getByTestId('replay-route')).toHaveText(`${REGISTER}/annual-income`);
  await expect(screen.getByLabel('Annual income', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('replay-position')).toBeVisible();
});

test('the viewer refuses a malformed log and a future version with a clear message', async ({ page }) => {
  await page.route(`${VIEWER_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    await route.fulfill({ path: path.join(VIEWER_DIST, pathname === '/' ? 'index.html' : pathname) });
  });
  await page.goto(`${VIEWER_ORIGIN}/`);
  const input = page.getByLabel('Load an action log (JSON)');
  await input.setInputFiles(path.join(ROOT, 'test/fixtures/action-log-malformed.json'));
  await expect(page.getByRole('alert')).toHaveText('Malformed action log: log.entries[3].type must be a string.');
  await input.setInputFiles(path.join(ROOT, 'test/fixtures/action-log-future.json'));
  await expect(page.getByRole('alert')).toContainText('format version 2, newer than this tool reads');
  await input.setInputFiles(path.join(ROOT, 'test/fixtures/action-log-v1.json'));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('replay-position')).toHaveText('Step 23 of 23');
});

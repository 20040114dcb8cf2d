/**
 * The borrower's core path, written once against EnginePage (./drivers.ts) and run in WebKit and in Firefox
 * (corePath.spec.ts): register-v2 to the offers typed key by key, the slider by keyboard, an offer chosen and
 * confirmed, the documents read to the end and signed, the complete screen's dates, the decline screen with its
 * reasons, the Spanish switch. Chromium's specs (test/e2e) test each screen in depth; these prove the same path works
 * in the other engines, each check once per engine.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { NOTICE_TEXT, freeReportDeadline, noticeDate, shownReason } from '../../features/application/adverseActionText';
import type { AdverseActionInput } from '../../src/api/contractAdverseAction';
import { CHAT_PATHS } from '../../src/api/contractChat';
import type { MessageId } from '../../src/i18n/catalog';
import { ES } from '../../src/i18n/es/catalog';
import { fillPlaceholders } from '../../src/i18n/translator';
import { englishMessagesShown, escapeRegExp } from '../../tools/i18n-page';
import {
  appPath,
  createBorrower,
  createBorrowerAtSigning,
  failureCounted,
  patchApplication,
  recordedRequests,
} from '../e2e/support';
import { pastTheRightEdge } from '../e2e/screenVisits';
import { SIGNER_TEXT } from '../../features/signer/text';
import type { HelocApplication } from '../../src/api/contract';
import type { SignerInvitation } from '../../src/api/contractSigner';
import type { CreateBorrowerRequest, CreateBorrowerResponse } from '../../src/api/contractSandbox';
import { TOKEN_LIFETIME_SECONDS } from '../../sandbox/auth';
import { LOAD_ERROR_TEXT } from '../../features/application/loadErrorText';
import { NOT_UPDATED_TEXT } from '../../features/offline/notUpdatedText';
import { BANK_TEXT } from '../../features/application/stepInputs';
import { HMDA_DECLINED, HMDA_REQUIRED } from '../../features/application/stepRules';
import { KEPT_SCREEN_KEY, SCREEN_COPY_KEY } from '../../features/offline/storageKey';
import { KEPT_SCREEN_MARK } from '../../features/offline/keptScreenView';
import { BANNER_SPACE_KEY, BANNER_SPACE_PROPERTY } from '../../features/banners/stripSpace';
import { MAIN_BRAND_CLASS } from '../../src/brand/themeBoot';
import { ORG_PENDING_CLASS } from '../../src/shell/useBrand';
import { WORKER_SCOPE } from '../../src/sw/routing';
import { FLAG_OVERRIDES_STORAGE } from '../../features/flags/overrides';
import { TRANSIENT_RETRY_DELAYS_MS } from '../../src/api/httpRetry';
import { expectAccessible } from './access';
import type { EnginePage } from './drivers';
import { pattern, type Query } from './locate';

export type Lang = 'en' | 'es';
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

const REGISTER = '/account/heloc/register-v2';
const APPLICATION_API = '/service-application/api/v1/application/heloc';
/** Screens that wait on the sandbox's workflow or pdf.js get longer than a click's answer. */
const MOVE_ON = { timeout: 45_000 };

/** A catalogue message as the borrower reads it in `lang`. */
const say = (lang: Lang, id: MessageId, values?: Record<string, string | number>) =>
  fillPlaceholders(lang === 'es' ? ES[id] : id, values);

const button = (name: string | RegExp): Query => ({
  role: 'button',
  name: typeof name === 'string' ? name : pattern(name),
});
const field = (label: string | RegExp): Query => ({ label: typeof label === 'string' ? label : pattern(label) });

/** The page's path (no query) once it matches. */
export async function arrive(page: EnginePage, path: string | RegExp): Promise<string> {
  try {
    await expect
      .poll(async () => new URL(await page.url()).pathname, {
        message: `${page.engine} reaches ${String(path)}`,
        ...MOVE_ON,
      })
      .toMatch(typeof path === 'string' ? new RegExp(`^${escapeRegExp(path)}$`) : path);
  } catch (error) {
    // A page that did not move on says why, when it says anything: its heading, its alerts, the fields it marks.
    const shown = await page
      .evaluate(() => ({
        heading: (document.querySelector('h1')?.textContent ?? '').trim(),
        alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent.trim()),
        invalid: [...document.querySelectorAll('[aria-invalid="true"]')].map((field) => field.id),
        focused: document.activeElement?.id || (document.activeElement?.tagName ?? ''),
      }))
      // A page that cannot answer either leaves the first failure as it was.
      .catch(() => null);
    if (shown === null) throw error;
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nThe page showed: ${JSON.stringify(shown)}`,
      {
        cause: error,
      },
    );
  }
  return new URL(await page.url()).pathname;
}

/** Runs `step`; when it fails, its error also lists the calls the sandbox recorded under `prefix`, oldest first. */
async function withCallsOnFailure<T>(request: APIRequestContext, prefix: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const calls = await recordedRequests(request, prefix).catch(() => []);
    const first = calls[0]?.at ?? 0;
    const listed = calls.map((call) => `+${call.at - first} ms ${call.method} ${call.path}`).join('\n');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nThe calls under ${prefix}:\n${listed}`,
      {
        cause: error,
      },
    );
  }
}

/** The text of the first element with this test id ('' while there is none). */
const textOf = (page: EnginePage, testId: string) =>
  page.evaluate(
    (id: string) => (document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    testId,
  );

export const headingText = (page: EnginePage) =>
  page.evaluate(() => (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim());

/** The screen with this heading is shown, and passes the WCAG 2.2 AA check as this engine draws it. */
async function expectHeading(page: EnginePage, text: string) {
  await expect.poll(() => headingText(page), { message: `${page.engine}: the h1`, ...MOVE_ON }).toBe(text);
  await expectAccessible(page);
}

const valueOf = (page: EnginePage, selector: string) =>
  page.evaluate(
    (css: string) => document.querySelector<HTMLInputElement | HTMLSelectElement>(css)?.value ?? null,
    selector,
  );

/** The app has taken the prerendered page over (src/boot/heldInput.ts sets the flag). */
async function appReady(page: EnginePage) {
  await expect
    .poll(() => page.evaluate(() => (window as { __appReady?: boolean }).__appReady === true), MOVE_ON)
    .toBe(true);
}

/**
 * The form sent with nothing answered (000 §5): the error summary lists its problems, the focus has gone into the
 * screen (to the summary or the first field, never left on the page), and that state fits, passes the WCAG check and,
 * in Spanish, says nothing in English.
 */
export async function expectProblemsListed(page: EnginePage, what: string, lang: Lang): Promise<void> {
  await page.click({ css: 'main form button[type="submit"]' });
  await expect
    .poll(
      () =>
        page.evaluate(() => ({
          problems: document.querySelectorAll('.error-summary li').length > 0,
          focusInMain: document.querySelector('main')?.contains(document.activeElement) ?? false,
        })),
      { message: `${page.engine}: ${what} sent empty lists its problems, the focus in the screen` },
    )
    .toEqual({ problems: true, focusInMain: true });
  expect(await page.evaluate(pastTheRightEdge), `${page.engine}: ${what}'s problems are wider than the window`).toEqual(
    { over: 0, elements: [] },
  );
  await expectAccessible(page);
  if (lang === 'es')
    expect(await englishMessagesShown(page), `${page.engine}: ${what}'s problems: English on the Spanish page`).toEqual(
      [],
    );
}

/**
 * register-v2 typed key by key to the offers in `lang`, each step checked as this engine draws it (WCAG 2.2 AA, and in
 * Spanish no English catalogue message); the page probe watches each step's width. Returns the application's uuid.
 */
export async function registerToOffers(
  page: EnginePage,
  request: APIRequestContext,
  lang: Lang = 'en',
): Promise<string> {
  const w = (id: MessageId) => say(lang, id);
  const startsWith = (id: MessageId) => pattern(new RegExp(`^${escapeRegExp(w(id))}`));
  const stepChecked = async (path: string) => {
    await arrive(page, `${REGISTER}${path}`);
    await expect.poll(() => headingText(page), { message: `${page.engine}: ${path || 'the first step'}` }).not.toBe('');
    await expectAccessible(page);
    if (lang === 'es')
      expect(
        await englishMessagesShown(page),
        `${page.engine}: English on the Spanish ${path || 'first'} step`,
      ).toEqual([]);
    // Each step sent unanswered first: its problems listed, in the page's language (000 §5).
    await expectProblemsListed(page, `the ${path || 'first'} step`, lang);
  };
  await request.patch('/__sandbox/settings', { data: { workflowStepMs: 500 } });
  await page.goto(lang === 'es' ? `${REGISTER}?lang=es` : REGISTER);
  await appReady(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await stepChecked('');
  await page.click(button(w('Enter the address manually')));
  await page.type(field(w('Street address')), '200 E Colfax Ave');
  await page.type(field(w('City')), 'Denver');
  await page.type(field(w('State')), 'CO');
  await page.type(field(w('ZIP code')), '80203');
  expect(await valueOf(page, '#zip')).toBe('80203');
  await page.click({ role: 'radio', name: startsWith('Primary residence') });
  await page.click(button(w('Continue')));
  await stepChecked('/for-sale');

  await page.click({ role: 'radio', name: w('No') });
  await page.click(button(w('Continue')));
  await stepChecked('/annual-income');

  await page.type(field(w('Annual income')), '150000');
  // A native select by keyboard: focused, then an arrow key picks the next option (a click would open the menu).
  await page.focus(field(w('Employment type')));
  await page.press('ArrowDown');
  await expect.poll(() => valueOf(page, 'select'), { message: `${page.engine}: the select by keyboard` }).not.toBe('');
  await page.click(button(w('Continue')));
  await stepChecked('/legal-name');

  await page.type(field(w('First name')), 'Ada');
  await page.type(field(w('Last name')), 'Lovelace');
  await page.click(button(w('Continue')));
  await stepChecked('/birthdate');

  await page.type(field(w('Date of birth')), '01021980');
  await page.click(button(w('Continue')));
  await stepChecked('/phone-and-email');

  await page.type(field(w('Mobile phone')), '5555550100');
  await page.type(field(w('Email')), `${page.engine}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.click(button(w('Continue')));
  await stepChecked('/set-password');

  await page.type(field(w('Password')), 'LongEnough12!');
  await page.type(field(w('Confirm password')), 'LongEnough12!');
  await page.click({ role: 'checkbox', name: startsWith('I agree to the terms and the privacy policy') });
  await page.click({ role: 'checkbox', name: startsWith('I consent to receive electronic communications') });
  await page.click(button(w('Create account')));
  const path = await arrive(page, /^\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/);
  return path.split('/')[3] ?? '';
}

interface SliderState {
  value: number;
  min: number;
  max: number;
  step: number;
}
const sliderState = (page: EnginePage) =>
  page.evaluate(() => {
    const slider = document.querySelector<HTMLInputElement>('input[type="range"]');
    return slider
      ? { value: Number(slider.value), min: Number(slider.min), max: Number(slider.max), step: Number(slider.step) }
      : null;
  });

/**
 * On the offer screen: the slider moved by keyboard alone (Home, Page Up, End, an arrow), the payment following it;
 * the last offer chosen with the pointer, then confirmed with the amount it was moved to.
 */
export async function slideChooseAndConfirm(page: EnginePage, uuid: string): Promise<void> {
  await expect
    .poll(() => textOf(page, 'offer-name'), { message: `${page.engine}: the offers`, ...MOVE_ON })
    .not.toBe('');
  const slider: Query = { role: 'slider', name: 'How much do you want to borrow?' };
  await page.focus(slider);
  const start = (await sliderState(page)) as SliderState;
  expect(start.max).toBeGreaterThan(start.min);
  const payments: string[] = [await textOf(page, 'monthly-payment')];
  const pressAndRead = async (
    key: 'Home' | 'PageUp' | 'End' | 'ArrowLeft',
    expected: (state: SliderState) => boolean,
  ) => {
    await page.press(key);
    await expect
      .poll(async () => expected((await sliderState(page)) as SliderState), {
        message: `${page.engine}: the slider after ${key}`,
      })
      .toBe(true);
    await expect
      .poll(() => textOf(page, 'monthly-payment'), { message: `${page.engine}: the payment after ${key}` })
      .not.toBe(payments.at(-1));
    payments.push(await textOf(page, 'monthly-payment'));
  };
  // The slider starts at the line (the most the borrower may draw); each key moves it and the payment follows.
  await pressAndRead('Home', (state) => state.value === state.min);
  await pressAndRead('PageUp', (state) => state.value > state.min && state.value < state.max);
  await pressAndRead('End', (state) => state.value === state.max);
  await pressAndRead('ArrowLeft', (state) => state.value === state.max - state.step);
  const chosen = ((await sliderState(page)) as SliderState).value;
  await expect.poll(() => textOf(page, 'initial-draw')).toBe(`$${chosen.toLocaleString('en-US')}`);

  const lastOffer = await page.evaluate(() => {
    const radios = document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="offer"]');
    return radios[radios.length - 1]?.id ?? '';
  });
  expect(lastOffer).not.toBe('');
  await page.click({ css: `#${lastOffer}` });
  await expect
    .poll(() => page.evaluate((id: string) => (document.getElementById(id) as HTMLInputElement).checked, lastOffer))
    .toBe(true);
  await page.click(button('Continue'));
  await arrive(page, appPath(uuid, 'product/select/confirm'));
  await expectHeading(page, 'Confirm your offer');
  await expect.poll(() => textOf(page, 'initial-draw')).toBe(`$${chosen.toLocaleString('en-US')}`);
  await page.click(button('Confirm offer'));
  await arrive(page, appPath(uuid, 'start/app-summary'));
}

/**
 * Files a borrower picks from their phone, written anew for each step: two paystubs and a letter (PDF), photos of an
 * ID and a passport (a 1x1 PNG the engine can draw).
 */
function borrowerFiles(): { paystubs: string[]; idFront: string; passport: string; letter: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'engines-files-'));
  const write = (name: string, contents: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, contents);
    return file;
  };
  const pdf = Buffer.from('%PDF-1.4\n%sandbox\n');
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return {
    paystubs: [write('paystub-1.pdf', pdf), write('paystub-2.pdf', pdf)],
    idFront: write('license-front.png', png),
    passport: write('passport.png', png),
    letter: write('hoa-letter.pdf', pdf),
  };
}

/**
 * The application between the offer and the documents, in this engine: the hard pull consented to, two paystubs and
 * a photo of the ID chosen through the engine's own file input and sent, a lien to pay off, the account typed in,
 * autopay chosen, to the signing stage. Chromium's applicationIncomeBank.spec tests each screen and its errors.
 */
export async function applyToSigning(page: EnginePage, request: APIRequestContext): Promise<void> {
  const { applicationUuid: uuid } = await openAsNewBorrower(page, request, {
    propertyState: 'TX',
    checklistStatus: 'OFFER_SELECTION',
  });
  const files = borrowerFiles();
  await arrive(page, appPath(uuid, 'product/select'));
  await expectHeading(page, 'Select your offer');
  await page.click(button('Continue'));
  await arrive(page, appPath(uuid, 'product/select/confirm'));
  await page.click(button('Confirm offer'));
  await arrive(page, appPath(uuid, 'start/app-summary'));
  await page.click({ role: 'checkbox', name: pattern(/I authorize a hard credit pull/) });
  await page.click(button('Submit application'));

  await arrive(page, appPath(uuid, 'income/review'));
  await expectHeading(page, 'Verify your income');
  await page.click({ role: 'radio', name: pattern(/Upload paystubs/) });
  await page.click(button('Continue'));
  await arrive(page, appPath(uuid, 'income/upload/paystubs'));
  await expectHeading(page, 'Upload your paystubs');
  await page.upload(field('Choose files'), files.paystubs);
  const chosen = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="chosen-file"]')).map((row) => row.textContent.trim()),
    );
  await expect
    .poll(chosen, { message: `${page.engine}: the chosen paystubs` })
    .toEqual([expect.stringContaining('paystub-1.pdf'), expect.stringContaining('paystub-2.pdf')]);
  await page.click(button('Upload'));

  await arrive(page, appPath(uuid, 'identity'));
  await expectHeading(page, 'Verify your identity');
  await page.click({ role: 'radio', name: 'Driver’s license' });
  await page.upload(field('Front of your ID'), [files.idFront]);
  await expect
    .poll(chosen, { message: `${page.engine}: the chosen ID` })
    .toEqual([expect.stringContaining('license-front.png')]);
  await page.click(button('Upload ID'));

  await arrive(page, appPath(uuid, 'liens'));
  await expectHeading(page, 'Liens on your home');
  await expect.poll(() => textOf(page, 'payoff-total')).toBe('Total to pay off: $0');
  await page.click({ role: 'checkbox', within: 'lien' });
  await expect.poll(() => textOf(page, 'payoff-total')).not.toBe('Total to pay off: $0');
  await page.click(button('Continue'));

  await arrive(page, appPath(uuid, 'bank/disburse'));
  await expectHeading(page, 'Where should we send your funds?');
  await page.click({ role: 'link', name: 'Enter routing and account numbers' });
  await arrive(page, appPath(uuid, 'bank/manual-disburse'));
  await page.click({ role: 'radio', name: 'Checking' });
  await page.type(field('Routing number'), '011000015');
  await page.type(field('Account number'), '000123456789');
  await page.type(field('Confirm account number'), '000123456789');
  await page.click(button('Save account'));

  await arrive(page, appPath(uuid, 'bank/autopay'));
  await expectHeading(page, 'How would you like to pay?');
  expect(await textOf(page, 'autopay-account')).toBe('Payments come from your account ending in 6789.');
  await page.click({ role: 'radio', name: pattern(/^Autopay/) });
  await page.click(button('Continue'));
  await arrive(page, appPath(uuid, 'signing/intro'));

  // Each upload went once: the platform refuses one without files, so the screens moving on were its yes to each.
  const sent = (await recordedRequests(request, `/service-application/api/v1/application/heloc/${uuid}/`)).map(
    (entry) => `${entry.method} ${entry.path}`,
  );
  for (const upload of ['income-documents', 'identity-documents'])
    expect(
      sent.filter((entry) => entry === `POST /service-application/api/v1/application/heloc/${uuid}/${upload}`),
    ).toHaveLength(1);
}

/**
 * Income by link, out to the provider's stand-in page by redirect and back: the bank link through plaid-oauth-success,
 * which reads the application it left from in local storage (kept on the way, cleared on return), and the payroll
 * link through pointserv-callback. Both land on the identity step.
 */
export async function incomeLinksRoundTrip(page: EnginePage, request: APIRequestContext): Promise<void> {
  for (const kind of ['bank', 'payroll'] as const) {
    const { applicationUuid: uuid } = await openAsNewBorrower(
      page,
      request,
      { checklistStatus: 'INCOME_VERIFICATION' },
      `income/link/${kind}`,
    );
    await expectHeading(page, `Link your ${kind} account`);
    await page.click(button('Continue to link'));
    await arrive(page, /\/income-link\/authorize$/);
    // The application it left from, kept for the bank's way back (sagas/applicationStepsSaga.ts LINK_APPLICATION_KEY).
    const kept = () => page.evaluate(() => window.localStorage.getItem('heloc-link-application'));
    if (kind === 'bank') expect(await kept()).toBe(uuid);
    await page.click({ role: 'link', name: 'Connect sandbox account' });
    // Seen stuck on the return's "Linking your account" in WebKit twice (session 37): the return, painted from the
    // device, completed the link before the area listened for the wait that follows (decision 385). Should it stick
    // again, what the app asked for says whether the completion left, and the status reads after it.
    await withCallsOnFailure(request, `${APPLICATION_API}/${uuid}`, () => arrive(page, appPath(uuid, 'identity')));
    await expectHeading(page, 'Verify your identity');
    expect(await kept()).toBeNull();
  }
}

/**
 * Employment verification: Continue with nothing says what is missing; the employer's phone typed key by key takes its
 * mask as the borrower types (the caret kept where this engine puts it), and the status moves on to identity.
 */
export async function employerTyped(page: EnginePage, request: APIRequestContext): Promise<void> {
  const { applicationUuid: uuid } = await openAsNewBorrower(page, request, {
    checklistStatus: 'EMPLOYMENT_VERIFICATION',
  });
  await arrive(page, appPath(uuid, 'income/employer-verification'));
  await expectHeading(page, 'Verify your employment');
  await page.click(button('Continue'));
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? ''), MOVE_ON)
    .toMatch(/Enter your employer’s name.*Please enter a valid phone number/);
  await page.type(field(/Employer name/), 'Acme Corp');
  await page.type(field(/Employer phone number/), '5555550100');
  expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('input[type="tel"]')?.value ?? '')).toBe(
    '(555) 555-0100',
  );
  await page.click(button('Continue'));
  await arrive(page, appPath(uuid, 'identity'));
  await expectHeading(page, 'Verify your identity');
}

/** Logout from the top bar (the menu on a phone), through the leave survey where the screen shows one. */
async function logOut(page: EnginePage) {
  if (await page.evaluate(() => window.innerWidth < 768)) await page.click(button('Menu'));
  await page.click(button('Logout'));
  const survey = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('button')).some(
        (one) => (one.getAttribute('aria-label') ?? one.textContent.trim()) === 'Close and log out',
      ),
    );
  // The survey, when there is one, opens at once; the login page follows a logout without it.
  await expect.poll(async () => (await survey()) || /\/auth\/login/.test(await page.url()), MOVE_ON).toBe(true);
  if (await survey()) await page.click(button('Close and log out'));
  await atLoadedLogin(page);
}

/**
 * The logout ends in a page load: a test ends on the login's loaded page, whose probe the fixture reads, not mid-load
 * (the address changes first; Firefox's CI run read a page whose probe had not started).
 */
async function atLoadedLogin(page: EnginePage) {
  await arrive(page, /\/auth\/login/);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.readyState === 'complete' && (window as { __enginesProbe?: unknown }).__enginesProbe !== undefined,
        ),
      { message: `${page.engine}: the login page loaded`, ...MOVE_ON },
    )
    .toBe(true);
  await expect
    .poll(() => headingText(page), { message: `${page.engine}: the login page's heading`, ...MOVE_ON })
    .not.toBe('');
}

/**
 * The lender's conditions (001 §2, §4) answered in this engine: a letter chosen through the file input and uploaded
 * for a document request (the platform keeps its file name), a phone number typed for the other, until none is open.
 * Chromium's shell.spec covers every category and the errors.
 */
export async function answerConditions(page: EnginePage, request: APIRequestContext): Promise<void> {
  const borrower = await createBorrower(request, { checklistStatus: 'LIEN_VERIFICATION' });
  const uuid = borrower.applicationUuid;
  for (const condition of [
    { categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send your HOA letter.' },
    { categoryEnum: 'MISSING_PHONE_NUMBER' },
  ])
    expect(
      (await request.post('/__sandbox/conditions', { data: { applicationUuid: uuid, ...condition } })).status(),
    ).toBe(201);
  await signIn(page, borrower.jwt);
  await page.goto(appPath(uuid, 'conditions'));
  await expectHeading(page, 'Conditions');
  await page.click({ role: 'link', name: 'Upload Documentation' });
  await arrive(page, appPath(uuid, 'conditions/upload-document'));
  await expectHeading(page, 'Upload Documentation');
  expect(await page.evaluate(() => document.querySelector('main')?.textContent ?? '')).toContain(
    'Send your HOA letter.',
  );
  await page.upload(field('Choose files'), [borrowerFiles().letter]);
  await expect
    .poll(() => textOf(page, 'chosen-file'), { message: `${page.engine}: the chosen letter` })
    .toContain('hoa-letter.pdf');
  await page.click(button('Upload'));
  await arrive(page, appPath(uuid, 'conditions'));
  await expect
    .poll(
      () =>
        request
          .get(`/__sandbox/applications/${uuid}/conditions`)
          .then(async (answer) =>
            ((await answer.json()) as { cleared: boolean; documents?: { fileName: string }[] }[]).map((condition) => ({
              cleared: condition.cleared,
              files: (condition.documents ?? []).map((document) => document.fileName),
            })),
          )
          .catch(() => null),
      MOVE_ON,
    )
    .toContainEqual({ cleared: true, files: ['hoa-letter.pdf'] });
  await page.click({ role: 'link', name: 'Enter Phone Number' });
  await page.type(field('Mobile phone'), '5555550123');
  await page.click(button('Save phone number'));
  await expect
    .poll(() => page.evaluate(() => document.querySelector('main')?.textContent ?? ''), MOVE_ON)
    .toContain('You have no open conditions.');
}

const SIGNER = '/account/heloc/heloc-signer';

/**
 * An owner of the home signs on the phone the primary used (000 §2.3): the primary invites them from
 * signing/additional and logs out; the invitation's link opens the signer's login; they sign in, upload a photo of
 * their passport, read the documents to the end in this engine's pdf.js and sign, and the application moves on. (One
 * tab: WebKit's driver holds one session at a time.) Chromium's signers.spec covers the rest (a wrong password, the
 * conditions, the cancelled screen, the brokers).
 */
export async function coSignerSigns(signer: EnginePage, request: APIRequestContext): Promise<void> {
  const primary = signer;
  const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  const uuid = borrower.applicationUuid;
  await patchApplication(request, uuid, { checklistStatus: 'CO_DEED_REQ' });
  await signIn(primary, borrower.jwt);
  await primary.goto(appPath(uuid));
  await arrive(primary, appPath(uuid, 'signing/additional'));
  const email = `co-owner.${signer.engine}.${Date.now()}@example.com`;
  await primary.type(field('Email of signer 1'), email);
  await primary.click(button('Send invitations'));
  const invitations = async () =>
    (await (
      await request.get(`/__sandbox/invitations?applicationUuid=${encodeURIComponent(uuid)}`)
    ).json()) as SignerInvitation[];
  await expect.poll(async () => (await invitations()).length, MOVE_ON).toBe(1);
  const [invitation] = await invitations();
  if (!invitation?.temporaryPassword) throw new Error('the invitation made no account');
  await logOut(primary);

  await signer.goto(invitation.loginUrl);
  await expectHeading(signer, SIGNER_TEXT.login.title);
  await signer.type(field(SIGNER_TEXT.login.emailLabel), email);
  await signer.type(field(SIGNER_TEXT.login.passwordLabel), invitation.temporaryPassword);
  await signer.click(button(SIGNER_TEXT.login.submit));
  await arrive(signer, `${SIGNER}/intro`);
  await signer.click({ role: 'link', name: SIGNER_TEXT.intro.start });
  await arrive(signer, `${SIGNER}/identity`);
  await signer.click({ role: 'radio', name: 'Passport' });
  await signer.upload(field('Photo page of your passport'), [borrowerFiles().passport]);
  await signer.click(button('Upload ID'));
  await arrive(signer, `${SIGNER}/sign`);
  await readToTheEnd(signer, SIGNER_TEXT.sign.submit);
  await signer.click(button(SIGNER_TEXT.sign.submit));
  await expectHeading(signer, SIGNER_TEXT.documents.signedTitle);
  // Read again until it moves (a reused connection the sandbox had just closed reads as no answer yet).
  const status = () =>
    request
      .get(`/__sandbox/applications/${uuid}`)
      .then(async (answer) => ((await answer.json()) as HelocApplication).status.checklistStatus)
      .catch(() => null);
  await expect.poll(status, MOVE_ON).toBe('NOTE_SIGNING');
}

/**
 * Scrolls the document viewer to its end, as reading does (the 001 §2 gate listens to the box's scroll), until the
 * last page shows and the button the reading unlocks is enabled: pages still being laid out grow the box after a
 * first scroll (a loaded machine left WebKit's Sign locked after one).
 */
async function readToTheEnd(page: EnginePage, unlocks: string) {
  await expect
    .poll(
      () =>
        page.evaluate((name: string) => {
          const box = document.querySelector<HTMLElement>('[data-testid="document-viewer"]');
          const last = document.querySelector('[data-testid="document-last-page"]');
          if (!box || !last) return false;
          // Scrolled again on every try: pages still taking their size (pdf.js) can push the end down after a scroll.
          box.scrollTop = box.scrollHeight;
          const button = Array.from(document.querySelectorAll('button')).find(
            (candidate) => candidate.textContent.trim() === name,
          );
          return last.getBoundingClientRect().top < box.getBoundingClientRect().bottom && button?.disabled === false;
        }, unlocks),
      {
        message: `${page.engine}: the documents load (pdf.js), scroll to their end and unlock "${unlocks}"`,
        ...MOVE_ON,
      },
    )
    .toBe(true);
}

/** A borrower at NOTE_SIGNING reads the disclosures and the loan documents to the end and signs; returns the uuid. */
export async function readAndSign(page: EnginePage, request: APIRequestContext): Promise<string> {
  const borrower = await createBorrowerAtSigning(request);
  const uuid = borrower.applicationUuid;
  await signIn(page, borrower.jwt);
  await page.goto(appPath(uuid));
  await arrive(page, appPath(uuid, 'signing/intro'));
  await page.click({ role: 'link', name: 'Review disclosures' });
  await arrive(page, appPath(uuid, 'document/disclosures'));
  await readToTheEnd(page, 'I have reviewed the disclosures');
  await page.click(button('I have reviewed the disclosures'));
  await arrive(page, appPath(uuid, 'signing/sign'));
  await expect.poll(() => textOf(page, 'document-viewer'), MOVE_ON).toContain('Prepared for: Dana Okafor');
  await readToTheEnd(page, 'Sign');
  await page.click(button('Sign'));
  await arrive(page, appPath(uuid, 'notary/intro'));
  return uuid;
}

/**
 * From notary/intro: a notary visit at home booked from the platform's open times (written in the home's time zone by
 * this engine's Intl), reserved, and done, to the complete screen. Chromium's applicationScreens.spec checks the rest.
 */
export async function notaryVisit(page: EnginePage, uuid: string): Promise<void> {
  await page.click({ role: 'link', name: 'Schedule a notary visit' });
  await arrive(page, appPath(uuid, 'notary/schedule-manual'));
  await expect
    .poll(() => textOf(page, 'notary-zone'), { message: `${page.engine}: the zone`, ...MOVE_ON })
    .toMatch(/^Times are in your home’s time zone, \w+ Time\.$/);
  const times = await page.evaluate(() =>
    Array.from(document.querySelectorAll('input[type="radio"]')).map((radio) => ({
      id: radio.id,
      label: ((radio as HTMLInputElement).labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  );
  expect(times.length, `${page.engine}: open times`).toBeGreaterThan(0);
  // Each engine's own Intl writes the slot: the day, the time and the zone's short name, nothing missing or doubled.
  for (const { label } of times) expect(label).toMatch(/^\w+day, \w+ \d+ at (10:00|2:00)\s?[AP]M [A-Z]{2,5}$/);
  const [first] = times;
  await page.click({ css: `#${first?.id ?? ''}` });
  await page.click(button('Book this time'));
  await arrive(page, appPath(uuid, 'notary/reserve-manual'));
  await expect.poll(() => textOf(page, 'notary-visit-time'), MOVE_ON).toBe(first?.label);
  await page.click(button('Reserve my visit'));
  await arrive(page, appPath(uuid, 'notary/session'));
  await expect.poll(() => textOf(page, 'notary-visit-time'), MOVE_ON).toBe(first?.label);
  await page.click(button('My documents are notarized'));
  await arrive(page, appPath(uuid, 'complete'));
  await expect
    .poll(() => textOf(page, 'funding-day'), MOVE_ON)
    .toMatch(/Funds (are|were) sent on \w+day, \w+ \d+, \d{4}\./);
}

/** Signs the tab in the way the login page does (localStorage `jwt`), on the sandbox's origin. */
export async function signIn(page: EnginePage, jwt: string) {
  await page.goto('/terms');
  await page.evaluate((token: string) => {
    window.localStorage.setItem('jwt', `Bearer ${token}`);
  }, jwt);
}

/**
 * A new borrower (the sandbox's defaults and `body`) signed in on this page, which opens their application at `path`
 * (the area's entry, where the status routes them, by default) with `query`; returns the borrower.
 */
async function openAsNewBorrower(
  page: EnginePage,
  request: APIRequestContext,
  body: CreateBorrowerRequest,
  path = '',
  query = '',
): Promise<CreateBorrowerResponse> {
  const borrower = await createBorrower(request, body);
  await signIn(page, borrower.jwt);
  await page.goto(`${appPath(borrower.applicationUuid, path)}${query}`);
  return borrower;
}

/** The complete screen's road to funding, its dates written out in `lang` (issue 37). */
export async function completeDates(page: EnginePage, request: APIRequestContext, lang: Lang): Promise<void> {
  const { applicationUuid: uuid } = await openAsNewBorrower(
    page,
    request,
    { checklistStatus: 'RESCISSION', documentsSignedAt: '2026-07-02T16:00:00Z' },
    '',
    `?lang=${lang}`,
  );
  await arrive(page, appPath(uuid, 'complete'));
  const [cancel, funds] =
    lang === 'en'
      ? ['Tuesday, July 7, 2026', 'Wednesday, July 8, 2026']
      : ['martes, 7 de julio de 2026', 'miércoles, 8 de julio de 2026'];
  await expect
    .poll(() => textOf(page, 'right-to-cancel'), MOVE_ON)
    .toContain(say(lang, 'You can cancel until midnight on {date}.', { date: cancel }));
  expect(await textOf(page, 'funding-day')).toContain(say(lang, 'Funds are sent on {date}.', { date: funds }));
}

/**
 * Issue 46 item 5: the borrower leaves the app for the lender's site from the complete screen (the brand link). Calls
 * the page's own navigation cuts off (Firefox fails them as the page goes) are not failures: nothing on the way out may
 * say "unavailable" or anything else on the console.
 */
export async function leaveForSiteRoot(page: EnginePage): Promise<void> {
  await page.evaluate(() => (window as { __enginesProbe?: { clear(): void } }).__enginesProbe?.clear());
  await page.click({ css: 'header a.brand' });
  await arrive(page, '/');
  const said = await page.evaluate(() =>
    (
      (window as { __enginesProbe?: { read(): { entries: { kind: string; text: string }[] } } }).__enginesProbe?.read()
        .entries ?? []
    ).filter((entry) => entry.kind === 'console.warn' || entry.kind === 'console.error'),
  );
  expect(said, `${page.engine}: what the console said while the app was left`).toEqual([]);
}

const NOTICE = {
  decisionDate: '2026-10-05',
  reasons: ['INCOME_INSUFFICIENT', { code: 'OTHER', text: 'Home value below the program minimum' }],
  creditScore: {
    score: 641,
    rangeLow: 300,
    rangeHigh: 850,
    scoredOn: '2026-10-01',
    keyFactors: ['Length of credit history'],
    recentInquiries: 2,
  },
  consumerReportingAgency: {
    name: 'Equifax',
    address: ['P.O. Box 740241', 'Atlanta, GA 30374'],
    tollFreePhone: '1-800-685-1111',
  },
  reapplyDate: '2027-01-03',
} satisfies AdverseActionInput;

/** A declined borrower reads each reason, the score and the free-report deadline, in `lang`. */
export async function declineReasons(page: EnginePage, request: APIRequestContext, lang: Lang): Promise<void> {
  const { applicationUuid: uuid } = await openAsNewBorrower(
    page,
    request,
    { checklistStatus: 'DECLINED', adverseAction: NOTICE },
    '',
    `?lang=${lang}`,
  );
  await arrive(page, appPath(uuid, 'error/decline'));
  await expectHeading(page, say(lang, 'We are unable to approve your application'));
  const reasons = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="decline-reason"] h3')).map((heading) =>
        heading.textContent.trim(),
      ),
    );
  const expected = NOTICE.reasons.map((reason) => {
    const shown = shownReason(typeof reason === 'string' ? { code: reason, text: '' } : reason);
    return shown.kind === 'form' ? say(lang, shown.words) : shown.words;
  });
  await expect.poll(reasons, MOVE_ON).toEqual(expected);
  expect(await textOf(page, 'credit-score-number')).toBe('641');
  expect(await textOf(page, 'credit-score')).toContain(say(lang, NOTICE_TEXT.scoreRange, { low: 300, high: 850 }));
  expect(await textOf(page, 'credit-bureau')).toContain('Equifax');
  const deadline = noticeDate(freeReportDeadline(NOTICE.decisionDate), lang);
  expect(await textOf(page, 'free-report')).toContain(say(lang, NOTICE_TEXT.freeReportTitle, { date: deadline }));
  expect(await textOf(page, 'reapply-date')).toContain(noticeDate(NOTICE.reapplyDate, lang));
}

/** Whether the app's service worker is active for its scope and this page is under it. */
const controlled = (page: EnginePage) =>
  page.evaluate(
    (scope: string) =>
      navigator.serviceWorker
        .getRegistration(scope)
        .then(
          (registration) => registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null,
        ),
    WORKER_SCOPE,
  );

/** The worker installs on the first visit; a page opened after that is under it (visited again until it is). */
async function laterVisitUnderWorker(page: EnginePage, uuid: string) {
  await expect
    .poll(
      async () => {
        await page.goto(appPath(uuid));
        return controlled(page);
      },
      { message: `${page.engine}: a later visit is under the worker`, ...MOVE_ON, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

/**
 * Issue 47 in this engine: the first visit installs the app's service worker and the next is under it; with the
 * server out of reach the page still opens from the phone (the worker's copy of the frame, its precached scripts) and
 * says the application could not be opened, then Try again brings the screen once the server answers; logout leaves
 * no cache but the build's own files, no copy of the screen and no token. (Chromium's serviceWorker.spec covers the
 * rest: the offline notice, a new build, two brands.)
 */
export async function returnVisitAndLogout(page: EnginePage, request: APIRequestContext): Promise<void> {
  const borrower = await openAsNewBorrower(page, request, { checklistStatus: 'OFFER_SELECTION' });
  const uuid = borrower.applicationUuid;
  await arrive(page, appPath(uuid, 'product/select'));
  await expectHeading(page, 'Select your offer');
  await laterVisitUnderWorker(page, uuid);
  await expectHeading(page, 'Select your offer');
  await expect
    .poll(() => page.evaluate((key: string) => window.localStorage.getItem(key) !== null, SCREEN_COPY_KEY), MOVE_ON)
    .toBe(true);
  // The screen's markup is kept too, and the next visit's page paints it before any script, then the app takes it
  // over (decision 426).
  await expect
    .poll(() => page.evaluate((key: string) => window.localStorage.getItem(key) !== null, KEPT_SCREEN_KEY), MOVE_ON)
    .toBe(true);
  await page.goto(appPath(uuid));
  await expectHeading(page, 'Select your offer');
  expect(
    await page.evaluate((mark: string) => performance.getEntriesByName(mark).length, KEPT_SCREEN_MARK),
    `${page.engine}: the kept screen painted by the page`,
  ).toBe(1);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[data-testid="application-kept"], [inert]') === null), {
      message: `${page.engine}: the app took the kept screen over`,
      ...MOVE_ON,
    })
    .toBe(true);

  const refuse = async (on: boolean) => {
    expect((await request.post(`/__engines/refuse?engine=${page.engine}&on=${on ? 1 : 0}`)).status()).toBe(204);
  };
  await refuse(true);
  try {
    await page.goto(appPath(uuid));
    await expect
      .poll(() => page.evaluate(() => document.querySelector('.app-frame .top-bar') !== null), MOVE_ON)
      .toBe(true);
    // The screen last seen comes from the phone and stays, saying it could not be brought up to date (decision 424).
    await expectHeading(page, 'Select your offer');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('[data-testid="not-updated-notice"]')?.textContent), {
        message: `${page.engine}: the not-updated notice`,
        ...MOVE_ON,
      })
      .toContain(NOT_UPDATED_TEXT.title);
    expect(await controlled(page)).toBe(true);
    // With no screen kept on the phone, the frame says the application could not be opened.
    await page.evaluate((key: string) => {
      window.localStorage.removeItem(key);
    }, SCREEN_COPY_KEY);
    await page.goto(appPath(uuid));
    await expectHeading(page, LOAD_ERROR_TEXT.heading);
  } finally {
    await refuse(false);
  }
  await page.click(button(LOAD_ERROR_TEXT.tryAgain));
  await expectHeading(page, 'Select your offer');

  // In this engine, the banner strip's room (decision 390): a height kept at this window's width is given before the
  // first paint, and is told gone once the list (empty here) has answered. And the top bar (decision 392): the main
  // brand's page is marked before the first paint, and nothing is left unseen once the app knows the organisation.
  await page.evaluate((key: string) => {
    window.localStorage.setItem(key, JSON.stringify({ width: window.innerWidth, height: 77 }));
  }, BANNER_SPACE_KEY);
  await page.goto(appPath(uuid));
  await expectHeading(page, 'Select your offer');
  expect(
    await page.evaluate((name: string) => document.documentElement.style.getPropertyValue(name), BANNER_SPACE_PROPERTY),
    `${page.engine}: the strip's room given before first paint`,
  ).toBe('77px');
  await expect
    .poll(() => page.evaluate((key: string) => window.localStorage.getItem(key), BANNER_SPACE_KEY), MOVE_ON)
    .toBeNull();
  expect(
    await page.evaluate(
      ({ main, pending }: { main: string; pending: string }) => ({
        main: document.documentElement.classList.contains(main),
        unseen: document.getElementsByClassName(pending).length,
      }),
      { main: MAIN_BRAND_CLASS, pending: ORG_PENDING_CLASS },
    ),
  ).toEqual({ main: true, unseen: 0 });

  // From a page the server sent (the worker's copy has no page probe to read back at the end): the borrower logs out,
  // through the leave survey this screen shows first.
  await page.goto(appPath(uuid));
  await expectHeading(page, 'Select your offer');
  await logOut(page);
  const left = await page.evaluate(async (copyKey: string) => {
    // Every entry of every cache but the build's own files, with its address and what it holds.
    const kept: string[] = [];
    for (const name of (await caches.keys()).filter((cacheName) => !cacheName.startsWith('workbox-precache'))) {
      const cache = await caches.open(name);
      for (const entry of await cache.keys())
        kept.push(`${entry.url}\n${(await (await cache.match(entry))?.text()) ?? ''}`);
    }
    return { kept, screenCopy: window.localStorage.getItem(copyKey), token: window.localStorage.getItem('jwt') };
  }, SCREEN_COPY_KEY);
  expect(left.screenCopy, `${page.engine}: the screen's copy after logout`).toBeNull();
  expect(
    await page.evaluate((key: string) => window.localStorage.getItem(key), KEPT_SCREEN_KEY),
    `${page.engine}: the kept screen after logout`,
  ).toBeNull();
  expect(left.token, `${page.engine}: the token after logout`).toBeNull();
  // Logout deletes the page caches; a network-first answer still on its way as the borrower logs out may write the
  // organisation's frame back, the same for every borrower (as serviceWorker.spec says): none holds this borrower's data.
  for (const entry of left.kept) {
    expect(entry, `${page.engine}: a cache keeps the application`).not.toContain(uuid);
    expect(entry, `${page.engine}: a cache keeps the borrower's email`).not.toContain(borrower.email);
    expect(entry.split('\n')[0], `${page.engine}: a cache holds the platform's data`).not.toMatch(/\/api\//);
  }
  // Nor does the browser's HTTP cache, which no logout reaches (decision 441): the borrower's reads are not in it.
  // A public answer without cache headers, read just now, is, so this engine does keep such answers and find them.
  const httpCache = await page.evaluate(
    async ({ control, reads }: { control: string; reads: string[] }) => {
      const inCache = (url: string) =>
        fetch(url, { cache: 'only-if-cached', mode: 'same-origin' }).then(
          (answer) => answer.ok,
          () => false,
        );
      await fetch(control, { headers: { 'x-org': 'apm' } });
      return { control: await inCache(control), reads: await Promise.all(reads.map(inCache)) };
    },
    {
      control: `${CHAT_PATHS.hours}/openStatus?display=true`,
      reads: ['/service-profile/api/v1/profile', `/service-application/api/v1/application/heloc/${uuid}`],
    },
  );
  expect(httpCache, `${page.engine}: the borrower's answers in the HTTP cache`).toEqual({
    control: true,
    reads: [false, false],
  });
}

/** The text the page shows. */
const shownText = (page: EnginePage) => page.evaluate(() => document.body.innerText);

/**
 * Moves the page's own clock past the token's lifetime, as hours away would (decision 450); the platform's clock is
 * not moved, so no call can end the session with a 401: only the page's own check can. `shownAgain` then tells the
 * page its tab is shown again, as a phone unlocked would.
 */
const clockPastTokenLifetime = (page: EnginePage, shownAgain: boolean) =>
  page.evaluate(
    ({ ms, visible }: { ms: number; visible: boolean }) => {
      const now = Date.now.bind(Date);
      Date.now = () => now() + ms;
      if (visible) document.dispatchEvent(new Event('visibilitychange'));
    },
    { ms: (TOKEN_LIFETIME_SECONDS + 3600) * 1000, visible: shownAgain },
  );

/**
 * Decision 437 in this engine: the borrower's session ends in another document of the origin, and the page showing
 * their application summary (email, name, phone, address, income) follows at once, to the login in its own place in
 * the history. The other document is a frame standing in for a second tab, which these drivers cannot hold beside the
 * first; the browser tells every other document of the origin of its storage changes alike (the `storage` event).
 * Then another borrower is signed in there, as the first tab's next borrower would be, and the page ends again; and
 * last, with no other document, the tab is shown again after its token expired while it was hidden (decision 450).
 */
export async function sessionEndedElsewhere(page: EnginePage, request: APIRequestContext): Promise<void> {
  const first = await openAsNewBorrower(page, request, { checklistStatus: 'APP_SUBMISSION' }, 'start/app-summary');
  const second = await createBorrower(request, { checklistStatus: 'HMDA' });
  await expect.poll(() => shownText(page), MOVE_ON).toContain(first.email);
  await expectAccessible(page);
  const summaryUrl = await page.url();
  const elsewhere = (token: string | null) =>
    page.evaluate((value: string | null) => {
      const frame = document.createElement('iframe');
      frame.hidden = true;
      document.body.append(frame);
      const storage = frame.contentWindow?.localStorage;
      if (!storage) throw new Error('no frame storage');
      if (value === null) storage.removeItem('jwt');
      else storage.setItem('jwt', `Bearer ${value}`);
      frame.remove();
    }, token);
  const signedInAgain = async () => {
    await signIn(page, first.jwt);
    await page.goto(new URL(summaryUrl).pathname);
    await expect.poll(() => shownText(page), MOVE_ON).toContain(first.email);
  };
  // At once: within 5 s, where a next screen is given MOVE_ON.
  const atTheLogin = (when: string) =>
    expect
      .poll(async () => new URL(await page.url()).pathname, {
        message: `${page.engine}: at the login ${when}`,
        timeout: 5_000,
      })
      .toBe('/auth/login');
  const entries = await page.evaluate(() => window.history.length);
  await elsewhere(null);
  await atTheLogin('after the logout elsewhere');
  expect(await shownText(page), `${page.engine}: the email left on screen`).not.toContain(first.email);
  expect(await page.evaluate(() => window.history.length), `${page.engine}: the page kept its place`).toBe(entries);

  // Signed in again, then another borrower signs in elsewhere: the page ends once more, and nothing of the first shows.
  await signedInAgain();
  await elsewhere(second.jwt);
  await atTheLogin('after another borrower signed in elsewhere');
  expect(await shownText(page)).not.toContain(first.email);

  // Signed in again, and the tab hidden for longer than the token lives (a phone locked overnight): shown again, it
  // ends the session on its own, with no other document involved.
  await signedInAgain();
  await clockPastTokenLifetime(page, true);
  await atTheLogin('once shown again');
  expect(await shownText(page), `${page.engine}: the email left on screen after the expiry`).not.toContain(first.email);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt')), `${page.engine}: the token kept`).toBeNull();
}

/**
 * The login page is loaded and shows its heading, read in the page (Firefox's driver does not hear of a page the
 * back-forward cache brings back); a read cut short by the page going is "not yet".
 */
const loginShown = (page: EnginePage) =>
  page
    .evaluate(
      () =>
        window.location.pathname === '/auth/login' &&
        document.readyState === 'complete' &&
        document.querySelector('main h1') !== null,
    )
    .catch(() => false);

/**
 * Waits until the page's service worker is active, and the page has then asked for nothing new for a second and is
 * 6 s old: once the worker is in, the page fetches itself for it (src/boot/appWorkerClient.ts), and the frame's
 * idle-time prefetches start within 3 s of its first screen (src/shell/lazyShell.tsx). Firefox did not bring back a
 * page left with requests on their way (decision 448); under load the worker's install took past a second's quiet.
 */
async function settled(page: EnginePage) {
  await expect
    .poll(
      () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated'),
      { message: `${page.engine}: the page's worker active`, ...MOVE_ON },
    )
    .toBe(true);
  const requested = () =>
    page.evaluate(() => ({ since: performance.now(), count: performance.getEntriesByType('resource').length }));
  let before = -1;
  await expect
    .poll(
      async () => {
        const { since, count } = await requested();
        const still = count === before && since > 6_000;
        before = count;
        return still;
      },
      { message: `${page.engine}: the page settled`, intervals: [1_000], ...MOVE_ON },
    )
    .toBe(true);
}

/**
 * The back-forward cache brings back a page of a session that ended while the page was away (decision 437): a
 * borrower leaves the application for another page and logs out there, or logs out on the page itself, or leaves
 * with no logout and the token expires meanwhile (decision 450); the next person on the phone presses Back. Both
 * engines keep such a page in the cache and bring it back (a `pageshow` that persisted, counted in the tab's
 * sessionStorage, which outlives the documents); the page goes to the login in place of itself, and the borrower's
 * email does not stay on screen. Chromium's headless shell never brings a page back (decision 447), so this path is
 * the engines' alone.
 */
export async function restoredAfterSessionEnded(page: EnginePage, request: APIRequestContext): Promise<void> {
  const borrower = await openAsNewBorrower(page, request, { checklistStatus: 'APP_SUBMISSION' }, 'start/app-summary');
  const summary = appPath(borrower.applicationUuid, 'start/app-summary');
  const countRestores = () =>
    page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        if (!event.persisted) return;
        const key = 'engines:restored';
        window.sessionStorage.setItem(key, String(Number(window.sessionStorage.getItem(key) ?? '0') + 1));
      });
    });
  /** The summary shows the borrower, has settled, and counts the times it is brought back. */
  const summaryShown = async () => {
    await expect.poll(() => shownText(page), MOVE_ON).toContain(borrower.email);
    await settled(page);
    await countRestores();
  };
  // Signed in again on the login the test ended at: Firefox's driver, which did not hear of the page brought back,
  // once never saw the next page it was sent to through a redirect (signIn's /terms) load.
  const reopenSummary = async () => {
    await page.evaluate((token: string) => {
      window.localStorage.setItem('jwt', `Bearer ${token}`);
    }, borrower.jwt);
    await page.goto(summary);
    await summaryShown();
  };
  // Read while the page brought back replaces itself with the login: a read that the new page cut short is read again.
  const restores = () =>
    page
      .evaluate(() => Number(window.sessionStorage.getItem('engines:restored') ?? '0'))
      .catch((error: unknown) => `not read: ${String(error)}`);
  const backToLogin = async (steps: number, restored: number, why: string) => {
    const entries = await page.evaluate(() => window.history.length);
    await page.evaluate((by: number) => {
      window.history.go(by);
    }, -steps);
    await expect.poll(() => restores(), { message: `${page.engine}: ${why}: brought back`, ...MOVE_ON }).toBe(restored);
    // The login loaded in its place: what shows is the login page's, not the summary's on its way out.
    await expect
      .poll(() => loginShown(page), { message: `${page.engine}: ${why}: at the login`, timeout: 10_000 })
      .toBe(true);
    expect(await shownText(page), `${page.engine}: ${why}: the email left on screen`).not.toContain(borrower.email);
    expect(await page.evaluate(() => window.history.length), `${page.engine}: ${why}: its place kept`).toBe(entries);
  };

  // Logged out on another page of the site: the summary comes back two steps back, past that page.
  await summaryShown();
  await page.goto('/account/heloc/legal/terms-of-use');
  await appReady(page);
  await logOut(page);
  await backToLogin(2, 1, 'logged out on another page');

  // Logged out on the summary itself: Back from the login brings it back, and it goes to the login again.
  await reopenSummary();
  await logOut(page);
  await backToLogin(1, 2, 'logged out on the page');

  // Left for another page with no logout, and brought back once the token's lifetime has passed.
  await reopenSummary();
  await clockPastTokenLifetime(page, false);
  await page.goto('/account/heloc/legal/terms-of-use');
  await appReady(page);
  await backToLogin(1, 3, 'away past the expiry');
}

/** The first step's switch turns register-v2 into Spanish and back, keeping what was typed. */
export async function spanishSwitch(page: EnginePage): Promise<void> {
  await page.goto(`${REGISTER}?org=apm`);
  await appReady(page);
  await page.click(button('Enter the address manually'));
  await page.type(field('Street address'), '500 Main St');
  await page.type(field('City'), 'Phoenix');
  await page.click({ testId: 'language-switch-registration' });
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), MOVE_ON).toBe('es');
  await expectHeading(page, '¿Cuál es la dirección de la propiedad?');
  expect(await valueOf(page, '#street1')).toBe('500 Main St');
  expect(await valueOf(page, '#city')).toBe('Phoenix');
  await page.click(button('Continuar'));
  await expect
    .poll(() => page.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? ''), MOVE_ON)
    .toContain('Obligatorio');
  expect(await englishMessagesShown(page), `${page.engine}: English messages on the Spanish page`).toEqual([]);
  // The choice reaches the server in this engine's cookie (decision 387): the page comes back built in it.
  expect(await builtLanguageOfThisPage(page)).toBe('es');
  await page.click({ testId: 'language-switch-registration' });
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(await valueOf(page, '#city')).toBe('Phoenix');
  expect(await builtLanguageOfThisPage(page)).toBe('en');
}

/** The `<html lang>` of this page as the server answers it now, asked with the page's own cookies. */
const builtLanguageOfThisPage = (page: EnginePage) =>
  page.evaluate(async () => {
    const html = await (await fetch(window.location.href, { credentials: 'same-origin' })).text();
    return /<html lang="(\w+)"/.exec(html)?.[1] ?? null;
  });

interface ProbeHandle {
  read(): { entries: { kind: string; text: string }[] };
  clear(): void;
}

/**
 * Decision 435: an application page whose HTML stops before the top bar's account links and comes whole 2.5 s later
 * (the engines' sandbox, `pause`). This engine may paint the page in part, and the page's starter runs the app's scripts
 * at its first paint or after 1.5 s, so the app starts while the rest is still coming: it must take the page over only
 * once all of it is in, with no hydration that falls back to a client render and one top bar.
 */
export async function pausedPageTakenOverWhole(page: EnginePage, request: APIRequestContext): Promise<void> {
  const borrower = await createBorrower(request, { checklistStatus: 'OFFER_SELECTION' });
  await signIn(page, borrower.jwt);
  const pause = async (on: boolean) => {
    expect((await request.post(`/__engines/pause?engine=${page.engine}&on=${on ? 1 : 0}`)).status()).toBe(204);
  };
  await pause(true);
  try {
    await page.goto(appPath(borrower.applicationUuid));
    await expectHeading(page, 'Select your offer');
    const state = await page.evaluate(() => ({
      // The page did come in two parts (the front's pause is 2.5 s; a page without its mark is not paused): its parse
      // ended over 2 s after its first byte (its responseEnd, in one engine, is the first part's).
      pausedForTwoSeconds: (() => {
        const [entry] = performance.getEntriesByType('navigation');
        return entry !== undefined && entry.domInteractive - entry.responseStart >= 2000;
      })(),
      topBars: document.querySelectorAll('.top-bar').length,
      accountLinks: document.querySelectorAll('.top-bar-actions').length,
      hydration: (window as unknown as { __enginesProbe: ProbeHandle }).__enginesProbe
        .read()
        .entries.filter((entry) => /hydrat|#41[89]|#42[35]/i.test(entry.text))
        .map((entry) => `${entry.kind}: ${entry.text.slice(0, 160)}`),
    }));
    expect(state, `${page.engine}: the page taken over once whole`).toEqual({
      pausedForTwoSeconds: true,
      topBars: 1,
      accountLinks: 1,
      hydration: [],
    });
  } finally {
    await pause(false);
  }
}

/**
 * The chat over this engine's WebSocket: opened from the top bar (signed out, its own row on a phone), the pre-chat
 * form typed, a message sent (its markup shown as text), the agent's reply (the sandbox's agent API, as its console
 * sends it) arriving on the socket with its one allowed link, and the agent ending the chat. The chat's flag is forced
 * for this tab alone (001 §7's session overrides), so the sandbox's shared flags stay as the other engine's tests
 * found them.
 */
export async function liveChat(page: EnginePage, request: APIRequestContext): Promise<void> {
  const hours = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
    (weekday, index) => ({
      weekday,
      weekdayValue: index + 1,
      startTime: '00:00',
      endTime: '23:59',
      isOpen: true,
    }),
  );
  expect((await request.put('/__sandbox/hours/OPS_CHAT', { data: { hours } })).status()).toBe(200);
  await page.goto('/terms');
  await page.evaluate(
    (key: string, value: string) => {
      window.sessionStorage.setItem(key, value);
    },
    FLAG_OVERRIDES_STORAGE,
    JSON.stringify({ 'fe-heloc-webchat': true }),
  );
  await page.goto(REGISTER);
  await appReady(page);
  await page.click(button('Have a question? Chat with us'));
  const name = `${page.engine === 'webkit' ? 'Webkit' : 'Firefox'} Borrower ${String(Date.now()).slice(-6)}`;
  await page.type(field('Name'), name);
  await page.type(field('Email'), 'pat@example.com');
  await page.click(button('Start chat'));
  await page.type(field('Message'), 'Hello <b>there</b>');
  await page.click(button('Send'));
  const messages = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="chat-message"]')).map((message) => ({
        text: message.textContent.replace(/\s+/g, ' ').trim(),
        links: Array.from(message.querySelectorAll('a')).map((link) => link.textContent),
        bold: message.querySelector('b') !== null,
      })),
    );
  await expect
    .poll(messages, { message: `${page.engine}: the message sent`, ...MOVE_ON })
    .toContainEqual(expect.objectContaining({ text: expect.stringContaining('Hello <b>there</b>'), bold: false }));
  const conversation = async () => {
    const live = (await (await request.get('/__sandbox/chat/conversations')).json()) as {
      conversationSid: string;
      friendlyName: string;
    }[];
    return live.find((candidate) => candidate.friendlyName === name)?.conversationSid ?? '';
  };
  await expect.poll(conversation, { message: `${page.engine}: the conversation reaches the agents` }).not.toBe('');
  const sid = await conversation();
  const reply = await request.post(`/__sandbox/chat/conversations/${sid}/messages`, {
    data: {
      agentName: 'Ava Support',
      body: 'I am here to help. See https://www.homeward.example/rates and https://evil.example/x',
    },
  });
  expect(reply.status()).toBe(201);
  await expect
    .poll(messages, { message: `${page.engine}: the agent's reply over the socket`, ...MOVE_ON })
    .toContainEqual({
      text: expect.stringContaining('I am here to help'),
      links: ['https://www.homeward.example/rates'],
      bold: false,
    });
  expect((await request.post(`/__sandbox/chat/conversations/${sid}/end`)).status()).toBe(204);
  await expect
    .poll(() => textOf(page, 'chat-end'), { message: `${page.engine}: the agent ended it`, ...MOVE_ON })
    .toContain('Customer representative has ended the chat');
}

/** The text of every alert the page shows, one string. */
const alertsText = (page: EnginePage) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="alert"]'))
      .map((alert) => alert.textContent.replace(/\s+/g, ' ').trim())
      .join(' | '),
  );

/** A failure the platform answers for `times` requests on this path (this borrower's alone: the engines run side by side). */
async function refuse(
  request: APIRequestContext,
  fault: { pathPrefix: string; method: string; status: number; times: number; body?: unknown },
) {
  expect((await request.post('/__sandbox/faults', { data: fault })).status()).toBe(201);
}

/**
 * Issue 47 item 1 in this engine: a new build deployed while the borrower's page is open. The new worker waits, the
 * open page keeps running on the one it started with, and nothing is drawn over the screen in use (its error summary
 * and a link of it included); the next screen comes with "A new version is ready", and Reload puts the new worker in
 * charge. The deploy is this engine's alone (the front's switch), as the other engine runs beside it.
 */
export async function deployWhileOpen(page: EnginePage, request: APIRequestContext): Promise<void> {
  const { applicationUuid: uuid } = await openAsNewBorrower(page, request, { checklistStatus: 'HMDA' });
  await arrive(page, appPath(uuid, 'start/hmda'));
  await laterVisitUnderWorker(page, uuid);
  await expectHeading(page, 'Demographic information');
  const notice = () => textOf(page, 'update-notice');
  const workers = () =>
    page.evaluate(
      (scope: string) =>
        navigator.serviceWorker.getRegistration(scope).then((registration) => ({
          waiting: registration?.waiting?.state ?? null,
          controller: navigator.serviceWorker.controller?.state ?? null,
        })),
      WORKER_SCOPE,
    );
  const deploy = async (on: boolean) => {
    expect((await request.post(`/__engines/deploy?engine=${page.engine}&on=${on ? 1 : 0}`)).status()).toBe(204);
  };
  await deploy(true);
  try {
    // The browser looks for a new worker on each visit, or when asked: asked here, as the page stays open.
    await page.evaluate(
      (scope: string) =>
        navigator.serviceWorker.getRegistration(scope).then((registration) => registration?.update().then(() => true)),
      WORKER_SCOPE,
    );
    await expect
      .poll(workers, { message: `${page.engine}: the new worker waits`, ...MOVE_ON })
      .toEqual({ waiting: 'installed', controller: 'activated' });
    expect(await notice(), `${page.engine}: nothing over the screen in use`).toBe('');

    await page.click(button('Continue'));
    await expect
      .poll(async () => (await alertsText(page)).split(HMDA_REQUIRED).length - 1, {
        message: `${page.engine}: the three questions unanswered`,
      })
      .toBeGreaterThanOrEqual(3);
    await page.click({ role: 'link', name: HMDA_REQUIRED });
    expect(await notice(), `${page.engine}: nothing over the screen after a summary link`).toBe('');
    for (const group of ['hmda-ethnicity', 'hmda-race', 'hmda-sex'])
      await page.click({ css: `#${group}-${HMDA_DECLINED}` });
    await page.click(button('Continue'));

    await arrive(page, appPath(uuid, 'start/app-summary'));
    await expect
      .poll(notice, { message: `${page.engine}: the next screen offers the new version`, ...MOVE_ON })
      .toContain('A new version is ready.');
    await page.click(button('Reload'));
    await expect.poll(notice, { message: `${page.engine}: the notice gone after Reload`, ...MOVE_ON }).toBe('');
    await expectHeading(page, 'Review your application');
    await expect
      .poll(async () => (await workers()).waiting, { message: `${page.engine}: none waits after Reload`, ...MOVE_ON })
      .toBeNull();
    // The reloaded page goes on: the next step sent, and the next screen's code fetched under the new worker.
    await page.click({ role: 'checkbox', name: pattern(/I authorize a hard credit pull/) });
    await page.click(button('Submit application'));
    await arrive(page, appPath(uuid, 'income/review'));
    await expectHeading(page, 'Verify your income');
    // WebKit's reloaded page reads its new controller as "activating" until the next page load (seen each run; the
    // page works meanwhile, as above): the borrower's next visit is the new worker's, activated.
    await expect
      .poll(
        async () => {
          await page.goto(appPath(uuid));
          return { ...(await workers()), inCharge: await controlled(page) };
        },
        { message: `${page.engine}: the next visit is the new worker's`, ...MOVE_ON, intervals: [500, 1000, 2000] },
      )
      .toEqual({ waiting: null, controller: 'activated', inCharge: true });
  } finally {
    await deploy(false);
  }
}

/** The id of the element that has the focus ('' for none, its tag name when it has no id). */
const focusedId = (page: EnginePage) =>
  page.evaluate(() => document.activeElement?.id || (document.activeElement?.tagName ?? ''));

/**
 * The account typed wrong, by keyboard alone, GOV.UK's error summary (000 §5) as this engine's keyboard meets it: the
 * form sent with Enter from a field lists every problem and puts the focus on the first invalid field; a problem's link
 * followed with Enter takes the focus to its field, where the correction is typed; Enter sends the corrected form and
 * the borrower moves on, nothing sent while it was wrong. Focus is where engines part ways (WebKit focuses neither a
 * link on a click nor what a fragment link points at), and a keyboard-only borrower has nothing else.
 */
export async function errorsByKeyboard(page: EnginePage, request: APIRequestContext): Promise<void> {
  const { applicationUuid: uuid } = await openAsNewBorrower(
    page,
    request,
    { checklistStatus: 'DISBURSEMENT_ACCOUNT' },
    'bank/manual-disburse',
  );
  await expectHeading(page, BANK_TEXT.manualTitle);
  // The routing number's last digit fails its checksum; the confirmation lacks the account number's last digit.
  await page.type(field('Routing number'), '011000016');
  await page.type(field('Account number'), '000123456789');
  await page.type(field('Confirm account number'), '00012345678');
  await page.press('Enter');
  const problems = [
    'There is a problem',
    BANK_TEXT.accountTypeRequired,
    BANK_TEXT.routingInvalid,
    BANK_TEXT.confirmMismatch,
  ];
  for (const problem of problems)
    await expect.poll(() => alertsText(page), { message: `${page.engine}: "${problem}" is said` }).toContain(problem);
  await expect
    .poll(() => focusedId(page), { message: `${page.engine}: the first invalid field has the focus` })
    .toBe('account-type');
  await expectAccessible(page);
  // The first radio, focused: Space chooses it, as on any radio group.
  await page.press(' ');
  await expect
    .poll(() => page.evaluate(() => (document.getElementById('account-type') as HTMLInputElement).checked))
    .toBe(true);

  const followToField = async (problem: string, fieldId: string) => {
    await page.focus({ role: 'link', name: problem });
    await page.press('Enter');
    await expect
      .poll(() => focusedId(page), { message: `${page.engine}: "${problem}" leads to its field` })
      .toBe(fieldId);
  };
  await followToField(BANK_TEXT.routingInvalid, 'routing-number');
  await page.press('End');
  await page.press('Backspace');
  await page.typeHere('5');
  expect(await valueOf(page, '#routing-number')).toBe('011000015');
  await followToField(BANK_TEXT.confirmMismatch, 'confirm-account-number');
  await page.press('End');
  await page.typeHere('9');
  expect(await valueOf(page, '#confirm-account-number')).toBe('000123456789');

  const accountPath = `${APPLICATION_API}/${uuid}/`;
  const postsBefore = (await recordedRequests(request, accountPath)).filter((call) => call.method === 'POST');
  expect(postsBefore, `${page.engine}: nothing sent while the account was wrong`).toHaveLength(0);
  await page.press('Enter');
  await arrive(page, appPath(uuid, 'bank/autopay'));
  // Polled: the address moves on before the screen is drawn (WebKit once read the line before it was there).
  await expect
    .poll(() => textOf(page, 'autopay-account'), { message: `${page.engine}: the account autopay takes from` })
    .toBe(BANK_TEXT.paymentsFrom('6789'));
}

/**
 * Handled failures as the borrower and support meet them in this engine, the class of issue 46's (loan documents that
 * never loaded in WebKit, and a viewer that said nothing): a step the platform refuses says why, in the platform's
 * words as text, keeps the phone number typed, and goes through on Continue; an upload refused keeps the files chosen
 * and goes on Upload again; a disclosure the platform refuses says so with Try again, is counted (the sandbox receives
 * the telemetry event, naming this engine), and Try again loads it.
 */
export async function failuresHeard(page: EnginePage, request: APIRequestContext): Promise<void> {
  const { applicationUuid: uuid } = await openAsNewBorrower(page, request, {
    checklistStatus: 'COLLECT_ADDITIONAL_INFO',
  });
  await arrive(page, appPath(uuid, 'start/contact'));
  const markup = '<b>Phone checks</b> are down for a moment';
  await refuse(request, {
    pathPrefix: `${APPLICATION_API}/${uuid}/contact`,
    method: 'POST',
    status: 500,
    times: 1,
    body: { errors: [markup] },
  });
  await page.type(field('Mobile phone'), '5555550100');
  await page.click(button('Continue'));
  await expect
    .poll(() => alertsText(page), { message: `${page.engine}: the refusal is said`, ...MOVE_ON })
    .toContain(markup);
  expect(await page.evaluate(() => document.querySelector('[role="alert"] b') !== null)).toBe(false);
  await expectAccessible(page);
  expect(await valueOf(page, '#phone-number')).toBe('(555) 555-0100');
  await page.click(button('Continue'));
  await arrive(page, appPath(uuid, 'start/hmda'));

  // An upload refused: the files chosen through this engine's file input stay chosen, and Upload sends them again.
  const uploader = await openAsNewBorrower(
    page,
    request,
    { checklistStatus: 'INCOME_VERIFICATION' },
    'income/upload/paystubs',
  );
  await expectHeading(page, 'Upload your paystubs');
  await refuse(request, {
    pathPrefix: `${APPLICATION_API}/${uploader.applicationUuid}/income-documents`,
    method: 'POST',
    status: 500,
    times: 1,
    body: { errors: ['The document store is busy'] },
  });
  await page.upload(field('Choose files'), borrowerFiles().paystubs);
  const chosen = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="chosen-file"]')).map((row) => row.textContent.trim()),
    );
  const both = [expect.stringContaining('paystub-1.pdf'), expect.stringContaining('paystub-2.pdf')];
  await expect.poll(chosen, { message: `${page.engine}: the chosen paystubs` }).toEqual(both);
  await page.click(button('Upload'));
  await expect
    .poll(() => alertsText(page), { message: `${page.engine}: the refused upload is said`, ...MOVE_ON })
    .toContain('The document store is busy');
  expect(await chosen()).toEqual(both);
  await expectAccessible(page);
  await page.click(button('Upload'));
  await arrive(page, appPath(uploader.applicationUuid, 'identity'));
  const sent = await recordedRequests(request, `${APPLICATION_API}/${uploader.applicationUuid}/income-documents`);
  // Sent twice, the refused one and the one that went through: never lost, never doubled.
  expect(sent.filter((call) => call.method === 'POST')).toHaveLength(2);

  const borrower = await createBorrowerAtSigning(request);
  const documents = await request.get(`${APPLICATION_API}/${borrower.applicationUuid}/documents?kind=disclosures`, {
    headers: { authorization: `Bearer ${borrower.jwt}` },
  });
  const [first] = (await documents.json()) as { pdfUrl: string }[];
  // Every attempt of the one policy (src/api/httpRetry.ts): the borrower is told only once they are used up.
  await refuse(request, {
    pathPrefix: first?.pdfUrl ?? '',
    method: 'GET',
    status: 503,
    times: TRANSIENT_RETRY_DELAYS_MS.length + 1,
  });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  await arrive(page, appPath(borrower.applicationUuid, 'signing/intro'));
  await page.click({ role: 'link', name: 'Review disclosures' });
  await arrive(page, appPath(borrower.applicationUuid, 'document/disclosures'));
  await expect
    .poll(() => alertsText(page), { message: `${page.engine}: the document's failure is said`, ...MOVE_ON })
    .toMatch(/could not be loaded.*Please check your connection and try again\./);
  await expectAccessible(page);
  const session = await page.evaluate(() => sessionStorage.getItem('heloc-telemetry-session'));
  await expect
    .poll(async () => (await failureCounted(request, session, 'Document download'))?.eventProperties, {
      message: `${page.engine}: the failure is counted`,
      ...MOVE_ON,
    })
    .toMatchObject({
      what: 'Document download',
      errorName: 'ApiError',
      engine: page.engine === 'webkit' ? 'WebKit' : 'Gecko',
    });
  await page.click(button('Try again'));
  await readToTheEnd(page, 'I have reviewed the disclosures');
  expect(await alertsText(page)).not.toContain('could not be loaded');
}

/**
 * The probe itself, in this engine: an error thrown in a timer, a rejection nobody handles and an inline script the
 * CSP blocks all reach it; then it is emptied, so the test's own check (fixtures.ts) reads a clean page.
 */
export async function probeSeesFailures(page: EnginePage): Promise<void> {
  await page.goto(REGISTER);
  await appReady(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('engines probe check');
    }, 0);
    void Promise.reject(new RangeError('engines probe rejection'));
    const inline = document.createElement('script');
    inline.textContent = 'window.name = "inline ran";';
    document.head.append(inline);
  });
  const kinds = () =>
    page.evaluate(() =>
      (window as unknown as { __enginesProbe: ProbeHandle }).__enginesProbe
        .read()
        .entries.map((entry) => `${entry.kind}: ${entry.text.slice(0, 40)}`)
        .sort(),
    );
  await expect
    .poll(kinds, { message: `${page.engine}: the probe hears the page` })
    .toEqual([
      expect.stringMatching(/^error: .*engines probe check/),
      expect.stringMatching(/^securitypolicyviolation: script-src/),
      'unhandledrejection: RangeError: engines probe rejection',
    ]);
  expect(await page.evaluate(() => window.name)).not.toBe('inline ran');
  await page.evaluate(() => {
    (window as unknown as { __enginesProbe: ProbeHandle }).__enginesProbe.clear();
  });
}

/** The open modal dialog's name, whether the focus is inside it, and what has the focus ('' names: none open). */
const dialogState = (page: EnginePage) =>
  page.evaluate(() => {
    const open = document.querySelector('dialog[open]');
    const labelledBy = open?.getAttribute('aria-labelledby');
    const name =
      (labelledBy ? document.getElementById(labelledBy)?.textContent : open?.getAttribute('aria-label')) ?? '';
    const focused = document.activeElement;
    return {
      dialog: name.replace(/\s+/g, ' ').trim(),
      focusInside: open !== null && open.contains(focused),
      focused: (focused?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    };
  });

/**
 * The kit's modals (the native <dialog>, src/ui/Modal.tsx) as this engine's keyboard meets them: Enter on the button
 * opens its dialog with the focus inside, the dialog passes the WCAG check and fits the window (the probe), Escape
 * closes it and the focus is back on the button, so a keyboard borrower goes on where they were: the signing screen's
 * disclosures and the footer's loan disclosures. Then Logout, which asks "Before you go" first and, closed, logs out (001 §4).
 */
export async function dialogsByKeyboard(page: EnginePage, request: APIRequestContext): Promise<void> {
  const borrower = await createBorrowerAtSigning(request);
  await signIn(page, borrower.jwt);
  await page.goto(`${appPath(borrower.applicationUuid, 'signing/sign')}?org=apm`);
  await expectHeading(page, 'Sign your loan documents');
  const openAndClose = async (opener: Query, dialog: string) => {
    await page.focus(opener);
    await page.press('Enter');
    await expect
      .poll(() => dialogState(page), { message: `${page.engine}: "${dialog}" opens with the focus inside` })
      .toMatchObject({ dialog, focusInside: true });
    await expectAccessible(page);
    await page.press('Escape');
    await expect
      .poll(() => dialogState(page), { message: `${page.engine}: Escape closes "${dialog}", the focus back` })
      .toMatchObject({ dialog: '', focused: typeof opener.name === 'string' ? opener.name : '' });
  };
  await openAndClose(button('Review disclosures'), 'Disclosures');
  await openAndClose({ ...button('Loan disclosures'), within: 'footer' }, 'Loan disclosures');
  // On a phone the account links are behind Menu; on a desktop they are in the bar.
  const menu = await page.evaluate(() => (document.querySelector('.menu-button')?.getClientRects().length ?? 0) > 0);
  if (menu) {
    await page.focus(button('Menu'));
    await page.press('Enter');
  }
  // Logout on a survey route asks "Before you go" first (001 §4); closing it lets the logout run (001 §4: "afterwards
  // logout runs after 750 ms"), so Escape ends at the login, not back on the screen.
  await page.focus(button('Logout'));
  await page.press('Enter');
  await expect
    .poll(() => dialogState(page), { message: `${page.engine}: "Before you go" opens with the focus inside` })
    .toMatchObject({ dialog: 'Before you go', focusInside: true });
  await expectAccessible(page);
  await page.press('Escape');
  await atLoadedLogin(page);
}

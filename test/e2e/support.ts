import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Disposable, type Locator, type Page } from '@playwright/test';
import type {
  CreateBorrowerRequest,
  CreateBorrowerResponse,
  PatchApplicationRequest,
  RecordedRequest,
} from '../../src/api/contractSandbox';
import type { HelocApplication } from '../../src/api/contract';
import { FLAG_OVERRIDES_STORAGE } from '../../features/flags/overrides';
import { PAGE_CACHE, WORKER_SCOPE } from '../../src/sw/routing';
import { RENDER_RECOVERED } from '../../src/boot/recoveredRenders';
import { AXE_TAGS, violationsWhileStill } from '../support/axeInPage';

/** axe-core's minified build: the full `axe.source` is 1.5 MB, this 650 KB, the same rules. */
const AXE_MIN_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core put into the page once per document and run there directly (decision 287). The page loads it as a script
 * from the sandbox (/__sandbox/axe.js, same origin, so the pages' CSP allows it): the browser caches it and its
 * compiled code, where sending the source over the DevTools protocol costs the test, the browser and the page a
 * parse of 650 KB at every check (decision 291). A page the sandbox does not serve, or one offline, gets the source
 * sent. An SPA step after a check finds axe still there.
 */
async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    const loaded = await page.addScriptTag({ url: '/__sandbox/axe.js' }).then(
      () => true,
      () => false,
    );
    if (!loaded) await page.evaluate(AXE_MIN_SOURCE);
  }
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A page checked right after its URL changed may not have its stylesheet yet; unstyled, links are too small.
  await page.waitForLoadState('load');
  // On phones a step's actions are a sticky bar (001 §2) that the form scrolls under, so whatever target sits at the
  // foot of the viewport is partly covered by design, and target-size would judge the scroll position, not the page.
  // Checked at the end of the page, where the bar rests under the last question and covers nothing; then put back.
  const scrolledTo = await page.evaluate(() => {
    const { scrollY } = window;
    window.scrollTo(0, document.documentElement.scrollHeight);
    return scrollY;
  });
  await loadAxe(page);
  const violations = await page.evaluate(violationsWhileStill, AXE_TAGS);
  await page.evaluate((y) => {
    window.scrollTo(0, y);
  }, scrolledTo);
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

export async function createBorrower(
  request: APIRequestContext,
  body: CreateBorrowerRequest = {},
): Promise<CreateBorrowerResponse> {
  const response = await request.post('/__sandbox/borrowers', { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreateBorrowerResponse;
}

export async function patchApplication(
  request: APIRequestContext,
  uuid: string,
  body: PatchApplicationRequest,
): Promise<HelocApplication> {
  const response = await request.patch(`/__sandbox/applications/${uuid}`, { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as HelocApplication;
}

/**
 * A borrower at NOTE_SIGNING, the loan documents made out to Dana Okafor: made at the offers and moved on, as the
 * platform does, so the application carries its chosen offer.
 */
export async function createBorrowerAtSigning(request: APIRequestContext): Promise<CreateBorrowerResponse> {
  const borrower = await createBorrower(request, {
    firstName: 'Dana',
    lastName: 'Okafor',
    checklistStatus: 'OFFER_SELECTION',
  });
  await patchApplication(request, borrower.applicationUuid, { checklistStatus: 'NOTE_SIGNING' });
  return borrower;
}

export async function recordedRequests(request: APIRequestContext, prefix: string): Promise<RecordedRequest[]> {
  const response = await request.get(`/__sandbox/requests?path=${encodeURIComponent(prefix)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as RecordedRequest[];
}

/**
 * Each page's sign-in script: a later signIn replaces it rather than adding a second (Playwright runs a page's init
 * scripts in no defined order, and a table over one page signs in one borrower per row).
 */
const signInScripts = new WeakMap<Page, Disposable>();

/** Signs the browser in the way the login page does: the bearer token in localStorage `jwt`, from the next load. */
export async function signIn(page: Page, jwt: string): Promise<void> {
  await signInScripts.get(page)?.dispose();
  signInScripts.set(
    page,
    await page.addInitScript((token) => {
      window.localStorage.setItem('jwt', `Bearer ${token}`);
    }, jwt),
  );
}

/** A telemetry event as the sandbox keeps it (`GET /__sandbox/events`). */
export interface SentEvent {
  event: string;
  sessionKey: string;
  pagePath: string;
  eventProperties: Record<string, unknown>;
}

/**
 * The `HELOC: Failure Caught` event of `what` sent in the telemetry session `sessionKey`, or undefined. By its `what`:
 * a tab's session goes on across its page loads (decision 429), so an earlier page's failure may be in it too.
 */
export async function failureCounted(
  request: APIRequestContext,
  sessionKey: string | null,
  what: string,
): Promise<SentEvent | undefined> {
  const events = (await (await request.get('/__sandbox/events')).json()) as { body: SentEvent }[];
  return events
    .map((stored) => stored.body)
    .find(
      (body) =>
        body.event === 'HELOC: Failure Caught' && body.sessionKey === sessionKey && body.eventProperties.what === what,
    );
}

export const appPath = (uuid: string, path = ''): string => `/account/heloc/${uuid}${path ? `/${path}` : ''}`;

/** A new borrower at `checklistStatus`, signed in on `page` at `viewport` and sent to their application's area. */
export async function openNewApplication(
  page: Page,
  request: APIRequestContext,
  checklistStatus: CreateBorrowerRequest['checklistStatus'],
  viewport = { width: 390, height: 844 },
): Promise<CreateBorrowerResponse> {
  await page.setViewportSize(viewport);
  const borrower = await createBorrower(request, { checklistStatus });
  await signIn(page, borrower.jwt);
  await page.goto(appPath(borrower.applicationUuid));
  return borrower;
}

/** Signs in once, as the login page does: unlike signIn's script, a logout is not undone by the next load. */
export async function signInOnce(page: Page, jwt: string): Promise<void> {
  await page.evaluate((token) => {
    window.localStorage.setItem('jwt', `Bearer ${token}`);
  }, jwt);
}

/** Matches a URL whose path is exactly `pathname` (any query). */
export const pathIs = (pathname: string): RegExp =>
  new RegExp(`^[^?#]*//[^/]+${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?#].*)?$`);

/**
 * Forces flags for this page's browser session (001 §7: session-stored overrides force flags), leaving the sandbox's
 * shared flags alone, so specs running side by side cannot see each other's switches.
 */
export async function forceFlags(page: Page, overrides: Record<string, boolean>): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      window.sessionStorage.setItem(key, value);
    },
    [FLAG_OVERRIDES_STORAGE, JSON.stringify(overrides)] as const,
  );
}

/** Scrolls the document viewer so that `fraction` of its last page's height is inside it (the 001 §2 gate's target). */
export async function showLastPage(page: Page, fraction: number): Promise<void> {
  await page.getByTestId('document-viewer').evaluate((box, part) => {
    const last = box.querySelector<HTMLElement>('[data-testid="document-last-page"]');
    if (!last) throw new Error('no last page');
    const top = last.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    box.scrollTop = top - box.clientHeight + last.offsetHeight * part;
  }, fraction);
}

/**
 * Resolves once the app has taken the page over: a prerendered page (register-v2) is on screen, and answers typing,
 * before the app runs (src/boot/heldInput.ts sets the flag).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __appReady?: boolean }).__appReady === true);
}

/**
 * Collects the page's layout shifts (not caused by input) from its start, in `window.layoutShifts`; with `within`, only
 * the shifts that moved something inside the first element it selects (the top bar, say). `movedByLayoutShifts` says
 * what they moved, for a failure's message.
 */
export async function recordLayoutShifts(page: Page, within?: string): Promise<() => Promise<number>> {
  await page.addInitScript((selector: string | null) => {
    const shifts: number[] = [];
    const moved: string[] = [];
    Object.assign(window, { layoutShifts: shifts, layoutShiftsMoved: moved });
    interface Source {
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] };
    const counted = (entry: Shift) =>
      selector === null ||
      entry.sources.some((source) => source.node instanceof Element && source.node.closest(selector) !== null);
    const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}w`;
    const describe = ({ node, previousRect, currentRect }: Source) =>
      `${node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName)} ` +
      `${box(previousRect)} -> ${box(currentRect)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput && counted(entry)) {
          shifts.push(entry.value);
          moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(describe).join('; ')}`,
          );
        }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within ?? null);
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
}

/** What the layout shifts `recordLayoutShifts` counted on this page moved, and when: a line each. */
export const movedByLayoutShifts = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { layoutShiftsMoved: string[] }).layoutShiftsMoved.join('\n'));

/** Holds back the requests `url` matches until the returned function is called. */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the entry script back until the returned function is called: the page is the prerendered HTML alone. */
export const holdEntryScript = (page: Page): Promise<() => void> => holdRequests(page, /\/static\/main\.[\w]+\.js$/);

/** What React prints when hydration fails or patches the page (production error codes 418, 423, 425 included). */
const HYDRATION_PROBLEM = /hydrat|did not match|mismatch|Minified React error #(418|419|421|422|423|425)/i;

/**
 * Hydration problems React reports on the page's console, renders it had to do again (the app's report of React's
 * #520, decision 456, once an uncaught error), and uncaught errors.
 */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      ['error', 'warning'].includes(message.type()) &&
      (HYDRATION_PROBLEM.test(text) || text.startsWith(RENDER_RECOVERED))
    )
      problems.push(text);
  });
  page.on('pageerror', (error) => {
    problems.push(error.message);
  });
  return problems;
}

/** Marks the prerendered page's element `id` before the app takes the page over (see expectHydratedInPlace). */
export async function markPrerendered(page: Page, id: string): Promise<void> {
  await page.evaluate((elementId) => {
    (window as unknown as { prerendered: Element | null }).prerendered = document.getElementById(elementId);
  }, id);
}

/**
 * Waits until React owns the element `id`, and checks it is the very element markPrerendered marked: the page was
 * hydrated in place, not replaced by a client render.
 */
export async function expectHydratedInPlace(page: Page, id: string): Promise<void> {
  await page.waitForFunction((elementId) => {
    const element = document.getElementById(elementId);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, id);
  const same = await page.evaluate(
    (elementId) =>
      document.getElementById(elementId) === (window as unknown as { prerendered: Element | null }).prerendered,
    id,
  );
  expect(same, `#${id} is the prerendered element, hydrated in place`).toBe(true);
}

/** The worker is active and has kept the page it was installed from (src/boot/appWorkerClient.ts). */
export async function workerInstalled(page: Page): Promise<void> {
  await page.waitForFunction(
    async ({ scope, pages }) => {
      const registration = await navigator.serviceWorker.getRegistration(scope);
      return registration?.active?.state === 'activated' && (await caches.keys()).includes(pages);
    },
    { scope: WORKER_SCOPE, pages: PAGE_CACHE },
    { timeout: 30_000 },
  );
}

/**
 * The next visit, which the installed worker answers. Chromium finds a worker for a navigation only once it has stored
 * the registration, a moment after activation; a borrower's next visit comes minutes later, a test's at once, so the
 * test visits again until the page is the worker's. As long as the install is given (30 s): late in a full run on two
 * cores, two tests side by side each saw no controller for the default 10 s, on both tries, and passed alone.
 */
export async function visitAgainControlled(page: Page): Promise<void> {
  const controlled = async () => {
    await page.reload();
    return page.evaluate(() => navigator.serviceWorker.controller !== null);
  };
  try {
    await expect.poll(controlled, { intervals: [250, 500, 1000], timeout: 30_000 }).toBe(true);
  } catch (error) {
    // What the browser holds, so a failure says whether the worker was there at all; a page that cannot say keeps
    // the poll's own error.
    const held = await page
      .evaluate(async (scope) => {
        const registration = await navigator.serviceWorker.getRegistration(scope);
        const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
        return {
          scope: registration?.scope ?? 'no registration',
          active: state(registration?.active),
          waiting: state(registration?.waiting),
          installing: state(registration?.installing),
          caches: await caches.keys(),
        };
      }, WORKER_SCOPE)
      .catch(() => {
        throw error;
      });
    throw new Error(`No worker controls the page after 30 s: ${JSON.stringify(held)}`, { cause: error });
  }
}

/** 44x44 CSS px, the touch target on a phone (issue 14). */
export const TARGET = 44;
/** Subpixel layout: 43.99 is 44. */
export const EPSILON = 0.5;

export interface Small {
  what: string;
  width: number;
  height: number;
}

/**
 * The controls in `root` (a screen's main, a panel) whose target, the control or the larger of it and its label, is
 * under 44x44 CSS px (issue 14).
 */
export async function smallTargets(root: Locator): Promise<Small[]> {
  return root.evaluate(
    (rootElement, target) => {
      const found: { what: string; width: number; height: number }[] = [];
      const visible = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const selector = 'input[type=radio], input[type=checkbox], input[type=range], button, a[href], summary';
      for (const el of Array.from(rootElement.querySelectorAll(selector))) {
        if (!visible(el)) continue;
        const box = el.getBoundingClientRect();
        let width = box.width;
        let height = box.height;
        const label = el.id ? rootElement.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
        if (label && visible(label)) {
          const labelBox = label.getBoundingClientRect();
          width = Math.max(width, labelBox.width);
          height = Math.max(height, labelBox.height);
        }
        if (width + 0.5 < target || height + 0.5 < target) {
          const name = (el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40);
          found.push({
            what: `${el.tagName.toLowerCase()} "${name}"`,
            width: Math.round(width),
            height: Math.round(height),
          });
        }
      }
      return found;
    },
    TARGET - EPSILON + 0.5,
  );
}

/** The action types of the log support would ask the borrower to export (store/actionLog.ts, its shortcut). */
export async function exportedActionTypes(page: Page): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Control+Alt+Shift+KeyL');
  const file = await (await downloading).path();
  const log = JSON.parse(await readFile(file, 'utf8')) as { entries: { type: string }[] };
  return log.entries.map((entry) => entry.type);
}

/** The status poll asks again by design (issue 15); every other read of an application is its screen's data. */
const STATUS_POLL = /\/status$/;

/**
 * Each platform read that names an application, by application, from now on: a page asks for each thing its screen
 * shows once (decision 458 found a return visit asking for the offers twice). Cleared between two loads of one page.
 */
export function readsOfEachApplication(page: Page): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(url.pathname)?.[0];
    if (sent.method() !== 'GET' || uuid === undefined || sent.resourceType() === 'document') return;
    if (url.pathname.startsWith('/__sandbox/') || STATUS_POLL.test(url.pathname)) return;
    reads.set(uuid, [...(reads.get(uuid) ?? []), `${url.pathname.replace(uuid, ':uuid')}${url.search}`]);
  });
  return reads;
}

/** The reads any one application's page sent more than once. */
export const readTwice = (reads: Map<string, string[]>): string[] =>
  [...reads.values()].flatMap((paths) => paths.filter((path, index) => paths.indexOf(path) !== index));

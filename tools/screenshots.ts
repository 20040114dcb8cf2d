/**
 * `npm run screenshots` (issue 14): PNGs of the kit gallery and of every borrower screen, at 390x844 and 1280x800, for
 * three brands, into screenshots/ (git-ignored) with an index.html that shows them side by side. It starts its own
 * sandbox over dist/ and dist-gallery/ on a free port and makes the borrowers it needs with the admin API.
 *
 * SCREENSHOTS_ONLY=offer,review limits the run to the named shots (by id prefix); SCREENSHOTS_BRANDS=apm to brands.
 * SCREENSHOTS_LANG=es takes them in Spanish (?lang=es, into screenshots/es/) and lists, per screen, any of the app's
 * English messages still shown (issue 19); it exits non-zero when there is one. DIST_DIR=dist-x takes the build in
 * dist-x and writes into screenshots-dist-x/ (issue 48: builds side by side).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { createSandbox } from '../sandbox/server';
import { englishMessagesShown } from './i18n-page';
import type { CreateBorrowerResponse, HelocApplication, OfferGroup } from '../sandbox/contract';

const ROOT = path.resolve(__dirname, '..');
const LANG = process.env.SCREENSHOTS_LANG === 'es' ? 'es' : null;
// DIST_DIR takes the build from another folder and writes the shots beside it (screenshots-<dist>), so that
// engineers building side by side on one machine keep their builds and shots apart.
const DIST_DIR = process.env.DIST_DIR ?? 'dist';
const OUT = path.join(
  ROOT,
  DIST_DIR === 'dist' ? 'screenshots' : `screenshots-${path.basename(DIST_DIR)}`,
  ...(LANG ? [LANG] : []),
);
const BRANDS = (process.env.SCREENSHOTS_BRANDS ?? 'homeward,apm,citywide').split(',');
const ONLY = process.env.SCREENSHOTS_ONLY?.split(',') ?? null;
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const STEPS_BASE = '/service-application/api/v1/application/heloc';

interface Shot {
  id: string;
  title: string;
  /** The path to open, made per brand (a borrower is created for it when needed). */
  open: (brand: string) => Promise<{ url: string; jwt?: string }>;
}

async function main(): Promise<void> {
  const sandbox = await createSandbox({
    distDir: path.resolve(ROOT, DIST_DIR),
    galleryDir: path.join(ROOT, 'dist-gallery'),
  });
  const base = await sandbox.listen(0);
  const api = async <T>(method: string, url: string, body?: unknown, jwt?: string): Promise<T> => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  };
  const borrower = (orgCode: string, checklistStatus: string, lastName?: string) =>
    api<CreateBorrowerResponse>('POST', '/__sandbox/borrowers', {
      orgCode,
      checklistStatus,
      propertyState: 'CO',
      ...(lastName ? { lastName } : {}),
    });
  const area = (uuid: string, screen: string) => `/account/heloc/${uuid}/${screen}`;
  const org = (brand: string) => (brand === 'homeward' ? '' : `?org=${brand}`);
  /** A borrower who chose the best offer at its lowest draw and is waiting on the review page. */
  const reviewing = async (brand: string) => {
    const made = await borrower(brand, 'OFFER_SELECTION');
    const group = await api<OfferGroup>('GET', `${STEPS_BASE}/${made.applicationUuid}/offers`, undefined, made.jwt);
    const offer = Object.values(group.offersByType).flat()[0];
    if (!offer) throw new Error('no offer');
    await api<HelocApplication>(
      'POST',
      `${STEPS_BASE}/${made.applicationUuid}/offer-selection`,
      // Six tenths of the most, or the least where that is more (a small line's range is narrow).
      {
        offerId: offer.id,
        drawAmount: Math.max(offer.minDraw, Math.round(offer.maxDraw * 0.6)),
        drawPreference: 'PRESERVE',
      },
      made.jwt,
    );
    return made;
  };
  await api('PATCH', '/__sandbox/settings', { workflowStepMs: 0 });

  const register =
    (step: string): Shot['open'] =>
    (brand) =>
      Promise.resolve({ url: `/account/heloc/register-v2${step ? `/${step}` : ''}${org(brand)}` });
  const atStatus =
    (status: string, screen: string, lastName?: string): Shot['open'] =>
    async (brand) => {
      const made = await borrower(brand, status, lastName);
      return { url: `${area(made.applicationUuid, screen)}${org(brand)}`, jwt: made.jwt };
    };
  const shots: Shot[] = (
    [
      {
        id: 'gallery',
        title: 'Component kit gallery',
        open: (brand) => Promise.resolve({ url: `/__sandbox/gallery/?brand=${brand}` }),
      },
      { id: 'register-1-property', title: 'Registration: property', open: register('') },
      { id: 'register-2-home-address', title: 'Registration: home address', open: register('home-address') },
      { id: 'register-3-for-sale', title: 'Registration: for sale', open: register('for-sale') },
      { id: 'register-4-income', title: 'Registration: income', open: register('annual-income') },
      { id: 'register-5-name', title: 'Registration: legal name', open: register('legal-name') },
      { id: 'register-6-birthdate', title: 'Registration: birthdate', open: register('birthdate') },
      { id: 'register-7-contact', title: 'Registration: phone and email', open: register('phone-and-email') },
      {
        id: 'register-8-login',
        title: 'Registration: password or login info',
        open: (brand) => register(brand === 'citywide' ? 'login-info' : 'set-password')(brand),
      },
      { id: 'offer', title: 'Offer (usual offers)', open: atStatus('OFFER_SELECTION', 'product/select') },
      {
        id: 'offer-many',
        title: 'Offer (many offers)',
        open: atStatus('OFFER_SELECTION', 'product/select', 'Manyoffers'),
      },
      { id: 'offer-payoff', title: 'Offer (a payoff)', open: atStatus('OFFER_SELECTION', 'product/select', 'Payoff') },
      { id: 'offer-one', title: 'Offer (one offer)', open: atStatus('OFFER_SELECTION', 'product/select', 'Oneoffer') },
      {
        id: 'review',
        title: 'Review before submission',
        open: async (brand) => {
          const made = await reviewing(brand);
          return { url: `${area(made.applicationUuid, 'start/app-summary')}${org(brand)}`, jwt: made.jwt };
        },
      },
      { id: 'profile', title: 'Additional details', open: atStatus('APP_SUBMISSION', 'start/profile') },
      { id: 'income-review', title: 'Income verification', open: atStatus('INCOME_VERIFICATION', 'income/review') },
      { id: 'income-upload', title: 'Income upload', open: atStatus('INCOME_VERIFICATION', 'income/upload/paystubs') },
      { id: 'identity', title: 'Identity upload', open: atStatus('IDENTITY_VERIFICATION', 'identity') },
      { id: 'liens', title: 'Liens', open: atStatus('LIEN_VERIFICATION', 'liens') },
      { id: 'autopay', title: 'Autopay', open: atStatus('VERIFIED_AUTOPAY_ACCOUNT', 'bank/autopay') },
      { id: 'documents', title: 'Documents: disclosures', open: atStatus('NOTE_SIGNING', 'document/disclosures') },
      { id: 'signing', title: 'Documents: signing', open: atStatus('NOTE_SIGNING', 'signing/intro') },
      {
        id: 'conditions',
        title: 'Conditions',
        open: async (brand) => {
          const made = await borrower(brand, 'INCOME_VERIFICATION');
          await api('POST', '/__sandbox/conditions', {
            applicationUuid: made.applicationUuid,
            categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD',
            numDocsRequired: 2,
          });
          return { url: `${area(made.applicationUuid, 'conditions')}${org(brand)}`, jwt: made.jwt };
        },
      },
      { id: 'income-link', title: 'Income link (bank)', open: atStatus('INCOME_VERIFICATION', 'income/link/bank') },
      { id: 'notary', title: 'Notary: eNotary or a visit', open: atStatus('NOTARY_WAITING_PERIOD', 'notary/intro') },
      { id: 'hold-valuation', title: 'Hold: valuation', open: atStatus('NAV_BPO_PROCESSING', 'bpo/hold') },
      {
        id: 'complete',
        title: 'Complete (signed today, in the right to cancel)',
        open: async (brand) => {
          const made = await reviewing(brand);
          await api('PATCH', `/__sandbox/applications/${made.applicationUuid}`, {
            checklistStatus: 'RESCISSION',
            documentsSignedAt: new Date().toISOString(),
          });
          return { url: `${area(made.applicationUuid, 'complete')}${org(brand)}`, jwt: made.jwt };
        },
      },
      { id: 'error-decline', title: 'Error: decline', open: atStatus('DECLINED', 'error/decline') },
      { id: 'error-timeout', title: 'Error: timeout', open: atStatus('CREDIT_ERROR', 'error/timeout') },
      {
        id: 'not-found',
        title: 'Error: page not found',
        open: (brand) => Promise.resolve({ url: `/account/heloc/no-such-page${org(brand)}` }),
      },
      {
        id: 'dashboard',
        title: 'Dashboard (site)',
        open: async (brand) => {
          const made = await borrower(brand, 'OFFER_SELECTION');
          return { url: `/dashboard${org(brand)}`, jwt: made.jwt };
        },
      },
    ] satisfies Shot[]
  ).filter((shot) => ONLY === null || ONLY.some((prefix) => shot.id.startsWith(prefix)));

  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const written: { shot: Shot; brand: string; viewport: string; file: string }[] = [];
  const englishLeft: string[] = [];
  try {
    for (const shot of shots) {
      for (const brand of BRANDS) {
        const target = await shot.open(brand);
        for (const viewport of VIEWPORTS) {
          const context: BrowserContext = await browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            baseURL: base,
            reducedMotion: 'reduce',
          });
          if (target.jwt) {
            const token = target.jwt;
            await context.addInitScript((jwt) => {
              window.localStorage.setItem('jwt', `Bearer ${jwt}`);
            }, token);
          }
          const page = await context.newPage();
          await page.goto(LANG ? `${target.url}${target.url.includes('?') ? '&' : '?'}lang=${LANG}` : target.url);
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await page
            .getByTestId('full-screen-loader')
            .waitFor({ state: 'hidden', timeout: 15_000 })
            .catch(() => undefined);
          await page.waitForTimeout(400);
          if (LANG && shot.id !== 'gallery') {
            for (const text of await englishMessagesShown(page))
              englishLeft.push(`${shot.id} ${brand} ${viewport.name}: ${text}`);
          }
          const file = `${shot.id}--${brand}--${viewport.name}.png`;
          await page.screenshot({ path: path.join(OUT, file), fullPage: true });
          written.push({ shot, brand, viewport: viewport.name, file });
          await context.close();
        }
      }
      console.log(`screenshots: ${shot.id}`);
    }
  } finally {
    await browser.close();
    await sandbox.close();
  }
  await writeFile(path.join(OUT, 'index.html'), indexPage(shots, written));
  console.log(`screenshots: ${written.length} PNGs and index.html in ${path.relative(process.cwd(), OUT) || '.'}`);
  if (LANG) {
    console.log(`screenshots: ${englishLeft.length} English messages shown in ${LANG}`);
    for (const line of englishLeft) console.log(`  ${line}`);
    if (englishLeft.length > 0) process.exitCode = 1;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** One row per screen, one column per brand and size, so the brands compare side by side. */
function indexPage(shots: Shot[], written: { shot: Shot; brand: string; viewport: string; file: string }[]): string {
  const header = BRANDS.flatMap((brand) => VIEWPORTS.map((v) => `<th>${escapeHtml(brand)} ${v.width}px</th>`)).join('');
  const rows = shots
    .map((shot) => {
      const cells = BRANDS.flatMap((brand) =>
        VIEWPORTS.map((viewport) => {
          const found = written.find((w) => w.shot === shot && w.brand === brand && w.viewport === viewport.name);
          return found
            ? `<td><a href="${found.file}"><img src="${found.file}" alt="${escapeHtml(`${shot.title}, ${brand}, ${viewport.width}px`)}" loading="lazy"></a></td>`
            : '<td></td>';
        }),
      ).join('');
      return `<tr><th scope="row">${escapeHtml(shot.title)}</th>${cells}</tr>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>HELOC screenshots</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:4px;vertical-align:top}
td img{width:180px;display:block}thead th{position:sticky;top:0;background:#fff}tbody th{text-align:left;max-width:9rem}</style></head>
<body><h1>HELOC borrower app: screens at 390 and 1280 px, three brands</h1><table><thead><tr><th>Screen</th>${header}</tr></thead>
<tbody>${rows}</tbody></table></body></html>\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

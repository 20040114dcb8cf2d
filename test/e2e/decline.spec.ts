import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { NOTICE_TEXT, freeReportDeadline, noticeDate, shownReason } from '../../features/application/adverseActionText';
import type { AdverseActionInput } from '../../src/api/contractAdverseAction';
import { ES } from '../../src/i18n/es/catalog';
import type { MessageId } from '../../src/i18n/catalog';
import { fillPlaceholders } from '../../src/i18n/translator';
import { appPath, createBorrower, expectNoAxeViolations, pathIs, signIn } from './support';

/**
 * Issue 36: a declined borrower reads why. Each row is one brand, size and language (together: three brands, both
 * sizes, both languages); the notice is the same, so the rows differ only in data.
 */
const CASES = [
  { org: 'homeward', width: 390, height: 844, lang: 'en' },
  { org: 'homeward', width: 1280, height: 900, lang: 'es' },
  { org: 'apm', width: 390, height: 844, lang: 'es' },
  { org: 'apm', width: 1280, height: 900, lang: 'en' },
  { org: 'fairway', width: 390, height: 844, lang: 'es' },
  { org: 'fairway', width: 1280, height: 900, lang: 'en' },
] as const;

const NOTICE = {
  decisionDate: '2026-11-20',
  reasons: ['EXCESSIVE_OBLIGATIONS', 'RECENT_INQUIRIES', { code: 'OTHER', text: 'Property is listed for sale' }],
  creditScore: {
    score: 612,
    rangeLow: 300,
    rangeHigh: 850,
    scoredOn: '2026-11-17',
    keyFactors: ['Serious delinquency', 'Too many inquiries last 12 months'],
    recentInquiries: 7,
  },
  consumerReportingAgency: {
    name: 'Experian',
    address: ['P.O. Box 4500', 'Allen, TX 75013'],
    tollFreePhone: '1-888-397-3742',
  },
  reapplyDate: '2027-02-18',
} satisfies AdverseActionInput;

// The notice comes after the area's saga, the status call, the notice's saga and its call: on a loaded 2-core runner
// that can take longer than the default 10 s, which would fail a page that works.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A message as the page shows it in `lang`. */
const say = (lang: 'en' | 'es', id: MessageId, values?: Record<string, string | number>) =>
  fillPlaceholders(lang === 'es' ? ES[id] : id, values);

/** The PDF's text layer as pdf.js reads it, pages joined. */
async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Only the text is read here: pdf.js's warning that Node has no standard fonts to draw with (the app's viewer gives
  // it standardFontDataUrl) would only fill the test log.
  const pdf = await pdfjs.getDocument({
    data: new Uint8Array(await readFile(path)),
    isEvalSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}

async function openDecline(page: Page, uuid: string, org: string, lang: string) {
  await page.goto(`${appPath(uuid)}?org=${org}&lang=${lang}`);
  await expect(page).toHaveURL(pathIs(appPath(uuid, 'error/decline')));
}

test.describe('error/decline explains itself (issue 36)', () => {
  // One test per brand over its two rows, one page (issue 35: the rows differ only in data).
  for (const brand of ['homeward', 'apm', 'fairway']) {
    const rows = CASES.filter((row) => row.org === brand);
    test(`${rows.map(({ org, width, lang }) => `${org} at ${width} px in ${lang}`).join(', ')}: every reason with its plain line, the score, the bureau, the deadline, the PDF`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      for (const { org, width, height, lang } of rows)
        await test.step(`${org} at ${width} px in ${lang}`, async () => {
          await page.setViewportSize({ width, height });
          const borrower = await createBorrower(request, {
            orgCode: org,
            checklistStatus: 'DECLINED',
            adverseAction: NOTICE,
          });
          await signIn(page, borrower.jwt);
          await openDecline(page, borrower.applicationUuid, org, lang);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            say(lang, 'We are unable to approve your application'),
          );

          const reasons = page.getByTestId('decline-reason');
          await expect(reasons).toHaveCount(3);
          const expected: string[] = [];
          for (const [index, reason] of NOTICE.reasons.entries()) {
            const shown = shownReason(typeof reason === 'string' ? { code: reason, text: '' } : reason);
            const item = reasons.nth(index);
            if (shown.kind === 'form') {
              await expect(item.getByRole('heading', { level: 3 })).toHaveText(say(lang, shown.words));
              await expect(item).toContainText(say(lang, shown.means as MessageId));
              expected.push(say(lang, shown.words), say(lang, shown.means as MessageId));
            } else {
              // The platform's own words, shown as sent.
              await expect(item.getByRole('heading', { level: 3 })).toHaveText(shown.words);
              expected.push(shown.words);
            }
          }

          const score = page.getByTestId('credit-score');
          await expect(score.getByTestId('credit-score-number')).toHaveText('612');
          await expect(score).toContainText(say(lang, NOTICE_TEXT.scoreRange, { low: 300, high: 850 }));
          await expect(score.getByTestId('key-factors')).toContainText('Serious delinquency');
          const bureau = page.getByTestId('credit-bureau');
          await expect(bureau).toContainText('Experian');
          await expect(bureau).toContainText('P.O. Box 4500');
          await expect(bureau.getByRole('link', { name: '1-888-397-3742' })).toHaveAttribute('href', 'tel:18883973742');
          const deadline = noticeDate(freeReportDeadline(NOTICE.decisionDate), lang);
          expect(deadline).toBe(lang === 'en' ? 'Tuesday, January 19, 2027' : 'martes, 19 de enero de 2027');
          await expect(page.getByTestId('free-report')).toContainText(
            say(lang, NOTICE_TEXT.freeReportTitle, { date: deadline }),
          );
          await expect(page.getByTestId('federal-regulator')).toContainText('Federal Trade Commission');
          await expect(page.getByTestId('reapply-date')).toContainText(noticeDate('2027-02-18', lang));
          await expectNoAxeViolations(page);

          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: say(lang, NOTICE_TEXT.download) }).click(),
          ]);
          expect(download.suggestedFilename()).toBe('adverse-action-notice-2026-11-20.pdf');
          const text = await pdfText(await download.path());
          for (const words of [
            ...expected,
            '612',
            say(lang, NOTICE_TEXT.scoreRange, { low: 300, high: 850 }),
            'Experian',
            '1-888-397-3742',
            deadline,
            'Federal Trade Commission',
          ])
            expect(text).toContain(words);
        });
    });
  }

  test('a DECLINED borrower with no notice yet is promised the letter, at 390 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const borrower = await createBorrower(request, {
      orgCode: 'apm',
      checklistStatus: 'DECLINED',
      adverseAction: null,
    });
    await signIn(page, borrower.jwt);
    await openDecline(page, borrower.applicationUuid, 'apm', 'en');
    await expect(page.getByText('Within 30 days we will send you a letter')).toBeVisible();
    await expect(page.getByTestId('decline-reasons')).toHaveCount(0);
    await expect(page.getByRole('button', { name: NOTICE_TEXT.download })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

import { adverseActionPdf } from '../../../features/application/adverseActionPdf';
import { freeReportDeadline, noticeDate, shownReason } from '../../../features/application/adverseActionText';
import { ENGLISH } from '../../../src/i18n/translator';
import { createSpanishTranslator } from '../../../src/i18n/es/spanish';
import { adverseActionNotice, lender } from '../../fixtures/adverseAction';
import { pdfLibText } from '../../support/pdfText';

const facts = (notice = adverseActionNotice()) => ({
  notice,
  lender: lender(),
  applicationId: '100234',
  property: '12 Oak St, Sacramento, CA 95814',
});

/** The PDF's text as one string, lines joined by spaces (the builder wraps sentences across lines). */
const textOf = async (...args: Parameters<typeof adverseActionPdf>) =>
  pdfLibText(await adverseActionPdf(...args)).join(' ');

describe('the adverse-action notice as a PDF (issue 36)', () => {
  test('holds the same facts as the screen, in English: reasons in the form words with their lines, score, bureau, rights', async () => {
    const text = await textOf(facts(), ENGLISH);
    for (const words of [
      'Notice of action taken and statement of reasons',
      'Homeward Lending, LLC, 100 Sample Street, Suite 400, San Diego, CA 92101',
      'Friday, November 27, 2026',
      '100234',
      'Excessive obligations in relation to income',
      'Your monthly debt payments were too high compared with your income.',
      'What you can do: Paying down balances lowers your monthly payments compared with your income.',
      'Number of recent inquiries on credit bureau report',
      '• Property is listed for sale',
      'Your credit score 612',
      'Scores range from a low of 300 to a high of 850.',
      'Tuesday, November 24, 2026',
      '• Serious delinquency',
      '• Too many inquiries last 12 months',
      'Number of recent inquiries on your consumer report 7',
      'Experian',
      'P.O. Box 4500, Allen, TX 75013',
      '1-888-397-3742',
      'by Tuesday, January 26, 2027.',
      'you have the right to dispute the matter with the reporting agency.',
      'The Federal Equal Credit Opportunity Act prohibits creditors',
      'Federal Trade Commission, Consumer Response Center, 600 Pennsylvania Avenue NW, Washington, DC 20580',
      'You may apply again from Thursday, February 25, 2027.',
      'Page 1 of',
    ])
      expect(text).toContain(words);
  });

  test('in Spanish: the translated reasons and sentences, the dates written out with the weekday', async () => {
    const text = await textOf(facts(), createSpanishTranslator());
    for (const words of [
      'Aviso de la medida tomada y declaración de razones',
      'Obligaciones excesivas en relación con los ingresos',
      'Sus pagos mensuales de deudas eran demasiado altos en comparación con sus ingresos.',
      '• Property is listed for sale',
      'viernes, 27 de noviembre de 2026',
      'hasta el martes, 26 de enero de 2027.',
      'Federal Trade Commission',
      'Página 1 de',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Excessive obligations in relation to income');
  });

  test('without a score or an agency it says nothing of them; platform text outside WinAnsi is drawn as ?', async () => {
    const notice = adverseActionNotice({
      creditScore: null,
      consumerReportingAgency: null,
      reapplyDate: null,
      reasons: [{ code: 'OTHER', text: 'Valuation ≥ limit' }],
    });
    const text = await textOf(facts(notice), ENGLISH);
    expect(text).toContain('Valuation ? limit');
    expect(text).not.toContain('Your credit score');
    expect(text).not.toContain('free copy');
    expect(text).not.toContain('apply again from');
  });
});

describe('the notice texts', () => {
  test('the free-report deadline is 60 days from the decision, across a year end', () => {
    expect(freeReportDeadline('2026-11-27')).toBe('2027-01-26');
    expect(freeReportDeadline('2026-03-01')).toBe('2026-04-30');
    expect(noticeDate('2027-01-26', 'en')).toBe('Tuesday, January 26, 2027');
    expect(noticeDate('2027-01-26', 'es')).toBe('martes, 26 de enero de 2027');
  });

  test('a form code gets the form words and plain lines; OTHER and unknown codes keep the platform text alone', () => {
    expect(shownReason({ code: 'BANKRUPTCY', text: 'anything' })).toEqual({
      kind: 'form',
      words: 'Bankruptcy',
      means: 'Your credit report shows a bankruptcy.',
      canDo: 'If this is wrong in your credit report, you can dispute it with the credit bureau for free.',
    });
    expect(shownReason({ code: 'TEMPORARY_RESIDENCE', text: '' })).toMatchObject({ canDo: null });
    expect(shownReason({ code: 'SOMETHING_NEW', text: 'A new reason' })).toEqual({
      kind: 'asSent',
      words: 'A new reason',
    });
  });
});

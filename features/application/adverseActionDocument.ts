/**
 * The adverse-action notice as a document (issue 36): the same facts the decline screen shows, in the borrower's
 * language, as headings, paragraphs and label-value rows for the PDF. Pure: no React, no Redux, no pdf-lib.
 */
import type { CompanyInfo } from '../../src/api/contract';
import type { AdverseActionNotice } from '../../src/api/contractAdverseAction';
import type { Translator } from '../../src/i18n/translator';
import { NOTICE_TEXT, freeReportDeadline, noticeDate, shownReason } from './adverseActionText';
import { formatAddress } from './progress';

export type NoticeBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'row'; label: string; value: string };

export interface NoticeFacts {
  notice: AdverseActionNotice;
  lender: CompanyInfo;
  /** The frame's Application ID and the property's one-line address. */
  applicationId: string;
  property: string;
}

/** The lender as the notice names it: legal name, then the postal address where the organisation gives one. */
export const lenderLine = (lender: CompanyInfo): string =>
  lender.mailingAddress ? `${lender.legalName}, ${formatAddress(lender.mailingAddress)}` : lender.legalName;

export function noticeBlocks({ notice, lender, applicationId, property }: NoticeFacts, tr: Translator): NoticeBlock[] {
  const { t, locale } = tr;
  const date = (iso: string) => noticeDate(iso, locale);
  const agency = notice.consumerReportingAgency;
  const score = notice.creditScore;
  const blocks: NoticeBlock[] = [
    { kind: 'title', text: t(NOTICE_TEXT.pdfTitle) },
    { kind: 'row', label: t(NOTICE_TEXT.lender), value: lenderLine(lender) },
    { kind: 'row', label: t(NOTICE_TEXT.decisionDate), value: date(notice.decisionDate) },
    { kind: 'row', label: t('Application ID'), value: applicationId },
    { kind: 'row', label: t('Property'), value: property },
    { kind: 'paragraph', text: t(NOTICE_TEXT.actionTaken) },
    { kind: 'heading', text: t(NOTICE_TEXT.reasonsHeading) },
    { kind: 'paragraph', text: t(NOTICE_TEXT.reasonsIntro) },
  ];
  for (const reason of notice.reasons.map(shownReason)) {
    if (reason.kind === 'asSent') {
      blocks.push({ kind: 'item', text: reason.words });
      continue;
    }
    blocks.push({ kind: 'item', text: t(reason.words) }, { kind: 'paragraph', text: tr.text(reason.means) });
    if (reason.canDo) blocks.push({ kind: 'paragraph', text: `${t(NOTICE_TEXT.canDo)} ${tr.text(reason.canDo)}` });
  }
  if (score) {
    blocks.push(
      { kind: 'heading', text: t(NOTICE_TEXT.scoreHeading) },
      { kind: 'paragraph', text: t(NOTICE_TEXT.scoreParagraph) },
      { kind: 'row', label: t(NOTICE_TEXT.scoreHeading), value: String(score.score) },
      { kind: 'paragraph', text: t(NOTICE_TEXT.scoreRange, { low: score.rangeLow, high: score.rangeHigh }) },
      { kind: 'row', label: t(NOTICE_TEXT.scoreDate), value: date(score.scoredOn) },
      { kind: 'paragraph', text: t(NOTICE_TEXT.keyFactors) },
      ...score.keyFactors.map((factor): NoticeBlock => ({ kind: 'item', text: factor })),
    );
    if (score.recentInquiries !== undefined)
      blocks.push({ kind: 'row', label: t(NOTICE_TEXT.inquiries), value: String(score.recentInquiries) });
  }
  if (agency) {
    blocks.push(
      { kind: 'heading', text: t(NOTICE_TEXT.bureauHeading) },
      { kind: 'paragraph', text: t(NOTICE_TEXT.bureauParagraph) },
      { kind: 'row', label: t(NOTICE_TEXT.bureau), value: agency.name },
      { kind: 'row', label: t('Address'), value: agency.address.join(', ') },
      { kind: 'row', label: t(NOTICE_TEXT.tollFree), value: agency.tollFreePhone },
    );
    if (score) blocks.push({ kind: 'paragraph', text: t(NOTICE_TEXT.scoreQuestions, { bureau: agency.name }) });
  }
  blocks.push({ kind: 'heading', text: t(NOTICE_TEXT.rightsHeading) });
  if (agency) {
    const deadline = date(freeReportDeadline(notice.decisionDate));
    blocks.push(
      { kind: 'paragraph', text: t(NOTICE_TEXT.freeReport, { bureau: agency.name, date: deadline }) },
      { kind: 'paragraph', text: t(NOTICE_TEXT.dispute) },
    );
  }
  blocks.push({ kind: 'heading', text: t(NOTICE_TEXT.ecoaHeading) }, { kind: 'paragraph', text: t(NOTICE_TEXT.ecoa) });
  if (lender.federalRegulator)
    blocks.push(
      { kind: 'paragraph', text: t(NOTICE_TEXT.regulator) },
      { kind: 'paragraph', text: [lender.federalRegulator.name, ...lender.federalRegulator.address].join(', ') },
    );
  if (notice.reapplyDate)
    blocks.push(
      { kind: 'heading', text: t(NOTICE_TEXT.reapplyHeading) },
      { kind: 'paragraph', text: t(NOTICE_TEXT.reapply, { date: date(notice.reapplyDate) }) },
    );
  return blocks;
}

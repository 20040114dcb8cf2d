import { createHash, randomUUID } from 'node:crypto';
import type { ApplicationDocument } from '../contract';
import { escapeHtml } from '../html';

/**
 * The closing documents the sandbox "generates": several pages of invented text about the borrower's loan, served as
 * a real (minimal, hand-built) PDF and as one SVG image per page for the app's viewer.
 */

export const DOCUMENTS_BASE = '/service-documents/api/v1/documents';
export const PAGES_PER_DOCUMENT = 3;

/** The titles of each set of documents, in the order of their ids. */
export const DOCUMENT_TITLES = {
  disclosures: ['Closing Disclosure'],
  notes: ['Home Equity Line of Credit Agreement and Note', 'Deed of Trust'],
  // What an additional signer signs: they pledge the home they co-own, and acknowledge the primary's line.
  signer: ['Deed of Trust', 'Additional Signer Acknowledgement'],
} as const;
export type DocumentSet = keyof typeof DOCUMENT_TITLES;

/** The viewer's entry for each document id of a set: the PDF and its page images at capability URLs. */
export const documentList = (set: DocumentSet, ids: readonly string[]): ApplicationDocument[] =>
  ids.map((id, index) => ({
    id,
    title: titleOf(set, index),
    pdfUrl: `${DOCUMENTS_BASE}/${id}.pdf`,
    pageUrls: Array.from({ length: PAGES_PER_DOCUMENT }, (_, page) => `${DOCUMENTS_BASE}/${id}/pages/${page + 1}.svg`),
  }));

/** Random ids, one per document of the set: unguessable, so they can serve as the capability. */
export const newDocumentIds = (set: DocumentSet): string[] => DOCUMENT_TITLES[set].map(() => randomUUID());

export const titleOf = (set: DocumentSet, index: number): string => DOCUMENT_TITLES[set][index] ?? 'Document';

export interface DocumentPage {
  lines: string[];
}

export interface GeneratedDocument {
  title: string;
  pages: DocumentPage[];
}

const FILLER =
  'The borrower agrees to the terms set out in this document. This is sandbox text: no real loan is made, and no ' +
  'real person is bound by it. The line is open-end and fully drawn at origination at a fixed rate.';

function wrap(text: string, width = 80): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

export function generateDocument(title: string, facts: string[], pageCount: number): GeneratedDocument {
  const pages: DocumentPage[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    const body = page === 1 ? facts : [];
    const lines = [`${title} - page ${page} of ${pageCount}`, '', ...body, ''];
    for (let paragraph = 0; paragraph < 6; paragraph += 1) lines.push(...wrap(`${paragraph + 1}. ${FILLER}`), '');
    pages.push({ lines });
  }
  return { title, pages };
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const LINE_HEIGHT = 14;

/** One page as an SVG image (US Letter proportions); text is escaped, never markup. */
export function pageSvg(doc: GeneratedDocument, index: number): string | undefined {
  const page = doc.pages[index];
  if (!page) return undefined;
  const text = page.lines
    .map((line, row) => `<text x="48" y="${60 + row * LINE_HEIGHT}">${escapeHtml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" ` +
    `viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>` +
    `<g font-family="Helvetica, Arial, sans-serif" font-size="11" fill="#1a1a1a">${text}</g></svg>`
  );
}

const pdfText = (value: string): string =>
  value.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '?');

/** A valid PDF 1.4 with one text page per document page (Helvetica, no compression). */
export function documentPdf(doc: GeneratedDocument): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 pages, 3 font; pages and their content streams follow.
  doc.pages.forEach((page, index) => {
    const pageId = 4 + index * 2;
    pageIds.push(pageId);
    const stream = ['BT /F1 11 Tf 48 740 Td 14 TL', ...page.lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join(
      '\n',
    );
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`;
  });
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A stable id for a document of an application, unguessable without the application's secret seed. */
export const documentId = (seed: string, kind: string, index: number): string =>
  createHash('sha256').update(`${seed}|${kind}|${index}`).digest('hex').slice(0, 32);

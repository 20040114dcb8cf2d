import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ApiErrorBody, ApplicationDocument } from '../contract';
import type { AuthGuard } from '../auth';
import type { ApplicationData } from './applicationData';
import type { ApplicationStore } from './applications';
import type { ProfileStore } from './profile';

/**
 * The closing documents the sandbox generates: real PDF files (pdf-lib, the standard Helvetica fonts) about the
 * borrower's loan, with the owner's name, loan number, property and offer. Only their owner may read them: the
 * primary borrower their disclosures and notes, each additional signer their own documents (issue 18).
 */

/** Below the application service's prefix, which every deployment already sends to the platform (issue 18). */
export const DOCUMENTS_BASE = '/service-application/api/v1/application/heloc/documents';
export const PAGES_PER_DOCUMENT = 3;

/** The titles of each set of documents, in the order of their ids. */
export const DOCUMENT_TITLES = {
  disclosures: ['Closing Disclosure'],
  notes: ['Home Equity Line of Credit Agreement and Note', 'Deed of Trust'],
  // What an additional signer signs: they pledge the home they co-own, and acknowledge the primary's line.
  signer: ['Deed of Trust', 'Additional Signer Acknowledgement'],
} as const;
export type DocumentSet = keyof typeof DOCUMENT_TITLES;

/** The list entry of each document id of a set: its PDF is read with the owner's token at `pdfUrl`. */
export const documentList = (set: DocumentSet, ids: readonly string[]): ApplicationDocument[] =>
  ids.map((id, index) => ({ id, title: titleOf(set, index), pdfUrl: `${DOCUMENTS_BASE}/${id}` }));

/** Random ids, one per document of the set; ids only, not secrets: reading a document needs its owner's token. */
export const newDocumentIds = (set: DocumentSet): string[] => DOCUMENT_TITLES[set].map(() => randomUUID());

export const titleOf = (set: DocumentSet, index: number): string => DOCUMENT_TITLES[set][index] ?? 'Document';

/** A document of an application: its title, and whose it is (the primary borrower's, or one signer's identity). */
export type DocumentOwner =
  { title: string; owner: 'primary' } | { title: string; owner: 'signer'; identityUuid: string };

export function documentOwner(data: ApplicationData, docId: string): DocumentOwner | undefined {
  for (const kind of ['disclosures', 'notes'] as const) {
    const index = data.documents?.[kind]?.indexOf(docId) ?? -1;
    if (index !== -1) return { title: titleOf(kind, index), owner: 'primary' };
  }
  for (const [identityUuid, ids] of Object.entries(data.signerDocuments ?? {})) {
    const index = ids.indexOf(docId);
    if (index !== -1) return { title: titleOf('signer', index), owner: 'signer', identityUuid };
  }
  return undefined;
}

/** What a document says about its owner and the loan. */
export interface DocumentContent {
  title: string;
  /** The person the document is made out to, and who signs it. */
  signerName: string;
  /** "Label: value" lines on the first page. */
  facts: string[];
  /** yyyy-MM-dd */
  date: string;
}

const SECTIONS = [
  'Parties. This document is made between the lender named in your application and the person named above. This ' +
    'is sandbox text: no real loan is made, and no real person is bound by it.',
  'The line of credit. The line is open-end and fully drawn at origination at a fixed rate. Additional draws, when ' +
    'allowed, are priced on the Prime Rate plus a fixed margin stated in your offer.',
  'Security. The loan is secured by the home named above. Property insurance is required for as long as the line is ' +
    'open; flood insurance may be required when the home lies in a flood zone.',
  'Payments. Monthly payments are due on the same day each month. A payment received more than fifteen days late ' +
    'may be charged a late fee as permitted by the law of the state where the home is located.',
  'Right to cancel. You may cancel this transaction within three business days of signing by notifying the lender ' +
    'in writing. Funds are not disbursed before that period ends.',
  'Electronic signature. By signing electronically you agree that your electronic signature has the same effect as ' +
    'a handwritten one, and that you received this document in a form you can keep.',
];

const PAGE = { width: 612, height: 792, margin: 56 } as const;
/** Point sizes as closing documents set them: body text 12 pt (real ones use 10-12), so a Letter page fitted to a
 * desktop viewer reads at 14 CSS px or more (decision 253). */
const TYPE = { title: 20, heading: 14, note: 10, body: 12, footer: 9 } as const;

/** The standard fonts encode WinAnsi only: a character they cannot draw (a name in another script) becomes '?'. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Writes lines top-down on a page, keeping the position between calls. */
class PageWriter {
  private y = PAGE.height - PAGE.margin;
  constructor(private readonly page: PDFPage) {}

  text(value: string, font: PDFFont, size: number, gap = 4): void {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of wrap(font, size, drawable(font, value), width)) {
      this.y -= size;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= gap;
    }
  }

  space(points: number): void {
    this.y -= points;
  }
}

/** A PDF of `PAGES_PER_DOCUMENT` US Letter pages: facts on the first, the signature line on the last. */
export async function documentPdf(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title, { showInWindowTitleBar: true });
  pdf.setLanguage('en-US');
  pdf.setSubject('Sandbox sample closing document');
  pdf.setCreator('HELOC sandbox');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const perPage = Math.ceil(SECTIONS.length / PAGES_PER_DOCUMENT);
  for (let index = 0; index < PAGES_PER_DOCUMENT; index += 1) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const writer = new PageWriter(page);
    writer.text(content.title, bold, index === 0 ? TYPE.title : TYPE.heading, 10);
    if (index === 0) {
      writer.text('Sample document generated by the sandbox. It is not a real loan document.', italic, TYPE.note, 12);
      writer.text(`Prepared for: ${content.signerName}`, bold, TYPE.body, 6);
      writer.text(`Date: ${content.date}`, regular, TYPE.body);
      for (const fact of content.facts) writer.text(fact, regular, TYPE.body);
      writer.space(12);
    }
    SECTIONS.slice(index * perPage, (index + 1) * perPage).forEach((section, at) => {
      writer.text(`${index * perPage + at + 1}. ${section}`, regular, TYPE.body, 4);
      writer.space(10);
    });
    if (index === PAGES_PER_DOCUMENT - 1) {
      writer.space(24);
      writer.text('Signature: ______________________________', regular, TYPE.body, 6);
      writer.text(`Signed by ${content.signerName}, electronically.`, regular, TYPE.body);
    }
    const footer = drawable(regular, `${content.title} - page ${index + 1} of ${PAGES_PER_DOCUMENT}`);
    page.drawText(footer, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: TYPE.footer,
      font: regular,
      color: rgb(0.3, 0.3, 0.3),
    });
  }
  return pdf.save();
}

const fullName = (profiles: ProfileStore, identityUuid: string): string | undefined => {
  const name = profiles.find(identityUuid)?.name;
  const text = [name?.firstName, name?.lastName].filter(Boolean).join(' ').trim();
  return text === '' ? undefined : text;
};

const refused = (message: string): ApiErrorBody => ({ errors: [message] });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET {DOCUMENTS_BASE}/{id}: the PDF, with the Authorization header like every platform call. No token: 401 (the
 * guard); a document of another borrower or signer: 403; an unknown id: 404.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { applications: ApplicationStore; profiles: ProfileStore; auth: AuthGuard; now: () => number },
): void {
  const { applications, profiles, auth, now } = deps;
  app.get<{ Params: { docId: string } }>(
    `${DOCUMENTS_BASE}/:docId`,
    { preHandler: auth.require },
    async (request, reply) => {
      const { docId } = request.params;
      const found = UUID.test(docId) ? applications.findByDocument(docId) : undefined;
      const document = found ? documentOwner(found.data, docId) : undefined;
      if (!found || !document) return reply.code(404).send(refused('Document not found'));
      const caller = auth.caller(request).identityUuid;
      const { application, data } = found;
      const owns =
        document.owner === 'primary'
          ? applications.findOwned(application.uuid, caller) !== undefined
          : document.identityUuid === caller;
      if (!owns) return reply.code(403).send(refused('This document belongs to someone else'));
      const { property } = application;
      const offer = data.offer;
      const bytes = await documentPdf({
        title: document.title,
        signerName: fullName(profiles, caller) ?? (document.owner === 'primary' ? 'The borrower' : 'The signer'),
        date: new Date(now()).toISOString().slice(0, 10),
        facts: [
          `Loan number: ${application.loanNumber}`,
          `Property: ${[property.street1, property.city, `${property.state} ${property.zip}`].join(', ')}`,
          ...(offer
            ? [
                `Initial draw: $${offer.amount.toLocaleString('en-US')}`,
                `Fixed rate: ${(offer.rate * 100).toFixed(3)}%`,
                `Term: ${offer.term} years; monthly payment $${offer.monthlyPayment.toFixed(2)}`,
              ]
            : []),
        ],
      });
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${document.title}.pdf"`)
        .send(Buffer.from(bytes));
    },
  );
}

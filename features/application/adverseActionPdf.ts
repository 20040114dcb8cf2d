/**
 * The adverse-action notice as a PDF (issue 36), drawn with pdf-lib: Letter pages, Helvetica, the blocks of
 * adverseActionDocument.ts wrapped to the margins. The only module that imports pdf-lib; the saga loads it on demand,
 * so no first paint carries it.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Translator } from '../../src/i18n/translator';
import { noticeBlocks, type NoticeBlock, type NoticeFacts } from './adverseActionDocument';

const PAGE = { width: 612, height: 792, margin: 56 } as const;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

interface Style {
  size: number;
  bold: boolean;
  before: number;
}

const STYLE: Record<NoticeBlock['kind'], Style> = {
  title: { size: 16, bold: true, before: 0 },
  heading: { size: 12.5, bold: true, before: 16 },
  paragraph: { size: 10, bold: false, before: 5 },
  item: { size: 10, bold: true, before: 7 },
  row: { size: 10, bold: false, before: 3 },
};

/** Words to lines no wider than `width`; a word longer than a line stays whole on its own. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The standard fonts encode WinAnsi only (every letter of English and Spanish); a character of platform text outside
 * it would make pdf-lib throw, so it is drawn as "?" instead.
 */
const encodable = (font: PDFFont) => {
  const known = new Set(font.getCharacterSet());
  return (text: string): string =>
    Array.from(text, (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
};

export async function adverseActionPdf(facts: NoticeFacts, tr: Translator): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const safe = encodable(regular);
  pdf.setTitle(safe(tr.t('Notice of action taken and statement of reasons')));
  pdf.setLanguage(tr.locale === 'es' ? 'es-US' : 'en-US');
  pdf.setCreator(safe(facts.lender.legalName));

  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const draw = (text: string, style: Style, options: { x?: number; color?: typeof INK } = {}) => {
    const font = style.bold ? bold : regular;
    const lineHeight = style.size * 1.35;
    for (const line of wrap(safe(text), font, style.size, width - (options.x ?? 0))) {
      room(lineHeight);
      y -= lineHeight;
      page.drawText(line, {
        x: PAGE.margin + (options.x ?? 0),
        y,
        size: style.size,
        font,
        color: options.color ?? INK,
      });
    }
  };

  for (const block of noticeBlocks(facts, tr)) {
    const style = STYLE[block.kind];
    y -= style.before;
    if (block.kind === 'row') {
      draw(block.label, { ...style, bold: true }, { color: MUTED });
      draw(block.value, style);
    } else {
      draw(block.kind === 'item' ? `• ${block.text}` : block.text, style);
    }
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(safe(tr.t('Page {page} of {pages}', { page: index + 1, pages: pages.length })), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}

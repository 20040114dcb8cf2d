/**
 * A pdf.js stand-in for jsdom, which has no worker and no canvas (the browser suite runs the real one): a PDF's page
 * count comes from its byte length (8 bytes: 2 pages, 16: 3, 4: one whose text cannot be read, else 1), and each page's text (its text content, and
 * its text layer) says whose it is, under a heading, with a paragraph wrapped over two lines.
 * Used as `jest.mock('.../features/documents/pdfjs', () => jest.requireActual('.../support/fakePdfjs'))`.
 */
class RenderingCancelledException extends Error {}
class TextLayer {
  private readonly container: HTMLElement;
  constructor({ container }: { container: HTMLElement }) {
    this.container = container;
  }
  render() {
    const span = document.createElement('span');
    span.textContent = 'Prepared for: Dana Okafor';
    this.container.append(span);
    return Promise.resolve();
  }
  cancel() {}
}
/** What pdf.js's getTextContent answers for a Letter page: a 20 pt heading, then 12 pt body lines (y up). */
const run = (str: string, size: number, y: number, width: number) => ({
  str,
  dir: 'ltr',
  width,
  height: size,
  transform: [size, 0, 0, size, 56, y],
  fontName: 'f1',
  hasEOL: true,
});
const textContent = {
  items: [
    run('Home Equity Line of Credit Agreement', 20, 718, 380),
    run('Prepared for: Dana Okafor', 12, 690, 150),
    run('1. Parties. This document is made between the lender named in your application and the', 12, 660, 500),
    run('person named above.', 12, 644, 110),
  ],
  styles: {},
};
const pageCounts: Record<number, number> = { 8: 2, 16: 3 };
/** A PDF of this many bytes opens, and its text cannot be read. */
export const UNREADABLE_TEXT_BYTES = 4;
/** What each document was opened with, in order (the real module's `documentSource`). */
export const openedSources: Record<string, unknown>[] = [];
const getDocument = (source: { data: Uint8Array }) => {
  openedSources.push(source);
  return openedDocument(source.data);
};
const openedDocument = (data: Uint8Array) => ({
  promise: Promise.resolve({
    numPages: pageCounts[data.byteLength] ?? 1,
    getPage: () =>
      Promise.resolve({
        getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale, scale }),
        render: () => ({ promise: Promise.resolve(), cancel() {} }),
        // 4 bytes: reading the text fails as pdf.js's did in WebKit before issue 46.
        getTextContent: () =>
          data.byteLength === UNREADABLE_TEXT_BYTES
            ? Promise.reject(new TypeError("undefined is not a function (near '...value of readableStream...')"))
            : Promise.resolve(textContent),
      }),
  }),
  destroy: () => (destroying.fails ? Promise.reject(destroying.fails) : Promise.resolve()),
});
/** What closing a document rejects with, if anything (pdf.js's `destroy`, a worker gone). */
export const destroying: { fails: Error | null } = { fails: null };
const pdfjs = { getDocument, TextLayer, RenderingCancelledException, version: '5.6.205' };
// The real module's (a re-export would name the mocked module, this one, again).
const actual = jest.requireActual<typeof import('../../features/documents/pdfjs')>('../../features/documents/pdfjs');
export const { documentSource, standardFontDataUrl } = actual;
export const loadPdfJs = () => Promise.resolve(pdfjs);

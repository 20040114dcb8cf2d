/**
 * A pdf.js stand-in for jsdom, which has no worker and no canvas (the browser suite runs the real one): a PDF's page
 * count comes from its byte length (8 bytes: 2 pages, 16: 3, else 1), and each page's text layer says whose it is.
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
const pageCounts: Record<number, number> = { 8: 2, 16: 3 };
const getDocument = ({ data }: { data: Uint8Array }) => ({
  promise: Promise.resolve({
    numPages: pageCounts[data.byteLength] ?? 1,
    getPage: () =>
      Promise.resolve({
        getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale, scale }),
        render: () => ({ promise: Promise.resolve(), cancel() {} }),
        streamTextContent: () => ({}),
      }),
  }),
  destroy: () => Promise.resolve(),
});
const pdfjs = { getDocument, TextLayer, RenderingCancelledException };
export const loadPdfJs = () => Promise.resolve(pdfjs);

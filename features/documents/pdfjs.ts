/**
 * pdf.js, loaded on demand: only a document screen imports it, so neither the library nor its worker is in any other
 * chunk (docs/decisions.md 189). The worker is a same-origin module script emitted by webpack from `new URL(...,
 * import.meta.url)`, which the CSP's script-src 'self' already allows (no worker-src, no blob: or eval needed).
 * pdf.js's legacy build: the modern one calls, without a fallback, what much of the supported range lacks
 * (`Map.prototype.getOrInsertComputed` on every page's objects, which Safari before 26.2, Chrome before 145 and
 * Firefox before 144 have not), where the legacy one polyfills what it needs (docs/decisions.md 307). Neither shims
 * the `for await` over a ReadableStream that reads a page's text, which no WebKit can iterate: the page and the worker
 * (features/documents/pdfWorker.ts) get the standard's iteration first where it is missing (issue 46).
 */
import { installReadableStreamIterationGlobally } from '../../src/lib/readableStreamIteration';

export type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | null = null;

/**
 * Where the build puts pdf.js's standard fonts (webpack.config.js, `PdfStandardFontsPlugin`), by pdf.js's version. A
 * PDF that names Helvetica without embedding it is drawn with the system's font where there is one, else with the
 * Liberation font from here: without it Firefox logged "Cannot load system font: Helvetica-Oblique" and guessed.
 */
export const standardFontDataUrl = (version: string): string => `/static/pdf-fonts/${version}/`;

/** What every document opens with: no eval (the CSP has none), and the standard fonts of this pdf.js. */
export const documentSource = (pdfjs: Pick<PdfJs, 'version'>, data: Uint8Array) => ({
  data,
  isEvalSupported: false,
  standardFontDataUrl: standardFontDataUrl(pdfjs.version),
});

export function loadPdfJs(): Promise<PdfJs> {
  installReadableStreamIterationGlobally();
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/legacy/build/pdf.mjs').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerPort ??= new Worker(
        /* webpackChunkName: "pdfjs-worker" */ new URL('./pdfWorker.ts', import.meta.url),
        { type: 'module' },
      );
      return pdfjs;
    },
    (error: unknown) => {
      // A failed chunk download is tried again on the next call (the viewer's Try again).
      loading = null;
      throw error;
    },
  );
  return loading;
}

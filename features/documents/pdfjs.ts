/**
 * pdf.js, loaded on demand: only a document screen imports it, so neither the library nor its worker is in any other
 * chunk (docs/decisions.md 189). The worker is a same-origin module script emitted by webpack from `new URL(...,
 * import.meta.url)`, which the CSP's script-src 'self' already allows (no worker-src, no blob: or eval needed).
 * pdf.js reads a page's text with `for await` over a ReadableStream, which WebKit cannot iterate: the page and the
 * worker (features/documents/pdfWorker.ts) get the standard's iteration first where it is missing (issue 46).
 */
import { installReadableStreamIterationGlobally } from '../../src/lib/readableStreamIteration';

export type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  installReadableStreamIterationGlobally();
  loading ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist').then(
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

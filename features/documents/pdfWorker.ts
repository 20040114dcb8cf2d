/**
 * pdf.js's worker, behind the stream iteration it needs where WebKit lacks it (src/lib/readableStreamIteration.ts):
 * the worker reads compressed streams with `for await` over a DecompressionStream, and without it falls back to its
 * slower JavaScript decoders. Imports run in order, so the polyfill is in place before the worker's code runs.
 */
import '../../src/lib/readableStreamIterationInstall';
import 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';

/**
 * One document of the viewer: opens its fetched PDF with pdf.js, then shows its title and Download button over its
 * pages (a canvas per page with pdf.js's text layer above it), or a message with Try again when it cannot.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import type { ApplicationDocument } from '../../../../src/api/contractApplication';
import { pdfBytes } from '../../../documents/pdfBytes';
import { loadPdfJs, type PdfJs } from '../../../documents/pdfjs';
import { DownloadButton, LoadFailure } from './DocumentDownloads';
import { usePdfLoad } from './pdfLoad';
import { failureText, useDocumentText } from './texts';

/** US Letter, the size of the sandbox's pages: unrendered pages keep their room so the scroll position holds. */
const LETTER_RATIO = 792 / 612;

interface PageProps {
  pdfjs: PdfJs;
  pdf: PDFDocumentProxy;
  number: number;
  title: string;
  /** CSS px a page has at 100% zoom; 0 until measured. */
  fitWidth: number;
  zoom: number;
  onFailed: () => void;
  pageRef: ((element: HTMLDivElement | null) => void) | undefined;
}

/** One page: the canvas for the eye, the pdf.js text layer above it for selection, search and screen readers. */
function PdfPage({ pdfjs, pdf, number, title, fitWidth, zoom, onFailed, pageRef }: PageProps) {
  const documentTexts = useDocumentText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let task: RenderTask | null = null;
    let layer: TextLayer | null = null;
    const draw = async () => {
      const page = await pdf.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const scale = (fitWidth > 0 ? fitWidth / natural.width : 1) * zoom;
      const viewport = page.getViewport({ scale });
      const target = canvas.current;
      const container = text.current;
      if (cancelled || !target || !container) return;
      setSize({ width: viewport.width, height: viewport.height });
      const ratio = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * ratio);
      target.height = Math.floor(viewport.height * ratio);
      task = page.render({
        canvas: target,
        viewport,
        ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
      });
      container.replaceChildren();
      container.style.setProperty('--total-scale-factor', String(scale));
      layer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await Promise.all([task.promise, layer.render()]);
    };
    draw().catch((error: unknown) => {
      if (!cancelled && !(error instanceof pdfjs.RenderingCancelledException)) onFailed();
    });
    return () => {
      cancelled = true;
      task?.cancel();
      layer?.cancel();
    };
  }, [pdfjs, pdf, number, fitWidth, zoom, onFailed]);

  const width = size?.width ?? (fitWidth > 0 ? fitWidth * zoom : undefined);
  return (
    <div
      ref={pageRef}
      className="pdf-page"
      role="group"
      aria-label={documentTexts.pageLabel(title, number, pdf.numPages)}
      data-page-number={number}
      data-testid={pageRef ? 'document-last-page' : undefined}
      style={width === undefined ? undefined : { width, height: size?.height ?? width * LETTER_RATIO }}
    >
      <canvas ref={canvas} aria-hidden="true" />
      <div ref={text} className="textLayer" />
    </div>
  );
}

interface DocumentProps {
  doc: ApplicationDocument;
  fitWidth: number;
  zoom: number;
  onPageCount: (id: string, count: number | null) => void;
  /** Given to the last document only, once every document has its pages: the scroll gate's target. */
  lastPageRef: ((element: HTMLDivElement | null) => void) | undefined;
}

/** One document: its title and Download button, then its pages, or a message with Try again. */
export function PdfDocument({ doc, fitWidth, zoom, onPageCount, lastPageRef }: DocumentProps) {
  const text = useDocumentText();
  const { load, request } = usePdfLoad(doc);
  const [opened, setOpened] = useState<{ pdfjs: PdfJs; pdf: PDFDocumentProxy } | null>(null);
  const [renderFailed, setRenderFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loaded = load?.status === 'loaded';

  useEffect(() => {
    const bytes = loaded ? pdfBytes.get(doc.id) : undefined;
    if (!bytes) return undefined;
    // Read through a function: the callbacks run after awaits, when the cleanup may have set it.
    const life = { cancelled: false };
    const gone = () => life.cancelled;
    let destroy: (() => Promise<void>) | null = null;
    loadPdfJs()
      .then(async (pdfjs) => {
        if (life.cancelled) return;
        // A copy: pdf.js hands its data to the worker, which would empty the buffer the Download button saves.
        const task = pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false });
        destroy = () => task.destroy();
        const pdf = await task.promise;
        if (gone()) return;
        setOpened({ pdfjs, pdf });
        onPageCount(doc.id, pdf.numPages);
      })
      .catch(() => {
        if (!life.cancelled) setRenderFailed(true);
      });
    return () => {
      life.cancelled = true;
      setOpened(null);
      onPageCount(doc.id, null);
      void destroy?.();
    };
  }, [loaded, doc.id, attempt, onPageCount]);

  const onFailed = useCallback(() => {
    setRenderFailed(true);
  }, []);
  const retry = () => {
    setRenderFailed(false);
    if (load?.status === 'failed') request();
    else setAttempt((n) => n + 1);
  };
  const titleId = `document-title-${doc.id}`;
  const failed = renderFailed || load?.status === 'failed';
  return (
    <article className="document-viewer-document" aria-labelledby={titleId}>
      <div className="document-viewer-header">
        <h2 id={titleId}>{doc.title}</h2>
        <DownloadButton doc={doc} load={load} />
      </div>
      {failed ? (
        <LoadFailure message={failureText(text, doc.title, load, renderFailed)} onRetry={retry} />
      ) : opened ? (
        Array.from({ length: opened.pdf.numPages }, (_, index) => (
          <PdfPage
            key={index}
            pdfjs={opened.pdfjs}
            pdf={opened.pdf}
            number={index + 1}
            title={doc.title}
            fitWidth={fitWidth}
            zoom={zoom}
            onFailed={onFailed}
            pageRef={index === opened.pdf.numPages - 1 ? lastPageRef : undefined}
          />
        ))
      ) : (
        <p role="status" className="document-loading">
          {text.loading(doc.title)}
        </p>
      )}
    </article>
  );
}

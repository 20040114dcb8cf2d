/**
 * One page as printed: the canvas for the eye and pdf.js's text layer above it for selection, search and screen
 * readers, at the viewer's width times the zoom. Its size is set before pdf.js draws it, so the scroll box's height
 * (and the reader's place in it) is right as soon as the zoom or width changes.
 */
import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy, PDFPageProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import type { PdfJs } from '../../../documents/pdfjs';
import { useDocumentText } from './texts';

/** What pdf.js reads of a page's text: the text layer's source, and the reading view's. */
export type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;

/** A page's size in PDF points (scale 1). */
export interface PageSize {
  width: number;
  height: number;
}

export interface PdfPageProps {
  pdfjs: PdfJs;
  pdf: PDFDocumentProxy;
  number: number;
  title: string;
  natural: PageSize;
  textContent: TextContent;
  /** CSS px a page has at 100% zoom; 0 until measured. */
  fitWidth: number;
  zoom: number;
  /** Drawing failed (not a draw cancelled by a newer one): the error, for the failure report. */
  onFailed: (error: unknown) => void;
  pageRef: ((element: HTMLElement | null) => void) | undefined;
}

export function PdfPage({
  pdfjs,
  pdf,
  number,
  title,
  natural,
  textContent,
  fitWidth,
  zoom,
  onFailed,
  pageRef,
}: PdfPageProps) {
  const documentTexts = useDocumentText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const scale = (fitWidth > 0 ? fitWidth / natural.width : 1) * zoom;

  useEffect(() => {
    let cancelled = false;
    let task: RenderTask | null = null;
    let layer: TextLayer | null = null;
    const draw = async () => {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale });
      const target = canvas.current;
      const container = text.current;
      if (cancelled || !target || !container) return;
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
      layer = new pdfjs.TextLayer({ textContentSource: textContent, container, viewport });
      await Promise.all([task.promise, layer.render()]);
    };
    draw().catch((error: unknown) => {
      if (!cancelled && !(error instanceof pdfjs.RenderingCancelledException)) onFailed(error);
    });
    return () => {
      cancelled = true;
      task?.cancel();
      layer?.cancel();
    };
  }, [pdfjs, pdf, number, scale, textContent, onFailed]);

  return (
    <div
      ref={pageRef}
      className="document-page pdf-page"
      role="group"
      aria-label={documentTexts.pageLabel(title, number, pdf.numPages)}
      data-page-number={number}
      data-testid={pageRef ? 'document-last-page' : undefined}
      style={{ width: natural.width * scale, height: natural.height * scale }}
    >
      <canvas ref={canvas} aria-hidden="true" />
      <div ref={text} className="textLayer" />
    </div>
  );
}

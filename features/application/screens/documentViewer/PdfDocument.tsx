/**
 * One document of the viewer: opens its fetched PDF with pdf.js and reads every page's size and text, then shows its
 * title and Download button over its pages, in the reading view or as printed, or a message with Try again.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ApplicationDocument } from '../../../../src/api/contractApplication';
import { useReportFailure } from '../../../diagnostics/useReportFailure';
import { pdfBytes } from '../../../documents/pdfBytes';
import { documentSource, loadPdfJs, type PdfJs } from '../../../documents/pdfjs';
import { DownloadButton, LoadFailure } from './DocumentDownloads';
import { PdfPage, type PageSize, type TextContent } from './PdfPage';
import { usePdfLoad } from './pdfLoad';
import { ReadingPage } from './ReadingPage';
import { failureText, useDocumentText } from './texts';

/** How the documents are shown: their text reflowed at a reading size, or their pages as printed. */
export type DocumentView = 'reading' | 'page';

interface Opened {
  pdfjs: PdfJs;
  pdf: PDFDocumentProxy;
  pages: readonly { natural: PageSize; textContent: TextContent }[];
}

/** Every page's size and text, read once: both views need them, and switching views then lays out at once. */
async function readPages(pdf: PDFDocumentProxy): Promise<Opened['pages']> {
  return Promise.all(
    Array.from({ length: pdf.numPages }, async (_, index) => {
      const page = await pdf.getPage(index + 1);
      const { width, height } = page.getViewport({ scale: 1 });
      return { natural: { width, height }, textContent: await page.getTextContent() };
    }),
  );
}

interface DocumentProps {
  doc: ApplicationDocument;
  view: DocumentView;
  fitWidth: number;
  zoom: number;
  onPageCount: (id: string, count: number | null) => void;
  /** Given to the last document only, once every document has its pages: the scroll gate's target. */
  lastPageRef: ((element: HTMLElement | null) => void) | undefined;
}

/** One document: its title and Download button, then its pages, or a message with Try again. */
export function PdfDocument({ doc, view, fitWidth, zoom, onPageCount, lastPageRef }: DocumentProps) {
  const text = useDocumentText();
  const { load, request } = usePdfLoad(doc);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [renderFailed, setRenderFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loaded = load?.status === 'loaded';
  const reportFailure = useReportFailure();

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
        const task = pdfjs.getDocument(documentSource(pdfjs, new Uint8Array(bytes.slice(0))));
        destroy = () => task.destroy();
        const pdf = await task.promise;
        const pages = await readPages(pdf);
        if (gone()) return;
        setOpened({ pdfjs, pdf, pages });
        onPageCount(doc.id, pdf.numPages);
      })
      .catch((error: unknown) => {
        if (life.cancelled) return;
        reportFailure('Document viewer: open', error);
        setRenderFailed(true);
      });
    return () => {
      life.cancelled = true;
      setOpened(null);
      onPageCount(doc.id, null);
      // pdf.js ends its worker's copy; a refusal is heard, not left an unhandled rejection (issue 46).
      destroy?.().catch((error: unknown) => {
        reportFailure('Document viewer: close', error);
      });
    };
  }, [loaded, doc.id, attempt, onPageCount, reportFailure]);

  const onFailed = useCallback(
    (error: unknown) => {
      reportFailure('Document viewer: draw page', error);
      setRenderFailed(true);
    },
    [reportFailure],
  );
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
        opened.pages.map(({ natural, textContent }, index) => {
          const Page = view === 'reading' ? ReadingPage : PdfPage;
          return (
            <Page
              key={index}
              pdfjs={opened.pdfjs}
              pdf={opened.pdf}
              number={index + 1}
              title={doc.title}
              natural={natural}
              textContent={textContent}
              fitWidth={fitWidth}
              zoom={zoom}
              onFailed={onFailed}
              pageRef={index === opened.pages.length - 1 ? lastPageRef : undefined}
            />
          );
        })
      ) : (
        <p role="status" className="document-loading">
          {text.loading(doc.title)}
        </p>
      )}
    </article>
  );
}

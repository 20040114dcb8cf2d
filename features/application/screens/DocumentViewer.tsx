/**
 * The document viewer a signing screen shows: the toolbar (zoom, "Page X of Y") over one scroll box holding every
 * document of the screen, and the 001 §2 scroll gate on the last page. Each document's loading and drawing is
 * PdfDocument's (documentViewer/), the box's measurements are viewerHooks'.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApplicationDocument } from '../../../src/api/contractApplication';
import { formatPercent } from '../../../src/lib/money';
import { PdfDocument } from './documentViewer/PdfDocument';
import { useReleaseOnLeave } from './documentViewer/pdfLoad';
import { useDocumentText } from './documentViewer/texts';
import { useCurrentPage, useFitWidth, useReadGate } from './documentViewer/viewerHooks';
import './documentViewer.css';

export { DocumentDownloads } from './documentViewer/DocumentDownloads';
export { DOCUMENT_TEXT } from './documentViewer/texts';
export { READ_THRESHOLD } from './documentViewer/viewerHooks';

/** Zoom factors relative to "the page fits the viewer's width" (100%). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = ZOOM_STEPS.indexOf(1);

/**
 * The documents' PDFs, drawn by pdf.js with their text layer, in a scrolling box at most 700 px wide (001 §2), with
 * zoom, "Page X of Y" and a Download button per document. Once every document has its pages, an IntersectionObserver
 * on the last page of the last one calls `onReadToEnd` when that page is at least 25% visible inside the box.
 */
export function DocumentViewer({
  documents,
  label,
  onReadToEnd,
}: {
  documents: readonly ApplicationDocument[];
  label: string;
  onReadToEnd: () => void;
}) {
  const text = useDocumentText();
  const box = useRef<HTMLDivElement>(null);
  const [zoomIndex, setZoomIndex] = useState(FIT);
  const [pageCounts, setPageCounts] = useState<Readonly<Record<string, number>>>({});
  const [lastPage, setLastPage] = useState<HTMLDivElement | null>(null);
  const fitWidth = useFitWidth(box);
  useReleaseOnLeave(documents);

  const onPageCount = useCallback((id: string, count: number | null) => {
    setPageCounts((counts) => {
      const { [id]: _dropped, ...rest } = counts;
      return count === null ? rest : { ...rest, [id]: count };
    });
  }, []);
  const allOpened = documents.every((doc) => pageCounts[doc.id] !== undefined);
  const total = allOpened ? documents.reduce((sum, doc) => sum + (pageCounts[doc.id] ?? 0), 0) : 0;
  const current = useCurrentPage(box, total);
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;

  useReadGate(box, lastPage, onReadToEnd);

  const lastId = documents.at(-1)?.id;
  return (
    <div className="document-viewer-frame">
      <div className="document-viewer-toolbar" role="toolbar" aria-label={text.zoom(label)}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setZoomIndex((index) => Math.max(0, index - 1));
          }}
          disabled={zoomIndex === 0}
        >
          {text.zoomOut}
        </button>
        <span className="document-viewer-zoom" data-testid="document-zoom">
          {formatPercent(zoom, 0)}
        </span>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setZoomIndex((index) => Math.min(ZOOM_STEPS.length - 1, index + 1));
          }}
          disabled={zoomIndex === ZOOM_STEPS.length - 1}
        >
          {text.zoomIn}
        </button>
        <span className="document-viewer-page" data-testid="document-page-status">
          {total > 0 ? text.pageStatus(current, total) : null}
        </span>
      </div>
      {/* A focusable region so keyboard users can scroll it with the arrow and page keys. */}
      <div
        ref={box}
        className="document-viewer"
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="document-viewer"
      >
        {documents.map((doc) => (
          <PdfDocument
            key={doc.id}
            doc={doc}
            fitWidth={fitWidth}
            zoom={zoom}
            onPageCount={onPageCount}
            lastPageRef={doc.id === lastId && allOpened ? setLastPage : undefined}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * The document viewer a signing screen shows: the toolbar over one scroll box holding every document of the screen,
 * in the reading view (the documents' own text at a reading size, the default) or the page view (the pages as
 * printed, fitted to the width the frame gives), with zoom and pinch that keep the reader's place, and the 001 §2
 * scroll gate on the last page in either view. Each document's loading and drawing is PdfDocument's (documentViewer/),
 * the box's measurements are viewerHooks' and keepPlace's.
 */
import { useCallback, useRef, useState, type CSSProperties } from 'react';
import type { ApplicationDocument } from '../../../src/api/contractApplication';
import { PdfDocument, type DocumentView } from './documentViewer/PdfDocument';
import { useKeepPlace } from './documentViewer/keepPlace';
import { useReleaseOnLeave } from './documentViewer/pdfLoad';
import { useDocumentText } from './documentViewer/texts';
import { usePinchZoom } from './documentViewer/usePinchZoom';
import { useCurrentPage, useFitWidth, useReadGate } from './documentViewer/viewerHooks';
import { ViewerToolbar } from './documentViewer/ViewerToolbar';
import './documentViewer.css';

export { DocumentDownloads } from './documentViewer/DocumentDownloads';
export { DOCUMENT_TEXT } from './documentViewer/texts';
export { READ_THRESHOLD } from './documentViewer/viewerHooks';
export type { DocumentView };

/** Zoom factors of each view: the page view's from "the page fits the width", the reading view's from its type size. */
export const ZOOM_STEPS: Readonly<Record<DocumentView, readonly number[]>> = {
  reading: [0.9, 1, 1.1, 1.25, 1.5, 1.75, 2],
  page: [0.5, 0.75, 1, 1.25, 1.5, 2, 3],
};
const START_ZOOM: Readonly<Record<DocumentView, number>> = { reading: 1, page: 2 };

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
  const [view, setView] = useState<DocumentView>('reading');
  const [zoomIndex, setZoomIndex] = useState(START_ZOOM);
  const [pageCounts, setPageCounts] = useState<Readonly<Record<string, number>>>({});
  const [lastPage, setLastPage] = useState<HTMLElement | null>(null);
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
  const steps = ZOOM_STEPS[view];
  const zoom = steps[zoomIndex[view]] ?? 1;
  const holdAt = useKeepPlace(box, `${view} ${zoom} ${fitWidth}`);

  const zoomBy = useCallback(
    (direction: 1 | -1) => {
      setZoomIndex((indexes) => ({
        ...indexes,
        [view]: Math.min(ZOOM_STEPS[view].length - 1, Math.max(0, indexes[view] + direction)),
      }));
    },
    [view],
  );
  usePinchZoom(box, (direction, offset) => {
    holdAt(offset);
    zoomBy(direction);
  });

  // Once per visit: switching views shows the last page again, and the log should say "read to the end" once.
  const reported = useRef(false);
  const onLastPageRead = useCallback(() => {
    if (reported.current) return;
    reported.current = true;
    onReadToEnd();
  }, [onReadToEnd]);
  useReadGate(box, lastPage, onLastPageRead);

  const lastId = documents.at(-1)?.id;
  return (
    <div className="document-viewer-frame">
      <ViewerToolbar
        label={label}
        view={view}
        onView={setView}
        zoom={zoom}
        canZoomOut={zoomIndex[view] > 0}
        canZoomIn={zoomIndex[view] < steps.length - 1}
        onZoom={zoomBy}
        current={current}
        total={total}
      />
      {/* A focusable region so keyboard users can scroll it with the arrow and page keys. */}
      <div
        ref={box}
        className={`document-viewer document-viewer-${view}`}
        style={{ '--reading-zoom': String(view === 'reading' ? zoom : 1) } as CSSProperties}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="document-viewer"
        data-view={view}
      >
        {/* Inside the box, so it scrolls away and leaves a phone's screen to the documents. */}
        {view === 'reading' ? <p className="document-reading-note">{text.readingNote}</p> : null}
        {documents.map((doc) => (
          <PdfDocument
            key={doc.id}
            doc={doc}
            view={view}
            fitWidth={fitWidth}
            zoom={view === 'page' ? zoom : 1}
            onPageCount={onPageCount}
            lastPageRef={doc.id === lastId && allOpened ? setLastPage : undefined}
          />
        ))}
      </div>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import type { ApplicationDocument } from '../../../src/api/contractApplication';
import { useT } from '../../../src/i18n/LocaleProvider';
import { formatPercent } from '../../../src/lib/money';
import { ENGLISH, type Translator } from '../../../src/i18n/translator';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { documentPdfsActions, type PdfLoad } from '../../documents/documentPdfsSlice';
import { pdfBytes } from '../../documents/pdfBytes';
import { loadPdfJs, type PdfJs } from '../../documents/pdfjs';
import './documentViewer.css';

/** 001 §2: the borrower must scroll to the bottom before signing; the last page counts as read at 25% visible. */
export const READ_THRESHOLD = 0.25;
/** Zoom factors relative to "the page fits the viewer's width" (100%). */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = ZOOM_STEPS.indexOf(1);
/** US Letter, the size of the sandbox's pages: unrendered pages keep their room so the scroll position holds. */
const LETTER_RATIO = 792 / 612;

/** The viewer's texts in the borrower's language; a document's title is shown as the platform sent it. */
const documentText = ({ t }: Translator) =>
  ({
    loading: (title: string) => t('Loading {title}…', { title }),
    failed: (title: string) => t('{title} could not be loaded.', { title }),
    unauthenticated: t('Your session has ended. Please sign in again to read it.'),
    forbidden: t('It is not available to the account you are signed in with.'),
    retry: t('Please check your connection and try again.'),
    tryAgain: t('Try again'),
    download: (title: string) => t('Download {title} (PDF)', { title }),
    zoomIn: t('Zoom in'),
    zoomOut: t('Zoom out'),
    zoom: (label: string) => t('{label}: zoom', { label }),
    pageStatus: (page: number, total: number) => t('Page {page} of {pages}', { page, pages: total }),
    pageLabel: (title: string, page: number, total: number) =>
      t('{title}, page {page} of {pages}', { title, page, pages: total }),
  }) as const;

/** The English texts (tests find the controls by them). */
export const DOCUMENT_TEXT = documentText(ENGLISH);

const useDocumentText = () => documentText(useT());

/** What went wrong, in words a borrower can act on; never a status code or a library's message. */
function failureText(
  text: ReturnType<typeof documentText>,
  title: string,
  load: PdfLoad | undefined,
  rendering: boolean,
): string {
  const reason =
    !rendering && load?.status === 'failed' && load.httpStatus === 401
      ? text.unauthenticated
      : !rendering && load?.status === 'failed' && load.httpStatus === 403
        ? text.forbidden
        : text.retry;
  return `${text.failed(title)} ${reason}`;
}

/** The document's PDF as the store knows it; asks the documents saga for it when nobody has yet. */
function usePdfLoad(doc: ApplicationDocument) {
  const dispatch = useAppDispatch();
  const load = useAppSelector((state) => state.documentPdfs[doc.id]);
  const request = useCallback(
    () => dispatch(documentPdfsActions.requested({ id: doc.id, url: doc.pdfUrl })),
    [dispatch, doc.id, doc.pdfUrl],
  );
  useEffect(() => {
    // Loaded but its bytes gone (another screen released them): fetched again.
    if (load === undefined || (load.status === 'loaded' && pdfBytes.get(doc.id) === undefined)) request();
  }, [load, doc.id, request]);
  return { load, request };
}

/** Leaving the screen drops the bytes; a return visit fetches them again with the current token. */
function useReleaseOnLeave(documents: readonly ApplicationDocument[]) {
  const dispatch = useAppDispatch();
  useEffect(
    () => () => {
      dispatch(documentPdfsActions.released({ ids: documents.map((doc) => doc.id) }));
    },
    [dispatch, documents],
  );
}

const fileName = (title: string): string => `${title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'document'}.pdf`;

/** Saves the fetched bytes under the document's name: a blob URL, so the token-guarded address is never navigated. */
function DownloadButton({ doc, load }: { doc: ApplicationDocument; load: PdfLoad | undefined }) {
  const text = useDocumentText();
  const save = () => {
    const bytes = pdfBytes.get(doc.id);
    if (!bytes) return;
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(doc.title);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked later, not at once: the browser reads the blob after click() returns.
    window.setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 30_000);
  };
  return (
    <button
      type="button"
      className="button button-secondary document-download"
      disabled={load?.status !== 'loaded'}
      onClick={save}
    >
      {text.download(doc.title)}
    </button>
  );
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const text = useDocumentText();
  return (
    <div className="document-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {text.tryAgain}
      </button>
    </div>
  );
}

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
function PdfDocument({ doc, fitWidth, zoom, onPageCount, lastPageRef }: DocumentProps) {
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

/** The width a page gets at 100%: the viewer's inner width, so pages fit a 390 px phone without sideways scrolling. */
function useFitWidth(box: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setWidth(Math.max(0, Math.floor(element.clientWidth - (Number.isNaN(padding) ? 0 : padding))));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [box]);
  return width;
}

/** The page most in view: the first whose bottom is below the top third of the viewer, or the last at the end. */
function useCurrentPage(box: React.RefObject<HTMLDivElement | null>, total: number): number {
  const [current, setCurrent] = useState(1);
  useEffect(() => {
    const root = box.current;
    if (!root || total === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = root.getBoundingClientRect().top + root.clientHeight / 3;
      const pages = Array.from(root.querySelectorAll('.pdf-page'));
      const index = pages.findIndex((page) => page.getBoundingClientRect().bottom > line);
      // Scrolled to the end, the last page is the current one even when it is shorter than the viewer.
      const atEnd = root.scrollTop + root.clientHeight >= root.scrollHeight - 1;
      setCurrent(index === -1 || atEnd ? pages.length : index + 1);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    root.addEventListener('scroll', onScroll, { passive: true });
    // Pages take their height as pdf.js draws them, after the count is known, with no scroll: the count taken then
    // would stay (a full run saw "Page 3 of 6" at the top of the box).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    for (const child of Array.from(root.children)) resized?.observe(child);
    return () => {
      root.removeEventListener('scroll', onScroll);
      resized?.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [box, total]);
  return Math.min(current, Math.max(total, 1));
}

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

  useEffect(() => {
    const root = box.current;
    if (!root || !lastPage) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= READ_THRESHOLD)) {
          observer.disconnect();
          onReadToEnd();
        }
      },
      { root, threshold: READ_THRESHOLD },
    );
    observer.observe(lastPage);
    return () => {
      observer.disconnect();
    };
  }, [lastPage, onReadToEnd]);

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

/** A Download button per document, for screens that list documents without showing them (the same fetched bytes). */
export function DocumentDownloads({ documents }: { documents: readonly ApplicationDocument[] }) {
  useReleaseOnLeave(documents);
  return (
    <ul className="document-downloads">
      {documents.map((doc) => (
        <DownloadItem key={doc.id} doc={doc} />
      ))}
    </ul>
  );
}

function DownloadItem({ doc }: { doc: ApplicationDocument }) {
  const text = useDocumentText();
  const { load, request } = usePdfLoad(doc);
  return (
    <li>
      <DownloadButton doc={doc} load={load} />
      {load?.status === 'failed' ? (
        <LoadFailure message={failureText(text, doc.title, load, false)} onRetry={request} />
      ) : null}
    </li>
  );
}

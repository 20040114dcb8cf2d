import { useEffect, useRef } from 'react';
import type { ApplicationDocument } from '../../../src/api/contractApplication';

/** 001 §2: the borrower must scroll to the bottom before signing; the last page counts as read at 25% visible. */
export const READ_THRESHOLD = 0.25;
/** The sandbox renders US Letter pages; the size is given up front so unloaded pages already take their room. */
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

/**
 * The documents' pages, one image each, in a scrolling box at most 700 px wide (001 §2). An IntersectionObserver on
 * the last page calls `onReadToEnd` once that page is at least 25% visible inside the box.
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
  const box = useRef<HTMLDivElement>(null);
  const lastPage = useRef<HTMLImageElement>(null);
  const lastDocument = documents.at(-1);

  useEffect(() => {
    const root = box.current;
    const target = lastPage.current;
    if (!root || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= READ_THRESHOLD)) {
          observer.disconnect();
          onReadToEnd();
        }
      },
      { root, threshold: READ_THRESHOLD },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [documents, onReadToEnd]);

  return (
    // A focusable region so keyboard users can scroll it with the arrow and page keys.
    <div
      ref={box}
      className="document-viewer"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="document-viewer"
    >
      {documents.map((doc) => (
        <article key={doc.id} className="document-viewer-document" aria-label={doc.title}>
          {doc.pageUrls.map((url, index) => {
            const isLast = doc === lastDocument && index === doc.pageUrls.length - 1;
            return (
              <img
                key={url}
                ref={isLast ? lastPage : undefined}
                src={url}
                width={PAGE_WIDTH}
                height={PAGE_HEIGHT}
                alt={`${doc.title}, page ${index + 1} of ${doc.pageUrls.length}`}
                data-testid={isLast ? 'document-last-page' : undefined}
              />
            );
          })}
        </article>
      ))}
    </div>
  );
}

/** A download link per document: the PDF is the accessible alternative to the page images. */
export function DocumentDownloads({ documents }: { documents: readonly ApplicationDocument[] }) {
  return (
    <ul className="document-downloads">
      {documents.map((doc) => (
        <li key={doc.id}>
          <a href={doc.pdfUrl} download>
            Download {doc.title} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

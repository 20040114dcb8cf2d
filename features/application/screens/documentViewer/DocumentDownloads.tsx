/**
 * Keeping a copy and saying what failed: the Download button (the fetched bytes saved through a blob URL), the load
 * failure with Try again, and the list of Download buttons for screens that name documents without showing them.
 */
import type { ApplicationDocument } from '../../../../src/api/contractApplication';
import type { PdfLoad } from '../../../documents/documentPdfsSlice';
import { pdfBytes } from '../../../documents/pdfBytes';
import { usePdfLoad, useReleaseOnLeave } from './pdfLoad';
import { failureText, useDocumentText } from './texts';

const fileName = (title: string): string => `${title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'document'}.pdf`;

/** Saves the fetched bytes under the document's name: a blob URL, so the token-guarded address is never navigated. */
export function DownloadButton({ doc, load }: { doc: ApplicationDocument; load: PdfLoad | undefined }) {
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

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
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

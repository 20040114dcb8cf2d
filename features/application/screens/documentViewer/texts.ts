/**
 * The document viewer's words: every label, status and failure message it shows, in the borrower's language
 * (a document's title is shown as the platform sent it), and the English set the tests find controls by.
 */
import { useT } from '../../../../src/i18n/LocaleProvider';
import { ENGLISH, type Translator } from '../../../../src/i18n/translator';
import type { PdfLoad } from '../../../documents/documentPdfsSlice';

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
    tools: (label: string) => t('{label}: view and zoom', { label }),
    readingView: t('Reading view'),
    pageView: t('Page view'),
    readingNote: t(
      'Reading view shows the text of the documents at a size you can read. To see the pages as they will be signed, choose Page view.',
    ),
    pageStatus: (page: number, total: number) => t('Page {page} of {pages}', { page, pages: total }),
    pageLabel: (title: string, page: number, total: number) =>
      t('{title}, page {page} of {pages}', { title, page, pages: total }),
  }) as const;

export type DocumentText = ReturnType<typeof documentText>;

/** The English texts (tests find the controls by them). */
export const DOCUMENT_TEXT = documentText(ENGLISH);

export const useDocumentText = (): DocumentText => documentText(useT());

/** What went wrong, in words a borrower can act on; never a status code or a library's message. */
export function failureText(text: DocumentText, title: string, load: PdfLoad | undefined, rendering: boolean): string {
  const reason =
    !rendering && load?.status === 'failed' && load.httpStatus === 401
      ? text.unauthenticated
      : !rendering && load?.status === 'failed' && load.httpStatus === 403
        ? text.forbidden
        : text.retry;
  return `${text.failed(title)} ${reason}`;
}

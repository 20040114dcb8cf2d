import { useCallback, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { ApplicationDocument } from '../../../src/api/contractApplication';
import { useT } from '../../../src/i18n/LocaleProvider';
import { SubmitButton, type FieldError } from '../../../src/ui/forms';
import { DocumentViewer } from './DocumentViewer';

export const READ_TO_SIGN_HINT = 'Scroll to the end of the documents to sign them.';
export const READ_TO_END_DONE = 'You have reached the end of the documents.';
export const DOCUMENTS_LOAD_FAILED = 'Your documents could not be loaded. Please reload the page.';

/**
 * The 001 §2 scroll gate's state: false until the viewer reports its last page 25% visible, then true for as long as
 * the screen stays (leaving the screen resets it). `onRead` logs the moment (the caller's own action).
 */
export function useReadToEnd(onRead: () => void) {
  const [read, setRead] = useState(false);
  const onReadToEnd = useCallback(() => {
    setRead(true);
    onRead();
  }, [onRead]);
  return { read, onReadToEnd };
}

/** The error summary's entries of a signing screen: documents that did not load, and a refused signature. */
export const signingErrors = (load: string, error: string | null): FieldError[] => [
  ...(load === 'failed' ? [{ field: 'document-viewer', message: DOCUMENTS_LOAD_FAILED }] : []),
  ...(error ? [{ field: 'sign-error', message: error }] : []),
];

/**
 * Documents in the viewer (each with its Download button), and a submit button that stays off until they are read to the end
 * (001 §2). `actions` go before the submit button.
 */
export function ReadToSignForm({
  documents,
  label,
  read,
  onReadToEnd,
  onSign,
  submitting,
  submitLabel,
  doneHint = READ_TO_END_DONE,
  actions,
}: {
  documents: readonly ApplicationDocument[];
  label: string;
  read: boolean;
  onReadToEnd: () => void;
  onSign: () => void;
  submitting: boolean;
  submitLabel: string;
  doneHint?: string;
  actions?: ReactNode;
}) {
  const { t, text } = useT();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (read) onSign();
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <DocumentViewer documents={documents} label={text(label)} onReadToEnd={onReadToEnd} />
      <p className="field-hint" aria-live="polite">
        {read ? text(doneHint) : t(READ_TO_SIGN_HINT)}
      </p>
      <div className="actions">
        {actions}
        <SubmitButton loading={submitting} disabled={!read}>
          {text(submitLabel)}
        </SubmitButton>
      </div>
    </form>
  );
}

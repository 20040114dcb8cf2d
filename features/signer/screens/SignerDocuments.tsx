import { useCallback } from 'react';
import { useT } from '../../../src/i18n/LocaleProvider';
import { ErrorSummary } from '../../../src/ui/forms';
import { DocumentDownloads } from '../../application/screens/DocumentViewer';
import { ReadToSignForm, signingErrors, useReadToEnd } from '../../application/screens/ReadToSign';
import { signerActions } from '../signerSlice';
import { SIGNER_TEXT } from '../text';
import { SignerPage, useSignerScreen } from './SignerPage';

/** sign: the signer's documents in the primary's viewer; Sign stays off until read to the end (001 §2). */
export function SignerSign() {
  const { dispatch, signer } = useSignerScreen('sign');
  const { t } = useT();
  const { documents, documentsLoad, step } = signer;
  const { read, onReadToEnd } = useReadToEnd(
    useCallback(() => dispatch(signerActions.documentsReadToEnd()), [dispatch]),
  );
  const error = step.phase === 'failed' && step.step === 'signatures' ? step.error : null;
  return (
    <SignerPage title={SIGNER_TEXT.sign.title}>
      <ErrorSummary errors={signingErrors(documentsLoad, error)} />
      <p className="lead">{t(SIGNER_TEXT.sign.lead)}</p>
      {documents && documentsLoad === 'succeeded' ? (
        <ReadToSignForm
          documents={documents}
          label={t(SIGNER_TEXT.sign.viewerLabel)}
          read={read}
          onReadToEnd={onReadToEnd}
          submitting={step.phase === 'submitting' && step.step === 'signatures'}
          submitLabel={t(SIGNER_TEXT.sign.submit)}
          onSign={() => dispatch(signerActions.signatureSubmitted({ documentIds: documents.map((doc) => doc.id) }))}
        />
      ) : documentsLoad !== 'failed' ? (
        <p role="status">{t(SIGNER_TEXT.sign.loading)}</p>
      ) : null}
    </SignerPage>
  );
}

/** documents: the signer's documents to download; once signed, says so. */
export function SignerDocuments() {
  const { signer } = useSignerScreen('documents');
  const { t } = useT();
  const { documents, documentsLoad, coDeed } = signer;
  const signed = coDeed?.status === 'SIGNED';
  const TEXT = SIGNER_TEXT.documents;
  return (
    <SignerPage title={signed ? TEXT.signedTitle : TEXT.title}>
      <ErrorSummary errors={signingErrors(documentsLoad, null)} />
      <p className="lead">{t(signed ? TEXT.signedLead : TEXT.unsignedLead)}</p>
      {documents && documentsLoad === 'succeeded' ? (
        <DocumentDownloads documents={documents} />
      ) : documentsLoad !== 'failed' ? (
        <p role="status">{t(TEXT.loading)}</p>
      ) : null}
    </SignerPage>
  );
}

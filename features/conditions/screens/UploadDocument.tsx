import { useEffect, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../src/i18n/LocaleProvider';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ErrorSummary, focusField, SelectField, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { FileDrop } from '../../../src/ui/FileDrop';
import { FILE_PREVIEW_FAILURE, useFailureReporter } from '../../diagnostics/useReportFailure';
import { formReset, uploadRequested } from '../conditionsSlice';
import { CONDITION_TEXT } from '../categories';
import { fillPlaceholders } from '../../../src/i18n/translator';
import { pendingInput } from '../pendingInput';
import { selectConditionPrompts } from '../selectors';
import { useConditionArea } from './useConditionArea';
import { PromptText } from './PromptText';

export const UPLOAD_TEXT = {
  title: 'Upload document',
  filesLabel: 'Choose files',
  filesHint: 'PDF, JPG or PNG.',
  typeLabel: 'Document type',
  submit: 'Upload',
  needFiles: (n: number) =>
    n === 1 ? 'Choose at least 1 file' : fillPlaceholders('Choose at least {count} files', { count: n }),
  notFound: 'This condition is not open any more.',
} as const;

const DOCUMENT_LABELS: Record<string, string> = {
  BANK_STATEMENT: 'Bank statement',
  BANK_LETTER: 'Bank letter',
  CERTIFICATE_OF_TRUST: 'Certificate of trust',
  PROPERTY_DESCRIPTION_SOURCE: 'Mortgage statement, deed of trust or deed',
  USER_UPLOADED_PAYSTUB: 'Paystub',
  SUPPORT: 'Supporting document',
  DRIVERS_LICENSE: "Driver's license",
  PASSPORT: 'Passport',
  STATE_ID: 'State ID',
  PERMANENT_RESIDENT_CARD: 'Permanent resident card',
};

/** Upload the documents a condition asks for (multipart), which answers the condition. */
export default function UploadDocument() {
  const { t, text } = useT();
  const { area, applicationUuid } = useConditionArea();
  const [params] = useSearchParams();
  const conditionUuid = params.get('conditionUuid') ?? '';
  const prompt = useAppSelector(selectConditionPrompts).find((p) => p.uuid === conditionUuid);
  const status = useAppSelector((state) => state.conditions.status);
  const upload = useAppSelector((state) => state.conditions.upload);
  const dispatch = useAppDispatch();
  const [files, setFiles] = useState<File[]>([]);
  const [documentType, setDocumentType] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const reportPreviewFailure = useFailureReporter(FILE_PREVIEW_FAILURE);

  useEffect(() => {
    dispatch(formReset());
  }, [dispatch]);

  if (!prompt)
    return (
      <section className="screen">
        <PageHeading>{t(UPLOAD_TEXT.title)}</PageHeading>
        {status === 'failed' ? (
          <p role="alert">{t(CONDITION_TEXT.loadFailed)}</p>
        ) : status === 'succeeded' ? (
          <p>{t(UPLOAD_TEXT.notFound)}</p>
        ) : null}
      </section>
    );

  const type = documentType || prompt.documentTypes[0] || 'SUPPORT';
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (files.length < prompt.minFiles) {
      setFileError(UPLOAD_TEXT.needFiles(prompt.minFiles));
      focusField('condition-files');
      return;
    }
    setFileError(undefined);
    pendingInput.setFiles(files);
    dispatch(
      uploadRequested({
        applicationUuid,
        conditionUuid: prompt.uuid,
        documentType: type,
        fileCount: files.length,
        area: area.kind,
      }),
    );
  };

  return (
    <section className="screen">
      <PageHeading>{text(prompt.header)}</PageHeading>
      <PromptText prompt={prompt} />
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={fileError ? [{ field: 'condition-files', message: fileError }] : []} />
        {prompt.documentTypes.length > 1 ? (
          <SelectField
            id="condition-document-type"
            label={t(UPLOAD_TEXT.typeLabel)}
            required
            value={type}
            options={prompt.documentTypes.map((value) => ({ value, label: text(DOCUMENT_LABELS[value] ?? value) }))}
            onChange={(event) => {
              setDocumentType(event.target.value);
            }}
          />
        ) : null}
        <FileDrop
          id="condition-files"
          label={t(UPLOAD_TEXT.filesLabel)}
          hint={t(UPLOAD_TEXT.filesHint)}
          error={fileError}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          multiple
          files={files}
          busy={upload.status === 'pending'}
          required
          onPreviewFailed={reportPreviewFailure}
          onFilesChange={setFiles}
        />
        <SubmitButton loading={upload.status === 'pending'}>{t(UPLOAD_TEXT.submit)}</SubmitButton>
        {upload.error ? (
          <p className="form-error" role="alert">
            {text(upload.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

import { useState, type SyntheticEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../src/ui/Link';
import { ErrorSummary, focusField, SubmitButton } from '../../../src/ui/forms';
import { FileDrop } from '../../../src/ui/FileDrop';
import { FILE_PREVIEW_FAILURE, useFailureReporter } from '../../diagnostics/useReportFailure';
import { PageHeading } from '../../../src/ui/PageHeading';
import { applicationStepsActions } from '../applicationStepsSlice';
import { pendingFiles } from '../pendingFiles';
import { ACCEPT_ATTRIBUTE, areaHref, checkFiles, INCOME_TEXT, INCOME_UPLOAD_TYPES, MAX_FILES } from '../stepInputs';
import { UnknownIncomeType } from './UnknownIncomeType';
import { useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

/** income/upload/{type}: paystubs or tax returns, sent as one multipart upload. */
export default function IncomeUpload() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const params = useParams();
  const uuid = params.uuid ?? '';
  const documentType = INCOME_UPLOAD_TYPES[params.type ?? ''];
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const reportPreviewFailure = useFailureReporter(FILE_PREVIEW_FAILURE);

  if (!documentType) return <UnknownIncomeType uuid={uuid} />;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkFiles(files);
    setFileError(problem ?? undefined);
    if (problem) {
      focusField('income-files');
      return;
    }
    pendingFiles.set({ files });
    dispatch(applicationStepsActions.incomeDocumentsSubmitted({ documentType, fileCount: files.length }));
  };

  const errors = [
    ...(fileError ? [{ field: 'income-files', message: text(fileError) }] : []),
    ...(error ? [{ field: 'income-files', message: text(error) }] : []),
  ];
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{text(INCOME_TEXT.uploadTitle[documentType])}</PageHeading>
      <ErrorSummary errors={errors.slice(0, 1)} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <FileDrop
          id="income-files"
          label={t(INCOME_TEXT.filesLabel)}
          hint={text(INCOME_TEXT.uploadHint[documentType])}
          error={fileError === undefined ? undefined : text(fileError)}
          accept={ACCEPT_ATTRIBUTE}
          multiple
          files={files}
          busy={submitting}
          required
          onPreviewFailed={reportPreviewFailure}
          onFilesChange={(chosen) => {
            setFiles(chosen.slice(0, MAX_FILES + 1));
          }}
        />
        <div className="actions">
          <Link className="button button-secondary" to={areaHref(uuid, 'income/review')}>
            {t('Back')}
          </Link>
          <SubmitButton loading={submitting}>{t(INCOME_TEXT.uploadButton)}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

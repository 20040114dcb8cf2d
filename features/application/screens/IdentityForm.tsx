import { useState, type ReactNode, type SyntheticEvent } from 'react';
import type { IdType } from '../../../src/api/contractApplication';
import { ErrorSummary, focusField, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { FileDrop } from '../../../src/ui/FileDrop';
import { FILE_PREVIEW_FAILURE, useFailureReporter } from '../../diagnostics/useReportFailure';
import { ACCEPT_ATTRIBUTE, checkIdentity, ID_TYPES, IDENTITY_TEXT, idNeedsBack, type InputError } from '../stepInputs';
import { useT } from '../../../src/i18n/LocaleProvider';

function IdFile({
  id,
  label,
  error,
  file,
  busy,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  file: File | null;
  busy: boolean;
  onChange: (file: File | null) => void;
}) {
  const { t } = useT();
  const reportPreviewFailure = useFailureReporter(FILE_PREVIEW_FAILURE);
  return (
    <FileDrop
      id={id}
      label={label}
      hint={t(IDENTITY_TEXT.fileHint)}
      error={error}
      accept={ACCEPT_ATTRIBUTE}
      files={file ? [file] : []}
      busy={busy}
      required
      onPreviewFailed={reportPreviewFailure}
      onFilesChange={(files) => {
        onChange(files[0] ?? null);
      }}
    />
  );
}

export interface IdentityDocuments {
  idType: IdType;
  front: File;
  /** Only when the back was asked for (idNeedsBack). */
  back: File | null;
}

/**
 * The ID form shared by the borrower's identity screen and the additional signer's: the ID type, then its front (and
 * its back when the fe-heloc-back-of-id flag is on), checked before `onSubmit` gets the files. Presentational: the
 * screen decides where the files go.
 */
export function IdentityForm({
  backOfIdFlag,
  submitting,
  serverError,
  onSubmit,
  intro,
}: {
  backOfIdFlag: boolean;
  submitting: boolean;
  serverError: string | null;
  onSubmit: (documents: IdentityDocuments) => void;
  intro?: ReactNode;
}) {
  const { t, text } = useT();
  const [idType, setIdType] = useState<IdType | ''>('');
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [errors, setErrors] = useState<InputError[]>([]);
  const shown = errors.map((e) => ({ ...e, message: text(e.message) }));
  const errorOf = (field: string) => shown.find((e) => e.field === field)?.message;
  const idTypes = ID_TYPES.map((type) => ({ ...type, label: text(type.label) }));
  const needsBack = idNeedsBack(idType, backOfIdFlag);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkIdentity({ idType, front, back, backOfIdFlag });
    setErrors(found);
    const first = found[0];
    if (first || !idType || !front) {
      focusField(first?.field ?? 'id-type');
      return;
    }
    onSubmit({ idType, front, back: needsBack ? back : null });
  };

  return (
    <>
      <ErrorSummary errors={[...shown, ...(serverError ? [{ field: 'id-front', message: text(serverError) }] : [])]} />
      <p>{intro ?? t(IDENTITY_TEXT.intro)}</p>
      <form className="form" noValidate onSubmit={submit}>
        <RadioGroup
          id="id-type"
          label={t(IDENTITY_TEXT.typeLabel)}
          error={errorOf('id-type')}
          value={idType}
          options={idTypes}
          variant="row"
          onChange={(value) => {
            setIdType(ID_TYPES.find((type) => type.value === value)?.value ?? '');
          }}
        />
        <IdFile
          id="id-front"
          label={t(idType === 'PASSPORT' ? IDENTITY_TEXT.passportLabel : IDENTITY_TEXT.frontLabel)}
          error={errorOf('id-front')}
          file={front}
          busy={submitting}
          onChange={setFront}
        />
        {needsBack ? (
          <IdFile
            id="id-back"
            label={t(IDENTITY_TEXT.backLabel)}
            error={errorOf('id-back')}
            file={back}
            busy={submitting}
            onChange={setBack}
          />
        ) : null}
        <div className="actions">
          <SubmitButton loading={submitting}>{t(IDENTITY_TEXT.submit)}</SubmitButton>
        </div>
      </form>
    </>
  );
}

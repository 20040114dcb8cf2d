import { useState, type SyntheticEvent } from 'react';
import type { IdType } from '../../../src/api/contractApplication';
import { ErrorSummary, FieldMessages, focusField, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useAppSelector } from '../../../store/hooks';
import { FLAG, selectFlagEnabled } from '../../flags/selectors';
import { applicationStepsActions } from '../applicationStepsSlice';
import { pendingFiles } from '../pendingFiles';
import { ACCEPT_ATTRIBUTE, checkIdentity, ID_TYPES, IDENTITY_TEXT, idNeedsBack, type InputError } from '../stepInputs';
import { useStepScreen } from './useStep';

function IdFile({
  id,
  label,
  error,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  onChange: (file: File | null) => void;
}) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <FieldMessages id={id} hint={IDENTITY_TEXT.fileHint} error={error} />
      <input
        id={id}
        name={id}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
        }}
      />
    </div>
  );
}

/** identity: the ID type, then its front (and its back when the fe-heloc-back-of-id flag is on), as one upload. */
export default function Identity() {
  const { dispatch, submitting, error } = useStepScreen();
  const backOfIdFlag = useAppSelector((state) => selectFlagEnabled(state, FLAG.backOfId));
  const [idType, setIdType] = useState<IdType | ''>('');
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [errors, setErrors] = useState<InputError[]>([]);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const needsBack = idNeedsBack(idType, backOfIdFlag);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkIdentity({ idType, front, back, backOfIdFlag });
    setErrors(found);
    const first = found[0];
    if (first || !idType) {
      focusField(first?.field ?? 'id-type');
      return;
    }
    const sentBack = needsBack ? back : null;
    pendingFiles.set({ front, back: sentBack });
    dispatch(applicationStepsActions.identityDocumentsSubmitted({ idType, hasBack: sentBack !== null }));
  };

  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{IDENTITY_TEXT.title}</PageHeading>
      <ErrorSummary errors={[...errors, ...(error ? [{ field: 'id-front', message: error }] : [])]} />
      <p>{IDENTITY_TEXT.intro}</p>
      <form className="form" noValidate onSubmit={onSubmit}>
        <RadioGroup
          id="id-type"
          label={IDENTITY_TEXT.typeLabel}
          error={errorOf('id-type')}
          value={idType}
          options={ID_TYPES}
          onChange={(value) => {
            setIdType(ID_TYPES.find((type) => type.value === value)?.value ?? '');
          }}
        />
        <IdFile
          id="id-front"
          label={idType === 'PASSPORT' ? IDENTITY_TEXT.passportLabel : IDENTITY_TEXT.frontLabel}
          error={errorOf('id-front')}
          onChange={setFront}
        />
        {needsBack ? (
          <IdFile id="id-back" label={IDENTITY_TEXT.backLabel} error={errorOf('id-back')} onChange={setBack} />
        ) : null}
        <div className="actions">
          <SubmitButton loading={submitting}>{IDENTITY_TEXT.submit}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

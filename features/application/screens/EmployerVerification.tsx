import { useState, type SyntheticEvent } from 'react';
import { ErrorSummary, focusField, SubmitButton, TextField } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { formatUsPhone, US_PHONE_LENGTH } from '../../../src/lib/phone';
import { applicationStepsActions } from '../applicationStepsSlice';
import { checkEmployer, INCOME_TEXT, type InputError } from '../stepInputs';
import { useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

/** income/employer-verification: who can confirm the borrower's employment. */
export default function EmployerVerification() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const [employerName, setEmployerName] = useState('');
  const [employerPhone, setEmployerPhone] = useState('');
  const [errors, setErrors] = useState<InputError[]>([]);
  const shown = errors.map((e) => ({ ...e, message: text(e.message) }));
  const errorOf = (field: string) => shown.find((e) => e.field === field)?.message;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkEmployer(employerName, employerPhone);
    setErrors(found);
    const first = found[0];
    if (first) {
      focusField(first.field);
      return;
    }
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'employerVerification',
        body: { employerName: employerName.trim(), employerPhone },
        awaitsStatus: true,
      }),
    );
  };

  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(INCOME_TEXT.employerTitle)}</PageHeading>
      <ErrorSummary errors={[...shown, ...(error ? [{ field: 'employer-name', message: text(error) }] : [])]} />
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          id="employer-name"
          label={t(INCOME_TEXT.employerName)}
          required
          autoComplete="organization"
          maxLength={100}
          value={employerName}
          error={errorOf('employer-name')}
          onChange={(event) => {
            setEmployerName(event.target.value);
          }}
        />
        <TextField
          id="employer-phone"
          label={t(INCOME_TEXT.employerPhone)}
          hint={t(INCOME_TEXT.employerPhoneHint)}
          required
          type="tel"
          inputMode="numeric"
          maxLength={US_PHONE_LENGTH}
          value={employerPhone}
          error={errorOf('employer-phone')}
          onChange={(event) => {
            setEmployerPhone(formatUsPhone(event.target.value));
          }}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Continue')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/**
 * The form parts the branch screens share: the submit hook (check, focus the first problem, send the step, await the
 * status change), the SSN field, and the one-amount form behind the home estimate and the assets total.
 */
import { useState, type SyntheticEvent } from 'react';
import type { StepCall } from '../../../src/api/contractApplication';
import { useT } from '../../../src/i18n/LocaleProvider';
import { ErrorSummary, SubmitButton, TextField } from '../../../src/ui/forms';
import { dollars } from '../stepRules';
import { applicationStepsActions } from '../applicationStepsSlice';
import { useStepScreen } from './useStep';

export type Problems = Record<string, string | null>;

/**
 * A screen's form: checks its fields on submit (first problem focused), then sends the step and awaits the status
 * change that re-routes the borrower. `after` runs once sent, e.g. to forget an SSN.
 */
export function useStepForm(step: StepCall) {
  const { dispatch, submitting, error } = useStepScreen();
  const [checked, setChecked] = useState(false);
  const submit = (problems: Problems, body: () => Record<string, unknown>) => {
    setChecked(true);
    const firstBad = Object.entries(problems).find(([, problem]) => problem !== null);
    if (firstBad) {
      document.getElementById(firstBad[0])?.focus();
      return;
    }
    dispatch(applicationStepsActions.stepSubmitted({ step, body: body(), awaitsStatus: true }));
  };
  const errorsOf = (problems: Problems, serverField: string) => [
    ...(checked ? Object.entries(problems).flatMap(([field, message]) => (message ? [{ field, message }] : [])) : []),
    ...(error ? [{ field: serverField, message: error }] : []),
  ];
  const shown = (problems: Problems, field: string) => (checked ? (problems[field] ?? undefined) : undefined);
  return { submitting, submit, errorsOf, shown };
}

export const prevent = (handler: () => void) => (event: SyntheticEvent<HTMLFormElement>) => {
  event.preventDefault();
  handler();
};

/**
 * The SSN field: digits only in the request. What was typed stays in the field until the borrower leaves the screen,
 * so a send that fails loses nothing (decision 413); it is never in the store, a log or the device.
 */
export function SsnField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useT();
  return (
    <TextField
      id="ssn"
      label={t('Social Security number')}
      hint={t('9 digits, for example 123-45-6789')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={11}
      required
      value={value}
      error={error}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}

export interface AmountFormProps {
  step: StepCall;
  id: string;
  label: string;
  hint: string;
  validate: (value: string) => string | null;
  /** The call's body for the amount in whole dollars. */
  body: (amount: number) => Record<string, number>;
  submitLabel: string;
}

/** One dollar amount, checked, then sent: the borrower's home estimate and the assets total share it. */
export function AmountForm({ step, id, label, hint, validate, body, submitLabel }: AmountFormProps) {
  const { submitting, submit, errorsOf, shown } = useStepForm(step);
  const [value, setValue] = useState('');
  const problems = { [id]: validate(value) };
  return (
    <>
      <ErrorSummary errors={errorsOf(problems, id)} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(problems, () => body(dollars(value)));
        })}
      >
        <TextField
          id={id}
          label={label}
          hint={hint}
          inputMode="numeric"
          required
          value={value}
          error={shown(problems, id)}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{submitLabel}</SubmitButton>
        </div>
      </form>
    </>
  );
}

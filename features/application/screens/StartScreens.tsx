/**
 * The start-of-application branch screens (COLLECT_ADDITIONAL_INFO and HMDA): start/profile (SSN and marital status),
 * start/contact (the mobile phone) and start/hmda (the government monitoring questions).
 */
import { useState } from 'react';
import { useT } from '../../../src/i18n/LocaleProvider';
import { formatUsPhone } from '../../../src/lib/phone';
import { ErrorSummary, RadioGroup, SubmitButton, TextField } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import {
  HMDA_DECLINED,
  HMDA_DECLINED_LABEL,
  HMDA_REQUIRED,
  MARITAL_STATUS_REQUIRED,
  ssnDigits,
  validatePhone,
  validateSsn,
} from '../stepRules';
import { SsnField, prevent, useStepForm } from './stepForm';

export const MARITAL_OPTIONS = [
  { value: 'MARRIED', label: 'Married' },
  { value: 'UNMARRIED', label: 'Unmarried', hint: '(single, divorced or widowed)' },
  { value: 'SEPARATED', label: 'Separated' },
] as const;

/** start/profile: the additional profile the application needs, SSN and marital status. */
export function StartProfile() {
  const { t, text } = useT();
  const { submitting, submit, errorsOf, shown } = useStepForm('profile');
  const [ssn, setSsn] = useState('');
  const [marital, setMarital] = useState('');
  const problems = { ssn: validateSsn(ssn), 'marital-status': marital ? null : MARITAL_STATUS_REQUIRED };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Complete your profile')}</PageHeading>
      <p className="lead">{t('We need a few more details before you can submit your application.')}</p>
      <ErrorSummary errors={errorsOf(problems, 'ssn')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(problems, () => ({ ssn: ssnDigits(ssn), maritalStatus: marital }));
        })}
      >
        <SsnField value={ssn} onChange={setSsn} error={shown(problems, 'ssn')} />
        <RadioGroup
          id="marital-status"
          label={t('Marital status')}
          options={MARITAL_OPTIONS.map((option) => ({
            ...option,
            label: text(option.label),
            ...('hint' in option ? { hint: text(option.hint) } : {}),
          }))}
          value={marital}
          error={shown(problems, 'marital-status')}
          onChange={setMarital}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Continue')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/** start/contact: the mobile phone the application still lacks (001 §5 phone rules). */
export function StartContact() {
  const { t } = useT();
  const { submitting, submit, errorsOf, shown } = useStepForm('contact');
  const [phone, setPhone] = useState('');
  const problems = { 'phone-number': validatePhone(phone) };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Add your mobile phone')}</PageHeading>
      <p className="lead">{t('We use it to send you updates about your application and to confirm it is you.')}</p>
      <ErrorSummary errors={errorsOf(problems, 'phone-number')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(problems, () => ({ phoneNumber: phone }));
        })}
      >
        <TextField
          id="phone-number"
          label={t('Mobile phone')}
          hint={t('For example (555) 555-0100')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={phone}
          error={shown(problems, 'phone-number')}
          onChange={(event) => {
            setPhone(formatUsPhone(event.target.value));
          }}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Continue')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

const declined = { value: HMDA_DECLINED, label: HMDA_DECLINED_LABEL };
export const HMDA_QUESTIONS = [
  {
    id: 'hmda-ethnicity',
    key: 'ethnicity',
    label: 'Ethnicity',
    options: [
      { value: 'HISPANIC_OR_LATINO', label: 'Hispanic or Latino' },
      { value: 'NOT_HISPANIC_OR_LATINO', label: 'Not Hispanic or Latino' },
      declined,
    ],
  },
  {
    id: 'hmda-race',
    key: 'race',
    label: 'Race',
    options: [
      { value: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE', label: 'American Indian or Alaska Native' },
      { value: 'ASIAN', label: 'Asian' },
      { value: 'BLACK_OR_AFRICAN_AMERICAN', label: 'Black or African American' },
      { value: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER', label: 'Native Hawaiian or Other Pacific Islander' },
      { value: 'WHITE', label: 'White' },
      declined,
    ],
  },
  {
    id: 'hmda-sex',
    key: 'sex',
    label: 'Sex',
    options: [{ value: 'FEMALE', label: 'Female' }, { value: 'MALE', label: 'Male' }, declined],
  },
] as const;

/** start/hmda: the government monitoring questions, each of which the borrower may decline. */
export function StartHmda() {
  const { t, text } = useT();
  const { submitting, submit, errorsOf, shown } = useStepForm('hmda');
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const problems = Object.fromEntries(
    HMDA_QUESTIONS.map((question) => [question.id, answers[question.key] ? null : HMDA_REQUIRED]),
  );
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Demographic information')}</PageHeading>
      <p className="lead">
        {t(
          'The federal government asks lenders for this information to monitor compliance with fair lending laws. You are not required to provide it, and your answers do not affect your application.',
        )}
      </p>
      <ErrorSummary errors={errorsOf(problems, 'hmda-ethnicity')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(problems, () =>
            Object.fromEntries(HMDA_QUESTIONS.map((question) => [question.key, answers[question.key] ?? ''])),
          );
        })}
      >
        {HMDA_QUESTIONS.map((question) => (
          <RadioGroup
            key={question.id}
            id={question.id}
            label={text(question.label)}
            options={question.options.map((option) => ({ ...option, label: text(option.label) }))}
            value={answers[question.key] ?? ''}
            error={shown(problems, question.id)}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.key]: value }));
            }}
          />
        ))}
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Continue')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

import { useState, type SyntheticEvent } from 'react';
import type { StepCall } from '../../../src/api/contractApplication';
import { useT } from '../../../src/i18n/LocaleProvider';
import { formatUsd } from '../../../src/lib/money';
import { formatUsPhone } from '../../../src/lib/phone';
import { CheckboxField, ErrorSummary, RadioGroup, SubmitButton, TextField } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import {
  BPO_FEE,
  FEE_CONSENT_REQUIRED,
  HMDA_DECLINED,
  HMDA_DECLINED_LABEL,
  HMDA_REQUIRED,
  MARITAL_STATUS_REQUIRED,
  dollars,
  ssnDigits,
  validateAssets,
  validateEstimate,
  validatePhone,
  validateSsn,
} from '../stepRules';
import { applicationStepsActions } from '../applicationStepsSlice';
import { InfoLayout } from './InfoScreen';
import { useStepScreen } from './useStep';

type Problems = Record<string, string | null>;

/**
 * A screen's form: checks its fields on submit (first problem focused), then sends the step and awaits the status
 * change that re-routes the borrower. `after` runs once sent, e.g. to forget an SSN.
 */
function useStepForm(step: StepCall) {
  const { dispatch, submitting, error } = useStepScreen();
  const [checked, setChecked] = useState(false);
  const submit = (problems: Problems, body: () => Record<string, unknown>, after?: () => void) => {
    setChecked(true);
    const firstBad = Object.entries(problems).find(([, problem]) => problem !== null);
    if (firstBad) {
      document.getElementById(firstBad[0])?.focus();
      return;
    }
    dispatch(applicationStepsActions.stepSubmitted({ step, body: body(), awaitsStatus: true }));
    after?.();
  };
  const errorsOf = (problems: Problems, serverField: string) => [
    ...(checked ? Object.entries(problems).flatMap(([field, message]) => (message ? [{ field, message }] : [])) : []),
    ...(error ? [{ field: serverField, message: error }] : []),
  ];
  const shown = (problems: Problems, field: string) => (checked ? (problems[field] ?? undefined) : undefined);
  return { submitting, submit, errorsOf, shown };
}

const prevent = (handler: () => void) => (event: SyntheticEvent<HTMLFormElement>) => {
  event.preventDefault();
  handler();
};

/** The SSN field: digits only in the request, nothing kept once sent. */
function SsnField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
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

/** credit/social: the credit bureau found no match; the borrower re-enters the SSN and the soft pull runs again. */
export function CreditSocial() {
  const { submitting, submit, errorsOf, shown } = useStepForm('ssn');
  const { t } = useT();
  const [ssn, setSsn] = useState('');
  const problems = { ssn: validateSsn(ssn) };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Confirm your Social Security number')}</PageHeading>
      <p className="lead">
        {t(
          'We could not find your credit file with the details you gave us. Please enter your Social Security number so we can check your credit again. This is a soft credit check and does not affect your credit score.',
        )}
      </p>
      <ErrorSummary errors={errorsOf(problems, 'ssn')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(
            problems,
            () => ({ ssn: ssnDigits(ssn) }),
            () => {
              setSsn('');
            },
          );
        })}
      >
        <SsnField value={ssn} onChange={setSsn} error={shown(problems, 'ssn')} />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Check my credit')}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

const BUREAUS = [
  { name: 'Equifax', url: 'https://www.equifax.com/personal/credit-report-services/credit-freeze/' },
  { name: 'Experian', url: 'https://www.experian.com/freeze/center.html' },
  { name: 'TransUnion', url: 'https://www.transunion.com/credit-freeze' },
] as const;

/** credit/error: the credit file is frozen or locked; how to lift it, then "I've unfrozen my credit". */
export function CreditFrozen() {
  const { t } = useT();
  const { submitting, submit, errorsOf } = useStepForm('creditUnfreeze');
  return (
    <InfoLayout
      title={t('Your credit is frozen')}
      body={t(
        'We could not check your credit because your credit file is frozen or locked. To continue, lift the freeze for a few days, then tell us.',
      )}
      next={[
        t('Sign in to each credit bureau below and lift (temporarily thaw) your freeze or lock.'),
        t('Come back and choose "I\'ve unfrozen my credit". We will check your credit again right away.'),
      ]}
    >
      <ul className="bureau-list">
        {BUREAUS.map((bureau) => (
          <li key={bureau.name}>
            <a href={bureau.url} target="_blank" rel="noreferrer noopener">
              {t('{name} (opens in a new tab)', { name: bureau.name })}
            </a>
          </li>
        ))}
      </ul>
      <ErrorSummary errors={errorsOf({}, 'unfreeze')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit({}, () => ({}));
        })}
      >
        <div className="actions" id="unfreeze" tabIndex={-1}>
          <SubmitButton loading={submitting}>{t("I've unfrozen my credit")}</SubmitButton>
        </div>
      </form>
    </InfoLayout>
  );
}

/** error/decline: why, in plain words, and what the borrower can do next (the reasons letter is the law's part). */
export function Decline() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t('We are unable to approve your application')}
      body={t(
        'After reviewing your application, credit report and property, we are not able to offer you a home equity line of credit at this time.',
      )}
      next={[
        t(
          'Within 30 days we will send you a letter that explains the main reasons for this decision and names the credit bureau we used.',
        ),
        t(
          'You have the right to a free copy of your credit report from that bureau within 60 days, and to dispute anything in it that is wrong.',
        ),
        t(
          'You are welcome to apply again when your situation changes, for example after paying down debt or if your home value rises.',
        ),
      ]}
      action={{ kind: 'dashboard' }}
    />
  );
}

/** The valuation order form shared by bpo/order-bpo and the Texas bpo/condition. */
function OrderValuationForm() {
  const { t } = useT();
  const { submitting, submit, errorsOf, shown } = useStepForm('bpoOrder');
  const [agreed, setAgreed] = useState(false);
  const problems = { 'fee-consent': agreed ? null : FEE_CONSENT_REQUIRED };
  return (
    <>
      <ErrorSummary errors={errorsOf(problems, 'fee-consent')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(problems, () => ({ feeAccepted: true, feeAmount: BPO_FEE }));
        })}
      >
        <p>
          {t('Valuation fee:')} <strong data-testid="bpo-fee">{formatUsd(BPO_FEE)}</strong>
        </p>
        <CheckboxField
          id="fee-consent"
          label={t('I agree to pay the {fee} valuation fee. It is charged even if my application does not close.', {
            fee: formatUsd(BPO_FEE),
          })}
          checked={agreed}
          error={shown(problems, 'fee-consent')}
          onChange={setAgreed}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Order valuation')}</SubmitButton>
        </div>
      </form>
    </>
  );
}

export function BpoOrder() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t('Order a valuation of your home')}
      body={t(
        'We could not value your home automatically, so a licensed professional needs to value it. The valuation costs {fee}.',
        { fee: formatUsd(BPO_FEE) },
      )}
      next={[
        t('A valuer may visit the outside of your home; you do not need to be there.'),
        t('Your offer is confirmed once the valuation is back, usually within five business days.'),
      ]}
    >
      <OrderValuationForm />
    </InfoLayout>
  );
}

export function BpoCondition() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t('Your home needs a valuation')}
      body={t(
        'Texas home equity rules require a valuation of your home by a licensed professional before we can make you a final offer. The valuation costs {fee}.',
        { fee: formatUsd(BPO_FEE) },
      )}
      next={[
        t('Order the valuation below. A valuer may contact you to arrange a visit.'),
        t('We will email you when it is complete, usually within five business days.'),
      ]}
    >
      <OrderValuationForm />
    </InfoLayout>
  );
}

interface AmountFormProps {
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
function AmountForm({ step, id, label, hint, validate, body, submitLabel }: AmountFormProps) {
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

/** bpo/estimate-value: no automated valuation was found; the borrower's estimate lets the offers go ahead. */
export function BpoEstimate() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t("Estimate your home's value")}
      body={t(
        'We could not find an automated valuation for your home. Tell us what you think it is worth and we will prepare your offers; a valuation confirms it later.',
      )}
      next={[t('Your offers are usually ready within a minute of sending your estimate.')]}
    >
      <AmountForm
        step="bpoEstimate"
        id="estimated-value"
        label={t('Estimated home value')}
        hint={t('In dollars, for example 450,000')}
        validate={validateEstimate}
        body={(estimatedValue) => ({ estimatedValue })}
        submitLabel={t('Submit estimate')}
      />
    </InfoLayout>
  );
}

/** product/assets: pre-qualification on assets when income alone does not qualify. */
export function ProductAssets() {
  const { t } = useT();
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Tell us about your assets')}</PageHeading>
      <p className="lead">
        {t(
          'Your savings and investments can help you qualify. Enter the total of your checking, savings, retirement and investment accounts.',
        )}
      </p>
      <AmountForm
        step="assets"
        id="total-assets"
        label={t('Total assets')}
        hint={t('In dollars, for example 250,000')}
        validate={validateAssets}
        body={(totalAssets) => ({ totalAssets })}
        submitLabel={t('See my offers')}
      />
    </section>
  );
}

/** product/prequal-winback: the lien position changed the numbers; a revised offer is waiting. */
export function PrequalWinback() {
  const { t } = useT();
  const { submitting, submit, errorsOf } = useStepForm('prequalWinback');
  return (
    <InfoLayout
      title={t('You qualify for a revised offer')}
      body={t(
        'The liens on your home changed how much you can borrow, but you still pre-qualify. We can prepare a revised offer for you now.',
      )}
      next={[t('Choose "See my revised offer" and pick the offer and draw that suit you.')]}
    >
      <ErrorSummary errors={errorsOf({}, 'winback')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit({}, () => ({}));
        })}
      >
        <div className="actions" id="winback" tabIndex={-1}>
          <SubmitButton loading={submitting}>{t('See my revised offer')}</SubmitButton>
        </div>
      </form>
    </InfoLayout>
  );
}

const MARITAL_OPTIONS = [
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
          submit(
            problems,
            () => ({ ssn: ssnDigits(ssn), maritalStatus: marital }),
            () => {
              setSsn('');
            },
          );
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

import { useState, type SyntheticEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../src/ui/Link';
import { ErrorSummary, focusField, RadioGroup, SubmitButton, TextField } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { applicationStepsActions } from '../applicationStepsSlice';
import { areaHref, BANK_TEXT, checkBankAccount, digitsOnly, type AccountType, type InputError } from '../stepInputs';
import { useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

/**
 * bank/manual-disburse: routing and account numbers. They leave this screen only in the intent (keys routingNumber
 * and accountNumber, masked in every log) and are wiped from the form once sent; the platform keeps the last 4.
 */
export default function BankManualDisburse() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const uuid = useParams().uuid ?? '';
  const [accountType, setAccountType] = useState<AccountType | ''>('');
  const [routingNumber, setRoutingNumber] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [confirmAccountNumber, setConfirmAccountNumber] = useState('');
  const [errors, setErrors] = useState<InputError[]>([]);
  const shown = errors.map((e) => ({ ...e, message: text(e.message) }));
  const errorOf = (field: string) => shown.find((e) => e.field === field)?.message;
  const accountTypes = BANK_TEXT.accountTypes.map((type) => ({ ...type, label: text(type.label) }));

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkBankAccount({ accountType, routingNumber, accountNumber, confirmAccountNumber });
    setErrors(found);
    const first = found[0];
    if (first || !accountType) {
      focusField(first?.field ?? 'account-type');
      return;
    }
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'disbursementAccount',
        body: { routingNumber, accountNumber, accountType },
        awaitsStatus: true,
      }),
    );
  };

  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(BANK_TEXT.manualTitle)}</PageHeading>
      <ErrorSummary errors={[...shown, ...(error ? [{ field: 'routing-number', message: text(error) }] : [])]} />
      <form className="form" noValidate onSubmit={onSubmit} autoComplete="off">
        <RadioGroup
          id="account-type"
          label={t(BANK_TEXT.accountTypeLabel)}
          error={errorOf('account-type')}
          value={accountType}
          options={accountTypes}
          onChange={(value) => {
            setAccountType(BANK_TEXT.accountTypes.find((type) => type.value === value)?.value ?? '');
          }}
        />
        <TextField
          id="routing-number"
          label={t(BANK_TEXT.routingLabel)}
          hint={t(BANK_TEXT.routingHint)}
          required
          inputMode="numeric"
          maxLength={9}
          value={routingNumber}
          error={errorOf('routing-number')}
          onChange={(event) => {
            setRoutingNumber(digitsOnly(event.target.value, 9));
          }}
        />
        <TextField
          id="account-number"
          label={t(BANK_TEXT.accountLabel)}
          hint={t(BANK_TEXT.accountHint)}
          required
          inputMode="numeric"
          maxLength={17}
          value={accountNumber}
          error={errorOf('account-number')}
          onChange={(event) => {
            setAccountNumber(digitsOnly(event.target.value, 17));
          }}
        />
        <TextField
          id="confirm-account-number"
          label={t(BANK_TEXT.confirmLabel)}
          required
          inputMode="numeric"
          maxLength={17}
          value={confirmAccountNumber}
          error={errorOf('confirm-account-number')}
          onChange={(event) => {
            setConfirmAccountNumber(digitsOnly(event.target.value, 17));
          }}
        />
        <div className="actions">
          <Link className="button button-secondary" to={areaHref(uuid, 'bank/disburse')}>
            {t('Back')}
          </Link>
          <SubmitButton loading={submitting}>{t(BANK_TEXT.manualSubmit)}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

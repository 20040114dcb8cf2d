import { useEffect, useState, type SyntheticEvent } from 'react';
import { useParams } from 'react-router';
import { useT } from '../../../src/i18n/LocaleProvider';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { focusField, SubmitButton, TextField } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { CONDITION_TEXT } from '../categories';
import { formReset, phoneSaveRequested } from '../conditionsSlice';
import { pendingInput } from '../pendingInput';

/** 001 §5 phone messages, word for word. */
export const PHONE_TEXT = {
  label: 'Mobile phone',
  required: 'Please enter your mobile phone',
  invalid: 'Please enter a valid phone number',
  countryCode: 'Country code 1 is not needed',
  submit: 'Save phone number',
} as const;

/** (xxx) xxx-xxxx as the borrower types. */
function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits.length ? `(${digits}` : '';
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function validatePhone(value: string): string | undefined {
  if (value.trim() === '') return PHONE_TEXT.required;
  if (value.startsWith('1') || value.startsWith('(1')) return PHONE_TEXT.countryCode;
  if (value.length !== 14) return PHONE_TEXT.invalid;
  return undefined;
}

/** The MISSING_PHONE_NUMBER condition's screen: save a mobile phone number (PUT identity alias). */
export default function PhoneNumber() {
  const { t, text } = useT();
  const uuid = useParams().uuid ?? '';
  const dispatch = useAppDispatch();
  const phoneState = useAppSelector((state) => state.conditions.phone);
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    dispatch(formReset());
  }, [dispatch]);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = validatePhone(phone);
    setError(problem);
    if (problem) {
      focusField('condition-phone');
      return;
    }
    pendingInput.setPhone(phone);
    dispatch(phoneSaveRequested({ applicationUuid: uuid }));
  };

  return (
    <section className="screen">
      <PageHeading>{t(CONDITION_TEXT.enterPhone)}</PageHeading>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="condition-phone"
          label={t(PHONE_TEXT.label)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          maxLength={14}
          value={phone}
          error={error}
          onChange={(event) => {
            setPhone(formatPhone(event.target.value));
          }}
        />
        <SubmitButton loading={phoneState.status === 'pending'}>{t(PHONE_TEXT.submit)}</SubmitButton>
        {phoneState.error ? (
          <p className="form-error" role="alert">
            {text(phoneState.error)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

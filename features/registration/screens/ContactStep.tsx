import { useT } from '../../../src/i18n/LocaleProvider';
import { CheckboxField, SelectField, TextField } from '../../../src/ui/forms';
import { formatUsPhone } from '../../../src/lib/phone';
import { useAppSelector } from '../../../store/hooks';
import { FLAG, selectFlagEnabled } from '../../flags/selectors';
import { COUNTRIES } from '../types';
import { StepForm } from './StepForm';
import { useFlagField, useTextField } from './useRegistrationForm';

/** 001 §5: input length follows the chosen country's national format (default 19). */
const DEFAULT_PHONE_LENGTH = 19;

/** 001 §5 phone and email; SMS consents are optional. */
export default function ContactStep() {
  return (
    <StepForm step="contact">
      <ContactFields />
    </StepForm>
  );
}

export function ContactFields() {
  const { t, text } = useT();
  const countryOptions = COUNTRIES.map((c) => ({
    value: c.countryCode,
    label: `${text(c.country)} (+${c.callingCode})`,
  }));
  const countryCode = useTextField('countryCode');
  const usLike = COUNTRIES.find((c) => c.countryCode === countryCode.value)?.callingCode === '1';
  const phone = useTextField('phoneNumber', usLike ? formatUsPhone : (raw) => raw.replace(/[^\d ()+-]/g, ''));
  const email = useTextField('email');
  const smsMarketing = useFlagField('smsMarketingConsent');
  const smsTransactional = useFlagField('smsTransactionalConsent');
  const transactionalFlag = useAppSelector((state) => selectFlagEnabled(state, FLAG.smsTransactionalConsent));
  const emailPrefilled = useAppSelector((state) => state.registration.prefilled.email);
  const maxLength = COUNTRIES.find((c) => c.countryCode === countryCode.value)?.maxLength ?? DEFAULT_PHONE_LENGTH;
  return (
    <>
      <SelectField {...countryCode} label={t('Country')} options={countryOptions} autoComplete="tel-country-code" />
      <TextField
        {...phone}
        label={t('Mobile phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={maxLength}
        required
      />
      <TextField {...email} label={t('Email')} type="email" autoComplete="email" required readOnly={emailPrefilled} />
      <CheckboxField {...smsMarketing} label={t('Text me news and offers (message and data rates may apply)')} />
      {transactionalFlag ? (
        <CheckboxField {...smsTransactional} label={t('Text me updates about my application')} />
      ) : null}
    </>
  );
}

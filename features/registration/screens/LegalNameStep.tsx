import { useT } from '../../../src/i18n/LocaleProvider';
import { SelectField, TextField } from '../../../src/ui/forms';
import { useAppSelector } from '../../../store/hooks';
import { SUFFIXES } from '../types';
import { StepForm } from './StepForm';
import { useTextField } from './useRegistrationForm';

/** 001 §5 legal name; a name prefilled from the signed-in profile is shown read-only. */
export default function LegalNameStep() {
  return (
    <StepForm step="name">
      <NameFields />
    </StepForm>
  );
}

export function NameFields() {
  const { t } = useT();
  const firstName = useTextField('firstName');
  const middleName = useTextField('middleName');
  const lastName = useTextField('lastName');
  const suffix = useTextField('suffix');
  const prefilled = useAppSelector((state) => state.registration.prefilled.name);
  return (
    <>
      <TextField {...firstName} label={t('First name')} autoComplete="given-name" required readOnly={prefilled} />
      <TextField {...middleName} label={t('Middle name')} autoComplete="additional-name" readOnly={prefilled} />
      <TextField {...lastName} label={t('Last name')} autoComplete="family-name" required readOnly={prefilled} />
      <SelectField {...suffix} label={t('Suffix')} options={SUFFIXES} disabled={prefilled} />
    </>
  );
}

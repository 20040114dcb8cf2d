import { useT } from '../../../src/i18n/LocaleProvider';
import { TextField } from '../../../src/ui/forms';
import { formatDateInput } from '../../../src/lib/dates';
import { useAppSelector } from '../../../store/hooks';
import { minimumAge } from '../schemas';
import { selectAgeRestricted } from '../selectors';
import { StepForm } from './StepForm';
import { useTextField } from './useRegistrationForm';

/** 000 §5: the age rule shows as the field's description (18, 19 in Alabama, 62 for the reverse-type product). */
export default function BirthdateStep() {
  return (
    <StepForm step="birthdate">
      <BirthdateFields />
    </StepForm>
  );
}

export function BirthdateFields() {
  const { t } = useT();
  const dob = useTextField('dob', formatDateInput);
  const state = useAppSelector((s) => s.registration.draft.state.toUpperCase());
  const ageRestricted = useAppSelector(selectAgeRestricted);
  const prefilled = useAppSelector((s) => s.registration.prefilled.dob);
  const age = minimumAge(state, { ageRestricted });
  return (
    <>
      <TextField
        {...dob}
        label={t('Date of birth')}
        hint={t('MM/DD/YYYY. You must be at least {age} years old to apply.', { age })}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('MM/DD/YYYY')}
        maxLength={10}
        required
        readOnly={prefilled}
      />
    </>
  );
}

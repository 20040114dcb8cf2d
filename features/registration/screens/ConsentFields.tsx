import { CheckboxField } from '../../../src/ui/forms';
import { useBrand } from '../../../src/shell/useBrand';
import { useFlagField } from './useRegistrationForm';

/** Terms and privacy plus electronic-communications consent, both required (000 §5). */
export function ConsentFields() {
  const { company } = useBrand();
  const terms = useFlagField('termPrivacyConsent');
  const communications = useFlagField('communicationConsent');
  return (
    <>
      <CheckboxField
        {...terms}
        label={
          <>
            I agree to the{' '}
            <a href={company?.termsUrl ?? '/terms'} target="_blank" rel="noreferrer">
              terms
            </a>{' '}
            and the{' '}
            <a href={company?.privacyUrl ?? '/privacy'} target="_blank" rel="noreferrer">
              privacy policy
            </a>
          </>
        }
      />
      <CheckboxField
        {...communications}
        label={
          <>
            I consent to receive{' '}
            <a href="/account/heloc/communications" target="_blank" rel="noreferrer">
              electronic communications
            </a>
          </>
        }
      />
    </>
  );
}

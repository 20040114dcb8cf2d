import { termsDocumentName } from '../../../src/brand/registry';
import { useT } from '../../../src/i18n/LocaleProvider';
import { CheckboxField } from '../../../src/ui/forms';
import { SHELL_TEXT } from '../../../src/shell/shellText';
import { useBrand } from '../../../src/shell/useBrand';
import { useFlagField } from './useRegistrationForm';

/**
 * Terms and privacy plus electronic-communications consent, both required (000 §5). The documents are linked in a
 * list above the boxes, not inside their labels: a link in a label is a small target inside a large one, and a tap
 * meant for the box could open a document instead (docs/decisions.md 108). Each document is named as the footer under
 * it names it ("Terms of Use" for the brands 001 §2 lists), so one document has one name on the page.
 */
export function ConsentFields() {
  const { company, theme } = useBrand();
  const { t } = useT();
  const terms = useFlagField('termPrivacyConsent');
  const communications = useFlagField('communicationConsent');
  return (
    <>
      <p className="consent-intro" id="consent-documents">
        {t('Please read these before you agree (each opens in a new tab):')}
      </p>
      <ul className="consent-links" aria-labelledby="consent-documents">
        <li>
          <a href={company?.termsUrl ?? '/terms'} target="_blank" rel="noreferrer">
            {t(termsDocumentName(theme))}
          </a>
        </li>
        <li>
          <a href={company?.privacyUrl ?? '/privacy'} target="_blank" rel="noreferrer">
            {t(SHELL_TEXT.privacy)}
          </a>
        </li>
        <li>
          <a href="/account/heloc/communications" target="_blank" rel="noreferrer">
            {t(SHELL_TEXT.communications)}
          </a>
        </li>
      </ul>
      <CheckboxField {...terms} label={t('I agree to the terms and the privacy policy')} />
      <CheckboxField {...communications} label={t('I consent to receive electronic communications')} />
    </>
  );
}

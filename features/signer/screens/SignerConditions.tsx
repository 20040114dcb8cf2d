import { Link } from '../../../src/ui/Link';
import { useT } from '../../../src/i18n/LocaleProvider';
import { SIGNER_BASE } from '../../../src/lib/url';
import ConditionsDashboard from '../../conditions/screens/ConditionsDashboard';
import UploadDocument from '../../conditions/screens/UploadDocument';
import { SIGNER_TEXT } from '../text';
import { SignerLoanNumber, useSignerScreen } from './SignerPage';

/**
 * conditions: the borrower's conditions screens serve signers too (001 §2 /heloc-signer/conditions/{location}); the
 * signer area only adds its entry (which starts the signer's conditions poll) and the way to the documents.
 */
export function SignerConditionsDashboard() {
  useSignerScreen('conditions');
  const { t } = useT();
  // The borrower's conditions screens carry no frame of the signer's: the loan line is added here, as on the other
  // signer screens.
  return (
    <>
      <SignerLoanNumber />
      <ConditionsDashboard />
      <p>
        <Link className="standalone-link" to={`${SIGNER_BASE}/documents`}>
          {t(SIGNER_TEXT.conditions.documentsLink)}
        </Link>
      </p>
    </>
  );
}

export function SignerConditionUpload() {
  useSignerScreen('conditions/upload-document');
  return (
    <>
      <SignerLoanNumber />
      <UploadDocument />
    </>
  );
}

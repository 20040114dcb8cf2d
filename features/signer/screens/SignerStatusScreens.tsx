import { Link } from '../../../src/ui/Link';
import { useT } from '../../../src/i18n/LocaleProvider';
import { SIGNER_RESUME } from '../../../src/lib/url';
import { SupportContact } from '../../../src/shell/SupportContact';
import { SIGNER_TEXT } from '../text';
import { SignerPage, useSignerScreen } from './SignerPage';

/** resume: the signer saga asks where the signer stands and sends them there (000 §2.3). */
export function SignerResume() {
  useSignerScreen('resume');
  const { t } = useT();
  return (
    <SignerPage title={SIGNER_TEXT.resume.title}>
      <p role="status">{t(SIGNER_TEXT.resume.loading)}</p>
    </SignerPage>
  );
}

/** cancelled: the signer was removed from the application. */
export function SignerCancelled() {
  useSignerScreen('cancelled');
  const { t } = useT();
  return (
    <SignerPage title={SIGNER_TEXT.cancelled.title}>
      <p>{t(SIGNER_TEXT.cancelled.body)}</p>
      <p>
        <SupportContact />
      </p>
    </SignerPage>
  );
}

/** error: what went wrong (text from the signer saga), and the way back to resume. */
export function SignerError() {
  const { signer } = useSignerScreen('error');
  const { t, text } = useT();
  return (
    <SignerPage title={SIGNER_TEXT.error.title}>
      <p>{signer.failure ? text(signer.failure.message) : t(SIGNER_TEXT.error.fallback)}</p>
      <p>
        <SupportContact />
      </p>
      <div className="actions">
        <Link className="button" to={SIGNER_RESUME}>
          {t(SIGNER_TEXT.error.retry)}
        </Link>
      </div>
    </SignerPage>
  );
}

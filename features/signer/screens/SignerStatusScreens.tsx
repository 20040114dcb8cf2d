import { Button } from '../../../src/ui/Button';
import { signerActions } from '../signerSlice';
import { Link } from '../../../src/ui/Link';
import { useT } from '../../../src/i18n/LocaleProvider';
import { SIGNER_RESUME } from '../../../src/lib/url';
import { SupportContact } from '../../../src/shell/SupportContact';
import { SIGNER_TEXT } from '../text';
import { SignerPage, useSignerScreen } from './SignerPage';

/**
 * resume: the signer saga asks where the signer stands and sends them there (000 §2.3). Its own failures go to the
 * error screen; a saga whose code did not come cannot send anyone, so this says it (sagas/lazySagas.ts), and Try
 * again asks for it once more.
 */
export function SignerResume() {
  const { dispatch, signer } = useSignerScreen('resume');
  const { t, text } = useT();
  const failure = signer.load === 'failed' ? signer.failure : null;
  return (
    <SignerPage title={SIGNER_TEXT.resume.title}>
      {failure ? (
        <>
          <p role="alert">{text(failure.message)}</p>
          <div className="actions">
            <Button onClick={() => dispatch(signerActions.areaEntered({ screen: 'resume' }))}>
              {t(SIGNER_TEXT.error.retry)}
            </Button>
          </div>
        </>
      ) : (
        <p role="status">{t(SIGNER_TEXT.resume.loading)}</p>
      )}
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

import { Link } from '../../../src/ui/Link';
import { useT } from '../../../src/i18n/LocaleProvider';
import { SIGNER_BASE } from '../../../src/lib/url';
import { SIGNER_TEXT } from '../text';
import { SignerPage, useSignerScreen } from './SignerPage';

const TEXT = SIGNER_TEXT.intro;

/** intro: what signing involves and the way in (identity first); SignerPage names the loan. */
export default function SignerIntro() {
  useSignerScreen('intro');
  const { t } = useT();
  return (
    <SignerPage title={TEXT.title}>
      <p className="lead">{t(TEXT.lead)}</p>
      <ol className="next-steps">
        {TEXT.steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      <div className="actions">
        <Link className="button" to={`${SIGNER_BASE}/identity`}>
          {t(TEXT.start)}
        </Link>
      </div>
    </SignerPage>
  );
}

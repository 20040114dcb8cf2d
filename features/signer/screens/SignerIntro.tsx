import { Link } from 'react-router';
import { SIGNER_BASE } from '../../../src/lib/url';
import { SIGNER_TEXT } from '../text';
import { SignerPage, useSignerScreen } from './SignerPage';

const TEXT = SIGNER_TEXT.intro;

/** intro: what signing involves and the way in (identity first); SignerPage names the loan. */
export default function SignerIntro() {
  useSignerScreen('intro');
  return (
    <SignerPage title={TEXT.title}>
      <p className="lead">{TEXT.lead}</p>
      <ol className="next-steps">
        {TEXT.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="actions">
        <Link className="button" to={`${SIGNER_BASE}/identity`}>
          {TEXT.start}
        </Link>
      </div>
    </SignerPage>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../src/i18n/LocaleProvider';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectFlagsReady } from '../../flags/selectors';
import { registrationActions } from '../registrationSlice';
import { stepByPath, REGISTER_V2_BASE } from '../steps';
import { ProgressBar } from './ProgressBar';
import { LazyRegistrationModals } from './LazyRegistrationModals';
import { RegistrationErrorBanner } from './RegistrationErrorBanner';
import { MSG } from '../messages';
import { prefetchRegistrationSteps } from '../rules';
import { prefetchWhenIdle } from '../../../src/lib/idle';

/**
 * Beside the step (under it on phones): what happens after these questions, and that they cost the borrower nothing
 * on their credit file (000 §1 soft pull, 001 §1 loan disclosures), said before they are asked as Figure and Better
 * do (issue 34). Static text, so the prerendered first paint carries it and it needs no script.
 */
function RegistrationReassurance() {
  const { t } = useT();
  return (
    <aside className="registration-aside" aria-labelledby="registration-aside-title" data-testid="registration-aside">
      <h2 id="registration-aside-title" className="registration-aside-title">
        {t('What happens next')}
      </h2>
      <ol className="registration-aside-steps">
        <li>{t('Answer a few questions about your property, your income and yourself.')}</li>
        <li>{t('See your offers right away: the amount, rate and monthly payment of each.')}</li>
        <li>{t('Choose an offer, then finish your application, sign and get funded.')}</li>
      </ol>
      <p className="registration-aside-credit">
        <strong>{t('Seeing your offers does not affect your credit score.')}</strong>{' '}
        {t(
          'Approval can come in five minutes. A soft credit pull checks rates; the hard pull happens when you submit your application.',
        )}
      </p>
    </aside>
  );
}

/** register-v2: the progress bar, the current step, and the registration overlays (000 §2.2, §2.6). */
export default function RegisterV2Layout() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const { pathname, search } = useLocation();
  const current = stepByPath(pathname.slice(REGISTER_V2_BASE.length).replace(/^\/|\/$/g, ''));

  // Once per visit: the query is where the borrower came from, later changes are our own redirects.
  const [entryQuery] = useState(search);
  // The first step may show before the flags are known (RedesignGate); the registration starts with them, as the
  // steps, the eligibility lookups and a `step=` deep link depend on them.
  const flagsReady = useAppSelector(selectFlagsReady);
  const startedOnce = useRef(false);
  useEffect(() => {
    if (!flagsReady || startedOnce.current) return;
    startedOnce.current = true;
    dispatch(registrationActions.started({ query: Object.fromEntries(new URLSearchParams(entryQuery)) }));
  }, [dispatch, entryQuery, flagsReady]);

  useEffect(() => {
    prefetchRegistrationSteps(window);
    // The overlays come in the steps' chunk; resolved ahead, one opens in the same commit as the state that opens it.
    prefetchWhenIdle(LazyRegistrationModals.preload, window);
  }, []);

  return (
    <div className="registration">
      <p className="headline">{t(MSG.headline)}</p>
      <RegistrationErrorBanner />
      {current ? <ProgressBar current={current.id} /> : null}
      <div className="registration-body">
        <Outlet />
        <RegistrationReassurance />
      </div>
      <LazyRegistrationModals />
    </div>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppDispatch } from '../../../store/hooks';
import { registrationActions } from '../registrationSlice';
import { stepByPath, REGISTER_V2_BASE } from '../steps';
import { ProgressBar } from './ProgressBar';
import { RegistrationModals } from './RegistrationModals';
import { RegistrationErrorBanner } from './RegistrationErrorBanner';
import { MSG } from '../messages';
import { prefetchRegistrationSteps } from '../rules';

/** register-v2: the progress bar, the current step, and the registration overlays (000 §2.2, §2.6). */
export default function RegisterV2Layout() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const current = stepByPath(pathname.slice(REGISTER_V2_BASE.length).replace(/^\/|\/$/g, ''));

  useEffect(() => {
    dispatch(registrationActions.started({ query: Object.fromEntries(new URLSearchParams(search)) }));
    // Once per visit: the query is where the borrower came from, later changes are our own redirects.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [dispatch]);

  useEffect(() => {
    prefetchRegistrationSteps(window);
  }, []);

  return (
    <div className="registration">
      <p className="headline">{MSG.headline}</p>
      <RegistrationErrorBanner />
      {current ? <ProgressBar current={current.id} /> : null}
      <Outlet />
      <RegistrationModals />
    </div>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { redirectRequested } from '../../features/navigation/navigationSlice';
import { selectSessionEnded } from '../../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { unauthenticatedDestination } from '../lib/url';

/**
 * 000 §2.1: any non-public page sends an unauthenticated visitor to login (signer paths to the signer login). A page
 * whose session ended (a logout, an expired or changed session) shows nothing more and is sent on by the saga that
 * ended it: a second redirect here raced that one, and could bring the login a redirectUrl the logout never gave.
 */
export function RequireSession() {
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const ended = useAppSelector(selectSessionEnded);
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (authenticated || ended) return;
    const { href, external } = unauthenticatedDestination(pathname, search);
    dispatch(redirectRequested({ to: href, external, replace: true, reason: 'not signed in' }));
  }, [authenticated, ended, dispatch, pathname, search]);
  return authenticated ? <Outlet /> : null;
}

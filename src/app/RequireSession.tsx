import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { redirectRequested } from '../../features/navigation/navigationSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { unauthenticatedDestination } from '../lib/url';

/** 000 §2.1: any non-public page sends an unauthenticated visitor to login (signer paths to the signer login). */
export function RequireSession() {
  const authenticated = useAppSelector((state) => state.session.authenticated);
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (authenticated) return;
    const { href, external } = unauthenticatedDestination(pathname, search);
    dispatch(redirectRequested({ to: href, external, replace: true, reason: 'not signed in' }));
  }, [authenticated, dispatch, pathname, search]);
  return authenticated ? <Outlet /> : null;
}

import { useEffect } from 'react';
import { useLocation, useParams, useResolvedPath } from 'react-router';
import { redirectRequested } from '../../features/navigation/navigationSlice';
import { useAppDispatch } from '../../store/hooks';

interface RedirectProps {
  /** Relative to the current path ('..' is the parent), or absolute. */
  to: string;
  /** Append the splat of the current route (legacy /account/heloc-signer/*). */
  keepRest?: boolean;
  /** Keep the whole query (legacy /account/register). */
  keepQuery?: boolean;
}

/** A route that only moves the borrower on. Navigation is an action, so this dispatches rather than navigates. */
export function Redirect({ to, keepRest = false, keepQuery = false }: RedirectProps) {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const rest = useParams()['*'];
  const resolved = useResolvedPath(to, { relative: 'path' }).pathname;
  const target = `${resolved}${keepRest && rest ? `/${rest}` : ''}${keepQuery ? search : ''}`;
  useEffect(() => {
    dispatch(redirectRequested({ to: target, replace: true, reason: 'route redirect' }));
  }, [dispatch, target]);
  return null;
}

/** A site page outside the app: loaded by a full page load (000 §2.5). */
export function ExternalRedirect({ href }: { href: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(redirectRequested({ to: href, external: true, reason: 'site page' }));
  }, [dispatch, href]);
  return null;
}

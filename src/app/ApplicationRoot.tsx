import { useEffect } from 'react';
import { useParams } from 'react-router';
import { decisionRedirect } from '../../features/application/routing/decisionRedirect';
import { selectRouteDecision } from '../../features/application/selectors';
import { redirectRequested } from '../../features/navigation/navigationSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** /account/heloc/{uuid} itself (and the bare parents that redirect up to it): go where the status says. */
export function ApplicationRoot() {
  const uuid = useParams().uuid ?? '';
  const decision = useAppSelector(selectRouteDecision);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (decision) dispatch(redirectRequested(decisionRedirect(uuid, decision)));
  }, [decision, dispatch, uuid]);
  return null;
}

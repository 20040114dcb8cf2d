import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { areaEntered, areaLeft } from '../../features/application/applicationSlice';
import { selectRouteDecision } from '../../features/application/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isUuid } from '../lib/url';
import { NotFound } from '../shell/NotFound';

/**
 * /account/heloc/{uuid}: entering it starts the application saga (fetch, route, poll); leaving it stops the polls.
 * Screens render once the routing engine has decided, so the borrower never sees a screen they will be moved from.
 */
export function ApplicationArea() {
  const uuid = useParams().uuid ?? '';
  const valid = isUuid(uuid);
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const decided = useAppSelector(selectRouteDecision) !== null;
  const enteredUuid = useAppSelector((state) => state.application.uuid);
  // Where the borrower entered goes into the event; moving within the area must not re-enter it.
  const entryPath = useRef(pathname);
  entryPath.current = pathname;

  useEffect(() => {
    if (!valid) return undefined;
    dispatch(areaEntered({ uuid, pathname: entryPath.current }));
    return () => {
      dispatch(areaLeft());
    };
  }, [dispatch, uuid, valid]);

  if (!valid) return <NotFound />;
  return decided && enteredUuid === uuid ? <Outlet /> : null;
}

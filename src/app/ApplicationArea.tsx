import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { areaEntered, areaLeft } from '../../features/application/applicationSlice';
import { selectRouteDecision } from '../../features/application/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isUuid } from '../lib/url';
import { NotFound } from '../shell/NotFound';
import { ApplicationFrame, ApplicationFrameSkeleton } from '../../features/application/screens/ApplicationFrame';
import { ApplicationLoadError } from '../../features/application/screens/ApplicationLoadError';
import { selectOnline } from '../../features/connectivity/connectivitySlice';
import { DEFAULT_ERROR_MESSAGE } from '../api/http';
import { selectLastSeenOf } from '../../features/offline/offlineSlice';
import { MovedOnNotice } from '../../features/offline/MovedOnNotice';
import { NotUpdatedNotice } from '../../features/offline/NotUpdatedNotice';
import { RememberProgress } from '../../features/offline/RememberProgress';
import type { LastSeen } from '../../features/offline/lastSeen';
import { useReportFailure } from '../../features/diagnostics/useReportFailure';
import { screenOf } from '../../features/application/screenContext';

// Only an application still being processed shows it: it loads when needed.
const TransientStatus = lazy(async () => ({
  default: (
    await import(/* webpackChunkName: "transient-status" */ '../../features/application/screens/TransientStatus')
  ).TransientStatus,
}));

// Only a page opened offline shows it (issue 47): it loads when needed, from the service worker's precache. Where no
// worker has it (a browser without one, or before it installed) its code cannot come offline: the area then says what
// it said before there was a copy, the load error and its retry, and the failure is reported, never a blank page.
const OfflineLastSeen = lazy(async () => {
  try {
    const { OfflineLastSeen: Page } = await import(
      /* webpackChunkName: "offline-last-seen" */ '../../features/offline/OfflineLastSeen'
    );
    return { default: ({ lastSeen }: OfflineCopyProps) => <Page lastSeen={lastSeen} /> };
  } catch (error: unknown) {
    return {
      default: ({ unavailable }: OfflineCopyProps) => <OfflineCopyUnavailable error={error} shown={unavailable} />,
    };
  }
});

interface OfflineCopyProps {
  lastSeen: LastSeen;
  /** What the area shows offline when the copy's code cannot be had. */
  unavailable: ReactNode;
}

function OfflineCopyUnavailable({ error, shown }: { error: unknown; shown: ReactNode }) {
  const report = useReportFailure();
  useEffect(() => {
    report('Offline copy page', error);
  }, [report, error]);
  return shown;
}

/**
 * /account/heloc/{uuid}: entering it starts the application saga (fetch, route, poll); leaving it stops the polls.
 * Screens render once the routing engine has decided, so the borrower never sees a screen they will be moved from;
 * until then the frame's placeholder holds their place.
 */
export function ApplicationArea() {
  const uuid = useParams().uuid ?? '';
  const { pathname } = useLocation();
  const valid = isUuid(uuid);
  const dispatch = useAppDispatch();
  // The screen and the frame around it mount in a transition, which React renders in slices the browser can answer
  // input between, instead of in the one long task of a store update (issue 16: the offer screen's mount was the
  // application entry's longest task); the placeholder stays up meanwhile.
  const decided = useDeferredValue(useAppSelector(selectRouteDecision) !== null);
  const enteredUuid = useAppSelector((state) => state.application.uuid);
  const loadError = useAppSelector((state) => state.application.loadError);
  const online = useAppSelector(selectOnline);
  // Issue 15: a transient status is explained on a page of its own while the poll runs, not under a loader.
  const waiting = useAppSelector((state) => state.application.poll.reason === 'transient');
  // Issue 47: what this borrower last saw of this application, kept on the device for their session.
  const lastSeen = useAppSelector(selectLastSeenOf(uuid));

  useEffect(() => {
    if (!valid) return undefined;
    dispatch(areaEntered({ uuid }));
    return () => {
      dispatch(areaLeft());
    };
  }, [dispatch, uuid, valid]);

  if (!valid) return <NotFound />;
  // Offline before the area could load: what the borrower last saw, until the connection is back (issue 47).
  if (!online && !decided && lastSeen !== null)
    return (
      <Suspense fallback={<ApplicationFrameSkeleton />}>
        <OfflineLastSeen
          lastSeen={lastSeen}
          unavailable={<ApplicationLoadError uuid={uuid} message={loadError ?? DEFAULT_ERROR_MESSAGE} />}
        />
      </Suspense>
    );
  if (loadError !== null && enteredUuid === uuid) return <ApplicationLoadError uuid={uuid} message={loadError} />;
  // Offline before the area could load (its code or its data): say so and offer the retry, not a blank page.
  if (!online && !decided) return <ApplicationLoadError uuid={uuid} message={DEFAULT_ERROR_MESSAGE} />;
  // Until the routing engine has decided, the frame shows its shape (the build prerenders this, issue 16).
  if (enteredUuid !== uuid) return <ApplicationFrameSkeleton />;
  // At the area's root the borrower is on the way to the screen the status decided (the saga, ApplicationRoot), whose
  // code may still be coming: the frame's shape is that screen's (the offer's sidebar goes under it, issue 48), so the
  // placeholder stays until it renders, rather than a sidebar beside an empty screen that then jumps (decision 455).
  if (decided && screenOf(pathname) === null)
    return (
      <ApplicationFrameSkeleton>
        <Outlet />
      </ApplicationFrameSkeleton>
    );
  if (decided)
    return (
      <ApplicationFrame>
        <RememberProgress />
        <MovedOnNotice />
        <NotUpdatedNotice />
        <Outlet />
      </ApplicationFrame>
    );
  return waiting ? (
    <ApplicationFrame>
      <Suspense fallback={null}>
        <TransientStatus />
      </Suspense>
    </ApplicationFrame>
  ) : (
    <ApplicationFrameSkeleton />
  );
}

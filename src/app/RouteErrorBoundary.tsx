import { Component, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useReportFailure } from '../../features/diagnostics/useReportFailure';
import { screenLoadErrored } from '../../features/navigation/navigationSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isScreenLoadError } from '../lib/screenLoad';
import { ErrorFallback, StandaloneErrorFallback } from '../shell/ErrorFallback';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

interface CatchProps {
  /** The location's key: moving elsewhere clears a caught error, as a new page should. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface CatchState {
  caught: { error: unknown } | null;
  resetKey: string;
}

/** React's error boundary (a class is the only way to write one), cleared when the location changes. */
class CatchErrors extends Component<CatchProps, CatchState> {
  override state: CatchState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatchState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: CatchProps, state: CatchState): Partial<CatchState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.caught.error) : this.props.children;
  }
}

/**
 * What a route's error shows: a failed screen load retries (000 §8); anything else falls back. Inside the frame (a
 * screen failed) the fallback fills the frame's main column; `standalone` is for the frame itself.
 */
function RouteError({ error, standalone }: { error: unknown; standalone: boolean }) {
  const dispatch = useAppDispatch();
  const retriesExhausted = useAppSelector((state) => state.navigation.screenLoadFailed);
  const screenLoad = isScreenLoadError(messageOf(error));
  const reportFailure = useReportFailure();

  // Each caught error is counted once, and at once: a failed screen load before its 000 §8 reload, which empties the
  // action log and the console (a screen that came only on the third try is still two failures), not again when the
  // reloads are spent and the fallback shows.
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (reported.current !== error) {
      reported.current = error;
      reportFailure(screenLoad ? 'Screen code' : 'Screen', error);
    }
    if (screenLoad && !retriesExhausted) dispatch(screenLoadErrored({ message: messageOf(error) }));
  }, [dispatch, error, retriesExhausted, screenLoad, reportFailure]);

  if (screenLoad && !retriesExhausted) return null;
  return standalone ? <StandaloneErrorFallback /> : <ErrorFallback />;
}

function RouteErrors({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  const { key } = useLocation();
  return (
    <CatchErrors resetKey={key} fallback={(error) => <RouteError error={error} standalone={standalone} />}>
      {children}
    </CatchErrors>
  );
}

/** Issue 15: a screen's error (or its code failing to load) shows inside the frame, its header and footer kept. */
export function RouteErrorBoundary() {
  return (
    <RouteErrors standalone={false}>
      <Outlet />
    </RouteErrors>
  );
}

/** The frame failed: the fallback brings its own top bar and footer. */
export function FrameErrorBoundary({ children }: { children: ReactNode }) {
  return <RouteErrors standalone>{children}</RouteErrors>;
}

import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { screenLoadErrored } from '../../features/navigation/navigationSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isScreenLoadError } from '../lib/screenLoad';
import { ErrorFallback, StandaloneErrorFallback } from '../shell/ErrorFallback';
import { NotFound } from '../shell/NotFound';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * Errors thrown while loading or rendering a route: a failed screen load retries (000 §8); anything else falls back.
 * Inside the frame (a screen failed) the fallback fills the frame's main column; `standalone` is for the frame itself.
 */
export function RouteErrorBoundary({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  const retriesExhausted = useAppSelector((state) => state.navigation.screenLoadFailed);
  const screenLoad = isScreenLoadError(messageOf(error));

  useEffect(() => {
    if (screenLoad && !retriesExhausted) dispatch(screenLoadErrored({ message: messageOf(error) }));
  }, [dispatch, error, retriesExhausted, screenLoad]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (screenLoad && !retriesExhausted) return null;
  return standalone ? <StandaloneErrorFallback /> : <ErrorFallback />;
}

/** The frame failed: the fallback brings its own top bar and footer. */
export function FrameErrorBoundary() {
  return <RouteErrorBoundary standalone />;
}

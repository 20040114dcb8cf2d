import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { screenLoadErrored } from '../../features/navigation/navigationSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { isScreenLoadError } from '../lib/screenLoad';
import { ErrorFallback } from '../shell/ErrorFallback';
import { NotFound } from '../shell/NotFound';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/** Errors thrown while loading or rendering a route: a failed screen load retries (000 §8); anything else falls back. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  const retriesExhausted = useAppSelector((state) => state.navigation.screenLoadFailed);
  const screenLoad = isScreenLoadError(messageOf(error));

  useEffect(() => {
    if (screenLoad && !retriesExhausted) dispatch(screenLoadErrored({ message: messageOf(error) }));
  }, [dispatch, error, retriesExhausted, screenLoad]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (screenLoad && !retriesExhausted) return null;
  return <ErrorFallback />;
}

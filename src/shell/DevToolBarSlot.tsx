import { lazy, Suspense } from 'react';

/**
 * The developer tool bar: loaded lazily and never part of a production build (the condition is a build-time
 * constant, so webpack drops the import in production).
 */
const DevToolBar =
  process.env.NODE_ENV === 'production'
    ? null
    : lazy(() => import(/* webpackChunkName: "dev-tool-bar" */ '../../features/devTools/screens/DevToolBar'));

export function DevToolBarSlot() {
  if (DevToolBar === null) return null;
  return (
    <Suspense fallback={null}>
      <DevToolBar />
    </Suspense>
  );
}

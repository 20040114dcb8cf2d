import { StrictMode, useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter, type RouteObject } from 'react-router';
import { RoutesOf } from '../../../src/app/routeMatching';
import type { Middleware } from '@reduxjs/toolkit';
import { setupStore } from '../../../store/store';
import type { RootState } from '../../../store/rootReducer';
import { ModalRegistryProvider } from '../../../src/ui/modalRegistry';

const PREVIEW_CLASS = 'replay-preview-screen';

/**
 * A replayed modal shows in place, not as a modal: showModal() would make the viewer's own controls inert. Patched
 * once, for dialogs inside a preview only; the viewer is a support tool, never part of the borrower's page.
 */
function showReplayedModalsInPlace(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  const prototype = HTMLDialogElement.prototype;
  const native = Object.getOwnPropertyDescriptor(prototype, 'showModal')?.value as
    ((this: HTMLDialogElement) => void) | undefined;
  if (!native || (native as { replayPatched?: boolean }).replayPatched) return;
  const patched = function showModal(this: HTMLDialogElement) {
    if (this.closest(`.${PREVIEW_CLASS}`)) this.show();
    else native.call(this);
  };
  prototype.showModal = Object.assign(patched, { replayPatched: true });
}

/**
 * Swallows every action the screens dispatch (areaEntered, registration/started, ...): no saga runs anyway, and the
 * screen must show the replayed state as it was, not what mounting it would change.
 */
const freeze: Middleware = () => () => (action) => action;

/**
 * The real screens for one replayed state: a store without a saga context (no side effects) and a memory router
 * over the app's routes at the recorded route. It renders into its own React root because a router cannot sit
 * inside another router (the in-app viewer page is itself a route).
 */
export function ReplayPreview({ state, route, routes }: { state: RootState; route: string; routes: RouteObject[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = container.current;
    if (!host) return undefined;
    showReplayedModalsInPlace();
    // A fresh element per render: the previous root unmounts a moment later and must not share its container.
    const element = document.createElement('div');
    host.append(element);
    const root = createRoot(element);
    const { store } = setupStore({ preloadedState: state, middleware: [freeze] });
    root.render(
      <StrictMode>
        <Provider store={store}>
          <ModalRegistryProvider>
            <MemoryRouter initialEntries={[route]}>
              <RoutesOf routes={routes} />
            </MemoryRouter>
          </ModalRegistryProvider>
        </Provider>
      </StrictMode>,
    );
    return () => {
      element.hidden = true;
      // Unmounting a root while React renders the parent warns; the next task is safe.
      setTimeout(() => {
        root.unmount();
        element.remove();
      }, 0);
    };
  }, [state, route, routes]);
  return <div ref={container} className={PREVIEW_CLASS} />;
}

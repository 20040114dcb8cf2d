import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, type RouteObject } from 'react-router';
import { APP_ROUTES, preloadRoutes, RoutesOf } from '../../src/app/router';
import { leaveCaughtErrorsToTheBoundary } from '../../features/diagnostics/failures';
import { setupStore } from '../../store/store';
import type { RootState } from '../../store/rootReducer';

/** A fresh store (no sagas) and a memory router over `routes`, as the Redux testing guide recommends. */
export function renderRoutes(routes: RouteObject[], path: string, preloadedState?: Partial<RootState>) {
  const { store } = setupStore(preloadedState ? { preloadedState } : {});
  const dispatched: string[] = [];
  const actions: { type: string; payload?: unknown }[] = [];
  const unsubscribe = store.subscribe(() => undefined);
  const originalDispatch = store.dispatch;
  store.dispatch = ((action: { type: string; payload?: unknown }) => {
    dispatched.push(action.type);
    actions.push(action);
    return originalDispatch(action);
  }) as typeof store.dispatch;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RoutesOf routes={routes} />
      </MemoryRouter>
    </Provider>,
    // As the app's roots (src/boot/renderApp.tsx): what a boundary catches is its own to report.
    { onCaughtError: leaveCaughtErrorsToTheBoundary },
  );
  return { ...view, store, dispatched, actions, unsubscribe };
}

/** The app's route table at `path`, once the code of the screens it shows is loaded (as src/main.tsx does). */
export async function renderAppRoutes(path: string, preloadedState?: Partial<RootState>) {
  await preloadRoutes(new URL(path, 'http://test.invalid').pathname);
  return renderRoutes(APP_ROUTES, path, preloadedState);
}

/** jsdom has no modal dialogs: `showModal` and `close` only set and clear `open`, enough for the kit's Modal. */
export function stubModalDialogs(): void {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  });
}

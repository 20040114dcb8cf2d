import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setupStore, type RootState } from '../../store/store';

/** A fresh store (no sagas) and a memory router over `routes`, as the Redux testing guide recommends. */
export function renderRoutes(routes: RouteObject[], path: string, preloadedState?: Partial<RootState>) {
  const { store } = setupStore(preloadedState ? { preloadedState } : {});
  const dispatched: string[] = [];
  const unsubscribe = store.subscribe(() => undefined);
  const originalDispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    dispatched.push(action.type);
    return originalDispatch(action);
  }) as typeof store.dispatch;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, router, dispatched, unsubscribe };
}

import { act } from '@testing-library/react';
import { redirectRequested } from '../../features/navigation/navigationSlice';
import { loggedOut, started } from '../../features/session/sessionSlice';
import { RequireSession } from '../../src/app/RequireSession';
import { renderRoutes } from '../support/render';

const SUMMARY = '/account/heloc/some-application/start/app-summary';

const routes = [{ element: <RequireSession />, children: [{ path: SUMMARY, element: <p>the borrower’s summary</p> }] }];

const redirects = (actions: { type: string; payload?: unknown }[]) =>
  actions.filter((action) => action.type === redirectRequested.type).map((action) => action.payload);

describe('RequireSession (000 §2.1)', () => {
  test('a visitor never signed in on this page goes to the login, which brings them back here', () => {
    const { actions, container } = renderRoutes(routes, SUMMARY);
    expect(container).toBeEmptyDOMElement();
    expect(redirects(actions)).toEqual([
      expect.objectContaining({ to: `/auth/login?redirectUrl=${encodeURIComponent(SUMMARY)}`, replace: true }),
    ]);
  });

  test('a page whose session ended shows nothing more, and leaves the way on to the saga that ended it (decision 437)', () => {
    const { actions, container, store } = renderRoutes(routes, SUMMARY);
    act(() => {
      store.dispatch(started({ authenticated: true, environment: 'production' }));
    });
    expect(container).toHaveTextContent('the borrower’s summary');
    const before = redirects(actions).length;
    act(() => {
      store.dispatch(loggedOut({ reason: 'endedElsewhere' }));
    });
    expect(container).toBeEmptyDOMElement();
    expect(redirects(actions)).toHaveLength(before);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { RouteErrorBoundary } from '../../src/app/RouteErrorBoundary';
import { ERROR_FALLBACK_HEADING } from '../../src/shell/shellText';
import { renderRoutes } from '../support/render';

function FailedToLoad(): never {
  throw new Error('Loading chunk application-offer failed.\n(missing: /static/application-offer.js)');
}

function Broken(): never {
  throw new TypeError('boom');
}

const routes = [
  {
    element: <RouteErrorBoundary />,
    children: [
      { path: '/not-loaded', Component: FailedToLoad },
      { path: '/broken', Component: Broken },
    ],
  },
];

describe('a screen that fails (decision 157: our own error boundary)', () => {
  beforeEach(() => {
    // Held, to read what reached the console: the roots leave what a boundary catches to it (renderRoutes as the app).
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('whose code failed to load asks for the 000 §8 reload and shows nothing meanwhile', async () => {
    const { dispatched, container } = renderRoutes(routes, '/not-loaded');
    await waitFor(() => {
      expect(dispatched).toContain('navigation/screenLoadErrored');
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('that throws shows the snag fallback', async () => {
    const { dispatched } = renderRoutes(routes, '/broken');
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_FALLBACK_HEADING })).toBeInTheDocument();
    expect(dispatched).not.toContain('navigation/screenLoadErrored');
  });

  it('that throws is reported: the console line with its name and message, and the failure without it (issue 46)', async () => {
    const { dispatched } = renderRoutes(routes, '/broken');
    await screen.findByRole('heading', { level: 1, name: ERROR_FALLBACK_HEADING });
    // Once, in the app's words: React's own line would print the raw error again (decision 389).
    expect(jest.mocked(console.error).mock.calls).toEqual([['Screen: TypeError: boom']]);
    expect(dispatched.filter((type) => type === 'diagnostics/failureCaught')).toHaveLength(1);
  });

  it('whose code failed to load is reported before each 000 §8 reload, which empties the log (issue 46)', async () => {
    const retrying = renderRoutes(routes, '/not-loaded');
    await waitFor(() => {
      expect(retrying.dispatched).toContain('navigation/screenLoadErrored');
    });
    // Counted first: the reload the second action asks for ends the page, the action log and the console with it.
    expect(retrying.dispatched.filter((type) => type !== 'navigation/locationChanged')).toEqual([
      'diagnostics/failureCaught',
      'navigation/screenLoadErrored',
    ]);
    // In the app's words only: React's raw line would print the error again (decision 389).
    expect(jest.mocked(console.error).mock.calls).toEqual([
      ['Screen code: Error: Loading chunk application-offer failed.\n(missing: /static/application-offer.js)'],
    ]);
    jest.mocked(console.error).mockClear();
    retrying.unmount();

    const spent = renderRoutes(routes, '/not-loaded', {
      navigation: { location: null, historyAction: null, lastRedirect: null, screenLoadFailed: true },
    });
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_FALLBACK_HEADING })).toBeInTheDocument();
    expect(jest.mocked(console.error).mock.calls).toEqual([
      ['Screen code: Error: Loading chunk application-offer failed.\n(missing: /static/application-offer.js)'],
    ]);
    expect(spent.dispatched.filter((type) => type === 'diagnostics/failureCaught')).toHaveLength(1);
  });
});

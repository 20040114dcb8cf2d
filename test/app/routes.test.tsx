import { screen, waitFor } from '@testing-library/react';
import type { RootState } from '../../store/rootReducer';
import { APPLICATION_ROUTES, PUBLIC_ROUTES, SIGNER_ROUTES, type RouteEntry } from '../../src/app/routeTable';
import { renderAppRoutes } from '../support/render';
import { SIGNER_TEXT } from '../../features/signer/text';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

const signedIn = (): Partial<RootState> => ({
  session: {
    authenticated: true,
    logoutReason: null,
    environment: 'local',
    identityBroker: null,
    login: { status: 'idle', error: null },
    storage: 'kept',
  },
  flags: { values: { 'fe-heloc-redesign-2025': { enabled: true } }, status: 'succeeded' },
  application: {
    uuid: UUID,
    inArea: true,
    application: null,
    profile: null,
    load: 'succeeded',
    loadError: null,
    rememberedStatus: 'HMDA',
    decision: { destination: { kind: 'screen', path: 'start/hmda' }, row: 'HMDA', checklistStatus: 'HMDA' },
    poll: { phase: 'idle', reason: null, attempt: 0 },
    furthestStep: 2,
    timeline: null,
    restoredStatus: null,
    movedOnSinceLastVisit: false,
    restoredNotUpdated: false,
    readAgainFailedAt: null,
  },
});

/** Every screen path of a table, with parameters filled in, and the title it must show (any: each has its own). */
function screens(entries: RouteEntry[], prefix: string): [string, string | RegExp][] {
  return entries.flatMap((entry) => {
    if (entry.kind !== 'screen') return [];
    const path = `${prefix}/${entry.path}`.replace(/\/$/, '').replace(':type', 'bank');
    return [[path, /./] as [string, string | RegExp], ...screens(entry.children ?? [], path)];
  });
}

describe('every path of 000 §2 exists and shows its screen', () => {
  const cases = [
    ...screens(PUBLIC_ROUTES, '/account/heloc'),
    ...screens(SIGNER_ROUTES, '/account/heloc/heloc-signer'),
    ...screens(APPLICATION_ROUTES, `/account/heloc/${UUID}`),
    ['/account/heloc/heloc-signer/login', SIGNER_TEXT.login.title] as [string, string | RegExp],
    ['/account/heloc/plaid-oauth-success', 'Linking your account'] as [string, string | RegExp],
  ];
  test.each(cases)('%s', async (path, title) => {
    await renderAppRoutes(path, signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('guards and redirects', () => {
  test('an unauthenticated visit to the application area asks for login, showing nothing', async () => {
    const { dispatched, store, container } = await renderAppRoutes(`/account/heloc/${UUID}/liens`);
    await waitFor(() => {
      expect(dispatched).toContain('navigation/redirectRequested');
    });
    expect(store.getState().navigation.lastRedirect).toEqual({
      to: `/auth/login?redirectUrl=${encodeURIComponent(`/account/heloc/${UUID}/liens`)}`,
      external: true,
      replace: true,
      reason: 'not signed in',
    });
    expect(container.querySelector('h1')).toBeNull();
  });

  test('register-v2 falls back to /register when the redesign flag is off', async () => {
    const { store } = await renderAppRoutes('/account/heloc/register-v2?utm_source=x', {
      flags: { values: { 'fe-heloc-redesign-2025': { enabled: false } }, status: 'succeeded' },
    });
    await waitFor(() => {
      expect(store.getState().navigation.lastRedirect?.to).toBe('/account/heloc/register?utm_source=x');
    });
  });

  test('register-v2 shows when the redesign flag is on', async () => {
    await renderAppRoutes('/account/heloc/register-v2', signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: "What's the address of the property?" }),
    ).toBeInTheDocument();
  });

  test.each([
    ['bank', `/account/heloc/${UUID}`],
    ['income/link', `/account/heloc/${UUID}/income/review`],
  ])('%s redirects up', async (path, to) => {
    const { store } = await renderAppRoutes(`/account/heloc/${UUID}/${path}`, signedIn());
    await waitFor(() => {
      expect(store.getState().navigation.lastRedirect?.to).toBe(to);
    });
  });

  test('signer conditions: anything else redirects up', async () => {
    const { store } = await renderAppRoutes('/account/heloc/heloc-signer/conditions/whatever', signedIn());
    await waitFor(() => {
      expect(store.getState().navigation.lastRedirect?.to).toBe('/account/heloc/heloc-signer/conditions');
    });
  });

  test('legacy paths: signer area rewritten, /account/register keeps the query, /account is a full page load', async () => {
    const signer = await renderAppRoutes('/account/heloc-signer/documents', signedIn());
    await waitFor(() => {
      expect(signer.store.getState().navigation.lastRedirect?.to).toBe('/account/heloc/heloc-signer/documents');
    });
    signer.unmount();
    const register = await renderAppRoutes('/account/register?offer=ABC');
    await waitFor(() => {
      expect(register.store.getState().navigation.lastRedirect?.to).toBe('/account/heloc/register?offer=ABC');
    });
    register.unmount();
    const account = await renderAppRoutes('/account');
    await waitFor(() => {
      expect(account.store.getState().navigation.lastRedirect).toMatchObject({ to: '/dashboard', external: true });
    });
  });

  test('an application screen waits for the routing decision', async () => {
    const state = signedIn();
    await renderAppRoutes(`/account/heloc/${UUID}/liens`, {
      ...state,
      application: { ...state.application!, decision: null },
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('whether a path’s screens are in (src/app/appHistory.ts renders a redirect to one at once)', () => {
  it('is false until the screen’s code is loaded, then true', async () => {
    // A module registry of its own: the tests above have loaded the screens in this file's.
    await jest.isolateModulesAsync(async () => {
      const { preloadRoutes, routesCodeIn } = await import('../../src/app/router');
      const path = `/account/heloc/${UUID}/product/select`;
      expect(routesCodeIn(path)).toBe(false);
      await preloadRoutes(path);
      expect(routesCodeIn(path)).toBe(true);
    });
  });
});

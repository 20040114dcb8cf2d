import { registrationActions } from '../../features/registration/registrationSlice';
import {
  createHydrationView,
  liveStoreOf,
  hydratesAs,
  prerenderedAs,
  prerenderedAttributes,
  prerenderState,
} from '../../src/app/hydration';
import { PRERENDERED_ROUTE } from '../../src/app/router';
import { setupStore } from '../../store/store';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';

/** A root element as the build writes it (tools/prerender.tsx). */
function prerenderedRoot(attributes: string, markup = '<div class="app-frame"></div>'): HTMLElement {
  document.body.innerHTML = `<div id="root" ${attributes}>${markup}</div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

describe('prerendered pages and the client render (issue 16)', () => {
  const frame = { route: PRERENDERED_ROUTE.applicationArea, signedIn: true, locale: 'en' } as const;

  it('reads back what the build wrote on the root element', () => {
    expect(prerenderedAs(prerenderedRoot(prerenderedAttributes(frame)))).toEqual(frame);
    const spanish = { route: 'register-v2', signedIn: false, locale: 'es' } as const;
    expect(prerenderedAs(prerenderedRoot(prerenderedAttributes(spanish)))).toEqual(spanish);
    // A page of a build before decision 384 names no language: it was English.
    expect(prerenderedAs(prerenderedRoot('data-prerendered-route="register-v2" data-signed-in="false"'))).toEqual({
      ...spanish,
      locale: 'en',
    });
    // index.html's empty root, or a root with the attributes but nothing in it, is no prerendered page.
    expect(prerenderedAs(prerenderedRoot(''))).toBeNull();
    expect(prerenderedAs(prerenderedRoot(prerenderedAttributes(frame), ''))).toBeNull();
  });

  it('hydrates the application frame only for a signed-in borrower on a page of the area, with the organisation known', () => {
    const now = { organizationKnown: true, signedIn: true, locale: 'en' } as const;
    expect(hydratesAs(frame, { ...now, pathname: `/account/heloc/${UUID}/product/select` })).toBe(true);
    expect(hydratesAs(frame, { ...now, pathname: `/account/heloc/${UUID}` })).toBe(true);
    // A path under the area that is none of its pages renders Not found: not the frame the build made.
    expect(hydratesAs(frame, { ...now, pathname: `/account/heloc/${UUID}/no/such/page` })).toBe(false);
    expect(hydratesAs(frame, { ...now, signedIn: false, pathname: `/account/heloc/${UUID}` })).toBe(false);
    expect(hydratesAs(frame, { ...now, organizationKnown: false, pathname: `/account/heloc/${UUID}` })).toBe(false);
    expect(hydratesAs(null, { ...now, pathname: `/account/heloc/${UUID}` })).toBe(false);
  });

  it('hydrates register-v2 only for a visitor who is not signed in', () => {
    const registerV2 = { route: PRERENDERED_ROUTE.registerV2, signedIn: false, locale: 'en' } as const;
    const pathname = '/account/heloc/register-v2';
    expect(hydratesAs(registerV2, { organizationKnown: true, signedIn: false, pathname, locale: 'en' })).toBe(true);
    expect(hydratesAs(registerV2, { organizationKnown: true, signedIn: true, pathname, locale: 'en' })).toBe(false);
  });

  it('hydrates a page only in the language it was built in (decision 384)', () => {
    const now = { organizationKnown: true, signedIn: false, pathname: '/account/heloc/register-v2' };
    const spanish = { route: PRERENDERED_ROUTE.registerV2, signedIn: false, locale: 'es' } as const;
    expect(hydratesAs(spanish, { ...now, locale: 'es' })).toBe(true);
    // Its catalogue failed, or the organisation does not offer Spanish: rendered anew in English.
    expect(hydratesAs(spanish, { ...now, locale: 'en' })).toBe(false);
    expect(hydratesAs({ ...spanish, locale: 'en' }, { ...now, locale: 'es' })).toBe(false);
    // Both sides of the hydration see the page's language as the one in use.
    expect(prerenderState(now.pathname, false, 'es').locale.active).toBe('es');
    expect(prerenderState(now.pathname, false).locale.active).toBe('en');
  });

  it('renders the page with the session it was made for, and nothing else known', () => {
    const state = prerenderState(`/account/heloc/${UUID}`, true);
    expect(state.session.authenticated).toBe(true);
    expect(state.organization.status).not.toBe('resolved');
    expect(state.application.application).toBeNull();
    expect(prerenderState('/account/heloc/register-v2', false).session.authenticated).toBe(false);
  });

  it('shows what components dispatch while the prerendered page hydrates, and nothing the sagas put (issue 33)', () => {
    const { store } = setupStore();
    const pathname = '/account/heloc/register-v2';
    const view = createHydrationView(store, pathname, false);
    const told = jest.fn();
    view.subscribe(told);
    view.dispatch(registrationActions.fieldsEdited({ addressQuery: '1103 Birch Sacramento' }));
    // A view frozen at the prerender's state made React put the box back to it after every key.
    expect(view.getState().registration.draft.addressQuery).toBe('1103 Birch Sacramento');
    expect(store.getState().registration.draft.addressQuery).toBe('1103 Birch Sacramento');
    expect(told).toHaveBeenCalledTimes(1);
    // What the real store learns otherwise (sagas, rehydration) waits for the switch: hydration keeps its markup.
    store.dispatch(registrationActions.fieldsEdited({ occupancyType: 'HOME' }));
    expect(view.getState().registration.draft.occupancyType).toBe(
      prerenderState(pathname, false).registration.draft.occupancyType,
    );
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('goes on answering until the switch to the real store has committed, then only forwards (issue 33)', () => {
    const { store } = setupStore();
    const view = createHydrationView(store, '/account/heloc/register-v2', false);
    const told = jest.fn();
    view.subscribe(told);
    const live = liveStoreOf(view);
    expect(live?.store.getState()).toBe(store.getState());
    expect(live?.store.dispatch).toBe(view.dispatch);
    // The switch is rendered (a transition a slow phone spends long on), not committed: keys typed now re-render the
    // page from the view, or React puts the box back to what it showed.
    view.dispatch(registrationActions.fieldsEdited({ addressQuery: '1103 B' }));
    expect(told).toHaveBeenCalledTimes(1);
    expect(view.getState().registration.draft.addressQuery).toBe('1103 B');
    live?.goLive();
    view.dispatch(registrationActions.fieldsEdited({ addressQuery: '1103 Bi' }));
    expect(told).toHaveBeenCalledTimes(1);
    expect(store.getState().registration.draft.addressQuery).toBe('1103 Bi');
  });
});

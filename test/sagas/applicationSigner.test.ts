import type { HelocApplication, Profile } from '../../src/api/contract';
import { ApiError } from '../../src/api/http';
import { areaEntered } from '../../features/application/applicationSlice';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../support/fixtures';

const UUID = TEST_UUID;
const APP_PATH = `/service-application/api/v1/application/heloc/${UUID}`;

const profile = testProfile();

const application = testApplication('CO_DEED_REQ');

function enterWith(who: Partial<Profile>, app: Partial<HelocApplication> | 'missing') {
  const { api } = createFakeApi({
    'GET /service-profile/api/v1/profile': () => ({ ...profile, ...who }),
    [`GET ${APP_PATH}`]: () => {
      if (app === 'missing') throw new ApiError({ status: 404, body: { errors: ['Not found'] } });
      return { ...application, ...app };
    },
    'POST /service-optimize/heloc/api/v1/features': () => [],
    'POST /identity-broker/customer/secure/api/v3/logout': () => ({ redirect: '/auth/login' }),
  });
  const started = startApp({ api });
  started.nav.navigator.navigate(`/account/heloc/${UUID}`, { replace: true });
  started.store.dispatch(areaEntered({ uuid: UUID }));
  return started;
}

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('signers in the borrower area (001 §6, 000 §6)', () => {
  test('a signer of this application (v1, among helocSigners) goes to the signer resume', async () => {
    const app = enterWith({}, { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: 'id-1' }] });
    await jest.advanceTimersByTimeAsync(0);
    expect(app.nav.navigations.at(-1)).toEqual({ to: '/account/heloc/heloc-signer/resume', replace: true });
    expect(app.types()).not.toContain('application/loaded');
    expect(app.types()).not.toContain('application/routeDecided');
  });

  test('the primary borrower of an application with signers stays in the borrower area', async () => {
    const app = enterWith({}, { additionalSignerVersion: 'v1', helocSigners: [{ identityUuid: 'id-2' }] });
    await jest.advanceTimersByTimeAsync(0);
    expect(app.types()).toContain('application/loaded');
    expect(app.nav.navigations.at(-1)?.to).toBe(`/account/heloc/${UUID}/signing/additional`);
  });

  test('a CO_DEEDER profile is logged out, even when the application does not answer', async () => {
    const app = enterWith({ userType: 'CO_DEEDER' }, 'missing');
    await jest.advanceTimersByTimeAsync(0);
    expect(app.store.getState().session.logoutReason).toBe('coDeeder');
    expect(app.types()).toEqual(expect.arrayContaining(['session/logoutRequested', 'session/loggedOut']));
    expect(app.nav.assigned).toEqual(['/auth/login']);
  });
});

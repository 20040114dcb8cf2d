import { areaEntered, areaLeft } from '../../features/application/applicationSlice';
import { loggedOut } from '../../features/session/sessionSlice';
import { LAZY_SAGAS } from '../../sagas/lazySagas';
import { FEATURE_SAGAS } from '../../sagas/rootSaga';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { TEST_UUID, platformPaths, testApplication, testProfile } from '../support/fixtures';

const OTHER_UUID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const PROFILE_PATH = '/service-profile/api/v1/profile';

function platform() {
  return createFakeApi({
    [`GET ${PROFILE_PATH}`]: () => testProfile(),
    [`GET ${platformPaths().application}`]: () => testApplication('HMDA'),
    [`GET ${platformPaths(OTHER_UUID).application}`]: () => testApplication('HMDA', { uuid: OTHER_UUID }),
    'POST /service-optimize/heloc/api/v1/features': () => [],
    '*': () => [],
  });
}

const flush = async () => {
  await jest.advanceTimersByTimeAsync(0);
};

const AREA_FETCHES = new Set([PROFILE_PATH, platformPaths().application, platformPaths(OTHER_UUID).application]);
/** The area's entry fetches (profile, application), in order. */
const fetched = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => AREA_FETCHES.has(call.path)).map((call) => call.path);

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the application area loads its sagas on demand (decision 76)', () => {
  test('the area sagas are not started eagerly; areaEntered and the step actions load them', () => {
    const names = Object.values(FEATURE_SAGAS).map((saga) => saga.name);
    expect(names).not.toEqual(expect.arrayContaining(['applicationSaga']));
    expect(names).not.toContain('applicationStepsSaga');
    expect(names).not.toContain('loanOfficerSaga');
    const row = LAZY_SAGAS.find((lazy) => lazy.name === 'application-area');
    expect(row?.trigger).toEqual(
      expect.arrayContaining(['application/areaEntered', 'applicationSteps/incomeLinkReturned']),
    );
  });

  test('the first areaEntered loads the area: profile and application fetched, loaded, route decided', async () => {
    const { api, calls } = platform();
    const app = startApp({ api });
    app.nav.navigator.navigate(`/account/heloc/${TEST_UUID}`, { replace: true });
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await flush();
    expect(fetched(calls)).toEqual([PROFILE_PATH, platformPaths().application]);
    expect(app.types()).toEqual(
      expect.arrayContaining(['application/loaded', 'application/routeDecided', 'navigation/redirectRequested']),
    );
    expect(app.store.getState().application.decision?.row).toBe('HMDA');
    expect(app.nav.navigations.at(-1)).toEqual({ to: `/account/heloc/${TEST_UUID}/start/hmda`, replace: true });
    // Entering again works as before (takeLatest): the saga is running, nothing is loaded twice.
    app.store.dispatch(areaLeft());
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await flush();
    expect(fetched(calls)).toHaveLength(4);
  });

  test('an areaLeft dispatched while the chunk downloads: no work starts for the area the borrower left', async () => {
    const { api, calls } = platform();
    const app = startApp({ api });
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    app.store.dispatch(areaLeft());
    await flush();
    expect(app.store.getState().application.inArea).toBe(false);
    expect(fetched(calls)).toEqual([]);
    expect(app.types()).not.toContain('application/loaded');
    expect(app.types()).not.toContain('application/routeDecided');

    // The saga loaded anyway and answers the next entry.
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    await flush();
    expect(fetched(calls)).toEqual([PROFILE_PATH, platformPaths().application]);
    expect(app.store.getState().application.decision?.row).toBe('HMDA');
  });

  test('a logout while the chunk downloads: nothing is fetched', async () => {
    const { api, calls } = platform();
    const app = startApp({ api });
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    app.store.dispatch(loggedOut({ reason: 'userRequested' }));
    await flush();
    expect(fetched(calls)).toEqual([]);
    expect(app.types()).not.toContain('application/loaded');
  });

  test('another application entered while the chunk downloads: only the one the borrower is in is worked', async () => {
    const { api, calls } = platform();
    const app = startApp({ api });
    app.store.dispatch(areaEntered({ uuid: TEST_UUID }));
    app.store.dispatch(areaLeft());
    app.store.dispatch(areaEntered({ uuid: OTHER_UUID }));
    await flush();
    expect(fetched(calls)).toEqual([PROFILE_PATH, platformPaths(OTHER_UUID).application]);
    expect(app.store.getState().application.application?.uuid).toBe(OTHER_UUID);
  });
});

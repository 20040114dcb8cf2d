import type { HelocApplication, OrgInfo, Profile } from '../../src/api/contract';
import { areaEntered, loaded } from '../../features/application/applicationSlice';
import { sessionStarted } from '../../features/telemetry/telemetrySlice';
import { failureCaught } from '../../features/diagnostics/failures';
import { ApiError } from '../../src/api/http';
import { createFakeApi, startApp } from '../support/sagaHarness';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const LINK_PATH = `/service-application/api/v1/application/heloc/${UUID}/full-story-link`;

const org = { baseUrl: 'https://app.example', orgCode: 'homeward' } as unknown as OrgInfo;
const application = { uuid: UUID, status: { checklistStatus: 'HMDA' } } as unknown as HelocApplication;
const profile = { identityUuid: 'id-1', userType: 'BORROWER' } as unknown as Profile;

/** The telemetry session the frame's mount starts, on a phone. */
const PHONE_SESSION = sessionStarted({
  referrer: '',
  search: '',
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 844,
});

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

test('the session-replay link is saved once per application, when both the session and the application are known', async () => {
  let sent: unknown[] = [];
  const { api, calls } = createFakeApi({
    [`PUT ${LINK_PATH}`]: (req) => {
      sent = [...sent, req.body];
      return null;
    },
    'POST /ft/heloc/session': () => ({ uuid: 'session-1', epoch: 1, trackerUuid: 'tracker-1' }),
  });
  const app = startApp({ api, preloadedState: { organization: { status: 'resolved', info: org, pricing: {} } } });
  app.store.dispatch(areaEntered({ uuid: UUID }));
  app.store.dispatch(loaded({ profile, application }));
  await jest.advanceTimersByTimeAsync(0);
  expect(calls.filter((c) => c.path === LINK_PATH)).toHaveLength(0);

  // The frame's mount starts the telemetry session (the telemetry saga loads then): the link follows once.
  app.store.dispatch(PHONE_SESSION);
  await jest.advanceTimersByTimeAsync(0);
  app.store.dispatch(loaded({ profile, application }));
  await jest.advanceTimersByTimeAsync(0);
  expect(calls.filter((c) => c.method === 'PUT' && c.path === LINK_PATH)).toHaveLength(1);
  expect(sent).toEqual([{ link: 'https://app.example/session-replay/session-1' }]);
});

test('a link that could not be saved is a failure told like any other (issue 46)', async () => {
  const { api } = createFakeApi({
    [`PUT ${LINK_PATH}`]: () => {
      throw new ApiError({ status: 503, body: null });
    },
    'POST /ft/heloc/session': () => ({ uuid: 'session-1', epoch: 1, trackerUuid: 'tracker-1' }),
  });
  const app = startApp({ api, preloadedState: { organization: { status: 'resolved', info: org, pricing: {} } } });
  app.store.dispatch(areaEntered({ uuid: UUID }));
  app.store.dispatch(PHONE_SESSION);
  await jest.advanceTimersByTimeAsync(0);
  app.store.dispatch(loaded({ profile, application }));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(app.actions.filter(failureCaught.match).map((action) => action.payload.what)).toContain('Session replay link');
  expect(app.logger.error).toHaveBeenCalledWith(expect.stringContaining('Session replay link'));
});

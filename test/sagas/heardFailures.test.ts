import type { HttpClient, HttpRequest } from '../../src/api/http';
import { started } from '../../features/session/sessionSlice';
import { panelToggled } from '../../features/notifications/notificationsSlice';
import { loaded } from '../../features/application/applicationSlice';
import { submitted } from '../../features/feedback/feedbackSlice';
import { failureCaught } from '../../features/diagnostics/failures';
import { TEST_UUID, testApplication, testOrg, testProfile } from '../support/fixtures';
import { resolved } from '../../features/organization/organizationSlice';
import { BANNER_FORMAT_ERROR } from '../../features/banners/rules';
import { createFakeApi, startApp } from '../support/sagaHarness';
import { expectHeard, serviceDown as down } from '../support/heardFailure';

/**
 * Issue 46: a failure the app handles is still heard. Each call below used to end in a console warning, a flag or a
 * fallback alone; now it is reported once through the failure channel (the console line, `diagnostics/failureCaught`
 * in the action log, which the diagnostics saga counts in telemetry), its `what` a fixed phrase, never data.
 */

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

function platform(handlers: Record<string, (req: HttpRequest) => unknown>) {
  return createFakeApi({
    'POST /service-optimize/heloc/api/v1/features': () => [],
    'GET /banners/*': () => [],
    ...handlers,
  });
}

/** The app started, its organisation resolved, and what that set off settled. */
async function withOrganization(api: HttpClient, options: Omit<Parameters<typeof startApp>[0], 'api'> = {}) {
  const app = startApp({ api, ...options });
  await flush();
  app.store.dispatch(resolved({ info: testOrg(), pricing: {} }));
  await flush();
  return app;
}

test('notifications that could not be marked read', async () => {
  const { api } = platform({
    'GET /service-notifications/api/v1/notifications': () => [
      { uuid: 'n-1', message: 'Welcome', createdAt: '2026-01-01T00:00:00.000Z', read: false },
    ],
    'PUT /service-notifications/api/v1/notifications/read': down,
  });
  const app = startApp({ api });
  app.store.dispatch(started({ authenticated: true, environment: 'test' }));
  await flush();
  app.store.dispatch(panelToggled());
  await flush();
  expectHeard(app, 'Notifications: mark read');
});

test('an experiment assignment that could not be saved', async () => {
  const { api } = platform({
    [`PATCH /service-application/api/v1/application/heloc/${TEST_UUID}/experiments`]: down,
  });
  const app = startApp({ api });
  await flush();
  app.store.dispatch(loaded({ profile: testProfile(), application: testApplication('LIEN_VERIFICATION') }));
  await flush();
  expectHeard(app, 'Experiment assignment');
});

test('feedback sent without the message the form hands over: the borrower is told, and the failure reported', async () => {
  const { api, calls } = platform({});
  const app = startApp({ api });
  app.store.dispatch(submitted({ topic: 'COMPLIMENT', marketingConsent: false, pathname: '/account/heloc' }));
  await flush();
  expect(app.store.getState().feedback.status).toBe('failed');
  expect(calls.filter((call) => call.path.includes('feedback'))).toEqual([]);
  expect(app.actions.filter(failureCaught.match)).toEqual([failureCaught({ what: 'Feedback', errorName: 'Error' })]);
});

test('a banner list that could not be read: no banner shows (001 §8), and the failure is heard', async () => {
  const { api } = platform({ 'GET /banners/*': down });
  const app = await withOrganization(api);
  expect(app.store.getState().banners.status).toBe('failed');
  // 001 §8: stored as the HTTP error's words, not the platform's.
  expect(app.store.getState().banners.error).toBe('HTTP error! status: 503');
  expectHeard(app, 'Banners');
});

test('a banner file that is not the expected shape is heard in the spec’s words, nothing of the file’s', async () => {
  const { api } = platform({ 'GET /banners/*': () => [{ uuid: 'x', message: 'Call ada@example.com', apps: [] }] });
  const app = await withOrganization(api);
  expect(app.store.getState().banners.error).toBe(BANNER_FORMAT_ERROR);
  const reports = app.actions.filter((action) => failureCaught.match(action) && action.payload.what === 'Banners');
  expect(reports).toEqual([failureCaught({ what: 'Banners', errorName: 'Error' })]);
  expect(app.logger.error).toHaveBeenCalledWith(`Banners: Error: ${BANNER_FORMAT_ERROR}`);
  expect(JSON.stringify(app.logger.error.mock.calls)).not.toContain('ada@example.com');
});

import { ApiError, type HttpRequest } from '../../src/api/http';
import { FAILURE_CAUGHT_EVENT, failureCaught } from '../../features/diagnostics/failures';
import { locationChanged } from '../../features/navigation/navigationSlice';
import { resolved } from '../../features/organization/organizationSlice';
import { eventTracked, sessionStarted } from '../../features/telemetry/telemetrySlice';
import { TEST_UUID, testOrg } from '../support/fixtures';
import { createFakeApi, startApp } from '../support/sagaHarness';

/**
 * Issue 46: a failure a saga catches is logged with its name and message, recorded as a PII-free action and sent as
 * a telemetry event with the engine, its version and the route pattern; a call the page's own unloading cut off is
 * no failure and says nothing.
 */

const HOURS_PATH = '/service-operating-hours/external/api/v1/hours/OPS_PHONE';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';
const entry = { referrer: '', search: '', screenWidth: 1, screenHeight: 1, windowWidth: 1, windowHeight: 1 };

function start(hours: (req: HttpRequest) => unknown) {
  const events: unknown[] = [];
  const { api } = createFakeApi({
    [`GET ${HOURS_PATH}`]: hours,
    'POST /service-optimize/heloc/api/v1/features': () => [],
    'GET /banners/*': () => [],
    'POST /ft/heloc/session': () => ({ uuid: 's-1', epoch: 1, trackerUuid: 't-1' }),
    'POST /ft/heloc/event': (req) => {
      events.push(req.body);
      return null;
    },
  });
  const app = startApp({
    api,
    page: { preferredLanguages: () => [], setDocumentLanguage: () => undefined, userAgent: () => SAFARI },
  });
  app.store.dispatch(sessionStarted(entry));
  app.store.dispatch(
    locationChanged({
      pathname: `/account/heloc/${TEST_UUID}/signing/sign`,
      search: '?step=2',
      hash: '',
      action: 'PUSH',
    }),
  );
  return { app, events };
}

const flush = async (ms = 0) => {
  await jest.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

test('a caught failure is logged with its name and message, recorded without the message, and sent to telemetry', async () => {
  const { app, events } = start(() => {
    throw new ApiError({ status: 503, body: { errors: ['Hours for jane@example.com are down'] } });
  });
  app.store.dispatch(resolved({ info: testOrg(), pricing: {} }));
  await flush(100);

  // An answer's words may echo what the borrower typed: the console gets the kind of fault and the status.
  expect(app.logger.error).toHaveBeenCalledWith('Operating hours: ApiError: http 503');
  const caught = app.actions.filter((action) => failureCaught.match(action));
  expect(caught).toEqual([failureCaught({ what: 'Operating hours', errorName: 'ApiError' })]);
  const tracked = app.actions.find(
    (action) => eventTracked.match(action) && action.payload.event === FAILURE_CAUGHT_EVENT,
  );
  expect(tracked).toMatchObject({
    payload: {
      properties: {
        what: 'Operating hours',
        errorName: 'ApiError',
        engine: 'WebKit',
        engineMajor: 18,
        route: '/account/heloc/:uuid/signing/sign',
      },
    },
  });
  // What leaves: the route pattern as the page, no uuid, no query, no message.
  const sent = events.find((body) => (body as { event: string }).event === FAILURE_CAUGHT_EVENT);
  expect(sent).toMatchObject({ pagePath: '/account/heloc/:uuid/signing/sign', queryParams: {} });
  expect(JSON.stringify(sent)).not.toContain(TEST_UUID);
  expect(JSON.stringify([...caught, tracked, sent, app.logger.error.mock.calls])).not.toContain('jane@example.com');
});

test('a call that fails while the page is being left says nothing (Firefox fails open fetches as it unloads)', async () => {
  const { app, events } = start(() => {
    throw new ApiError({ status: 0, body: null });
  });
  app.setLeaving(true);
  app.store.dispatch(resolved({ info: testOrg(), pricing: {} }));
  await flush(100);

  expect(app.logger.error).not.toHaveBeenCalled();
  expect(app.logger.warn).not.toHaveBeenCalled();
  expect(app.actions.filter((action) => failureCaught.match(action))).toEqual([]);
  expect(events.filter((body) => (body as { event: string }).event === FAILURE_CAUGHT_EVENT)).toEqual([]);
});

test('an aborted call says nothing, left or not; the same network failure on a page that stays is reported', async () => {
  let abort = true;
  const { app } = start(() => {
    if (abort) throw new DOMException('The operation was aborted.', 'AbortError');
    throw new ApiError({ status: 0, body: null });
  });
  app.store.dispatch(resolved({ info: testOrg(), pricing: {} }));
  await flush(100);
  expect(app.logger.error).not.toHaveBeenCalled();
  abort = false;
  await flush(60_000);
  expect(app.logger.error).toHaveBeenCalledTimes(1);
  expect(app.actions.filter((action) => failureCaught.match(action))).toEqual([
    failureCaught({ what: 'Operating hours', errorName: 'ApiError' }),
  ]);
});

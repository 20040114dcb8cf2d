// Polling cost (docs/bench.md, section 4): the real store and sagas against a fake platform on jest's fake clock.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { areaEntered, areaLeft } from '../features/application/applicationSlice';
import { pollDelayMs, STATUS_POLL } from '../features/application/routing/statusClasses';
import { createFakeApi, startApp, type RecordedCall } from '../test/support/sagaHarness';
import { TEST_UUID, testApplication, testProfile } from '../test/support/fixtures';

const UUID = TEST_UUID;
const STATUS_PATH = `/service-krang-heloc/borrower/secure/api/v1/${UUID}/status`;
const APP_PATH = `/service-application/api/v1/application/heloc/${UUID}`;
const CONDITIONS_PATH = `/service-conditions/external/api/v1/applications/${UUID}/conditions/external-applicants`;
const FLAGS_PATH = '/service-optimize/heloc/api/v1/features';
const OUT = path.resolve('bench/out/polling.json');

const profile = testProfile();

const application = (checklistStatus: string) => testApplication(checklistStatus);

/** A platform whose application is transient until `settlesAtMs` on the fake clock, then offers. */
function platform(settlesAtMs: number) {
  const status = () => (Date.now() >= settlesAtMs ? 'OFFER_SELECTION' : 'WAITING_FOR_SOFT_CREDIT');
  return createFakeApi({
    'GET /service-profile/api/v1/profile': () => profile,
    [`GET ${APP_PATH}`]: () => application(status()),
    [`GET ${STATUS_PATH}`]: () => ({ checklistStatus: status() }),
    [`GET ${CONDITIONS_PATH}`]: () => [],
    [`POST ${FLAGS_PATH}`]: () => [],
    'GET *': () => ({}),
    'POST *': () => ({}),
    'PUT *': () => ({}),
  });
}

/** The spec's schedule (000 §4.2): the times of the retries from entry, until the status is seen settled. */
function specSchedule(settlesAtMs: number): number[] {
  const times: number[] = [];
  let at = 0;
  for (let attempt = 0; attempt < STATUS_POLL.retries.transient; attempt += 1) {
    at += pollDelayMs(attempt);
    times.push(at);
    if (at >= settlesAtMs) break;
  }
  return times;
}

const timesOf = (calls: RecordedCall[], pathname: string, since = 0) =>
  calls.filter((c) => c.path === pathname && c.at >= since).map((c) => c.at);

const results: Record<string, unknown> = {};

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});
afterAll(() => {
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(results, null, 2));
});

describe.each([5_000, 30_000, 60_000])('an application settling after %i ms', (settlesAtMs) => {
  test('status requests against the spec schedule', async () => {
    const { api, calls } = platform(settlesAtMs);
    const app = startApp({ api });
    app.nav.navigator.navigate(`/account/heloc/${UUID}`, { replace: true });
    app.store.dispatch(areaEntered({ uuid: UUID }));
    await jest.advanceTimersByTimeAsync(120_000);
    const times = timesOf(calls, STATUS_PATH);
    const seenAt = times.find((t) => t >= settlesAtMs) ?? null;
    results[`status-${settlesAtMs / 1000}s`] = {
      settlesAtMs,
      requests: times.length,
      times,
      spec: specSchedule(settlesAtMs),
      matchesSpec: JSON.stringify(times) === JSON.stringify(specSchedule(settlesAtMs)),
      seenSettledAtMs: seenAt,
      detectionLagMs: seenAt === null ? null : seenAt - settlesAtMs,
      requestsAfterSettled: times.filter((t) => seenAt !== null && t > seenAt).length,
    };
    app.store.dispatch(areaLeft());
  });
});

test('conditions and flags polls over 10 simulated minutes; nothing after leaving the area', async () => {
  const { api, calls } = platform(0);
  const app = startApp({ api });
  app.nav.navigator.navigate(`/account/heloc/${UUID}`, { replace: true });
  app.store.dispatch(areaEntered({ uuid: UUID }));
  const TEN_MINUTES = 600_000;
  await jest.advanceTimersByTimeAsync(TEN_MINUTES);
  const inArea = {
    conditions: timesOf(calls, CONDITIONS_PATH),
    flags: timesOf(calls, FLAGS_PATH),
    status: timesOf(calls, STATUS_PATH),
    all: calls.length,
  };
  app.store.dispatch(areaLeft());
  const leftAt = Date.now();
  await jest.advanceTimersByTimeAsync(TEN_MINUTES);
  const after = calls.filter((c) => c.at > leftAt);
  results['ten-minutes'] = {
    inArea: {
      conditionsRequests: inArea.conditions.length,
      conditionsTimes: inArea.conditions,
      flagsRequests: inArea.flags.length,
      flagsTimes: inArea.flags,
      statusRequests: inArea.status.length,
      allRequests: inArea.all,
    },
    afterLeaving: {
      conditionsRequests: after.filter((c) => c.path === CONDITIONS_PATH).length,
      statusRequests: after.filter((c) => c.path === STATUS_PATH).length,
      // The flag poll is app-wide (register-v2 needs it too), so it goes on after leaving the area.
      flagsRequests: after.filter((c) => c.path === FLAGS_PATH).length,
      otherRequests: after
        .filter((c) => ![CONDITIONS_PATH, STATUS_PATH, FLAGS_PATH].includes(c.path))
        .map((c) => `${c.method} ${c.path} @${c.at}`),
    },
    // Between two due polls nothing is sent: the largest gap with no request at all, while in the area.
    longestQuietMs: Math.max(
      0,
      ...calls
        .filter((c) => c.at <= leftAt)
        .map((c) => c.at)
        .sort((a, b) => a - b)
        .map((t, i, all) => (i === 0 ? t : t - (all[i - 1] ?? 0))),
    ),
  };
});

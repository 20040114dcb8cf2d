// Memory over a long session (docs/bench.md, section 5): the real store and sagas on jest's fake clock for 12 simulated
// hours, in the application area with the status, conditions and flags polls running. Flat means no growth per hour.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HelocApplication, Profile } from '../src/api/contract';
import type { Condition } from '../src/api/contractShell';
import { areaEntered } from '../features/application/applicationSlice';
import { createFakeApi, startApp } from '../test/support/sagaHarness';

const UUID = '6f1c2b7e-3d4a-4c5b-9e8f-0a1b2c3d4e5f';
const OUT = path.resolve('bench/out/memory.json');
const HOUR = 3_600_000;
const HOURS = 12;

const profile: Profile = {
  identityUuid: 'id-1',
  organizationCode: 'homeward',
  userType: 'BORROWER',
  name: { firstName: 'Ada', lastName: 'Lovelace' },
  email: 'ada@example.com',
  phoneNumbers: [],
  addresses: [],
};

const application: HelocApplication = {
  uuid: UUID,
  loanNumber: 'HL00000001',
  active: true,
  activeForAppStart: true,
  isInquiry: false,
  isCrypto: false,
  status: { checklistStatus: 'OFFER_SELECTION' },
  property: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
};

/** Conditions change every poll (a new created time), so the store replaces data each minute as in real life. */
let tick = 0;
const conditions = (): Condition[] => {
  tick += 1;
  return [{ uuid: `c-${tick % 3}`, categoryEnum: 'PAYSTUB', created: new Date(Date.now()).toISOString() }];
};

const heapUsed = (): number => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

interface Sample {
  hour: number;
  storeBytes: number;
  heapBytes: number;
  requests: number;
  actions: number;
}

const results: Record<string, unknown> = { hours: HOURS };

function summary(samples: Sample[]) {
  // From hour 1: hour 0 still holds start-up garbage the first full hour sweeps away.
  const first = samples[1];
  const last = samples.at(-1);
  const perHour = (key: 'storeBytes' | 'heapBytes') =>
    first && last && last.hour > first.hour ? (last[key] - first[key]) / (last.hour - first.hour) : 0;
  return { samples, storeGrowthBytesPerHour: perHour('storeBytes'), heapGrowthBytesPerHour: perHour('heapBytes') };
}

/** Runs the fake clock an hour at a time in ten-minute steps, so every due timer runs in order. */
async function runHours(sample: (hour: number) => Sample): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let hour = 0; hour <= HOURS; hour += 1) {
    if (hour > 0) for (let step = 0; step < 6; step += 1) await jest.advanceTimersByTimeAsync(HOUR / 6);
    samples.push(sample(hour));
  }
  return samples;
}

afterAll(() => {
  results.gcExposed = typeof (globalThis as { gc?: unknown }).gc === 'function';
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(results, null, 2));
});

test(`floor: ${HOURS} simulated hours of two one-minute timers and no app`, async () => {
  jest.useFakeTimers({ now: 0 });
  let fired = 0;
  const tick = () => {
    void Promise.resolve({ at: Date.now() }).then(() => (fired += 1));
  };
  const timers = [setInterval(tick, 60_000), setInterval(tick, 60_000)];
  const samples = await runHours((hour) => ({ hour, storeBytes: 0, heapBytes: heapUsed(), requests: 0, actions: 0 }));
  timers.forEach(clearInterval);
  jest.useRealTimers();
  results.floor = { ...summary(samples), timerCallbacks: fired };
  expect(fired).toBe(HOURS * 60 * 2);
});

test(`${HOURS} simulated hours in the application area`, async () => {
  jest.useFakeTimers({ now: 0 });
  const { api, calls } = createFakeApi({
    'GET /service-profile/api/v1/profile': () => profile,
    [`GET /service-application/api/v1/application/heloc/${UUID}`]: () => application,
    [`GET /service-krang-heloc/borrower/secure/api/v1/${UUID}/status`]: () => ({ checklistStatus: 'OFFER_SELECTION' }),
    [`GET /service-conditions/external/api/v1/applications/${UUID}/conditions/external-applicants`]: conditions,
    'POST /service-optimize/heloc/api/v1/features': () => [],
    'GET *': () => ({}),
    'POST *': () => ({}),
    'PUT *': () => ({}),
  });
  const app = startApp({ api });
  app.nav.navigator.navigate(`/account/heloc/${UUID}`, { replace: true });
  app.store.dispatch(areaEntered({ uuid: UUID }));
  await jest.advanceTimersByTimeAsync(60_000);

  const samples = await runHours((hour) => {
    // The harness records every action for assertions; that is test memory, not the app's, so it is emptied here.
    const actions = app.actions.length;
    app.actions.length = 0;
    const requests = calls.length;
    calls.length = 0;
    return { hour, storeBytes: JSON.stringify(app.store.getState()).length, heapBytes: heapUsed(), requests, actions };
  });
  jest.useRealTimers();
  results.app = summary(samples);
  expect(samples).toHaveLength(HOURS + 1);
});

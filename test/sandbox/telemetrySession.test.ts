import { TELEMETRY_SESSION_KEEP_ALIVE_MS, type TelemetrySessionKey } from '../../src/api/contractShell';
import { startSandbox, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startSandbox();
});
afterAll(async () => {
  await harness.close();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const body = (sessionKey?: string) => ({
  platform: 'WEB',
  libVersion: '2.2.24',
  referrer: '',
  queryParams: {},
  screenWidth: 390,
  screenHeight: 844,
  windowWidth: 390,
  windowHeight: 844,
  ...(sessionKey === undefined ? {} : { sessionKey }),
  appVersion: '0.1.0',
});

async function openSession(sessionKey?: string): Promise<TelemetrySessionKey> {
  const response = await harness.app.inject({ method: 'POST', url: '/ft/heloc/session', payload: body(sessionKey) });
  expect(response.statusCode).toBe(200);
  return response.json<TelemetrySessionKey>();
}

test('a session the call names goes on while kept alive (001 §9: 12 h from its start), then a new one starts', async () => {
  const start = 1_800_000_000_000;
  const now = jest.spyOn(Date, 'now').mockReturnValue(start);
  const first = await openSession();
  expect(first.epoch).toBe(start);
  now.mockReturnValue(start + TELEMETRY_SESSION_KEEP_ALIVE_MS - 1);
  expect(await openSession(first.uuid)).toEqual(first);
  now.mockReturnValue(start + TELEMETRY_SESSION_KEEP_ALIVE_MS);
  const later = await openSession(first.uuid);
  expect(later.uuid).not.toBe(first.uuid);
  expect(later.epoch).toBe(start + TELEMETRY_SESSION_KEEP_ALIVE_MS);
});

test('a session the sandbox never opened is not taken on: a new one starts', async () => {
  const named = '7c4bd7a4-53b5-4bd8-9a4b-0e5a6f0f2b11';
  expect((await openSession(named)).uuid).not.toBe(named);
});

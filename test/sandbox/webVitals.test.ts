import { WEB_VITAL_EVENT } from '../../features/telemetry/telemetrySlice';
import { summariseWebVitals } from '../../tools/bench-vitals.mjs';
import { startSandbox, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startSandbox();
});
afterAll(async () => {
  await harness.close();
});

/** The body the telemetry saga sends for a vital (sagas/telemetrySaga.ts): about the page, with no borrower in it. */
const vitalBody = (metric: string, value: number) => ({
  domain: 'localhost',
  queryParams: {},
  pagePath: '/account/heloc/:uuid',
  event: WEB_VITAL_EVENT,
  sessionKey: 's-1',
  eventType: 'WEB',
  productType: 'HELOC',
  eventProperties: { metric, value, rating: 'good', route: '/account/heloc/:uuid', engine: 'Gecko', connection: '3g' },
  dontDedupe: true,
});

test('web vitals are kept as sent, each one, and the admin API gives them to the bench report (issue 47)', async () => {
  for (const [metric, value] of [
    ['LCP', 1500],
    ['LCP', 1500],
    ['CLS', 0.01],
  ] as const) {
    const sent = await harness.app.inject({
      method: 'POST',
      url: '/ft/heloc/event',
      payload: vitalBody(metric, value),
    });
    expect(sent.statusCode).toBe(204);
  }
  const stored = await harness.app.inject({
    method: 'GET',
    url: `/__sandbox/events?name=${encodeURIComponent(WEB_VITAL_EVENT)}`,
  });
  const events = stored.json<{ body: unknown }[]>();
  // Two page loads may measure the same value: sent with dontDedupe, neither is dropped.
  expect(events).toHaveLength(3);
  expect(events[0]?.body).toEqual(vitalBody('LCP', 1500));
  expect(summariseWebVitals(events).routes).toEqual([
    {
      route: '/account/heloc/:uuid',
      metrics: { LCP: { n: 2, p75: 1500, good: 1 }, CLS: { n: 1, p75: 0.01, good: 1 } },
    },
  ]);
});

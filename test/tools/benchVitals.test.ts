import { p75, summariseWebVitals, WEB_VITAL_EVENT as BENCH_EVENT } from '../../tools/bench-vitals.mjs';
import { WEB_VITAL_EVENT } from '../../features/telemetry/telemetrySlice';

const vital = (route: string, metric: string, value: number, rating = 'good', engine = 'Blink', connection = '4g') => ({
  body: {
    event: WEB_VITAL_EVENT,
    pagePath: route,
    eventProperties: { metric, value, rating, route, engine, connection },
  },
});

describe("the bench's field vitals (issue 47)", () => {
  test('the event name is the one the app sends', () => {
    expect(BENCH_EVENT).toBe(WEB_VITAL_EVENT);
  });

  test('p75 is a value some page load had (nearest rank)', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });

  test('summarised per route pattern and metric, other events and malformed ones left out', () => {
    const events = [
      ...[1200, 1800, 2600, 900].map((value) =>
        vital('/account/heloc/:uuid', 'LCP', value, value <= 2500 ? 'good' : 'needs-improvement'),
      ),
      vital('/account/heloc/:uuid', 'CLS', 0.02, 'good', 'WebKit', '3g'),
      vital('/account/heloc/register-v2', 'INP', 120),
      { body: { event: 'HELOC: Page View', eventProperties: { path: '/account/heloc/register-v2' } } },
      { body: { event: WEB_VITAL_EVENT, eventProperties: { metric: 'LCP', value: 'slow', route: '/x' } } },
      { body: { event: WEB_VITAL_EVENT, eventProperties: { metric: 'FID', value: 10, route: '/x' } } },
    ];
    expect(summariseWebVitals(events)).toEqual({
      n: 6,
      routes: [
        {
          route: '/account/heloc/:uuid',
          metrics: { LCP: { n: 4, p75: 1800, good: 0.75 }, CLS: { n: 1, p75: 0.02, good: 1 } },
        },
        { route: '/account/heloc/register-v2', metrics: { INP: { n: 1, p75: 120, good: 1 } } },
      ],
      engines: { Blink: 5, WebKit: 1 },
      connections: { '4g': 5, '3g': 1 },
    });
  });
});

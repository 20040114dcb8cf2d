// Field web vitals (issue 47): the app reports LCP, INP, CLS (and FCP, TTFB) from real page loads through the
// telemetry channel (src/shell/rum.ts); a sandbox keeps them as events. This reads them from a sandbox's admin API and
// summarises the 75th percentile (the figure the Core Web Vitals are judged by) per route pattern and metric.

/** The event name the app sends (features/telemetry/telemetrySlice.ts, WEB_VITAL_EVENT). */
export const WEB_VITAL_EVENT = 'HELOC: Web Vital';
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** The nearest-rank 75th percentile: a value some page load really had. */
export function p75(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/**
 * Stored events ({ body }) to { routes: [{ route, metrics: { LCP: { n, p75, good } } }], engines, connections, n }:
 * `good` is the share rated good. Events that are not a web vital, or lack a route or a finite value, are left out.
 */
export function summariseWebVitals(events) {
  const byRoute = new Map();
  const engines = {};
  const connections = {};
  let n = 0;
  for (const { body } of events) {
    const properties = body?.eventProperties;
    if (body?.event !== WEB_VITAL_EVENT || !properties) continue;
    const { metric, value, rating, route, engine, connection } = properties;
    if (!VITAL_METRICS.includes(metric) || typeof route !== 'string' || !Number.isFinite(value)) continue;
    n += 1;
    engines[engine ?? 'unknown'] = (engines[engine ?? 'unknown'] ?? 0) + 1;
    connections[connection ?? 'unknown'] = (connections[connection ?? 'unknown'] ?? 0) + 1;
    const metrics = byRoute.get(route) ?? new Map();
    byRoute.set(route, metrics);
    const samples = metrics.get(metric) ?? [];
    metrics.set(metric, samples);
    samples.push({ value, good: rating === 'good' });
  }
  const routes = [...byRoute.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, metrics]) => ({
      route,
      metrics: Object.fromEntries(
        VITAL_METRICS.filter((metric) => metrics.has(metric)).map((metric) => {
          const samples = metrics.get(metric);
          return [
            metric,
            {
              n: samples.length,
              p75: p75(samples.map(({ value }) => value)),
              good: samples.filter(({ good }) => good).length / samples.length,
            },
          ];
        }),
      ),
    }));
  return { n, routes, engines, connections };
}

/** Reads a sandbox's web-vital events (GET /__sandbox/events?name=...) and summarises them. */
export async function readFieldVitals(origin) {
  const response = await fetch(`${origin}/__sandbox/events?name=${encodeURIComponent(WEB_VITAL_EVENT)}`);
  if (!response.ok) throw new Error(`GET ${origin}/__sandbox/events: ${response.status}`);
  return { origin, ...summariseWebVitals(await response.json()) };
}

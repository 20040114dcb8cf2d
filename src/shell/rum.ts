/**
 * Real-user monitoring of the Core Web Vitals (001 §7), measured with the browser's own PerformanceObserver and
 * reported to our telemetry endpoint (not a third party). Only numbers leave: no input, no page content.
 */
export interface WebVital {
  name: 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/** The thresholds web.dev publishes for good / poor. */
const THRESHOLDS: Record<WebVital['name'], [number, number]> = {
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rate(name: WebVital['name'], value: number): WebVital['rating'] {
  const [good, poor] = THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

function observe(type: string, callback: (entries: PerformanceEntryList) => void): () => void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !Array.isArray(PerformanceObserver.supportedEntryTypes) ||
    !PerformanceObserver.supportedEntryTypes.includes(type)
  )
    return () => undefined;
  const observer = new PerformanceObserver((list) => {
    callback(list.getEntries());
  });
  observer.observe({ type, buffered: true });
  return () => {
    observer.disconnect();
  };
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** Starts measuring; LCP, CLS and INP are final when the page is hidden, so they are reported then, once. */
export function observeWebVitals(report: (vital: WebVital) => void, target: Window = window): () => void {
  const send = (name: WebVital['name'], value: number) => {
    report({ name, value, rating: rate(name, value) });
  };
  let lcp = 0;
  let cls = 0;
  let inp = 0;
  let reported = false;
  // Older browsers and test environments lack parts of the Performance API: measure what exists.
  const navigation =
    typeof target.performance.getEntriesByType === 'function'
      ? target.performance.getEntriesByType('navigation')[0]
      : undefined;
  if (typeof PerformanceNavigationTiming !== 'undefined' && navigation instanceof PerformanceNavigationTiming)
    send('TTFB', navigation.responseStart);
  const stops = [
    observe('paint', (entries) => {
      const fcp = entries.find((entry) => entry.name === 'first-contentful-paint');
      if (fcp) send('FCP', fcp.startTime);
    }),
    observe('largest-contentful-paint', (entries) => {
      lcp = entries.at(-1)?.startTime ?? lcp;
    }),
    observe('layout-shift', (entries) => {
      for (const entry of entries as LayoutShift[]) if (!entry.hadRecentInput) cls += entry.value;
    }),
    observe('event', (entries) => {
      for (const entry of entries) inp = Math.max(inp, entry.duration);
    }),
  ];
  const onHidden = () => {
    if (target.document.visibilityState !== 'hidden' || reported) return;
    reported = true;
    if (lcp > 0) send('LCP', lcp);
    send('CLS', cls);
    if (inp > 0) send('INP', inp);
  };
  target.document.addEventListener('visibilitychange', onHidden);
  return () => {
    stops.forEach((stop) => {
      stop();
    });
    target.document.removeEventListener('visibilitychange', onHidden);
  };
}

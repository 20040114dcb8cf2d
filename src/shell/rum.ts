/**
 * Real-user monitoring of the Core Web Vitals (001 §7; issue 47), measured with Google's web-vitals library and
 * reported to our telemetry endpoint (not a third party). Only numbers and what they must be read against leave: the
 * route pattern the page was opened at, the browser engine and the connection type. No input, no page content, no id.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { routePattern } from '../lib/url';
import { browserEngine, type BrowserEngine } from '../lib/userAgent';

/** What a page's measurements are read against; the same for each of them. */
export interface WebVitalContext {
  /** The route pattern the page was opened at (`/account/heloc/:uuid`): the document LCP and TTFB belong to. */
  route: string;
  engine: BrowserEngine;
  /** The Network Information API's effective type (`4g`, `3g`, ...), or `unknown` where the browser has none. */
  connection: string;
}

export interface WebVital extends WebVitalContext {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
}

interface NavigatorWithConnection extends Navigator {
  connection?: { effectiveType?: string };
}

/** The context, read from the window: the path the document was loaded at, not wherever the app has gone since. */
export function webVitalContext(target: Window): WebVitalContext {
  const { connection } = target.navigator as NavigatorWithConnection;
  const [navigation] = target.performance.getEntriesByType('navigation');
  return {
    route: routePattern(navigation ? new URL(navigation.name).pathname : target.location.pathname),
    engine: browserEngine(target.navigator.userAgent),
    connection: connection?.effectiveType ?? 'unknown',
  };
}

/**
 * Starts measuring. The library reads the buffered entries, so a page that loads this late still counts its first
 * paints and shifts. FCP and TTFB are reported as soon as they are known; LCP at the first input or when the page is
 * hidden, CLS and INP when it is hidden (the borrower switches app or tab), each once per page.
 */
export function observeWebVitals(report: (vital: WebVital) => void, context: WebVitalContext): () => void {
  let stopped = false;
  const send = ({ name, value, rating }: Metric) => {
    if (!stopped) report({ name, value, rating, ...context });
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
  onFCP(send);
  onTTFB(send);
  // The library has no way to stop its observers; they end with the page, and nothing is reported after this.
  return () => {
    stopped = true;
  };
}

import { EARLY_GET_MAX_AGE_MS } from './earlyGets';

/** Where an application page's inline script leaves the calls it sent (src/boot/firstCallsScript.ts). */
export const SENT_FIRST_CALLS = '__helocFirstCalls';

declare global {
  interface Window {
    [SENT_FIRST_CALLS]?: unknown;
  }
}

interface SentCall {
  url: string;
  /** GET, or POST for the feature flags (decision 467); a page of an earlier build names none: its calls are GETs. */
  method: string;
  /** The JSON the call sent, or null. */
  body: string | null;
  headers: Headers;
  response: Promise<Response>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function sentCallOf(value: unknown): SentCall | null {
  if (!isRecord(value) || typeof value.url !== 'string' || !isRecord(value.headers) || !isRecord(value.response))
    return null;
  const { response } = value;
  if (typeof response.then !== 'function') return null;
  const headers = new Headers();
  for (const [name, text] of Object.entries(value.headers)) if (typeof text === 'string') headers.set(name, text);
  const method = typeof value.method === 'string' ? value.method : 'GET';
  const body = typeof value.body === 'string' ? value.body : null;
  // The page's own script made it with fetch: its promise is a Response's.
  return { url: value.url, method, body, headers, response: response as unknown as Promise<Response> };
}

interface Sent {
  /** The page's list, which its script adds to once the application has answered (its screen's data). */
  calls: unknown[];
  /** Settles once the script has added what it adds; absent when it adds nothing. */
  hint: Promise<unknown> | null;
}

/** Read once and removed from the page, so nothing else takes the answers. */
function takeSentCalls(win: Window, now: number): Sent {
  const record = win[SENT_FIRST_CALLS];
  Reflect.deleteProperty(win, SENT_FIRST_CALLS);
  if (!isRecord(record) || typeof record.at !== 'number' || !Array.isArray(record.calls))
    return { calls: [], hint: null };
  if (now - record.at > EARLY_GET_MAX_AGE_MS) return { calls: [], hint: null };
  const { hint } = record;
  // The page's own script made it: a promise chain that never rejects.
  return {
    calls: record.calls,
    hint: isRecord(hint) && typeof hint.then === 'function' ? (hint as unknown as Promise<unknown>) : null,
  };
}

// Headers iterate lower-cased and sorted, so equal sets read the same.
const headerText = (headers: Headers): string => [...headers].map(([name, value]) => `${name}: ${value}`).join('\n');

const isSameCall = (call: SentCall, input: RequestInfo | URL, init: RequestInit | undefined): boolean =>
  input === call.url &&
  (init?.method ?? 'GET') === call.method &&
  (init?.body ?? null) === call.body &&
  init?.signal == null &&
  init?.credentials === 'include' &&
  init.cache === 'no-store' &&
  headerText(new Headers(init.headers)) === headerText(call.headers);

/**
 * A fetch that answers a call the page's inline script already sent (issue 16): on an application page the profile and
 * the application leave with the HTML, before any of the app's scripts has arrived, and the feature flags' first call
 * with them (decision 467). Only the very same request takes the answer (URL, method, body, credentials, cache mode
 * and every header: the token, the organisation, the origin, the content type), once, within EARLY_GET_MAX_AGE_MS of
 * the page's start; anything else goes to the network, once the page has sent what it sends when the application
 * answers (its screen's data, decision 350). The HTTP client it is given to reads the answer as it reads its own (a
 * renewed token, an error status).
 */
export function fetchTakingSentCalls(
  win: Window,
  fetchImpl: typeof fetch = (input, init) => win.fetch(input, init),
  now: () => number = Date.now,
): typeof fetch {
  const sent = takeSentCalls(win, now());
  const taken = new Set<unknown>();
  const take = (input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> | null => {
    for (const value of sent.calls) {
      const call = taken.has(value) ? null : sentCallOf(value);
      if (call !== null && isSameCall(call, input, init)) {
        taken.add(value);
        return call.response;
      }
    }
    return null;
  };
  return (input, init) => {
    const answer = take(input, init);
    if (answer !== null) return answer;
    const { hint } = sent;
    // A call the page may still send once the application has answered (its screen's data) waits for that.
    if (hint === null) return fetchImpl(input, init);
    return hint.then(() => take(input, init) ?? fetchImpl(input, init));
  };
}

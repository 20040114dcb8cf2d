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
  // The page's own script made it with fetch: its promise is a Response's.
  return { url: value.url, headers, response: response as unknown as Promise<Response> };
}

/** Read once and removed from the page, so nothing else takes the answers. */
function takeSentCalls(win: Window, now: number): SentCall[] {
  const record = win[SENT_FIRST_CALLS];
  Reflect.deleteProperty(win, SENT_FIRST_CALLS);
  if (!isRecord(record) || typeof record.at !== 'number' || !Array.isArray(record.calls)) return [];
  if (now - record.at > EARLY_GET_MAX_AGE_MS) return [];
  return record.calls.flatMap((call: unknown) => sentCallOf(call) ?? []);
}

// Headers iterate lower-cased and sorted, so equal sets read the same.
const headerText = (headers: Headers): string => [...headers].map(([name, value]) => `${name}: ${value}`).join('\n');

const isSameCall = (call: SentCall, input: RequestInfo | URL, init: RequestInit | undefined): boolean =>
  input === call.url &&
  (init?.method ?? 'GET') === 'GET' &&
  init?.body == null &&
  init?.signal == null &&
  init?.credentials === 'include' &&
  headerText(new Headers(init.headers)) === headerText(call.headers);

/**
 * A fetch that answers a call the page's inline script already sent (issue 16): on an application page the profile and
 * the application leave with the HTML, before any of the app's scripts has arrived. Only the very same request takes
 * the answer (URL, method, credentials and every header: the token, the organisation, the origin), once, within
 * EARLY_GET_MAX_AGE_MS of the page's start; anything else goes to the network. The HTTP client it is given to reads
 * the answer as it reads its own (a renewed token, an error status).
 */
export function fetchTakingSentCalls(
  win: Window,
  fetchImpl: typeof fetch = (input, init) => win.fetch(input, init),
  now: () => number = Date.now,
): typeof fetch {
  const sent = takeSentCalls(win, now());
  return (input, init) => {
    const index = sent.findIndex((call) => isSameCall(call, input, init));
    const [call] = index === -1 ? [] : sent.splice(index, 1);
    return call === undefined ? fetchImpl(input, init) : call.response;
  };
}

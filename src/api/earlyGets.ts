import type { HttpClient, HttpRequest, TokenStore } from './http';

/** How long a GET sent early waits for the call it was sent for; after that the call goes to the network itself. */
export const EARLY_GET_MAX_AGE_MS = 10_000;

export interface EarlyGets {
  /** The client the app uses: a call the start-up already sent takes that call's answer, once. */
  client: HttpClient;
  /**
   * Sends the GETs `calls` makes through the client it is handed, for the app's own calls to take later. Only plain
   * GETs and reading POSTs (no headers or signal of their own) are sent; anything else is refused. Failures are the
   * taker's. They go through `through` when given (a client that takes what the page itself sent,
   * src/api/sentFirstCalls.ts).
   */
  send(calls: (client: HttpClient) => Promise<unknown>, through?: HttpClient): void;
}

interface Sent {
  path: string;
  answer: Promise<unknown>;
  at: number;
}

/**
 * The same call builds the same query object and body, so their JSON tells the calls apart. A plain GET, or a POST
 * that only reads (`read`, decision 467).
 */
const keyOf = (req: HttpRequest): string | null =>
  (req.method === 'GET' ? req.body === undefined : req.method === 'POST' && req.read === true) &&
  req.headers === undefined &&
  req.multipart === undefined &&
  req.auth !== false
    ? `${req.method} ${req.path} ${JSON.stringify(req.query ?? null)} ${JSON.stringify(req.body ?? null)}`
    : null;

/**
 * Calls sent before their caller exists (issue 16): on an application page the start-up sends the area's first calls
 * while the store, the sagas and the first render are still being set up, and the area's saga, when it asks, takes
 * their answers. What waits is dropped by a write to its resource or below it (a name change drops the profile), and
 * is not taken once the borrower is signed out; the platform may renew the token with any answer, so a renewed one
 * still takes it.
 */
export function createEarlyGets(
  base: HttpClient,
  tokenStore: Pick<TokenStore, 'get'>,
  now: () => number = Date.now,
): EarlyGets {
  const sent = new Map<string, Sent>();
  // The app's own plain GETs while they are out: an early call the app has already made joins it instead of going
  // out twice (a return visit's restored screen asks for its data before the early chain gets to it).
  const asked = new Map<string, Promise<unknown>>();
  const senderThrough = (through: HttpClient): HttpClient => ({
    request<T>(req: HttpRequest): Promise<T> {
      const key = keyOf(req);
      if (key === null || req.signal !== undefined)
        return Promise.reject(new TypeError('Only plain reads are sent early'));
      const out = asked.get(key);
      // The same call's answer, as for the taker below.
      if (out !== undefined) return out as Promise<T>;
      const answer = through.request<T>(req);
      sent.set(key, { path: req.path, answer, at: now() });
      return answer;
    },
  });
  const client: HttpClient = {
    request<T>(req: HttpRequest): Promise<T> {
      const key = keyOf(req);
      if (key === null) {
        if (req.method !== 'GET')
          for (const [sentKey, { path }] of sent) if (req.path.startsWith(path)) sent.delete(sentKey);
        return base.request<T>(req);
      }
      const early = sent.get(key);
      sent.delete(key);
      const usable =
        early !== undefined &&
        tokenStore.get() !== null &&
        now() - early.at <= EARLY_GET_MAX_AGE_MS &&
        req.signal?.aborted !== true;
      // The caller's type parameter is its claim about the same call's answer.
      if (usable) return early.answer as Promise<T>;
      const answer = base.request<T>(req);
      if (req.signal === undefined) {
        asked.set(key, answer);
        const done = () => {
          if (asked.get(key) === answer) asked.delete(key);
        };
        answer.then(done, done);
      }
      return answer;
    },
  };
  return {
    client,
    send(calls, through = base) {
      calls(senderThrough(through)).catch(() => undefined);
    },
  };
}

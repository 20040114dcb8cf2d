/**
 * The one HTTP client every platform call goes through (spec 001 §7, 000 §7, §8).
 * No logging here on purpose: requests and answers carry tokens and personal data.
 */
import { routePattern } from '../lib/url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface HttpRequest {
  method: HttpMethod;
  /** Path below the base URL, starting with '/'. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data; the browser writes the content type with its boundary. */
  multipart?: FormData;
  /** Applied last, so a caller can override a default (e.g. an Authorization for a token not yet stored). */
  headers?: Record<string, string>;
  /** Send the stored bearer token. Default true. */
  auth?: boolean;
  /** Lets a cancelled saga abort its call. */
  signal?: AbortSignal;
  /**
   * The browser finishes the call even if the page goes away meanwhile (fetch's keepalive: a small body only, 64 KB
   * in flight at most): for a report sent as the page is hidden or left, such as a web vital (issue 47).
   */
  keepalive?: boolean;
  /**
   * A POST that only reads, whose answer depends on nothing but its body (the feature flags, 001 §7): it may be sent
   * early, with the page, as plain GETs are (src/api/earlyGets.ts, decision 467).
   */
  read?: true;
}

export interface HttpClient {
  /**
   * Resolves with the parsed answer: JSON types parsed, application/pdf as an ArrayBuffer, anything else as text,
   * 204 (or an empty JSON body) as null. The type parameter is the caller's claim about the contract, not checked here.
   */
  request<T>(req: HttpRequest): Promise<T>;
}

/** Where the bearer token lives between page loads. The stored value is the whole header value, 'Bearer ...'. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  /**
   * Whether another tab has since replaced or removed the session this page holds (the one it found at its start or
   * stored itself). Absent where no other page shares the store.
   */
  changedElsewhere?(): boolean;
}

export const TOKEN_STORAGE_KEY = 'jwt';

/** A JWT's claims, or null where the token is no JWT (decision 361: unparseable input is a default, not a failure). */
function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Whose session a stored token is (issue 47 item 5): a JWT's subject, so that a token renewed by another tab is the
 * same session; the token itself where it is no JWT. Never logged: it stays in the session saga's closure.
 */
export function tokenSubject(token: string | null): string | null {
  if (token === null) return null;
  const subject = tokenClaims(token)?.sub;
  return typeof subject === 'string' ? `sub:${subject}` : token;
}

/**
 * Whether the token says its session is over (a JWT's `exp`, in seconds, passed at `now`): what a session kept on the
 * device is then no longer shown (issue 47 items 3 and 5). A token that says nothing is not.
 */
export function tokenExpired(token: string, now: number): boolean {
  const expiry = tokenClaims(token)?.exp;
  return typeof expiry === 'number' && expiry * 1000 <= now;
}

export function createLocalStorageTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TokenStore {
  const get = () => storage.getItem(TOKEN_STORAGE_KEY);
  let held = tokenSubject(get());
  return {
    get,
    set: (token) => {
      held = tokenSubject(token);
      storage.setItem(TOKEN_STORAGE_KEY, token);
    },
    clear: () => {
      held = null;
      storage.removeItem(TOKEN_STORAGE_KEY);
    },
    changedElsewhere: () => held !== null && tokenSubject(get()) !== held,
  };
}

/** For the sandbox, tools and tests, where no Storage exists or none should be shared. */
export function createMemoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}

export const DEFAULT_ERROR_MESSAGE = 'Something unexpected happened';

/**
 * How a call failed: the server answered with an error status ('http'), no answer arrived ('network': offline, or
 * the connection dropped, so a write may or may not have happened), or a success answer could not be read
 * ('unreadable': a truncated or malformed body, so the write happened but its result is unknown).
 */
export type ApiErrorKind = 'http' | 'network' | 'unreadable';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  readonly statusText: string;
  /** The parsed error body, untrusted: narrow before use, or use `serverMessage`. */
  readonly body: unknown;
  /** The body's `message` field when it is a string (e.g. 'unauthenticated'). */
  readonly serverMessage: string | undefined;
  readonly kind: ApiErrorKind;
  /** The request's method, so the retry policy can tell a safe repeat from a write. */
  readonly method: HttpMethod | undefined;
  /**
   * The call for logs: its method and path with identifiers as parameters (`GET /…/heloc/:uuid/offers`), no query.
   * Function names do not survive the production build's minifier, so a log line names the call by this.
   */
  readonly call: string | undefined;
  /** The answer's Retry-After in ms (seconds or an HTTP date), when it sent one. */
  readonly retryAfterMs: number | null;

  constructor(init: {
    status: number;
    statusText?: string;
    body: unknown;
    message?: string;
    kind?: ApiErrorKind;
    method?: HttpMethod;
    call?: string;
    retryAfterMs?: number | null;
  }) {
    super(init.message ?? errorMessageFromBody(init.body));
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.body = init.body;
    this.serverMessage = bodyField(init.body, 'message');
    this.kind = init.kind ?? (init.status === 0 ? 'network' : 'http');
    this.method = init.method;
    this.call = init.call;
    this.retryAfterMs = init.retryAfterMs ?? null;
  }
}

/**
 * What a borrower may read about a failed call (000 §8): the answer's errors joined with ', ', else the default.
 * A dropped connection or an unreadable answer is the default too: their messages are for logs (001 §8), and no
 * code, JSON or stack text ever reaches the screen.
 */
export function borrowerMessage(e: unknown): string {
  // A service function may wrap the HTTP failure (GET identity's 'User not found' keeps it as its cause).
  const cause: unknown = typeof e === 'object' && e !== null && 'cause' in e ? e.cause : undefined;
  const fault = isApiError(e) ? e : isApiError(cause) ? cause : null;
  return fault?.kind === 'http' ? errorMessageFromBody(fault.body) : DEFAULT_ERROR_MESSAGE;
}

/** Retry-After is either seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** What of a failure may go into Redux state or an action log: plain data, no body (it may echo personal data). */
export interface SerializableError {
  name: string;
  message: string;
  /** HTTP status for an ApiError (0: no answer), else null. */
  status: number | null;
}

export function toSerializableError(e: unknown): SerializableError {
  if (isApiError(e)) return { name: e.name, message: e.message, status: e.status };
  if (e instanceof Error) return { name: e.name, message: e.message, status: null };
  return { name: 'Error', message: DEFAULT_ERROR_MESSAGE, status: null };
}

/** 000 §8: the default message unless the body carries an errors list, joined with ', '. */
export function errorMessageFromBody(body: unknown): string {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isNonEmptyString) : [];
  return errors.length > 0 ? errors.join(', ') : DEFAULT_ERROR_MESSAGE;
}

const UNAUTHENTICATED_403_MESSAGES = new Set(['unauthenticated', 'invalid signature']);

/** 000 §6: a 401, or a 403 whose message is 'unauthenticated' or 'invalid signature', ends the session. */
export function isUnauthenticatedError(e: unknown): boolean {
  if (!isApiError(e)) return false;
  if (e.status === 401) return true;
  return (
    e.status === 403 &&
    e.serverMessage !== undefined &&
    UNAUTHENTICATED_403_MESSAGES.has(e.serverMessage.trim().toLowerCase())
  );
}

/** 001 §8 message joiner: unique messages joined with ', ', ending with a single period. */
export function joinMessages(messages: readonly string[]): string {
  const unique = [...new Set(messages.map((m) => m.trim()).filter((m) => m !== ''))];
  if (unique.length === 0) return DEFAULT_ERROR_MESSAGE;
  const joined = unique.join(', ');
  return joined.endsWith('.') ? joined : `${joined}.`;
}

export interface RetryPolicy {
  attempts: number;
  initialDelayMs: number;
}

/** 001 §7 retry helper: up to 5 attempts, initial delay 1000 ms doubling. The loop itself is a saga. */
export const RETRY_POLICY: Readonly<RetryPolicy> = Object.freeze({ attempts: 5, initialDelayMs: 1000 });

/** The waits between attempts: one fewer than the attempts, doubling from the initial delay. */
export function retryDelays(policy: Readonly<RetryPolicy>): number[] {
  const waits = Math.max(0, Math.floor(policy.attempts) - 1);
  return Array.from({ length: waits }, (_, i) => policy.initialDelayMs * 2 ** i);
}

export interface HttpClientConfig {
  /** Origin (and optional prefix) of the platform; '' means the page's own origin. */
  baseUrl: string;
  orgCode: string;
  origin: string;
  tokenStore: TokenStore;
  fetchImpl?: typeof fetch;
}

const BEARER = /^Bearer\s+\S+/i;

export function createHttpClient(config: HttpClientConfig): HttpClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  // Resolved per call, not captured, so a test or polyfill installed after creation is still used.
  const doFetch: typeof fetch = (input, init) => (config.fetchImpl ?? fetch)(input, init);

  async function request<T>(req: HttpRequest): Promise<T> {
    if (req.multipart !== undefined && req.body !== undefined) {
      throw new TypeError('A request has either a JSON body or a multipart body, not both');
    }
    const call = `${req.method} ${routePattern(req.path)}`;
    const headers = new Headers({ 'x-org': config.orgCode, 'x-origin': config.origin });
    let body: BodyInit | undefined;
    if (req.multipart !== undefined) {
      body = req.multipart;
    } else if (req.body !== undefined) {
      // Only with a body: a bodiless POST or DELETE declaring JSON is rejected by strict servers (fastify among them).
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(req.body);
    }
    if (req.auth !== false) {
      // A page reads the token another tab stored before the storage event tells it its session ended (decision 453):
      // the call goes neither with the other borrower's token nor with none, whose 401 would end the session just
      // begun there. It fails as a call the page's leaving cuts off, unreported: the page is on its way to the login.
      if (config.tokenStore.changedElsewhere?.())
        throw new DOMException('the session changed in another tab', 'AbortError');
      const token = config.tokenStore.get();
      if (token !== null && token !== '') headers.set('Authorization', token);
    }
    for (const [name, value] of Object.entries(req.headers ?? {})) headers.set(name, value);

    let response: Response;
    try {
      response = await doFetch(baseUrl + req.path + queryString(req.query), {
        method: req.method,
        headers,
        body,
        credentials: 'include',
        // An answer to a signed-in call is the borrower's (their name, income, application): never kept in the
        // browser's HTTP cache, where a logout cannot reach it and the next person on a shared phone could (item 5).
        ...(headers.has('Authorization') ? { cache: 'no-store' as const } : {}),
        signal: req.signal,
        ...(req.keepalive ? { keepalive: true } : {}),
      });
    } catch (e: unknown) {
      if (isAbort(e)) throw e;
      // The underlying error names the URL, whose query may hold personal data, so it is not kept.
      throw new ApiError({ status: 0, body: null, method: req.method, call });
    }

    const renewed = response.headers.get('Authorization');
    const sent = headers.get('Authorization');
    // A renewal lands only on the session the call was sent for (a sign-in was sent with none): one that arrives after
    // a logout here or another borrower's sign-in elsewhere must not put the old session back (decision 453).
    if (
      renewed !== null &&
      BEARER.test(renewed) &&
      (sent === null || tokenSubject(config.tokenStore.get()) === tokenSubject(sent))
    )
      config.tokenStore.set(renewed);

    if (!response.ok) {
      const errorBody = await readBody(response).catch(() => null);
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        body: errorBody,
        method: req.method,
        call,
        retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
      });
    }
    try {
      // The caller's type parameter is its claim about the contract; the client cannot check it.
      return (await readBody(response)) as T;
    } catch (e: unknown) {
      if (isAbort(e)) throw e;
      throw new ApiError({
        status: response.status,
        statusText: response.statusText,
        body: null,
        message: `Response was not convertible to json for ${req.path}`,
        kind: 'unreadable',
        method: req.method,
        call,
      });
    }
  }

  return { request };
}

function queryString(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function isJsonType(contentType: string): boolean {
  return /^application\/([\w.+-]+\+)?json\b/.test(contentType) || contentType.startsWith('text/json');
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const contentType = (response.headers.get('Content-Type') ?? '').toLowerCase();
  if (contentType.startsWith('application/pdf')) return response.arrayBuffer();
  const text = await response.text();
  if (!isJsonType(contentType)) return text;
  return text.trim() === '' ? null : (JSON.parse(text) as unknown);
}

function isAbort(e: unknown): boolean {
  // By name, not instanceof: the DOMException may come from another realm (a fetch polyfill, a test environment).
  return typeof e === 'object' && e !== null && 'name' in e && e.name === 'AbortError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function bodyField(body: unknown, field: string): string | undefined {
  if (!isRecord(body)) return undefined;
  const value = body[field];
  return typeof value === 'string' ? value : undefined;
}

import { createAction, type Middleware } from '@reduxjs/toolkit';
import {
  ACTION_LOG_FORMAT,
  ACTION_LOG_VERSION,
  type ActionLog,
  type ActionLogEntry,
  type ActionLogSnapshot,
} from './actionLogFormat';
import { sanitize, type Masker } from './sanitize';
import { isOrganisationContactKey, isSensitiveKey } from './sensitiveKeys';

/**
 * The borrower (or a developer) asked for the diagnostic log. Recorded like any other action, so the log says when
 * and from where it was exported.
 */
export const logDownloadRequested = createAction<{ source: 'errorFallback' | 'devTools' | 'shortcut' }>(
  'diagnostics/logDownloadRequested',
);

/** Sized for a 12-hour session: the newest ~2,000 actions, a few MB of JSON at most. */
export const DEFAULT_LIMITS = {
  maxEntries: 2000,
  /** Characters of JSON held for entries and checkpoints together. */
  maxChars: 3_000_000,
  /** A state checkpoint every this many entries: eviction drops whole spans up to a checkpoint. */
  checkpointEvery: 200,
  /** A payload larger than this is replaced by a note (the entry is marked truncated). */
  maxEntryChars: 200_000,
  preambleEntries: 100,
  /** Distinct masked values remembered; later ones share one token (privacy kept, tell-apart lost). */
  maxMaskedValues: 20_000,
} as const;

export type ActionLogLimits = { -readonly [K in keyof typeof DEFAULT_LIMITS]: number };

export interface ActionLogRecorderOptions {
  appName?: string;
  appVersion: string;
  /** redux-persist keys: the start state is taken once all have rehydrated (none: at once). */
  rehydrateKeys?: readonly string[];
  now?: () => number;
  newId?: () => string;
  limits?: Partial<ActionLogLimits>;
}

export interface ActionLogRecorder {
  middleware: Middleware;
  sessionId: string;
  exportLog(): ActionLog;
  /** What the buffer holds now; for tests and the developer tool bar. */
  stats(): { entries: number; chars: number; checkpoints: number; dropped: number; maskedValues: number };
}

export const MASK_TOKEN = /^«masked-(\d+|overflow)»$/;

/**
 * A masker that remembers values by a hash, so its memory does not grow with the size of the values, and stops
 * issuing new tokens at a bound so a very long session cannot grow it without limit.
 */
export function createBoundedMasker(maxValues: number): Masker & { size(): number } {
  const tokens = new Map<string, string>();
  return {
    mask(value) {
      const text = typeof value === 'string' ? `s:${value}` : `j:${JSON.stringify(value)}`;
      const key = `${hash(text, 1).toString(36)}.${hash(text, 2).toString(36)}`;
      let token = tokens.get(key);
      if (!token) {
        if (tokens.size >= maxValues) return '«masked-overflow»';
        token = `«masked-${tokens.size + 1}»`;
        tokens.set(key, token);
      }
      return token;
    },
    size: () => tokens.size,
  };
}

/** cyrb53: two seeds give ~106 bits, so two different values sharing a token is not a practical concern. */
function hash(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const QUERY_PARAM = /([?&])([^=&#\s]+)=([^&#\s]*)/g;

/**
 * One-time secrets that come back in a URL's query: the auth provider's `state` nonce and `code` (login-info), and
 * the bank/payroll link tokens (plaid-oauth-success, pointserv-callback). Only in queries: as state keys `state` and
 * `code` are harmless (the property's state is routing data).
 */
const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'state',
  'code',
  'oauth_state_id',
  'public_token',
  'link_token',
]);

/**
 * Free text can carry personal data under a harmless key: a URL's query (`?email=...` in a redirect or the
 * referrer) or an email address quoted in a message. Sensitive query parameters and emails are masked in place.
 */
function scrubText(text: string, masker: Masker): string {
  let out = text.includes('@') ? text.replace(EMAIL, (email) => masker.mask(email)) : text;
  if (out.includes('=')) {
    out = out.replace(QUERY_PARAM, (whole, lead: string, name: string, value: string) => {
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is matched as written.
      }
      const secret = isSensitiveKey(decoded) || SECRET_QUERY_PARAMS.has(decoded.toLowerCase());
      return secret && value !== '' ? `${lead}${name}=${masker.mask(value)}` : whole;
    });
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A URL's query read into an object (`registration/started`'s `query`): its one-time secrets are masked as they are
 * in a query's text, here by name, since the object's `state` is the auth provider's nonce and not a property's.
 */
function scrubQuery(query: Record<string, unknown>, masker: Masker): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query))
    out[name] =
      SECRET_QUERY_PARAMS.has(name.toLowerCase()) && value !== '' && value !== undefined
        ? masker.mask(value)
        : scrub(value, masker);
  return out;
}

function scrub(value: unknown, masker: Masker): unknown {
  if (typeof value === 'string') return scrubText(value, masker);
  if (Array.isArray(value)) return value.map((item) => scrub(item, masker));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // redux-persist's bookkeeping; the app never reads it and a replay without persistence has no use for it.
    if (key === '_persist') continue;
    // The organisation's published support address is not the borrower's, so its email is not scrubbed either.
    if (isOrganisationContactKey(key)) out[key] = child;
    else out[key] = key === 'query' && isRecord(child) ? scrubQuery(child, masker) : scrub(child, masker);
  }
  return out;
}

/** The masking every exit of the log goes through: sensitive keys by the declared list, then free text. */
export function maskForLog(value: unknown, masker: Masker): unknown {
  return scrub(sanitize(value, masker), masker);
}

interface StoredEntry {
  seq: number;
  json: string;
}

interface StoredSnapshot {
  afterSeq: number;
  t: number;
  route: string | null;
  json: string;
}

interface LoggedState {
  navigation?: { location?: { pathname: string; search: string } | null };
  organization?: { status?: string; info?: { orgCode?: string } };
  application?: { application?: { loanNumber?: string } | null };
}

const REHYDRATE = 'persist/REHYDRATE';

const routeOf = (state: LoggedState): string | null => {
  const location = state.navigation?.location;
  return location ? `${location.pathname}${location.search}` : null;
};

/**
 * Records every action into a bounded ring buffer for the diagnostic log (issue 8, docs/action-log.md). The buffer
 * starts from the masked state after rehydration; every `checkpointEvery` entries it keeps a masked state
 * checkpoint, and when it is over its entry or size limit it evicts the oldest span up to a checkpoint, which
 * becomes the new start. So what is exported can always be replayed from its start.
 */
export function createActionLogRecorder(options: ActionLogRecorderOptions): ActionLogRecorder {
  const limits: ActionLogLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const now = options.now ?? (() => Date.now());
  const sessionId = (options.newId ?? (() => globalThis.crypto.randomUUID()))();
  const startedMs = now();
  const masker = createBoundedMasker(limits.maxMaskedValues);
  const pendingKeys = new Set(options.rehydrateKeys ?? []);

  let seq = 0;
  const preamble: StoredEntry[] = [];
  let start: StoredSnapshot | null = null;
  const entries: StoredEntry[] = [];
  const checkpoints: StoredSnapshot[] = [];
  let chars = 0;
  let dropped = 0;
  let getState: () => unknown = () => ({});

  const elapsed = () => Math.max(0, Math.round(now() - startedMs));

  const snapshot = (afterSeq: number): StoredSnapshot => {
    const state = getState() as LoggedState;
    const route = routeOf(state);
    return {
      afterSeq,
      t: elapsed(),
      route: route === null ? null : scrubText(route, masker),
      json: JSON.stringify(maskForLog(state, masker)),
    };
  };

  const entryOf = (action: { type: string; payload?: unknown; meta?: unknown; error?: unknown }): StoredEntry => {
    seq += 1;
    const recorded: ActionLogEntry = { seq, t: elapsed(), type: action.type };
    if ('payload' in action && action.payload !== undefined) recorded.payload = maskForLog(action.payload, masker);
    if ('meta' in action && action.meta !== undefined) recorded.meta = maskForLog(action.meta, masker);
    if ('error' in action && action.error !== undefined) recorded.error = maskForLog(action.error, masker);
    let json = JSON.stringify(recorded);
    if (json.length > limits.maxEntryChars) {
      json = JSON.stringify({
        seq,
        t: recorded.t,
        type: action.type,
        payload: { omitted: `payload of ${json.length} characters is over the ${limits.maxEntryChars} limit` },
        truncated: true,
      } satisfies ActionLogEntry);
    }
    return { seq, json };
  };

  const evictTo = (checkpoint: StoredSnapshot) => {
    while (entries.length > 0 && (entries[0]?.seq ?? Infinity) <= checkpoint.afterSeq) {
      const evicted = entries.shift();
      if (evicted) {
        chars -= evicted.json.length;
        dropped += 1;
      }
    }
    if (start) chars -= start.json.length;
    start = checkpoint;
  };

  const enforceLimits = () => {
    while (entries.length > limits.maxEntries || chars > limits.maxChars) {
      const oldest = checkpoints.shift();
      if (oldest) {
        // Its characters stay counted: it is now the start.
        evictTo(oldest);
        continue;
      }
      // Nothing to fall back on (a few huge entries): restart from the state now.
      const fresh = snapshot(seq);
      chars += fresh.json.length;
      evictTo(fresh);
      return;
    }
  };

  const record = (action: { type: string }) => {
    if (!start) {
      if (preamble.length < limits.preambleEntries) preamble.push(entryOf(action));
      else seq += 1;
      return;
    }
    const stored = entryOf(action);
    entries.push(stored);
    chars += stored.json.length;
    const lastCheckpoint = checkpoints.at(-1)?.afterSeq ?? start.afterSeq;
    if (seq - lastCheckpoint >= limits.checkpointEvery) {
      const checkpoint = snapshot(seq);
      checkpoints.push(checkpoint);
      chars += checkpoint.json.length;
    }
    enforceLimits();
  };

  const takeStart = () => {
    start = snapshot(seq);
    chars += start.json.length;
  };

  const middleware: Middleware = (api) => {
    getState = () => api.getState() as unknown;
    if (pendingKeys.size === 0) takeStart();
    return (next) => (action) => {
      const result = next(action);
      if (typeof action === 'object' && action !== null && typeof (action as { type?: unknown }).type === 'string') {
        const typed = action as { type: string; key?: unknown };
        record(typed);
        if (!start && typed.type === REHYDRATE && typeof typed.key === 'string') {
          pendingKeys.delete(typed.key);
          if (pendingKeys.size === 0) takeStart();
        }
      }
      return result;
    };
  };

  const parseSnapshot = (stored: StoredSnapshot): ActionLogSnapshot => ({
    afterSeq: stored.afterSeq,
    t: stored.t,
    route: stored.route,
    state: JSON.parse(stored.json) as Record<string, unknown>,
  });

  return {
    middleware,
    sessionId,
    exportLog() {
      // A log asked for before rehydration finished starts here, with everything so far in the preamble.
      if (!start) takeStart();
      const state = getState() as LoggedState;
      const organization =
        state.organization?.status === 'resolved' ? (state.organization.info?.orgCode ?? null) : null;
      return {
        format: ACTION_LOG_FORMAT,
        version: ACTION_LOG_VERSION,
        app: { name: options.appName ?? 'heloc-borrower-app', version: options.appVersion },
        session: {
          id: sessionId,
          startedAt: new Date(startedMs).toISOString(),
          organization,
          loanNumber: state.application?.application?.loanNumber ?? null,
        },
        exportedAt: new Date(now()).toISOString(),
        preamble: preamble.map((stored) => JSON.parse(stored.json) as ActionLogEntry),
        start: parseSnapshot(start as StoredSnapshot),
        dropped,
        entries: entries.map((stored) => JSON.parse(stored.json) as ActionLogEntry),
        end: parseSnapshot(snapshot(seq)),
      };
    },
    stats: () => ({
      entries: entries.length,
      chars,
      checkpoints: checkpoints.length,
      dropped,
      maskedValues: masker.size(),
    }),
  };
}

/** The download's file name: the loan number or the session id, never anything the borrower typed. */
export function actionLogFileName(log: ActionLog): string {
  const id = (log.session.loanNumber ?? log.session.id).replace(/[^A-Za-z0-9-]/g, '');
  return `heloc-diagnostic-log-${id || 'session'}.json`;
}

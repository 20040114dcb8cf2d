/**
 * The exported action log (docs/action-log.md). Plain JSON so that support can read it in any editor; versioned so
 * that the replay tools can refuse a log they do not understand instead of replaying it wrongly.
 */
export const ACTION_LOG_FORMAT = 'heloc-action-log';
export const ACTION_LOG_VERSION = 1;

/** One recorded action: what happened, when (ms since the session started), with its payload masked. */
export interface ActionLogEntry {
  /** 1-based, counting every action of the session, so evicted entries leave a visible gap. */
  seq: number;
  t: number;
  type: string;
  payload?: unknown;
  meta?: unknown;
  error?: unknown;
  /** The payload was too large to keep; replaying this entry cannot rebuild the state exactly. */
  truncated?: true;
}

/** The masked state at one point of the session, and the route then. */
export interface ActionLogSnapshot {
  /** The last action applied to this state (0: none recorded yet). */
  afterSeq: number;
  t: number;
  route: string | null;
  state: Record<string, unknown>;
}

export interface ActionLog {
  format: typeof ACTION_LOG_FORMAT;
  version: typeof ACTION_LOG_VERSION;
  app: { name: string; version: string };
  session: { id: string; startedAt: string; organization: string | null; loanNumber: string | null };
  exportedAt: string;
  /** Actions before the persisted state came back: already reflected in `start`, listed for the story only. */
  preamble: ActionLogEntry[];
  /** Where replay begins: the state after rehydration, or a later checkpoint once the ring buffer evicted entries. */
  start: ActionLogSnapshot;
  /** Entries evicted from the ring buffer (between the preamble and `start`). */
  dropped: number;
  entries: ActionLogEntry[];
  /** The live state at export, to check a replay against. */
  end: ActionLogSnapshot;
}

export type ValidationResult = { ok: true; log: ActionLog } | { ok: false; error: string };

type Check = (value: unknown, path: string) => string | null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const string: Check = (value, path) => (typeof value === 'string' ? null : `${path} must be a string`);
const nullableString: Check = (value, path) =>
  value === null || typeof value === 'string' ? null : `${path} must be a string or null`;
const count: Check = (value, path) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? null : `${path} must be a whole number ≥ 0`;
const object: Check = (value, path) => (isRecord(value) ? null : `${path} must be an object`);

const shape =
  (fields: Record<string, Check>): Check =>
  (value, path) => {
    if (!isRecord(value)) return `${path} must be an object`;
    for (const [name, check] of Object.entries(fields)) {
      const problem = check(value[name], `${path}.${name}`);
      if (problem) return problem;
    }
    return null;
  };

const entry = shape({ seq: count, t: count, type: string });
const entries: Check = (value, path) => {
  if (!Array.isArray(value)) return `${path} must be an array`;
  let previous = 0;
  for (const [index, item] of value.entries()) {
    const problem = entry(item, `${path}[${index}]`);
    if (problem) return problem;
    const seq = (item as ActionLogEntry).seq;
    if (seq <= previous) return `${path}[${index}].seq must be greater than the one before (${previous})`;
    previous = seq;
  }
  return null;
};
const snapshot = shape({ afterSeq: count, t: count, route: nullableString, state: object });

const body = shape({
  app: shape({ name: string, version: string }),
  session: shape({ id: string, startedAt: string, organization: nullableString, loanNumber: nullableString }),
  exportedAt: string,
  preamble: entries,
  start: snapshot,
  dropped: count,
  entries,
  end: snapshot,
});

/** The schema check every reader runs first: a clear sentence for a file that is not a log this code can replay. */
export function validateActionLog(value: unknown): ValidationResult {
  if (!isRecord(value)) return { ok: false, error: 'Not an action log: the file is not a JSON object.' };
  if (value.format !== ACTION_LOG_FORMAT) {
    return { ok: false, error: `Not an action log: "format" must be "${ACTION_LOG_FORMAT}".` };
  }
  const { version } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'Malformed action log: "version" must be a whole number ≥ 1.' };
  }
  if (version > ACTION_LOG_VERSION) {
    return {
      ok: false,
      error: `This action log is format version ${version}, newer than this tool reads (up to ${ACTION_LOG_VERSION}). Update the app checkout and try again.`,
    };
  }
  const problem = body(value, 'log');
  if (problem) return { ok: false, error: `Malformed action log: ${problem}.` };
  const log = value as unknown as ActionLog;
  const firstSeq = log.entries[0]?.seq;
  if (firstSeq !== undefined && firstSeq <= log.start.afterSeq) {
    return { ok: false, error: 'Malformed action log: log.entries[0].seq must come after log.start.afterSeq.' };
  }
  return { ok: true, log };
}

/** Parses and checks a log's text (a file's content). */
export function parseActionLog(text: string): ValidationResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error: unknown) {
    return {
      ok: false,
      error: `Not an action log: the file is not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
    };
  }
  return validateActionLog(value);
}

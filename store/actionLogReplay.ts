import type { UnknownAction } from '@reduxjs/toolkit';
import { routeApplication, type RouteDecision } from '../features/application/routing/routeApplication';
import { isTransientStatus } from '../features/application/routing/statusClasses';
import type { ActionLog, ActionLogEntry } from './actionLogFormat';
import { MASK_TOKEN } from './actionLog';
import { rootReducer, type RootState } from './rootReducer';

/** A status change seen while replaying: what the routing engine decides on the replayed application. */
export interface StatusChange {
  from: string | null;
  to: string | null;
  /** Null when the application went away (logout). */
  decision: RouteDecision | null;
  /** The platform is still working: the live app polls and routes only once the status settles or moves on. */
  transient: boolean;
}

export interface ReplayStep {
  /** 0 is the start state; step i applied `entry`. */
  index: number;
  entry: ActionLogEntry | null;
  state: RootState;
  route: string | null;
  statusChange?: StatusChange;
  /** What the live app decided, when this entry is `application/routeDecided`. */
  recordedDecision?: { decision: RouteDecision; trigger: string };
  /** The reducers threw on this entry; the state stays as it was. */
  failure?: string;
}

export interface StateDifference {
  path: string;
  before: unknown;
  after: unknown;
}

const SLICE_KEYS = Object.keys(rootReducer(undefined, { type: '@@replay/init' }));

/** The recorded state as the reducers expect it: unknown slices (from another app version) left out. */
function startState(log: ActionLog): RootState {
  const known = Object.fromEntries(Object.entries(log.start.state).filter(([key]) => SLICE_KEYS.includes(key)));
  // Slices missing from the log (an older app version) start from their initial state.
  return rootReducer(known, { type: '@@replay/start' });
}

const routeOf = (state: RootState): string | null => {
  const { location } = state.navigation;
  return location ? `${location.pathname}${location.search}` : null;
};

const statusKey = (state: RootState): string | null => {
  const status = state.application.application?.status;
  return status ? JSON.stringify(status) : null;
};

const isRouteDecided = (
  entry: ActionLogEntry,
): entry is ActionLogEntry & {
  payload: { decision: RouteDecision; trigger: string };
} => {
  if (entry.type !== 'application/routeDecided') return false;
  const payload = entry.payload as { decision?: unknown; trigger?: unknown } | undefined;
  return typeof payload?.decision === 'object' && payload.decision !== null && typeof payload.trigger === 'string';
};

/**
 * Replays a log through the real reducers (no sagas, no network): the start state, then each entry up to `until`
 * (an entry's seq). Every step keeps its state; the reducers share unchanged parts, so this stays small.
 */
export function replayLog(log: ActionLog, { until }: { until?: number } = {}): ReplayStep[] {
  let state = startState(log);
  const steps: ReplayStep[] = [{ index: 0, entry: null, state, route: routeOf(state) }];
  for (const entry of log.entries) {
    if (until !== undefined && entry.seq > until) break;
    const before = state;
    const step: ReplayStep = { index: steps.length, entry, state, route: null };
    try {
      const action: UnknownAction = { type: entry.type };
      if (entry.payload !== undefined) action.payload = entry.payload;
      if (entry.meta !== undefined) action.meta = entry.meta;
      if (entry.error !== undefined) action.error = entry.error;
      state = rootReducer(state, action);
    } catch (error: unknown) {
      step.failure = error instanceof Error ? error.message : String(error);
    }
    step.state = state;
    step.route = routeOf(state);
    if (statusKey(before) !== statusKey(state)) {
      const application = state.application.application;
      step.statusChange = {
        from: before.application.application?.status.checklistStatus ?? null,
        to: application?.status.checklistStatus ?? null,
        decision: application ? routeApplication(application) : null,
        transient: isTransientStatus(application?.status.checklistStatus ?? ''),
      };
    }
    if (isRouteDecided(entry)) step.recordedDecision = entry.payload;
    steps.push(step);
  }
  return steps;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What changed between two states, leaf by leaf (unchanged branches are skipped by identity). */
export function diffStates(before: unknown, after: unknown, limit = 200): StateDifference[] {
  const out: StateDifference[] = [];
  const visit = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit || Object.is(a, b)) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
        visit(a[key], b[key], path ? `${path}.${key}` : key);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      a.forEach((item, index) => {
        visit(item, b[index], `${path}[${index}]`);
      });
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, before: a, after: b });
  };
  visit(before, after, '');
  return out;
}

const isMasked = (value: unknown): boolean => typeof value === 'string' && MASK_TOKEN.test(value);

/**
 * Differences between a replayed state and the recorded one, apart from masked values: where either side holds a
 * mask token the values cannot be compared (a reducer may have derived text from a masked input). A field the
 * recording app did not have (absent from the recorded state) is a newer reducer's addition, not a divergence.
 */
export function unexplainedDifferences(replayed: RootState, recorded: Record<string, unknown>): StateDifference[] {
  const normal = JSON.parse(JSON.stringify(replayed)) as Record<string, unknown>;
  const known = Object.fromEntries(Object.entries(recorded).filter(([key]) => SLICE_KEYS.includes(key)));
  return diffStates(normal, known).filter(
    (difference) => difference.after !== undefined && !isMasked(difference.before) && !isMasked(difference.after),
  );
}

/** A short, readable line for a value in a timeline. */
export function preview(value: unknown, max = 160): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export const describeStatusChange = ({ from, to, decision, transient }: StatusChange): string =>
  `status ${from ?? '(none)'} → ${to ?? '(none)'}: ${
    transient ? 'transient, the app waits and polls; ' : ''
  }routing engine → ${decision ? describeDecision(decision) : 'no application'}`;

export const describeDecision = (decision: RouteDecision): string => {
  const { destination } = decision;
  const where = destination.kind === 'external' ? `${destination.href} (full page load)` : destination.path;
  return `${where} (status table row "${decision.row}")${decision.warning ? `; ${decision.warning}` : ''}`;
};

/**
 * Replays a diagnostic action log through the real reducers and prints the borrower's story (docs/action-log.md).
 *
 *   npm run replay -- FILE [--until N] [--show route|state|diff]... [--json]
 *
 * The timeline always shows route changes; --show route adds the route after every action, --show diff the state
 * changes of each action, --show state the whole replayed state at the end.
 */
import { readFileSync } from 'node:fs';
import { parseActionLog, type ActionLog } from '../store/actionLogFormat';
import {
  describeDecision,
  describeStatusChange,
  diffStates,
  preview,
  replayLog,
  unexplainedDifferences,
  type ReplayStep,
} from '../store/actionLogReplay';

const USAGE = 'Usage: npm run replay -- FILE [--until N] [--show route|state|diff]... [--json]';
const SHOWS = ['route', 'state', 'diff'] as const;
type Show = (typeof SHOWS)[number];

export const EXIT = { ok: 0, invalidLog: 1, usage: 2, mismatch: 3 } as const;

interface Options {
  file: string;
  until?: number;
  show: Set<Show>;
  json: boolean;
}

function parseArgs(args: string[]): Options | string {
  let file: string | undefined;
  let until: number | undefined;
  const show = new Set<Show>();
  let json = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--until') {
      const value = Number(args[(i += 1)]);
      if (!Number.isInteger(value) || value < 0) return '--until needs an action number (the #N of the timeline)';
      until = value;
    } else if (arg === '--show') {
      const value = args[(i += 1)] ?? '';
      for (const part of value.split(',')) {
        if (!(SHOWS as readonly string[]).includes(part)) return `--show takes ${SHOWS.join(', ')} (got "${part}")`;
        show.add(part as Show);
      }
    } else if (arg === '--json') {
      json = true;
    } else if (arg.startsWith('--')) {
      return `Unknown option ${arg}`;
    } else if (file === undefined) {
      file = arg;
    } else {
      return `One log file at a time (got "${file}" and "${arg}")`;
    }
  }
  if (file === undefined) return 'Which log? Give the file path';
  return { file, ...(until === undefined ? {} : { until }), show, json };
}

const seconds = (ms: number): string => `+${(ms / 1000).toFixed(1)}s`;

function describeStep(step: ReplayStep, previousRoute: string | null, show: Set<Show>, previous: ReplayStep): string[] {
  const entry = step.entry;
  if (!entry) return [];
  const payload = preview(entry.payload, 140);
  const lines = [
    `${`#${entry.seq}`.padEnd(6)}${seconds(entry.t).padStart(8)}  ${entry.type}${payload ? `  ${payload}` : ''}`,
  ];
  if (entry.truncated)
    lines.push('      ! payload not recorded (too large): the replayed state may differ from here on');
  if (step.failure) lines.push(`      ! the reducers threw: ${step.failure}`);
  if (step.route !== previousRoute) lines.push(`      route → ${step.route ?? '(none)'}`);
  else if (show.has('route')) lines.push(`      route   ${step.route ?? '(none)'}`);
  if (step.statusChange) {
    lines.push(`      ${describeStatusChange(step.statusChange)}`);
  }
  if (step.recordedDecision) {
    lines.push(
      `      live app decided (${step.recordedDecision.trigger}) → ${describeDecision(step.recordedDecision.decision)}`,
    );
  }
  if (show.has('diff')) {
    for (const change of diffStates(previous.state, step.state, 40)) {
      lines.push(`      ~ ${change.path}: ${preview(change.before, 60) || '∅'} → ${preview(change.after, 60) || '∅'}`);
    }
  }
  return lines;
}

function header(log: ActionLog): string[] {
  const { session, app } = log;
  return [
    `Action log v${log.version} · ${app.name} ${app.version} · organisation ${session.organization ?? '(none)'} · session ${session.id}${session.loanNumber ? ` · loan ${session.loanNumber}` : ''}`,
    `Started ${session.startedAt}, exported ${log.exportedAt}: ${log.entries.length} actions${log.dropped ? `, ${log.dropped} older ones dropped by the ring buffer` : ''}`,
    ...log.preamble.map(
      (entry) => `(before rehydration, already in the start state) #${entry.seq} ${seconds(entry.t)} ${entry.type}`,
    ),
    `Start at ${seconds(log.start.t)} (after #${log.start.afterSeq}): route ${log.start.route ?? '(none)'}`,
  ];
}

export function run(args: string[], out: (line: string) => void, err: (line: string) => void): number {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    err(options);
    err(USAGE);
    return EXIT.usage;
  }
  let text: string;
  try {
    text = readFileSync(options.file, 'utf8');
  } catch (error: unknown) {
    err(`Cannot read ${options.file}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.usage;
  }
  const parsed = parseActionLog(text);
  if (!parsed.ok) {
    err(`${options.file}: ${parsed.error}`);
    return EXIT.invalidLog;
  }
  const { log } = parsed;
  const steps = replayLog(log, options.until === undefined ? {} : { until: options.until });
  const last = steps[steps.length - 1] ?? steps[0];
  if (!last) return EXIT.invalidLog;
  const reachedEnd = last.index === log.entries.length;
  const differences = reachedEnd ? unexplainedDifferences(last.state, log.end.state) : [];
  const routeMatches = !reachedEnd || last.route === log.end.route;

  if (options.json) {
    out(
      JSON.stringify(
        {
          version: log.version,
          steps: steps.length - 1,
          finalRoute: last.route,
          recordedRoute: log.end.route,
          reachedEnd,
          matchesRecorded: reachedEnd ? routeMatches && differences.length === 0 : null,
          differences,
          timeline: steps.slice(1).map((step) => ({
            seq: step.entry?.seq,
            type: step.entry?.type,
            route: step.route,
            ...(step.statusChange ? { statusChange: step.statusChange } : {}),
            ...(step.recordedDecision ? { recordedDecision: step.recordedDecision } : {}),
          })),
          ...(options.show.has('state') ? { state: last.state } : {}),
        },
        null,
        2,
      ),
    );
  } else {
    header(log).forEach(out);
    let route = steps[0]?.route ?? null;
    for (let i = 1; i < steps.length; i += 1) {
      const step = steps[i];
      const previous = steps[i - 1];
      if (!step || !previous) continue;
      describeStep(step, route, options.show, previous).forEach(out);
      route = step.route;
    }
    out(`Final route: ${last.route ?? '(none)'}`);
    if (options.show.has('state')) out(JSON.stringify(last.state, null, 2));
    if (!reachedEnd) out(`Stopped at #${last.entry?.seq ?? log.start.afterSeq} (--until); not compared with the end.`);
    else if (routeMatches && differences.length === 0) {
      out('The replay reached the recorded final state and route (masked values aside).');
    }
  }
  if (reachedEnd && (!routeMatches || differences.length > 0)) {
    err(`The replay differs from the recorded end state (recorded route ${log.end.route ?? '(none)'}):`);
    for (const difference of differences.slice(0, 20)) {
      err(
        `  ${difference.path}: replayed ${preview(difference.before, 80)}, recorded ${preview(difference.after, 80)}`,
      );
    }
    return EXIT.mismatch;
  }
  return EXIT.ok;
}

// Run only as the command, not when a test imports `run`.
if (process.argv[1]?.endsWith('replay.ts')) {
  process.exitCode = run(
    process.argv.slice(2),
    (line) => {
      process.stdout.write(`${line}\n`);
    },
    (line) => {
      process.stderr.write(`${line}\n`);
    },
  );
}

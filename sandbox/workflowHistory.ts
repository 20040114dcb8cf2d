/**
 * The sandbox's status history (issue 37): which statuses a run, or the registration workflow, has reached and when,
 * computed from the same steps the workflow (sandbox/workflow.ts) moves by, so the timeline never disagrees with it.
 */
import type { ChecklistStatus } from './contract';
import { SCENARIOS, type Run, type Scenario, type ScenarioKey, type StepCount } from './workflow';

/** A status reached, `offsetMs` after its run (or the registration workflow) started (issue 37's status history). */
export interface ReachedStatus {
  checklistStatus: ChecklistStatus;
  offsetMs: number;
}

/** Every status a run of `transients` then `outcome` has reached `elapsedMs` after it started, oldest first. Pure. */
function reachedStatuses(
  transients: readonly (readonly [ChecklistStatus, StepCount])[],
  outcome: ChecklistStatus,
  elapsedMs: number,
  stepMs: number,
): ReachedStatus[] {
  const reached: ReachedStatus[] = [];
  let offsetMs = 0;
  for (const [status, steps] of transients) {
    if (offsetMs > elapsedMs) return reached;
    reached.push({ checklistStatus: status, offsetMs });
    if (steps === 'forever') return reached;
    offsetMs += steps * stepMs;
  }
  if (offsetMs <= elapsedMs) reached.push({ checklistStatus: outcome, offsetMs });
  return reached;
}

/** The statuses a borrower's run has reached by `elapsedMs`. Pure. */
export const runHistoryAt = (run: Run, elapsedMs: number, stepMs: number): ReachedStatus[] =>
  reachedStatuses(run.transients, run.outcome, Math.max(0, elapsedMs), stepMs);

/** The statuses the registration workflow of `key` has reached by `elapsedMs`. Pure. */
export function workflowHistoryAt(key: ScenarioKey, elapsedMs: number, stepMs: number): ReachedStatus[] {
  const scenario: Scenario = SCENARIOS[key];
  return reachedStatuses(scenario.transients, scenario.outcome.checklistStatus, Math.max(0, elapsedMs), stepMs);
}

/*
 * Whether the page's first screen has shown: its one h1 (src/ui/PageHeading.tsx) has committed, and no placeholder for
 * data still loading (src/ui/Skeleton.tsx) is on the page: the offer screen's heading commits before its offers, which
 * are its largest paint, and what waits here came in before them (decision 179). What no screen needs
 * (telemetry, prefetched code) waits for it, so that on a slow phone its requests and code do not compete with the
 * screen's own: on an application page the screen waits for the application's status and its data (issue 16).
 * Module state, like the page it describes: there is one first screen per page load.
 */
let shown = false;
let headingShown = false;
/** What the first screen still waits for: its heading until it commits, and each loading placeholder on the page. */
let pending = 1;
const waiting = new Set<() => void>();

/** Whether the page's first screen has shown yet. */
export const firstScreenHasShown = (): boolean => shown;

function release(): void {
  pending -= 1;
  if (pending > 0 || shown) return;
  shown = true;
  const runs = [...waiting];
  waiting.clear();
  for (const run of runs) run();
}

/** The first screen's heading has committed. */
export function firstScreenShown(): void {
  if (headingShown) return;
  headingShown = true;
  release();
}

/**
 * A placeholder for data still loading is on the page; the function returned, called once, says it is gone.
 * Placeholders register in a layout effect, which runs before the heading's passive effect in the same commit.
 */
export function placeholderShown(): () => void {
  pending += 1;
  return release;
}

/**
 * Runs `work` once the first screen has shown, or after `maxWaitMs` if it has not (a page whose screen cannot load
 * still gets its telemetry).
 */
export function afterFirstScreen(work: () => void, win: Pick<Window, 'setTimeout'>, maxWaitMs: number): void {
  if (shown) {
    work();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    waiting.delete(run);
    work();
  };
  waiting.add(run);
  win.setTimeout(run, maxWaitMs);
}

/**
 * `afterFirstScreen` as a promise: what the sagas wait on (their context's `page.firstScreen`). It resolves in a task
 * of its own: resolved at once, the sagas' work would run in the microtasks of the screen's commit, one long task on a
 * phone (issue 16).
 */
export const firstScreen = (win: Pick<Window, 'setTimeout'>, maxWaitMs: number): Promise<void> =>
  new Promise((resolve) => {
    afterFirstScreen(() => win.setTimeout(resolve, 0), win, maxWaitMs);
  });

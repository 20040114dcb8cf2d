// `npm test`: the type check, the lint and the build, side by side; then jest beside the engines project (the core
// path in WebKit and Firefox, issue 46); then the browser suite. It stops at the first stage that fails and prints the
// run's wall time, pass or fail, so a slow run is seen where it happens (issue 35: the whole run should stay under 15
// minutes on a 2-core machine).
//
// eslint and webpack each keep one core busy, and the type check (TypeScript 7's native compiler, decision 299) takes
// seconds, so on two cores the three side by side take about as long as the lint alone; jest and Playwright use both
// cores by themselves and the main browser suite runs alone (decisions 288, 298); the engines project's two browsers
// run beside jest, where they cost less wall time than in a stage of their own (decision 324). The lint is the first
// stage's longest script and runs on one thread, so the type check and the build run at a lower CPU priority and take
// the time it leaves (decision 303). The smoke set behind nginx (one worker, mostly waiting on its pages) follows the
// build in the first stage, where the lint's last half-minute leaves a core idle, instead of adding its time after the
// browser suite (decision 461).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Each stage is a list of parts run side by side; a part is an npm script, or scripts run in turn (the next only when
 * the one before passed). A part's output is printed whole when it ends.
 */
const STAGES = [['typecheck', 'lint', ['test:build', 'test:nginx']], ['test:unit', 'test:engines'], ['test:chromium']];
/** Scripts that yield the CPU to the rest of their stage (nice 10, where `nice` exists). */
const YIELDING = new Set(['typecheck', 'test:build']);
/**
 * What a script finds in its environment here. The lint checks a build's syntax against the supported browsers when
 * there is one (tools/check-bundle-syntax.mjs); beside the build it would read a dist/ being rewritten, so it leaves
 * the check to test:build, which runs it once its build is done (decision 308).
 */
const ENVIRONMENT = { lint: { BUNDLE_CHECK_AFTER_BUILD: '1' } };

const started = Date.now();
const took = [];
let status = 0;
for (const stage of STAGES) {
  const results = (await Promise.all(stage.map((part) => runInTurn([part].flat(), stage.length > 1)))).flat();
  for (const result of results) took.push(`${result.script} ${duration(result.ms)}`);
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    status = failed[0].status;
    console.error(`\nFailed: ${failed.map((result) => result.script).join(', ')}`);
    break;
  }
}
console.log(`\n${took.join(', ')}`);
console.log(`npm test wall time: ${duration(Date.now() - started)}${status === 0 ? '' : ' (failed)'}`);
process.exit(status);

/** Runs the scripts one after the other, up to the first that fails; resolves to the results of those run. */
async function runInTurn(scripts, hold) {
  const results = [];
  for (const script of scripts) {
    const result = await run(script, hold);
    results.push(result);
    if (result.status !== 0) break;
  }
  return results;
}

/** Runs `npm run script`; side by side, its output is held and printed in one piece so the logs do not interleave. */
function run(script, hold) {
  const scriptStarted = Date.now();
  return new Promise((resolve) => {
    const [command, args] =
      YIELDING.has(script) && process.platform !== 'win32'
        ? ['nice', ['-n', '10', npm, 'run', script]]
        : [npm, ['run', script]];
    const child = spawn(command, args, {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...ENVIRONMENT[script] },
    });
    const output = [];
    if (hold) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code) => {
      if (hold) process.stdout.write(`\n── npm run ${script} ──\n${Buffer.concat(output).toString()}`);
      resolve({ script, status: code ?? 1, ms: Date.now() - scriptStarted });
    });
  });
}

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

// `npm test`: the type check, the lint, jest and the browser suite, one after the other, stopping at the first that
// fails (as `a && b` would), then the run's wall time, pass or fail, so a slow run is seen where it happens (issue 35:
// the whole run should stay under 15 minutes on a 2-core machine).
import { spawnSync } from 'node:child_process';

const STEPS = ['typecheck', 'lint', 'test:unit', 'test:e2e'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const started = Date.now();
const took = [];
let status = 0;
for (const step of STEPS) {
  const stepStarted = Date.now();
  status = spawnSync(npm, ['run', step], { stdio: 'inherit' }).status ?? 1;
  took.push(`${step} ${duration(Date.now() - stepStarted)}`);
  if (status !== 0) break;
}
console.log(`\n${took.join(', ')}`);
console.log(`npm test wall time: ${duration(Date.now() - started)}${status === 0 ? '' : ' (failed)'}`);
process.exit(status);

function duration(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

// The browser suite runs in Debian's Chromium (no browser downloads here). Install it when we can; never skip.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: run "sudo apt-get update && sudo apt-get install -y chromium" and try again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is still missing at ${CHROMIUM} after apt-get install chromium.`);
    process.exit(1);
  }
}

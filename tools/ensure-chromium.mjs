// The browser suite runs in Debian's Chromium (no browser downloads here): the main suite in its headless shell, the
// nginx smoke set in the full browser (decision 304). Install both when we can; never skip.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS = process.env.CHROMIUM_HEADLESS_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const PACKAGES = ['chromium', 'chromium-headless-shell'];
const missing = () => [CHROMIUM, HEADLESS].filter((browser) => !existsSync(browser));

if (missing().length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${missing().join(' and ')}: run "sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}" and try again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
  if (missing().length > 0) {
    console.error(
      `Chromium is still missing at ${missing().join(' and ')} after apt-get install ${PACKAGES.join(' ')}.`,
    );
    process.exit(1);
  }
}

// The browser suite runs in Debian's Chromium (no browser downloads here): the main suite in its headless shell, the
// nginx smoke set in the full browser (decision 304); the engines project in Debian's WebKitGTK (its WebDriver and
// MiniBrowser, under Xvfb) and Firefox ESR (issue 46). Install them when we can; never skip.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS = process.env.CHROMIUM_HEADLESS_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
// The engines' paths and packages as test/engines/install.ts names them.
const ENGINES = [
  '/usr/bin/firefox-esr',
  '/usr/bin/WebKitWebDriver',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/bin/xvfb-run',
];
const PACKAGES = ['chromium', 'chromium-headless-shell', 'firefox-esr', 'webkit2gtk-driver', 'xvfb'];
const missing = () => [CHROMIUM, HEADLESS, ...ENGINES].filter((browser) => !existsSync(browser));

if (missing().length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `The test browsers are missing (${missing().join(', ')}): run "sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}" and try again.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium, firefox-esr and webkit2gtk-driver for the browser tests...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
  if (missing().length > 0) {
    console.error(
      `The test browsers are still missing (${missing().join(', ')}) after apt-get install ${PACKAGES.join(' ')}.`,
    );
    process.exit(1);
  }
}

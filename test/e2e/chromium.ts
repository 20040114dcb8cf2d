import path from 'node:path';

/**
 * How the browser suite starts Chromium (playwright.config.ts, and through it playwright.nginx.config.ts): Debian's
 * /usr/bin/chromium, with what a 2-core machine running two workers should not spend its CPU on.
 */

/**
 * Chromium's new headless mode builds the omnibox popup of every page's window as a WebUI in a renderer process of
 * its own: about 1.7 of the 3.5 core-seconds a fresh page's first load of register-v2 cost here, for a window no test
 * sees (decision 294). A second `--disable-features` replaces Playwright's own, so Playwright's list comes first, word
 * for word (playwright-core's chromiumSwitches); test/tools/chromiumFlags.test.ts fails when an upgrade changes it.
 */
export const DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // The omnibox popup, as above.
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  // A renderer started ahead for a next page that comes, in a test, with a new context of its own: 0.2 core-s a page.
  'SpareRendererForSitePerProcess',
];

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/** Debian's Chromium, or the one CHROMIUM_PATH names: the full browser, for the nginx smoke set (decision 304). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The main suite's browser: Debian's `chromium-headless-shell`, the same Chromium build (Blink and V8 of the same
 * version) without the desktop browser's windows, the headless mode Playwright itself runs by default. A fresh page
 * costs about a fifth less CPU, and the suite about 17% fewer worker-seconds (decision 304). CHROMIUM_HEADLESS_PATH
 * names another; CHROMIUM_PATH alone puts the whole suite on that browser.
 */
export const HEADLESS_CHROMIUM_PATH =
  process.env.CHROMIUM_HEADLESS_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The same browser at the scheduler's idle priority, for the 4x-slowed pages of the hostile project: a slowed page
 * burns a core while it is open, and at idle priority it burns only what the other worker leaves (decision 297). The
 * launcher starts the browser IDLE_BROWSER names, which the project's launch options set to HEADLESS_CHROMIUM_PATH.
 */
export const IDLE_CHROMIUM_PATH = path.join(__dirname, 'chromium-idle.sh');

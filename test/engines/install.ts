/**
 * Where the engines project finds WebKit and Firefox (Debian's packages), and its one answer when one is missing: the
 * test fails with the command that installs it; it is never skipped (issue 46). tools/ensure-chromium.mjs installs
 * the same packages before `npm test`'s browser stages when it runs as root.
 */
import { existsSync } from 'node:fs';

export type EngineName = 'webkit' | 'firefox';

export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'] as const;
export const INSTALL_COMMAND = `apt-get install -y ${ENGINE_PACKAGES.join(' ')}`;

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB_RUN = '/usr/bin/xvfb-run';
export const FIREFOX = '/usr/bin/firefox-esr';

const NEEDED: Record<EngineName, readonly string[]> = {
  webkit: [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN],
  firefox: [FIREFOX],
};

/** Throws, naming what is missing and how to install it, unless every file the engine needs is there. */
export function requireInstalled(engine: EngineName, exists: (file: string) => boolean = existsSync): void {
  const missing = NEEDED[engine].filter((file) => !exists(file));
  if (missing.length > 0)
    throw new Error(
      `${engine} is not installed here (missing ${missing.join(', ')}): run "sudo apt-get update && sudo ${INSTALL_COMMAND}"`,
    );
}

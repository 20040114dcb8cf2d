import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ENGINE_PACKAGES,
  FIREFOX,
  INSTALL_COMMAND,
  MINIBROWSER,
  WEBKIT_DRIVER,
  XVFB_RUN,
  requireInstalled,
} from './install';

describe('a missing engine fails with the command that installs it', () => {
  it('names what is missing and the apt-get command', () => {
    expect(() => {
      requireInstalled('firefox', () => false);
    }).toThrow(
      'firefox is not installed here (missing /usr/bin/firefox-esr): run "sudo apt-get update && sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb"',
    );
    expect(() => {
      requireInstalled('webkit', (file) => file !== MINIBROWSER);
    }).toThrow(new RegExp(`missing ${MINIBROWSER}\\): run .*${INSTALL_COMMAND}`));
  });

  it('lets an installed engine start', () => {
    expect(() => {
      requireInstalled('webkit', () => true);
    }).not.toThrow();
  });
});

describe('the test command installs what the engines project needs', () => {
  it('tools/ensure-chromium.mjs checks the same files and installs the same packages', () => {
    const source = readFileSync(path.join(__dirname, '..', '..', 'tools', 'ensure-chromium.mjs'), 'utf8');
    for (const file of [MINIBROWSER, WEBKIT_DRIVER, XVFB_RUN, FIREFOX]) expect(source).toContain(`'${file}'`);
    for (const name of ENGINE_PACKAGES) expect(source).toContain(`'${name}'`);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import browserslist from 'browserslist';
import { supportedBrowsers, swcTargets } from '../../tools/webpack/browser-targets.js';

/**
 * The supported browsers (package.json's browserslist, README "Supported browsers", decision 308), and the two checks
 * that keep the app within them: the bundle syntax check and eslint-plugin-compat. Each check is run as `npm run lint`
 * runs it, on a small fixture, and must fail.
 */
const root = path.resolve(__dirname, '../..');
const TWO_YEARS_AGO_S = (Date.now() - 2 * 365.25 * 24 * 3600 * 1000) / 1000;
// A release date is a day; a week either side keeps the check off the boundary.
const WEEK_S = 7 * 24 * 3600;

/** Each family's versions in the resolved list, oldest last, as browserslist prints them. */
function families(list: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const entry of list) {
    const [name = '', version = ''] = entry.split(' ');
    byName.set(name, [...(byName.get(name) ?? []), version]);
  }
  return byName;
}

describe('the supported browsers', () => {
  const list = supportedBrowsers();
  const byName = families(list);

  test('name exactly the families the README lists', () => {
    expect([...byName.keys()].sort()).toEqual(
      ['and_chr', 'and_ff', 'chrome', 'edge', 'firefox', 'ios_saf', 'safari', 'samsung'].sort(),
    );
  });

  test('reach back two years in each family, and no further', () => {
    for (const [name, versions] of byName) {
      const data = browserslist.data[name];
      if (!data) throw new Error(`no browser data for ${name}`);
      const dated = versions.map((version) => ({ version, date: data.releaseDate[version] ?? null }));
      for (const { version, date } of dated) {
        if (name === 'firefox' && browserslist('Firefox ESR').includes(`firefox ${version}`)) continue;
        if (date === null) continue;
        expect({ name, version, recent: date >= TWO_YEARS_AGO_S - WEEK_S }).toEqual({ name, version, recent: true });
      }
      // The release before the oldest one listed is older than two years (a family's single newest version aside).
      const released = data.released;
      const oldest = versions.at(-1) ?? '';
      const before = released[released.indexOf(oldest) - 1];
      const beforeDate = before === undefined ? null : (data.releaseDate[before] ?? null);
      if (versions.length > 1 && beforeDate !== null) expect(beforeDate).toBeLessThan(TWO_YEARS_AGO_S + WEEK_S);
    }
  });

  test('include the current Firefox ESR', () => {
    const esr = browserslist('Firefox ESR');
    expect(esr.length).toBeGreaterThan(0);
    for (const entry of esr) expect(list).toContain(entry);
  });

  test("give swc each engine's oldest version, under the names swc knows", () => {
    const targets = swcTargets();
    // swc aborts the build on a name it does not know, and rewrites everything for one it has no data for.
    expect(Object.keys(targets).sort()).toEqual(['chrome', 'edge', 'firefox', 'ios', 'safari', 'samsung']);
    expect(swcTargets(['ios_saf 18.5-18.7', 'ios_saf 18.2', 'and_chr 157', 'chrome 132', 'and_ff 160'])).toEqual({
      ios: '18.2',
      chrome: '132',
      firefox: '160',
    });
    expect(swcTargets(['safari 9.1', 'safari 10', 'safari 18.2'])).toEqual({ safari: '9.1' });
  });
});

/** Runs a command of the repository as npm would, from its root. */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
    input: options.input,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the bundle syntax check (tools/check-bundle-syntax.mjs)', () => {
  let dist: string;
  const check = (...args: string[]) =>
    run('node', ['tools/check-bundle-syntax.mjs', ...args], { env: { DIST_DIR: dist } });

  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'bundle-syntax-'));
    mkdirSync(path.join(dist, 'static'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    // Syntax all of them parse: private fields, static blocks, the RegExp v flag (ES2024).
    writeFileSync(
      path.join(dist, 'static/main.0123456789.js'),
      'class A { #p = 1; static { this.re = /[\\p{L}--\\p{N}]/v; } get p() { return this.#p ?? 0; } }\nexport { A };\n',
    );
  });
  afterEach(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  test("passes a build within the supported browsers' syntax", () => {
    const { status, output } = check();
    expect(output).toContain('every shipped script is ES2024');
    expect(status).toBe(0);
  });

  test('fails a build with a chunk in newer syntax, naming the file', () => {
    // `using` declarations (explicit resource management): none of the oldest supported versions parses them.
    writeFileSync(path.join(dist, 'static/lib.abcdef0123.js'), 'export function f(r) { using x = r; return x; }\n');
    const { status, output } = check();
    expect(output).toContain('lib.abcdef0123.js');
    expect(output).toContain('uses syntax beyond ES2024');
    expect(status).toBe(1);
  });

  test('checks the service worker beside index.html too', () => {
    writeFileSync(path.join(dist, 'sw.js'), 'const re = /(?i:a)b/;\nexport { re };\n');
    const { status, output } = check();
    expect(output).toContain('sw.js');
    expect(status).toBe(1);
  });

  test('without a build: fails alone, passes as part of the lint (--if-built)', () => {
    rmSync(path.join(dist, 'index.html'));
    expect(check().status).toBe(1);
    expect(check('--if-built').status).toBe(0);
  });

  test('is run by the lint, and after the build by test:build', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.lint).toContain('node tools/check-bundle-syntax.mjs --if-built');
    expect(scripts['test:build']).toMatch(/npm run build .*&& node tools\/check-bundle-syntax\.mjs/);
  });
});

describe("eslint-plugin-compat on the app's own code", () => {
  /**
   * ESLint with the project's configuration, as `npm run lint` runs it, on texts given as files of the folders named
   * (one process: loading the configuration is most of the time). Resolves to each file's compat/compat messages.
   */
  function lint(files: Record<string, string>): Record<string, string[]> {
    const script = `
      import { ESLint } from 'eslint';
      const eslint = new ESLint();
      const files = JSON.parse(process.argv[1]);
      const messages = {};
      for (const [filePath, text] of Object.entries(files)) {
        const [result] = await eslint.lintText(text, { filePath });
        messages[filePath] = result.messages.map((message) => \`\${message.ruleId}: \${message.message}\`);
      }
      console.log(JSON.stringify(messages));`;
    const { status, output } = run('node', ['--input-type=module', '-e', script, JSON.stringify(files)]);
    if (status !== 0) throw new Error(output);
    return JSON.parse(output) as Record<string, string[]>;
  }
  const tooNew = 'export const pattern = new URLPattern({ pathname: "/account/heloc/*" });\n';
  const featureChecked =
    'export function pattern() {\n  if (typeof URLPattern === "function") return new URLPattern({});\n  return null;\n}\n';

  test('fails a web API a supported browser lacks in src, features, sagas and store; passes it behind a feature check and in the sandbox', () => {
    const messages = lint({
      'src/compat-fixture.js': tooNew,
      'features/compat-fixture.js': tooNew,
      'sagas/compat-fixture.js': tooNew,
      'store/compat-fixture.js': tooNew,
      'src/compat-checked-fixture.js': featureChecked,
      'sandbox/compat-fixture.js': tooNew,
    });
    for (const folder of ['src', 'features', 'sagas', 'store']) {
      expect(messages[`${folder}/compat-fixture.js`]).toEqual([
        expect.stringMatching(/^compat\/compat: URLPattern is not supported in .*Safari 18\.2/),
      ]);
    }
    expect(messages['src/compat-checked-fixture.js']).toEqual([]);
    expect(messages['sandbox/compat-fixture.js']).toEqual([]);
  }, 60_000);
});

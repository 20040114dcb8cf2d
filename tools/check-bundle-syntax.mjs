// The shipped scripts parse in every supported browser (issue 46): es-check reads package.json's browserslist (README,
// "Supported browsers"), takes the newest ECMAScript version all of them support (ES2024 today: Chrome and Edge 132)
// and fails on any syntax beyond it. swc writes our own code for the same list (tools/webpack/browser-targets.js), but
// webpack copies node_modules as their authors wrote them, so a library that ships newer syntax is caught here.
//
//   node tools/check-bundle-syntax.mjs            checks $DIST_DIR (dist/), fails without a build
//   node tools/check-bundle-syntax.mjs --if-built  the same, and passes when there is no build yet (`npm run lint`)
//
// `npm run test:build` runs it after its build; `npm run lint` runs it with --if-built, except inside `npm test`, where
// the lint runs beside the build and would read a dist/ being rewritten (tools/test-all.mjs, decision 308).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChecks } from 'es-check';

/**
 * Checks every script under `dir` (the entry, its chunks, the service worker) against the ECMAScript version of the
 * browsers `browserslistQuery` names, or of package.json's browserslist without one. Resolves to that version (as
 * es-check names it, "ES15" for ES2024) and the failures, one a file, each with es-check's reason.
 */
export async function checkBundleSyntax(dir, browserslistQuery) {
  let ecmaVersion = 'unknown';
  // es-check says which version it chose only in its debug log.
  const logger = {
    isLevelEnabled: (level) => level === 'debug',
    debug: (message) => {
      const chosen = /Using (ES\d+) based on browserslist/.exec(String(message));
      if (chosen) ecmaVersion = chosen[1];
    },
    info: () => undefined,
    warn: () => undefined,
    error: () => undefined,
  };
  const result = await runChecks(
    [
      {
        ecmaVersion: 'checkBrowser',
        checkBrowser: true,
        ...(browserslistQuery === undefined ? {} : { browserslistQuery }),
        files: [path.join(dir, '**/*.js')],
        module: true,
        // Failures of every file, not only the first.
        allErrors: true,
      },
    ],
    { logger },
  );
  const failures = result.errors.map((error) => ({
    file: path.relative(process.cwd(), error.file),
    reason: error.err.message,
  }));
  return { ecmaVersion, failures };
}

async function main() {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const ifBuilt = process.argv.includes('--if-built');
  if (ifBuilt && process.env.BUNDLE_CHECK_AFTER_BUILD === '1') {
    console.log('Bundle syntax: checked by test:build after its build.');
    return;
  }
  if (!existsSync(path.join(distDir, 'index.html'))) {
    if (ifBuilt) {
      console.log(`Bundle syntax: no build in ${path.relative(process.cwd(), distDir)}/ to check.`);
      return;
    }
    console.error(`Bundle syntax: no build in ${distDir}; run \`npm run build\` first.`);
    process.exit(1);
  }
  const { ecmaVersion, failures } = await checkBundleSyntax(distDir);
  // es-check counts editions (ES6 is ES2015).
  const edition = Number(ecmaVersion.slice(2));
  const version = Number.isNaN(edition) ? ecmaVersion : `ES${2009 + edition}`;
  if (failures.length === 0) {
    console.log(`Bundle syntax: every shipped script is ${version}, which every supported browser parses.`);
    return;
  }
  for (const { file, reason } of failures) console.error(`${file}: ${reason}`);
  console.error(
    `A shipped script uses syntax beyond ${version}, which an oldest supported browser cannot parse (package.json ` +
      'browserslist, README). Compile the module that brings it (swc-loader rule in webpack.config.js), choose ' +
      'another version of the library, or change the supported browsers with a reason in docs/decisions.md.',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

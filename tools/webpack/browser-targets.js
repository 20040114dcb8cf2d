const path = require('node:path');
const browserslist = require('browserslist');

/** The project root, where package.json names the browsers. */
const root = path.resolve(__dirname, '../..');

/**
 * The supported browsers are named once, in package.json's `browserslist` (README, "Supported browsers"); webpack's
 * runtime (`target: 'browserslist'`), swc's syntax transforms, eslint-plugin-compat and the bundle check
 * (tools/check-bundle-syntax.mjs) all read that one list, resolved by the installed caniuse-lite.
 */
function supportedBrowsers() {
  return browserslist(undefined, { path: root });
}

/**
 * swc's `env.targets` as the oldest version of each browser in the list. swc resolves a query string with its own
 * compiled-in copy of the browser data, which may not know the versions the installed caniuse-lite names, and it
 * aborts the process on a browser name it does not know; an object of versions is read as it is. Names as Babel maps
 * them (@babel/helper-compilation-targets): iOS Safari is swc's `ios`, and Chrome and Firefox for Android run the
 * desktop engines of the same version; swc has no data of its own for `and_chr` and `and_ff` and would rewrite every
 * syntax since ES5 for them (15 KB gzip more in the main bundle). A range ("ios_saf 18.5-18.7") counts from its start.
 */
function swcTargets(browsers = supportedBrowsers()) {
  const swcName = { ios_saf: 'ios', and_chr: 'chrome', and_ff: 'firefox' };
  const oldest = {};
  for (const entry of browsers) {
    const [name, range] = entry.split(' ');
    const version = range.split('-')[0];
    const key = swcName[name] ?? name;
    if (oldest[key] === undefined || compareVersions(version, oldest[key]) < 0) oldest[key] = version;
  }
  return oldest;
}

function compareVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * esbuild's `target` for the CSS minifier: the same oldest versions, in esbuild's names. esbuild knows no Samsung
 * Internet; its Chromium is older than the Chrome the list names, whose CSS it reads the same.
 */
function esbuildTargets(browsers = supportedBrowsers()) {
  const known = new Set(['chrome', 'edge', 'firefox', 'ios', 'safari']);
  return Object.entries(swcTargets(browsers))
    .filter(([name]) => known.has(name))
    .map(([name, version]) => `${name}${version}`);
}

module.exports = { supportedBrowsers, swcTargets, esbuildTargets };

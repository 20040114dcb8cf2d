// CI size budget (npm run test:size, part of test:e2e after the build): fails when a route's first-paint JS grows past
// bench/budget.json. It reads the built files and webpack's chunk-group manifest only: no browser, a second or two.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesOf, kb, readChunkGroups, sourcesOf, sumSizes } from './bench-size-lib.mjs';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const budget = JSON.parse(readFileSync(path.resolve('bench/budget.json'), 'utf8'));
const manifest = readChunkGroups(distDir);

let failed = false;
for (const item of budget.budgets) {
  const files = filesOf(manifest, item.groups);
  const size = sumSizes(distDir, files.js);
  const over = size.gzip - item.maxJsGzipBytes;
  const verdict = over > 0 ? `OVER by ${kb(over)}` : `ok (${kb(-over)} left)`;
  console.log(`${item.name}: ${kb(size.gzip)} gzip JS, budget ${kb(item.maxJsGzipBytes)}: ${verdict}`);
  if (over > 0) failed = true;
  // No module twice in one first paint: two files carrying it download it twice (decision 354).
  const seenIn = new Map();
  for (const file of files.js)
    for (const source of sourcesOf(distDir, file))
      if (!source.startsWith('webpack/')) seenIn.set(source, [...(seenIn.get(source) ?? []), file]);
  const twice = [...seenIn].filter(([, where]) => where.length > 1).map(([source]) => source);
  console.log(`${item.name}: ${twice.length > 0 ? `IN TWO FILES ${twice.join(', ')}` : 'no module in two files'}`);
  if (twice.length > 0) failed = true;
  // Over HTTP/1.1 every file past the connections a browser opens to a host waits a round trip (decision 354).
  if (item.maxJsFiles !== undefined) {
    const count = files.js.length;
    const fits = count <= item.maxJsFiles;
    console.log(`${item.name}: ${count} JS files, at most ${item.maxJsFiles}: ${fits ? 'ok' : 'TOO MANY'}`);
    if (!fits) failed = true;
  }
}
// Modules loaded on demand (sagas/lazySagas.ts, React.lazy) must stay so: one static import would pull them back into
// the first paint without growing it past the budget's margin at once.
for (const item of budget.keptOut ?? []) {
  const files = filesOf(manifest, item.groups).js;
  const found = item.sources.filter((source) => files.some((file) => sourcesOf(distDir, file).has(source)));
  const verdict = found.length > 0 ? `FOUND ${found.join(', ')}` : 'ok';
  console.log(`${item.name}: ${verdict}`);
  if (found.length > 0) failed = true;
}
// Text only the build writes into the pages (the starter's inline scripts) must not ride along in a first paint too: a
// constant built by a call at a module's top level is kept by the minifier even when nothing uses it.
for (const item of budget.keptOutText ?? []) {
  const files = filesOf(manifest, item.groups).js;
  const found = item.texts.filter((text) =>
    files.some((file) => readFileSync(path.join(distDir, file), 'utf8').includes(text)),
  );
  const verdict = found.length > 0 ? `FOUND ${found.join(', ')}` : 'ok';
  console.log(`${item.name}: ${verdict}`);
  if (found.length > 0) failed = true;
}
// React DOM is fetched beside the entry, not by it (decision 347): a page without a prerender preloads its files.
const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const notPreloaded = filesOf(manifest, ['react-dom']).js.filter(
  (file) => !indexHtml.includes(`<link rel="preload" as="script" href="/${file}">`),
);
console.log(
  `index.html preloads the react-dom group: ${notPreloaded.length > 0 ? `MISSING ${notPreloaded.join(', ')}` : 'ok'}`,
);
if (notPreloaded.length > 0) failed = true;
if (failed) {
  console.error(
    'A size budget is exceeded or a lazy module is back in a first paint. Find what grew with ' +
      '`node tools/bench-modules.mjs --files`, move it out of the first paint (React.lazy, dynamic import, ' +
      'sagas/lazySagas.ts), or raise bench/budget.json with a reason in docs/decisions.md.',
  );
  process.exit(1);
}

// Compressed sizes of built files and what the build's manifest and source maps say of them, shared by the size budget
// check, the bench report and the prerender (which files hold a screen's code, decision 350).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes as served with the strongest common settings (gzip -9, brotli 11): what a CDN would send. */
export function compressedSizes(file) {
  const body = readFileSync(file);
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The chunk-group manifest the production build writes (webpack.config.js, ChunkGroupsManifestPlugin). */
export function readChunkGroups(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, 'chunk-groups.json'), 'utf8'));
}

/** Files of the named chunk groups, once each, split by kind. */
export function filesOf(manifest, groupNames) {
  const files = new Set();
  for (const name of groupNames) {
    const group = manifest.groups[name];
    if (!group) throw new Error(`No chunk group named "${name}" in chunk-groups.json`);
    for (const file of group) files.add(file);
  }
  const all = [...files].sort();
  return { js: all.filter((file) => file.endsWith('.js')), css: all.filter((file) => file.endsWith('.css')) };
}

/** Summed sizes of files under distDir. */
export function sumSizes(distDir, files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = compressedSizes(path.join(distDir, file));
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Source files (paths relative to the project, like `sagas/chatSaga.ts`) bundled into a built file, from its source map. */
export function sourcesOf(distDir, file) {
  const map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), 'utf8'));
  return new Set(map.sources.map((source) => source.replace(/^webpack:\/\/[^/]*\/\.\//, '')));
}

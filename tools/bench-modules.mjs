// What the minified bytes of a built chunk are made of, from its source map: webpack's stats report sizes before
// minification, which overstate code that minifies well and hide what tree shaking left in.
// Usage: node tools/bench-modules.mjs [--files] [dist/static/main.*.js ...] (default: every JS file in dist/static);
// --files lists single source files instead of packages and folders.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The generated column and source index of every mapping segment, line by line (source map v3 "mappings"). */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    lines.push(segments);
  }
  return lines;
}

/** Groups a webpack source path by package (node_modules) or by the app's top two folders. */
export function groupOf(source, byFile = false) {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nodeModules = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nodeModules) return byFile ? clean.slice(clean.indexOf(nodeModules[0])) : nodeModules[1];
  if (clean.startsWith('webpack/')) return 'webpack runtime';
  if (byFile) return clean;
  const parts = clean.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : clean;
}

/** Bytes of the minified file attributed to each group, and the total. */
export function breakdown(file, byFile = false) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = decodeMappings(map.mappings);
  const codeLines = code.split('\n');
  const bytes = new Map();
  const texts = new Map();
  let lineText = '';
  const add = (group, count, start = 0) => {
    bytes.set(group, (bytes.get(group) ?? 0) + count);
    texts.set(group, (texts.get(group) ?? '') + lineText.slice(start, start + count));
  };
  codeLines.forEach((text, index) => {
    lineText = `${text}\n`;
    const segments = lines[index] ?? [];
    if (segments.length === 0) {
      add('(unmapped)', text.length + 1);
      return;
    }
    if (segments[0].column > 0) add('(unmapped)', segments[0].column, 0);
    segments.forEach((segment, at) => {
      const end = at + 1 < segments.length ? segments[at + 1].column : text.length + 1;
      const group = segment.source < 0 ? '(unmapped)' : groupOf(map.sources[segment.source], byFile);
      add(group, end - segment.column, segment.column);
    });
  });
  // Gzip of each group alone: not additive (a group compresses better beside others), but it ranks them honestly.
  const gzipBytes = new Map([...texts.entries()].map(([group, text]) => [group, gzipSync(text, { level: 9 }).length]));
  return { total: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length, bytes, gzipBytes };
}

function main() {
  const dist = path.resolve('dist/static');
  const byFile = process.argv.includes('--files');
  const files = process.argv.slice(2).filter((arg) => arg !== '--files');
  const targets = files.length
    ? files
    : readdirSync(dist)
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join(dist, name));
  for (const file of targets) {
    const { total, gzip, bytes, gzipBytes } = breakdown(file, byFile);
    console.log(`\n${path.basename(file)}: ${(total / 1024).toFixed(1)} KB min, ${(gzip / 1024).toFixed(1)} KB gzip`);
    const rows = [...bytes.entries()].sort((a, b) => b[1] - a[1]).slice(0, byFile ? 80 : 40);
    for (const [group, count] of rows) {
      const kb = (value) => (value / 1024).toFixed(1).padStart(7);
      const share = ((100 * count) / total).toFixed(1).padStart(5);
      console.log(`  ${kb(count)} KB min ${share}% ${kb(gzipBytes.get(group) ?? 0)} KB gzip alone  ${group}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

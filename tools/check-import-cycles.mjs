// Fails when the project's modules import each other in a circle. Every import counts: static ones and re-exports,
// type-only ones (erased at run time, but a reader still has to hold both ends in mind, and a type that lives on the
// wrong side of a seam pulls the seam with it), dynamic import() calls and `typeof import()` types (a chunk loaded on
// demand is still a dependency of the code that loads it). (docs/decisions.md, issue 35)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_DIRS = ['src', 'features', 'sagas', 'store', 'sandbox', 'tools'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs'];

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') yield* sourceFiles(full);
    } else if (EXTENSIONS.includes(path.extname(name)) && !name.endsWith('.d.ts')) {
      yield full;
    }
  }
}

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every relative module the file names: import and export declarations, import() calls and import() types. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = new Set();
  const add = (specifier) => {
    if (specifier && ts.isStringLiteralLike(specifier)) {
      const target = resolve(file, specifier.text);
      if (target) found.add(target);
    }
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

const files = SOURCE_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => [
  ...sourceFiles(path.join(root, dir)),
]);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: every component of more than one module (or a self-import) is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];

function connect(file) {
  indices.set(file, index);
  lowlinks.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!indices.has(next)) {
      connect(next);
      lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(next)));
    }
  }
  if (lowlinks.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component);
  }
}

for (const file of graph.keys()) if (!indices.has(file)) connect(file);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): modules that import each other, directly or through others:`);
  for (const cycle of cycles)
    console.error(
      `  - ${cycle
        .map((file) => path.relative(root, file))
        .sort()
        .join(', ')}`,
    );
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} modules.`);

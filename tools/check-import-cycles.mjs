// Fails when the project's modules import each other in a circle: every static import and re-export that exists at run
// time counts. Type-only imports do not (they are erased; the RootState type that sagas read from the store is the
// Redux style guide's own pattern), nor does a dynamic import(): it is how a route or a saga is loaded on demand, and it
// never runs while the importer is being evaluated. (docs/decisions.md)
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

/** True when the statement brings in nothing that survives compilation. */
function typeOnly(statement) {
  if (ts.isExportDeclaration(statement)) {
    return (
      statement.isTypeOnly ||
      (statement.exportClause !== undefined &&
        ts.isNamedExports(statement.exportClause) &&
        statement.exportClause.elements.length > 0 &&
        statement.exportClause.elements.every((element) => element.isTypeOnly))
    );
  }
  const clause = statement.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function staticImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier
        ? statement.moduleSpecifier
        : null;
    if (specifier && ts.isStringLiteral(specifier) && !typeOnly(statement)) {
      const target = resolve(file, specifier.text);
      if (target) found.push(target);
    }
  }
  return found;
}

const files = SOURCE_DIRS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => [
  ...sourceFiles(path.join(root, dir)),
]);
const graph = new Map(files.map((file) => [file, staticImports(file)]));

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

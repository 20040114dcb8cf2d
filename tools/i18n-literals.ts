// The extraction check of issue 19: no borrower-facing text written as a literal in a screen. JSX text and the string
// values of the attributes a borrower sees or hears must go through t() or text() (src/i18n). Run over every screen
// file by test/i18n/catalog.test.ts; `npx tsx tools/i18n-literals.ts [files]` lists what is left.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');

/** Developer and support tools, and the kit's gallery, are English only (decision 210). */
const NOT_BORROWER_FACING = ['features/devTools/', 'features/replay/screens/', 'src/ui/gallery/'];

const VISIBLE_ATTRIBUTES = new Set([
  'label',
  'hint',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'submitLabel',
  'heading',
  'description',
]);
const HAS_WORDS = /[A-Za-z]{2,}/;

export function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && HAS_WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
            ? value.expression
            : null;
      if (literal && HAS_WORDS.test(literal.text)) found.push(`${node.name.getText(source)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsxFiles(relative);
    return entry.name.endsWith('.tsx') ? [relative] : [];
  });
}

/** Every screen file a borrower or signer meets, relative to the repository root. */
export const borrowerScreenFiles = (): string[] =>
  [...tsxFiles('features'), ...tsxFiles('src')]
    .filter((file) => !NOT_BORROWER_FACING.some((prefix) => file.startsWith(prefix)))
    .sort();

if (path.resolve(process.argv[1] ?? '') === __filename) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : borrowerScreenFiles();
  let total = 0;
  for (const file of files) {
    const texts = literalTexts(path.resolve(ROOT, file));
    if (texts.length === 0) continue;
    total += texts.length;
    console.log(`${file} (${texts.length})`);
    for (const text of texts) console.log(`  ${text}`);
  }
  console.log(`${total} literal texts left`);
}

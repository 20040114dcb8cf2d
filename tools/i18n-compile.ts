// Compiles the message catalogues at build time (issue 19): the Spanish ICU sources of src/i18n/es/catalog.ts become
// Lingui's compiled form in src/i18n/es/compiled.json, so the browser downloads no message parser. Run it after
// editing a catalogue: `npm run i18n:compile`. test/i18n/catalog.test.ts fails when the compiled file is stale.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ES } from '../src/i18n/es/catalog';

export const COMPILED_PATH = path.resolve(__dirname, '../src/i18n/es/compiled.json');

/** id → compiled message, ids sorted so the file's diff follows the catalogue's. */
export function compileCatalog(catalog: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(catalog)
      .sort()
      .map((id) => [id, compileMessage(catalog[id] ?? '')]),
  );
}

/** The file's text: one message a line (a generated file, left out of prettier). */
export const compiledText = (): string => {
  const lines = Object.entries(compileCatalog(ES)).map(
    ([id, message]) => `  ${JSON.stringify(id)}: ${JSON.stringify(message)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
};

if (path.resolve(process.argv[1] ?? '') === __filename) {
  writeFileSync(COMPILED_PATH, compiledText());
  console.log(`wrote ${path.relative(process.cwd(), COMPILED_PATH)}`);
}

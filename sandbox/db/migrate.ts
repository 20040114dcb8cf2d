import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { integer, type SandboxDb } from './database';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d+)_([a-z0-9_]+)\.sql$/;

/** Migrations are the numbered `NNN_name.sql` files, in version order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations: Migration[] = [];
  for (const file of readdirSync(dir)) {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || !match[2]) continue;
    migrations.push({ version: Number(match[1]), name: match[2], sql: readFileSync(path.join(dir, file), 'utf8') });
  }
  migrations.sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    // A gap or a duplicate number means two people added a migration at once: refuse rather than guess the order.
    if (migration.version !== index + 1) throw new Error(`migration numbers must run 1..n; found ${migration.version}`);
  });
  return migrations;
}

/** Applies the migrations not yet recorded in schema_version, each in its own transaction. Returns the new version. */
export function migrate(db: SandboxDb, migrations: Migration[] = loadMigrations()): number {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_version (
       version INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       applied_at TEXT NOT NULL
     )`,
  );
  const current = integer(db.get('SELECT COALESCE(MAX(version), 0) AS version FROM schema_version') ?? {}, 'version');
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.run('INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    });
  }
  return Math.max(current, migrations.at(-1)?.version ?? 0);
}

/** Deletes every row of every data table; the schema and its version stay. */
export function emptyAllTables(db: SandboxDb): void {
  const tables = db
    .all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_version', 'sqlite_sequence')")
    .map((row) => row.name)
    .filter((name): name is string => typeof name === 'string');
  db.transaction(() => {
    // Tables come in no particular order, so check foreign keys at the commit, when every table is empty.
    db.run('PRAGMA defer_foreign_keys = ON');
    for (const table of tables) db.run(`DELETE FROM "${table}"`);
    if (db.get("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'")) db.run('DELETE FROM sqlite_sequence');
  });
}

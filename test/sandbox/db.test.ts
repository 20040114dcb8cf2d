import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SandboxDb, integer, text } from '../../sandbox/db/database';
import { emptyAllTables, loadMigrations, migrate } from '../../sandbox/db/migrate';
import { RequestLog } from '../../sandbox/requestLog';

let db: SandboxDb;
beforeEach(async () => {
  db = await SandboxDb.open();
});
afterEach(() => {
  db.close();
});

const versions = (): Array<[number, string]> =>
  db
    .all('SELECT version, name FROM schema_version ORDER BY version')
    .map((row) => [integer(row, 'version'), text(row, 'name')]);

describe('migrations', () => {
  it('apply the numbered files in order, record each in schema_version, and run once', () => {
    // Counted from the files, so adding a migration does not break this test.
    const files = loadMigrations();
    expect(migrate(db)).toBe(files.length);
    expect(versions()).toEqual(files.map((migration) => [migration.version, migration.name]));
    expect(versions().slice(0, 2)).toEqual([
      [1, 'platform'],
      [2, 'admin'],
    ]);
    expect(migrate(db)).toBe(files.length);
    expect(versions()).toHaveLength(files.length);
    const tables = db
      .all("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .map((row) => text(row, 'name'));
    expect(tables).toEqual(
      expect.arrayContaining([
        'applications',
        'faults',
        'flags',
        'identities',
        'organizations',
        'profiles',
        'requests',
      ]),
    );
  });

  it('apply only the ones not yet recorded', () => {
    const [first, second] = loadMigrations();
    migrate(db, [first!]);
    expect(versions()).toEqual([[1, 'platform']]);
    migrate(db, [first!, second!]);
    expect(versions()).toEqual([
      [1, 'platform'],
      [2, 'admin'],
    ]);
  });

  it('refuse a gap in the numbering', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(path.join(dir, '001_a.sql'), 'CREATE TABLE a (x);');
      writeFileSync(path.join(dir, '003_c.sql'), 'CREATE TABLE c (x);');
      expect(() => loadMigrations(dir)).toThrow(/1\.\.n/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('roll a failing migration back whole', () => {
    migrate(db, [{ version: 1, name: 'ok', sql: 'CREATE TABLE ok (x);' }]);
    expect(() =>
      migrate(db, [
        { version: 1, name: 'ok', sql: '' },
        { version: 2, name: 'bad', sql: 'CREATE TABLE half (x); NOT SQL;' },
      ]),
    ).toThrow();
    expect(versions()).toEqual([[1, 'ok']]);
    expect(db.get("SELECT 1 FROM sqlite_master WHERE name = 'half'")).toBeUndefined();
  });
});

describe('emptyAllTables', () => {
  it('deletes every row but keeps the schema version', () => {
    migrate(db);
    db.run("INSERT INTO flags (key, enabled) VALUES ('k', 1)");
    new RequestLog(db).record('GET', '/x');
    emptyAllTables(db);
    expect(db.all('SELECT * FROM flags')).toEqual([]);
    expect(db.all('SELECT * FROM requests')).toEqual([]);
    expect(versions()).toHaveLength(loadMigrations().length);
  });
});

describe('RequestLog', () => {
  it('keeps only the newest entries up to its limit', () => {
    migrate(db);
    const log = new RequestLog(db, 3);
    ['/a', '/b', '/c', '/d', '/e'].forEach((requestPath, index) => {
      log.record('GET', requestPath, index);
    });
    expect(log.list().map((entry) => entry.path)).toEqual(['/c', '/d', '/e']);
    expect(log.list('/d')).toEqual([{ method: 'GET', path: '/d', at: 3 }]);
  });
});

import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';

export type SqlParam = string | number | null;
export type Row = Record<string, SqlValue>;

/** The wasm module is compiled once per process; every sandbox (and every test) opens its own database from it. */
let engine: Promise<SqlJsStatic> | undefined;

/**
 * A thin synchronous wrapper around an in-memory sql.js database.
 * sql.js runs in the same thread, so a statement can never interleave with another request: no locking needed.
 */
export class SandboxDb {
  private constructor(private readonly db: Database) {}

  static async open(): Promise<SandboxDb> {
    engine ??= initSqlJs();
    const SQL = await engine;
    const db = new SQL.Database();
    // SQLite leaves foreign keys off by default; the schema relies on cascades when identities are removed.
    db.run('PRAGMA foreign_keys = ON');
    return new SandboxDb(db);
  }

  /** Runs a script of several statements (migrations); no parameters. */
  exec(sql: string): void {
    this.db.exec(sql);
  }

  run(sql: string, params: SqlParam[] = []): void {
    this.db.run(sql, params);
  }

  all(sql: string, params: SqlParam[] = []): Row[] {
    const statement = this.db.prepare(sql);
    try {
      statement.bind(params);
      const rows: Row[] = [];
      while (statement.step()) rows.push(statement.getAsObject());
      return rows;
    } finally {
      statement.free();
    }
  }

  get(sql: string, params: SqlParam[] = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** Rows changed by the last INSERT, UPDATE or DELETE. */
  changes(): number {
    return this.db.getRowsModified();
  }

  lastInsertId(): number {
    return integer(this.get('SELECT last_insert_rowid() AS id') ?? {}, 'id');
  }

  transaction<T>(work: () => T): T {
    this.db.run('BEGIN');
    try {
      const result = work();
      this.db.run('COMMIT');
      return result;
    } catch (error) {
      this.db.run('ROLLBACK');
      throw error;
    }
  }

  close(): void {
    this.db.close();
  }
}

/*
 * Column readers: sql.js hands back loosely typed values, and a wrong type here means the schema and the code
 * disagree, which is a bug worth failing loudly on rather than passing a wrong value to a client.
 */
export function text(row: Row, column: string): string {
  const value = row[column];
  if (typeof value !== 'string') throw new TypeError(`column ${column} is not text`);
  return value;
}

export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  return text(row, column);
}

export function integer(row: Row, column: string): number {
  const value = row[column];
  if (typeof value !== 'number') throw new TypeError(`column ${column} is not a number`);
  return value;
}

export function integerOrNull(row: Row, column: string): number | null {
  const value = row[column];
  if (value === null || value === undefined) return null;
  return integer(row, column);
}

export function bool(row: Row, column: string): boolean {
  return integer(row, column) !== 0;
}

export const sqlBool = (value: boolean): number => (value ? 1 : 0);

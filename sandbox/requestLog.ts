import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, type RecordedRequest } from './contract';
import { integer, text, type SandboxDb } from './db/database';

export const REQUEST_LOG_LIMIT = 10_000;

/** URL pathname without the query: queries can carry personal data and tests match on paths. */
export const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

/** Asset downloads and the admin API's own calls would drown what tests look for: the platform calls. */
const isRecorded = (path: string): boolean =>
  !path.startsWith('/static/') && path !== SANDBOX_ADMIN_PREFIX && !path.startsWith(`${SANDBOX_ADMIN_PREFIX}/`);

export class RequestLog {
  constructor(
    private readonly db: SandboxDb,
    private readonly limit: number = REQUEST_LOG_LIMIT,
  ) {}

  record(method: string, path: string, at: number = Date.now()): void {
    this.db.run('INSERT INTO requests (method, path, at) VALUES (?, ?, ?)', [method, path, at]);
    // Ids only grow, so everything at or below (newest id - limit) is outside the window.
    this.db.run('DELETE FROM requests WHERE id <= ?', [this.db.lastInsertId() - this.limit]);
  }

  /** Oldest first. */
  list(pathPrefix = ''): RecordedRequest[] {
    // substr instead of LIKE: a prefix may contain % or _, which LIKE would treat as wildcards.
    return this.db
      .all('SELECT method, path, at FROM requests WHERE substr(path, 1, ?) = ? ORDER BY id', [
        pathPrefix.length,
        pathPrefix,
      ])
      .map((row) => ({ method: text(row, 'method'), path: text(row, 'path'), at: integer(row, 'at') }));
  }

  register(app: FastifyInstance): void {
    app.addHook('onRequest', (request, _reply, done) => {
      const path = pathOf(request.url);
      if (isRecorded(path)) this.record(request.method, path);
      done();
    });
  }
}

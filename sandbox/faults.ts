import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, type ApiErrorBody, type CreateFaultRequest, type SandboxFault } from './contract';
import { integer, integerOrNull, text, textOrNull, type Row, type SandboxDb } from './db/database';
import { pathOf } from './requestLog';

function toFault(row: Row): SandboxFault {
  const method = textOrNull(row, 'method');
  const status = integerOrNull(row, 'status');
  const delayMs = integerOrNull(row, 'delay_ms');
  const body = textOrNull(row, 'body');
  const remaining = integerOrNull(row, 'remaining');
  const token = textOrNull(row, 'token');
  return {
    id: integer(row, 'id'),
    pathPrefix: text(row, 'path_prefix'),
    ...(method === null ? {} : { method }),
    ...(status === null ? {} : { status }),
    ...(delayMs === null ? {} : { delayMs }),
    // Stored by create() with JSON.stringify.
    ...(body === null ? {} : { body: JSON.parse(body) as unknown }),
    ...(remaining === null ? {} : { remaining }),
    ...(token === null ? {} : { token }),
  };
}

const isAdminPath = (path: string): boolean =>
  path === SANDBOX_ADMIN_PREFIX || path.startsWith(`${SANDBOX_ADMIN_PREFIX}/`);

/** Injected failures: a status answer, extra latency, or both, on requests whose path starts with a prefix. */
export class FaultStore {
  constructor(private readonly db: SandboxDb) {}

  create(fault: CreateFaultRequest): number {
    this.db.run(
      'INSERT INTO faults (path_prefix, method, status, delay_ms, body, remaining, token) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        fault.pathPrefix,
        fault.method?.toUpperCase() ?? null,
        fault.status ?? null,
        fault.delayMs ?? null,
        fault.body === undefined ? null : JSON.stringify(fault.body),
        fault.times ?? null,
        fault.token ?? null,
      ],
    );
    return this.db.lastInsertId();
  }

  list(): SandboxFault[] {
    return this.db.all('SELECT * FROM faults ORDER BY id').map(toFault);
  }

  clear(): void {
    this.db.run('DELETE FROM faults');
  }

  /** The oldest live fault matching the request, used up by one if it is limited. */
  take(method: string, path: string, authorization: string | undefined): SandboxFault | undefined {
    if (isAdminPath(path)) return undefined;
    const row = this.db.get(
      `SELECT * FROM faults
       WHERE substr(?, 1, length(path_prefix)) = path_prefix
         AND (method IS NULL OR method = ?)
         AND (token IS NULL OR 'Bearer ' || token = ?)
         AND (remaining IS NULL OR remaining > 0)
       ORDER BY id LIMIT 1`,
      [path, method.toUpperCase(), authorization ?? ''],
    );
    if (!row) return undefined;
    const fault = toFault(row);
    if (fault.remaining !== undefined) {
      this.db.run('UPDATE faults SET remaining = remaining - 1 WHERE id = ?', [fault.id]);
    }
    return fault;
  }

  register(app: FastifyInstance): void {
    app.addHook('onRequest', async (request, reply) => {
      const fault = this.take(request.method, pathOf(request.url), request.headers.authorization);
      if (!fault) return undefined;
      if (fault.delayMs) await sleep(fault.delayMs);
      if (fault.status === undefined) return undefined;
      const body = fault.body ?? ({ errors: [`Sandbox fault: status ${fault.status}`] } satisfies ApiErrorBody);
      // Async hooks that answer must return the reply, or fastify would also run the route.
      return reply.code(fault.status).send(body);
    });
  }
}

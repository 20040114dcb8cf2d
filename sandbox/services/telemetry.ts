import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, TELEMETRY_SESSION_KEEP_ALIVE_MS, type TelemetrySessionKey } from '../contract';
import { integer, text, type SandboxDb } from '../db/database';
import { InputError } from '../validation';

export const TELEMETRY_EVENT_LIMIT = 10_000;

export interface StoredTelemetryEvent {
  context: string;
  at: number;
  body: unknown;
}

export interface StoredTelemetrySession extends TelemetrySessionKey {
  body: unknown;
}

export class TelemetryStore {
  constructor(private readonly db: SandboxDb) {}

  /** A session the body names and that is still kept alive (001 §9: 12 h from its start) goes on; else a new one. */
  openSession(body: unknown, now = Date.now()): TelemetrySessionKey {
    const named = typeof body === 'object' && body !== null && 'sessionKey' in body ? body.sessionKey : undefined;
    if (typeof named === 'string') {
      const alive = this.db.get('SELECT * FROM telemetry_sessions WHERE uuid = ? AND epoch > ?', [
        named,
        now - TELEMETRY_SESSION_KEEP_ALIVE_MS,
      ]);
      if (alive)
        return { uuid: text(alive, 'uuid'), epoch: integer(alive, 'epoch'), trackerUuid: text(alive, 'tracker_uuid') };
    }
    const key: TelemetrySessionKey = { uuid: randomUUID(), epoch: now, trackerUuid: randomUUID() };
    this.db.run('INSERT INTO telemetry_sessions (uuid, tracker_uuid, epoch, body) VALUES (?, ?, ?, ?)', [
      key.uuid,
      key.trackerUuid,
      key.epoch,
      JSON.stringify(body),
    ]);
    return key;
  }

  sessions(): StoredTelemetrySession[] {
    return this.db.all('SELECT * FROM telemetry_sessions ORDER BY epoch').map((row) => ({
      uuid: text(row, 'uuid'),
      trackerUuid: text(row, 'tracker_uuid'),
      epoch: integer(row, 'epoch'),
      body: JSON.parse(text(row, 'body')) as unknown,
    }));
  }

  record(context: string, body: unknown): void {
    this.db.run('INSERT INTO telemetry_events (context, body, at) VALUES (?, ?, ?)', [
      context,
      JSON.stringify(body),
      Date.now(),
    ]);
    this.db.run('DELETE FROM telemetry_events WHERE id <= ?', [this.db.lastInsertId() - TELEMETRY_EVENT_LIMIT]);
  }

  events(): StoredTelemetryEvent[] {
    return this.db.all('SELECT * FROM telemetry_events ORDER BY id').map((row) => ({
      context: text(row, 'context'),
      at: integer(row, 'at'),
      body: JSON.parse(text(row, 'body')) as unknown,
    }));
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The tracking service (001 §7): sessions and events, stored as received so tests can read what the app sent.
 * The event routes are registered only if the events service has not already registered them.
 */
export function registerTelemetryRoutes(app: FastifyInstance, deps: { telemetry: TelemetryStore }): void {
  const { telemetry } = deps;

  app.post<{ Params: { context: string } }>('/ft/:context/session', (request) => {
    if (!isObject(request.body) || request.body.platform !== 'WEB') throw new InputError(['platform must be WEB']);
    return telemetry.openSession(request.body);
  });

  if (!app.hasRoute({ method: 'POST', url: '/ft/:context/event' })) {
    app.post<{ Params: { context: string } }>('/ft/:context/event', (request, reply) => {
      if (!isObject(request.body) || typeof request.body.event !== 'string' || request.body.event === '')
        throw new InputError(['event is required']);
      telemetry.record(request.params.context, request.body);
      return reply.code(204).send();
    });
  }

  app.get(`${SANDBOX_ADMIN_PREFIX}/telemetry/sessions`, () => telemetry.sessions());

  if (!app.hasRoute({ method: 'GET', url: `${SANDBOX_ADMIN_PREFIX}/events` })) {
    app.get(`${SANDBOX_ADMIN_PREFIX}/events`, () => telemetry.events());
  }
}

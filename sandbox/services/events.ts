import type { FastifyInstance } from 'fastify';
import { DUPLICATE_EVENT, SANDBOX_ADMIN_PREFIX, type ApiErrorBody, type StoredEvent } from '../contract';
import { integer, text, type SandboxDb } from '../db/database';
import type { Clock } from '../workflow';
import type { AuthGuard } from '../auth';
import type { ApplicationStore } from './applications';
import { BodyReader } from '../validation';
import { optionalStringMap, queryParam } from './registrationInput';

export const EVENT_LIMIT = 10_000;

/** 001 §3 event body, plus `context` which 000 §7 lists in it. */
const EVENT_FIELDS = [
  'domain',
  'queryParams',
  'pagePath',
  'event',
  'sessionKey',
  'identityId',
  'applicationUuid',
  'eventType',
  'productType',
  'eventProperties',
  'dontDedupe',
  'dedupeProperty',
  'context',
] as const;

export interface NewEvent {
  kind: string;
  name: string;
  context: string;
  body: unknown;
  /** Events with the same key are one event; null never matches. */
  dedupeKey: string | null;
}

/** Tracking records, kept generic (kind, name, body as received) so that other kinds can share the table. */
export class EventStore {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: Clock = Date.now,
  ) {}

  /** False when an event with the same dedupe key is already stored (nothing is written then). */
  record(event: NewEvent): boolean {
    if (event.dedupeKey !== null && this.db.get('SELECT 1 FROM events WHERE dedupe_key = ?', [event.dedupeKey])) {
      return false;
    }
    this.db.run('INSERT INTO events (kind, name, context, body, dedupe_key, at) VALUES (?, ?, ?, ?, ?, ?)', [
      event.kind,
      event.name,
      event.context,
      JSON.stringify(event.body),
      event.dedupeKey,
      this.now(),
    ]);
    this.db.run('DELETE FROM events WHERE id <= ?', [this.db.lastInsertId() - EVENT_LIMIT]);
    return true;
  }

  /** Oldest first; filters are exact matches. */
  list(filter: { kind?: string; name?: string } = {}): StoredEvent[] {
    return this.db
      .all(`SELECT * FROM events WHERE (? IS NULL OR kind = ?) AND (? IS NULL OR name = ?) ORDER BY id`, [
        filter.kind ?? null,
        filter.kind ?? null,
        filter.name ?? null,
        filter.name ?? null,
      ])
      .map((row) => ({
        id: integer(row, 'id'),
        kind: text(row, 'kind'),
        name: text(row, 'name'),
        context: text(row, 'context'),
        // Written by record() with JSON.stringify.
        body: JSON.parse(text(row, 'body')) as unknown,
        at: integer(row, 'at'),
      }));
  }
}

const nullableText = (reader: BodyReader, field: string, maxLength: number): string | null | undefined =>
  reader.nullable(field, (name) => reader.string(name, { maxLength }));

/**
 * Who and what an event is about: the same event for the same identity (or, before sign-in, the same telemetry
 * session) and application is recorded once. Without either there is no telling visitors apart, so no dedupe.
 */
function dedupeKeyOf(input: {
  context: string;
  event: string;
  identityId: string | null;
  sessionKey: string | null;
  applicationUuid: string | null;
  dedupeProperty: string | null;
  eventProperties: Record<string, unknown>;
}): string | null {
  const who = input.identityId ?? (input.sessionKey === null ? null : `session:${input.sessionKey}`);
  if (who === null) return null;
  const property =
    input.dedupeProperty === null ? null : [input.dedupeProperty, input.eventProperties[input.dedupeProperty] ?? null];
  return JSON.stringify([input.context, input.event, who, input.applicationUuid, property]);
}

export function registerEventRoutes(
  app: FastifyInstance,
  deps: { events: EventStore; auth: AuthGuard; applications: ApplicationStore },
): void {
  const { events, auth, applications } = deps;

  // 000 §7 PUT {api}/{path}/{uuid}/full-story-link: the session-replay link of the borrower's session, kept as an event.
  app.put<{ Params: { uuid: string } }>(
    '/service-application/api/v1/application/heloc/:uuid/full-story-link',
    { preHandler: auth.require },
    (request, reply) => {
      const caller = auth.caller(request);
      if (!applications.findOwned(request.params.uuid, caller.identityUuid)) {
        return reply.code(404).send({ errors: ['Application not found'] } satisfies ApiErrorBody);
      }
      const reader = new BodyReader(request.body, ['link']);
      reader.required('link');
      const link = reader.string('link', { maxLength: 2000 });
      reader.finish();
      if (link === undefined || !/^https?:\/\//.test(link)) {
        return reply.code(400).send({ errors: ['link must be an http(s) URL'] } satisfies ApiErrorBody);
      }
      events.record({
        kind: 'session-replay-link',
        name: 'full-story-link',
        context: 'heloc',
        body: { applicationUuid: request.params.uuid, link },
        dedupeKey: null,
      });
      return reply.code(204).send();
    },
  );

  // Public: events are sent before sign-in too (heloc-register-start).
  app.post<{ Params: { context: string } }>('/ft/:context/event', (request, reply) => {
    const reader = new BodyReader(request.body, EVENT_FIELDS);
    reader.required('event');
    const event = reader.string('event', { maxLength: 200 });
    reader.required('eventType');
    reader.oneOf('eventType', ['WEB', 'APP'] as const);
    reader.required('productType');
    reader.oneOf('productType', ['HELOC'] as const);
    reader.string('domain', { maxLength: 500 });
    reader.string('pagePath', { maxLength: 2000 });
    optionalStringMap(reader, 'queryParams');
    const sessionKey = nullableText(reader, 'sessionKey', 200);
    const identityId = nullableText(reader, 'identityId', 64);
    const applicationUuid = nullableText(reader, 'applicationUuid', 64);
    const eventProperties = reader.object('eventProperties') ?? {};
    const dontDedupe = reader.boolean('dontDedupe');
    const dedupeProperty = reader.string('dedupeProperty', { maxLength: 200 });
    reader.string('context', { maxLength: 100 });
    reader.finish();
    if (event === undefined) throw new Error('event was checked as required');

    const context = request.params.context;
    const dedupeKey =
      dontDedupe === true
        ? null
        : dedupeKeyOf({
            context,
            event,
            identityId: identityId ?? null,
            sessionKey: sessionKey ?? null,
            applicationUuid: applicationUuid ?? null,
            dedupeProperty: dedupeProperty ?? null,
            eventProperties,
          });
    const recorded = events.record({ kind: 'event', name: event, context, body: request.body, dedupeKey });
    if (!recorded) return reply.code(409).send({ errors: [DUPLICATE_EVENT] } satisfies ApiErrorBody);
    return reply.code(204).send();
  });

  app.get(`${SANDBOX_ADMIN_PREFIX}/events`, (request) => {
    return events.list({ kind: queryParam(request, 'kind'), name: queryParam(request, 'name') });
  });
}

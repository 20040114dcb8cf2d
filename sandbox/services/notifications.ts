import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX, type AppNotification } from '../contract';
import type { AuthGuard } from '../auth';
import { bool, text, type Row, type SandboxDb } from '../db/database';
import type { IdentityStore } from './identity';
import { BodyReader, InputError } from '../validation';

/** The platform's notification paths (invented: 001 names the list, not its call). */
export const NOTIFICATIONS_PATH = '/service-notifications/api/v1/notifications';

const toNotification = (row: Row): AppNotification => ({
  uuid: text(row, 'uuid'),
  message: text(row, 'message'),
  createdAt: text(row, 'created_at'),
  read: bool(row, 'read'),
});

export class NotificationStore {
  constructor(private readonly db: SandboxDb) {}

  add(input: { identityUuid: string; message: string; createdAt: string; read: boolean }): AppNotification {
    const uuid = randomUUID();
    this.db.run('INSERT INTO notifications (uuid, identity_uuid, message, created_at, read) VALUES (?, ?, ?, ?, ?)', [
      uuid,
      input.identityUuid,
      input.message,
      input.createdAt,
      input.read ? 1 : 0,
    ]);
    return { uuid, message: input.message, createdAt: input.createdAt, read: input.read };
  }

  /** Newest first. */
  listFor(identityUuid: string): AppNotification[] {
    return this.db
      .all('SELECT * FROM notifications WHERE identity_uuid = ? ORDER BY created_at DESC, rowid DESC', [identityUuid])
      .map(toNotification);
  }

  markRead(identityUuid: string, uuids: string[]): void {
    for (const uuid of uuids)
      this.db.run('UPDATE notifications SET read = 1 WHERE uuid = ? AND identity_uuid = ?', [uuid, identityUuid]);
  }
}

const isIsoDate = (value: string): boolean => !Number.isNaN(Date.parse(value));

export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationStore; identities: IdentityStore; auth: AuthGuard },
): void {
  const { notifications, identities, auth } = deps;
  const guarded = { preHandler: auth.require };

  app.get(NOTIFICATIONS_PATH, guarded, (request) => notifications.listFor(auth.caller(request).identityUuid));

  app.put(`${NOTIFICATIONS_PATH}/read`, guarded, (request, reply) => {
    const body = request.body;
    const uuids = typeof body === 'object' && body !== null && 'uuids' in body ? body.uuids : undefined;
    if (!Array.isArray(uuids) || !uuids.every((uuid): uuid is string => typeof uuid === 'string'))
      throw new InputError(['uuids must be a list of notification ids']);
    notifications.markRead(auth.caller(request).identityUuid, uuids);
    return reply.code(204).send();
  });

  app.post(`${SANDBOX_ADMIN_PREFIX}/notifications`, (request, reply) => {
    const reader = new BodyReader(request.body, ['identityUuid', 'message', 'createdAt', 'read']);
    reader.required('identityUuid');
    reader.required('message');
    const identityUuid = reader.string('identityUuid', { maxLength: 64 });
    if (identityUuid !== undefined && !identities.exists(identityUuid)) reader.fail('identityUuid is not known');
    const message = reader.string('message', { maxLength: 2000 });
    const createdAt = reader.string('createdAt', { maxLength: 40, expected: 'an ISO date-time' });
    if (createdAt !== undefined && !isIsoDate(createdAt)) reader.fail('createdAt must be an ISO date-time');
    const read = reader.boolean('read');
    reader.finish();
    if (identityUuid === undefined || message === undefined) throw new Error('checked as required');
    const added = notifications.add({
      identityUuid,
      message,
      createdAt: createdAt ? new Date(createdAt).toISOString() : new Date().toISOString(),
      read: read ?? false,
    });
    return reply.code(201).send(added);
  });
}

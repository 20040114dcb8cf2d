import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Identity } from '../contract';
import { verifyPassword, type AuthGuard, type TokenService } from '../auth';
import { text, type SandboxDb } from '../db/database';
import { ConflictError } from '../validation';
import type { ProfileStore } from './profile';

export interface IdentityRecord extends Identity {
  orgCode: string;
  passwordHash: string;
}

export class IdentityStore {
  constructor(private readonly db: SandboxDb) {}

  /**
   * Synchronous so that callers can put it in one transaction with the records that belong to the identity;
   * hash the password first with hashPassword().
   */
  insert(input: { email: string; passwordHash: string; orgCode: string }): IdentityRecord {
    if (this.findByEmail(input.email)) throw new ConflictError('identity exists');
    const record: IdentityRecord = { uuid: randomUUID(), ...input };
    this.db.run('INSERT INTO identities (uuid, email, password_hash, org_code, created_at) VALUES (?, ?, ?, ?, ?)', [
      record.uuid,
      record.email,
      record.passwordHash,
      record.orgCode,
      new Date().toISOString(),
    ]);
    return record;
  }

  findByEmail(email: string): IdentityRecord | undefined {
    const row = this.db.get('SELECT uuid, email, password_hash, org_code FROM identities WHERE email = ?', [email]);
    return row
      ? {
          uuid: text(row, 'uuid'),
          email: text(row, 'email'),
          passwordHash: text(row, 'password_hash'),
          orgCode: text(row, 'org_code'),
        }
      : undefined;
  }

  find(uuid: string): Identity | undefined {
    const row = this.db.get('SELECT uuid, email FROM identities WHERE uuid = ?', [uuid]);
    return row ? { uuid: text(row, 'uuid'), email: text(row, 'email') } : undefined;
  }

  exists(uuid: string): boolean {
    return this.db.get('SELECT 1 FROM identities WHERE uuid = ?', [uuid]) !== undefined;
  }
}

const INVALID_CREDENTIALS: ApiErrorBody = { errors: ['Invalid email or password'] };
const NOT_AN_AGENT: ApiErrorBody = { errors: ['Not an agent account'] };

/** Customer and agent (broker) logins differ only in who may use them: the agent one is for brokers (001 §6). */
const AUDIENCES = ['customer', 'agent'] as const;

export function registerIdentityRoutes(
  app: FastifyInstance,
  deps: { identities: IdentityStore; profiles: ProfileStore; tokens: TokenService; auth: AuthGuard },
): void {
  const { identities, profiles, tokens, auth } = deps;

  for (const audience of AUDIENCES) {
    app.post(`/identity-broker/${audience}/api/v3/login`, async (request, reply) => {
      const body = request.body;
      const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
      const password = typeof body === 'object' && body !== null && 'password' in body ? body.password : undefined;
      if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
        return reply.code(400).send({ errors: ['email and password are required'] } satisfies ApiErrorBody);
      }
      const identity = identities.findByEmail(email);
      if (!identity || !(await verifyPassword(password, identity.passwordHash))) {
        return reply.code(401).send(INVALID_CREDENTIALS);
      }
      // Checked after the password, so the answer never tells a stranger which emails belong to borrowers. A 403, not
      // a 401: the person is who they say, but not allowed on this path, which the app treats as a login failure.
      if (audience === 'agent' && !profiles.isBroker(identity.uuid)) return reply.code(403).send(NOT_AN_AGENT);
      return reply
        .header('Authorization', `Bearer ${tokens.sign(identity.uuid, identity.orgCode)}`)
        .send({ redirect: '/dashboard' });
    });

    // Tokens are stateless and the app drops its copy before calling, so logout needs no (and checks no) token.
    app.post(`/identity-broker/${audience}/secure/api/v3/logout`, () => ({ redirect: '/auth/login' }));
  }

  for (const version of ['v1', 'v1_1']) {
    app.get(`/identity/secure/api/${version}/identity`, { preHandler: auth.require }, (request, reply) => {
      const identity = identities.find(auth.caller(request).identityUuid);
      // The guard checked the identity exists; a miss means it was deleted since, which reads as logged out.
      return identity ?? reply.code(401).send({ message: 'unauthenticated' } satisfies ApiErrorBody);
    });
  }
}

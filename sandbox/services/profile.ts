import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Profile } from '../contract';
import type { AuthGuard } from '../auth';
import { bool, text, textOrNull, type SandboxDb } from '../db/database';

export interface NewProfile {
  identityUuid: string;
  organizationCode: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  homeZip: string;
  dob?: string;
}

export class ProfileStore {
  constructor(private readonly db: SandboxDb) {}

  create(profile: NewProfile): void {
    this.db.run(
      `INSERT INTO profiles (identity_uuid, organization_code, first_name, last_name, phone_number, home_zip,
                             home_address_uuid, dob)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        profile.identityUuid,
        profile.organizationCode,
        profile.firstName,
        profile.lastName,
        profile.phoneNumber,
        profile.homeZip,
        randomUUID(),
        profile.dob ?? null,
      ],
    );
  }

  find(identityUuid: string): Profile | undefined {
    const row = this.db.get(
      `SELECT p.*, i.email FROM profiles p JOIN identities i ON i.uuid = p.identity_uuid WHERE p.identity_uuid = ?`,
      [identityUuid],
    );
    if (!row) return undefined;
    const dob = textOrNull(row, 'dob');
    return {
      identityUuid: text(row, 'identity_uuid'),
      organizationCode: text(row, 'organization_code'),
      userType: text(row, 'user_type'),
      name: { firstName: text(row, 'first_name'), lastName: text(row, 'last_name') },
      email: text(row, 'email'),
      phoneNumbers: [{ type: 'MOBILE', number: text(row, 'phone_number') }],
      addresses: [{ type: 'HOME', zip: text(row, 'home_zip'), uuid: text(row, 'home_address_uuid') }],
      ...(dob ? { dob } : {}),
      isBroker: bool(row, 'is_broker'),
    };
  }
}

export function registerProfileRoutes(app: FastifyInstance, deps: { profiles: ProfileStore; auth: AuthGuard }): void {
  const { profiles, auth } = deps;
  app.get('/service-profile/api/v1/profile', { preHandler: auth.require }, (request, reply) => {
    const profile = profiles.find(auth.caller(request).identityUuid);
    return profile ?? reply.code(404).send({ errors: ['Profile not found'] } satisfies ApiErrorBody);
  });
}

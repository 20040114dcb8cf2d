import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody, Profile, UserType } from '../contract';
import type { AuthGuard } from '../auth';
import { bool, sqlBool, text, textOrNull, type SandboxDb } from '../db/database';

export interface NewProfile {
  identityUuid: string;
  organizationCode: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  homeZip: string;
  dob?: string;
  /** BORROWER when absent; CO_DEEDER for an account made by a signer invitation. */
  userType?: UserType;
  /** A broker's profile: the only kind the agent login accepts (001 §6). */
  isBroker?: boolean;
}

export class ProfileStore {
  constructor(private readonly db: SandboxDb) {}

  create(profile: NewProfile): void {
    this.db.run(
      `INSERT INTO profiles (identity_uuid, organization_code, first_name, last_name, phone_number, home_zip,
                             home_address_uuid, dob, user_type, is_broker)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        profile.identityUuid,
        profile.organizationCode,
        profile.firstName,
        profile.lastName,
        profile.phoneNumber,
        profile.homeZip,
        randomUUID(),
        profile.dob ?? null,
        profile.userType ?? 'BORROWER',
        sqlBool(profile.isBroker ?? false),
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
    const middleName = textOrNull(row, 'middle_name');
    const suffix = textOrNull(row, 'suffix');
    const phoneNumber = text(row, 'phone_number');
    const homeZip = text(row, 'home_zip');
    return {
      identityUuid: text(row, 'identity_uuid'),
      organizationCode: text(row, 'organization_code'),
      userType: text(row, 'user_type'),
      name: {
        firstName: text(row, 'first_name'),
        ...(middleName ? { middleName } : {}),
        lastName: text(row, 'last_name'),
        ...(suffix ? { suffix } : {}),
      },
      email: text(row, 'email'),
      // Empty until registration supplies them: the register call makes a profile with no name or home address.
      phoneNumbers: phoneNumber === '' ? [] : [{ type: 'MOBILE', number: phoneNumber }],
      addresses: homeZip === '' ? [] : [{ type: 'HOME', zip: homeZip, uuid: text(row, 'home_address_uuid') }],
      ...(dob ? { dob } : {}),
      isBroker: bool(row, 'is_broker'),
    };
  }

  isBroker(identityUuid: string): boolean {
    const row = this.db.get('SELECT is_broker FROM profiles WHERE identity_uuid = ?', [identityUuid]);
    return row !== undefined && bool(row, 'is_broker');
  }

  /** Fields registration fills in or corrects; absent fields stay. */
  update(identityUuid: string, fields: ProfileUpdate): void {
    const assignments: string[] = [];
    const params: (string | null)[] = [];
    for (const [field, column] of Object.entries(PROFILE_UPDATE_COLUMNS)) {
      const value = fields[field as keyof ProfileUpdate];
      if (value === undefined) continue;
      assignments.push(`${column} = ?`);
      params.push(value === '' && NULLABLE_COLUMNS.has(column) ? null : value);
    }
    if (assignments.length === 0) return;
    this.db.run(`UPDATE profiles SET ${assignments.join(', ')} WHERE identity_uuid = ?`, [...params, identityUuid]);
  }

  optimizelyProfileUuid(identityUuid: string): string | null {
    const row = this.db.get('SELECT optimizely_profile_uuid FROM profiles WHERE identity_uuid = ?', [identityUuid]);
    return row ? textOrNull(row, 'optimizely_profile_uuid') : null;
  }

  setOptimizelyProfileUuid(identityUuid: string, uuid: string): void {
    this.db.run('UPDATE profiles SET optimizely_profile_uuid = ? WHERE identity_uuid = ?', [uuid, identityUuid]);
  }
}

export interface ProfileUpdate {
  firstName?: string;
  /** '' clears it. */
  middleName?: string;
  lastName?: string;
  /** '' clears it. */
  suffix?: string;
  dob?: string;
  phoneNumber?: string;
  homeZip?: string;
}

const PROFILE_UPDATE_COLUMNS = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  suffix: 'suffix',
  dob: 'dob',
  phoneNumber: 'phone_number',
  homeZip: 'home_zip',
} as const satisfies Record<keyof ProfileUpdate, string>;

const NULLABLE_COLUMNS: ReadonlySet<string> = new Set(['middle_name', 'suffix', 'dob']);

export function registerProfileRoutes(app: FastifyInstance, deps: { profiles: ProfileStore; auth: AuthGuard }): void {
  const { profiles, auth } = deps;
  app.get('/service-profile/api/v1/profile', { preHandler: auth.require }, (request, reply) => {
    const profile = profiles.find(auth.caller(request).identityUuid);
    return profile ?? reply.code(404).send({ errors: ['Profile not found'] } satisfies ApiErrorBody);
  });
}

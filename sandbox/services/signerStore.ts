import { ADDITIONAL_SIGNER_VERSION, type HelocApplication, type SignerStatus } from '../contract';
import { text, textOrNull, type Row, type SandboxDb } from '../db/database';

/**
 * The additional signers of applications (issue 6), one row per invitation: who was invited, where they stand, and
 * the temporary password of an account made for them. The rules (who may invite whom, what moves the application
 * on) are in sandbox/services/signers.ts.
 */

export const SIGNER_STATUSES = [
  'INVITED',
  'IDENTITY_VERIFIED',
  'SIGNED',
  'REMOVED',
] as const satisfies readonly SignerStatus[];
export type ActiveSignerStatus = Exclude<SignerStatus, 'REMOVED'>;

/** How many signers not removed an application may have. */
export const MAX_ACTIVE_SIGNERS = 4;

export interface SignerRecord {
  applicationUuid: string;
  identityUuid: string;
  email: string;
  status: SignerStatus;
  temporaryPassword: string | null;
  /** ISO 8601 times. */
  invitedAt: string;
  identityVerifiedAt: string | null;
  signedAt: string | null;
  removedAt: string | null;
}

export interface NewSigner {
  applicationUuid: string;
  identityUuid: string;
  email: string;
  temporaryPassword: string | null;
  /** Admin-made signers may start further on; invitations start INVITED. */
  status: ActiveSignerStatus;
  at: string;
}

function toSigner(row: Row): SignerRecord {
  const stored = text(row, 'status');
  const status = SIGNER_STATUSES.find((candidate) => candidate === stored);
  // Only this store writes the column, from the list above: anything else is a broken database.
  if (!status) throw new TypeError(`unknown signer status ${stored}`);
  return {
    applicationUuid: text(row, 'application_uuid'),
    identityUuid: text(row, 'identity_uuid'),
    email: text(row, 'email'),
    status,
    temporaryPassword: textOrNull(row, 'temporary_password'),
    invitedAt: text(row, 'invited_at'),
    identityVerifiedAt: textOrNull(row, 'identity_verified_at'),
    signedAt: textOrNull(row, 'signed_at'),
    removedAt: textOrNull(row, 'removed_at'),
  };
}

/** Matches the one invitation of a person on an application that is not removed (a unique index keeps it one). */
const ACTIVE = "application_uuid = ? AND identity_uuid = ? AND status <> 'REMOVED'";

export class SignerStore {
  constructor(private readonly db: SandboxDb) {}

  add(input: NewSigner): SignerRecord {
    const verified = input.status === 'INVITED' ? null : input.at;
    const signed = input.status === 'SIGNED' ? input.at : null;
    this.db.run(
      `INSERT INTO signers (application_uuid, identity_uuid, email, status, temporary_password, invited_at,
                            identity_verified_at, signed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        input.applicationUuid,
        input.identityUuid,
        input.email,
        input.status,
        input.temporaryPassword,
        input.at,
        verified,
        signed,
      ],
    );
    const row = this.db.get(`SELECT * FROM signers WHERE ${ACTIVE}`, [input.applicationUuid, input.identityUuid]);
    if (!row) throw new Error('signer vanished while being written');
    return toSigner(row);
  }

  /** Every invitation of the application, removed ones too, oldest first. */
  allFor(applicationUuid: string): SignerRecord[] {
    return this.db.all('SELECT * FROM signers WHERE application_uuid = ? ORDER BY id', [applicationUuid]).map(toSigner);
  }

  /** The signers not removed, in invitation order. */
  activeFor(applicationUuid: string): SignerRecord[] {
    return this.allFor(applicationUuid).filter((signer) => signer.status !== 'REMOVED');
  }

  isActive(applicationUuid: string, identityUuid: string): boolean {
    return this.db.get(`SELECT 1 FROM signers WHERE ${ACTIVE}`, [applicationUuid, identityUuid]) !== undefined;
  }

  /** The applications the identity signs (not removed from). */
  applicationsOf(identityUuid: string): string[] {
    return this.db
      .all("SELECT application_uuid FROM signers WHERE identity_uuid = ? AND status <> 'REMOVED' ORDER BY id", [
        identityUuid,
      ])
      .map((row) => text(row, 'application_uuid'));
  }

  /**
   * The invitation a signer's own calls are about: the newest not removed, else the newest (so a removed signer
   * learns they were removed). Undefined for someone never invited.
   */
  current(identityUuid: string): SignerRecord | undefined {
    const row = this.db.get(
      "SELECT * FROM signers WHERE identity_uuid = ? ORDER BY status = 'REMOVED', id DESC LIMIT 1",
      [identityUuid],
    );
    return row ? toSigner(row) : undefined;
  }

  /** Invitations filtered by application and email (any case), oldest first. */
  invitations(filter: { applicationUuid?: string; email?: string }): SignerRecord[] {
    return this.db
      .all('SELECT * FROM signers WHERE (? IS NULL OR application_uuid = ?) AND (? IS NULL OR email = ?) ORDER BY id', [
        filter.applicationUuid ?? null,
        filter.applicationUuid ?? null,
        filter.email ?? null,
        filter.email ?? null,
      ])
      .map(toSigner);
  }

  verifyIdentity(
    applicationUuid: string,
    identityUuid: string,
    documents: { idType: string; front: string; back: string | null },
    at: string,
  ): void {
    this.db.run(
      `UPDATE signers SET status = 'IDENTITY_VERIFIED', identity_verified_at = ?, id_type = ?, id_front_file = ?,
              id_back_file = ?
       WHERE ${ACTIVE}`,
      [at, documents.idType, documents.front, documents.back, applicationUuid, identityUuid],
    );
  }

  sign(applicationUuid: string, identityUuid: string, at: string): void {
    this.db.run(`UPDATE signers SET status = 'SIGNED', signed_at = ? WHERE ${ACTIVE}`, [
      at,
      applicationUuid,
      identityUuid,
    ]);
  }

  /** True if the person was a signer not yet removed. */
  remove(applicationUuid: string, identityUuid: string, at: string): boolean {
    this.db.run(`UPDATE signers SET status = 'REMOVED', removed_at = ? WHERE ${ACTIVE}`, [
      at,
      applicationUuid,
      identityUuid,
    ]);
    return this.db.changes() > 0;
  }

  /**
   * What the application shows of its signers (001 §3, §6): once anyone was invited it is a v1 application, and
   * helocSigners lists everyone not removed.
   */
  applicationFields(applicationUuid: string): Pick<HelocApplication, 'additionalSignerVersion' | 'helocSigners'> {
    const all = this.allFor(applicationUuid);
    if (all.length === 0) return {};
    return {
      additionalSignerVersion: ADDITIONAL_SIGNER_VERSION,
      helocSigners: all
        .filter((signer) => signer.status !== 'REMOVED')
        .map((signer) => ({ identityUuid: signer.identityUuid })),
    };
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CO_DEED_BASE,
  type AdditionalSignerSummary,
  type CoDeedStatus,
  type SignerInvitation,
  type SignerStatus,
  type UserType,
} from '../contract';
import { hashPassword, type AuthGuard } from '../auth';
import type { SandboxDb } from '../db/database';
import { readablePassword } from '../fakeData';
import { BodyReader, ConflictError, InputError } from '../validation';
import { isActionExpected } from '../workflow';
import { documentList, newDocumentIds } from './applicationDocuments';
import { STEPS_BASE, ownedApplication, performAction, readIdentityDocuments } from './applicationActions';
import type { ApplicationStore } from './applications';
import type { IdentityStore } from './identity';
import { withOrgQuery } from './orgs';
import type { ProfileStore } from './profile';
import { EMAIL } from './registrationInput';
import { MAX_ACTIVE_SIGNERS, type SignerRecord, type SignerStore } from './signerStore';

/**
 * Additional signers (issue 6; 000 §2.3, §6; 001 §3, §6, §7). At CO_DEED_REQ the primary borrower invites 1 to 4
 * people by email; each gets an account (or keeps the one they have) and signs in at the signer login. A signer
 * verifies their identity, reads their documents and signs; when the last signer not removed has signed, the
 * application moves on (IN_PROGRESS → NOTE_SIGNING). There is no email: the admin API shows the invitations, with a
 * new account's temporary password (docs/sandbox.md).
 */

/** Where an invitation email would send the signer (000 §2.3 heloc-signer/login). */
export const SIGNER_LOGIN_PATH = '/account/heloc/heloc-signer/login';

export const NOT_A_SIGNER = 'Not an additional signer';
const NO_LONGER_A_SIGNER = 'You are no longer a signer of this application';
const ALREADY_VERIFIED = 'Your identity is already verified';

type SignerStep = 'identity' | 'documents' | 'signatures';

/** The answer to each step taken out of order; a status missing from a step's row is one where the step is expected. */
const OUT_OF_ORDER: Record<SignerStep, Partial<Record<SignerStatus, string>>> = {
  identity: { IDENTITY_VERIFIED: ALREADY_VERIFIED, SIGNED: ALREADY_VERIFIED, REMOVED: NO_LONGER_A_SIGNER },
  documents: { INVITED: 'Verify your identity before viewing the documents', REMOVED: NO_LONGER_A_SIGNER },
  signatures: {
    INVITED: 'Verify your identity before signing',
    SIGNED: 'You have already signed these documents',
    REMOVED: NO_LONGER_A_SIGNER,
  },
};

const isoAt = (ms: number): string => new Date(ms).toISOString();

/** A signer's identity and profile: the application's organisation, no name or phone until the signer gives them. */
export function createSignerAccount(
  deps: { identities: IdentityStore; profiles: ProfileStore },
  input: { email: string; passwordHash: string; orgCode: string; userType: UserType },
): string {
  const identity = deps.identities.insert({
    email: input.email,
    passwordHash: input.passwordHash,
    orgCode: input.orgCode,
  });
  deps.profiles.create({
    identityUuid: identity.uuid,
    organizationCode: input.orgCode,
    firstName: '',
    lastName: '',
    phoneNumber: '',
    homeZip: '',
    userType: input.userType,
  });
  return identity.uuid;
}

/**
 * When every signer not removed has signed and the application waits at CO_DEED_REQ, it moves on through the
 * workflow's run (coDeedSigned). Called after a signature and after a removal, which can leave only signed signers.
 */
export function completeCoDeedIfSigned(
  applications: ApplicationStore,
  signers: SignerStore,
  applicationUuid: string,
): void {
  const active = signers.activeFor(applicationUuid);
  if (active.length === 0 || active.some((signer) => signer.status !== 'SIGNED')) return;
  const application = applications.find(applicationUuid);
  if (application && isActionExpected('coDeedSigned', application.status.checklistStatus))
    performAction(applications, application, 'coDeedSigned', {});
}

/** The invitation as the admin API shows it; the login link carries the application's organisation. */
export function invitationOf(applications: ApplicationStore, signer: SignerRecord): SignerInvitation {
  const orgCode = applications.owner(signer.applicationUuid)?.orgCode;
  return {
    applicationUuid: signer.applicationUuid,
    identityUuid: signer.identityUuid,
    email: signer.email,
    temporaryPassword: signer.temporaryPassword,
    loginUrl: orgCode === undefined ? SIGNER_LOGIN_PATH : withOrgQuery(SIGNER_LOGIN_PATH, orgCode),
    status: signer.status,
    createdAt: signer.invitedAt,
  };
}

/**
 * The emails of POST additional-signers, every problem listed. Messages name emails by position, not by address:
 * the app shows them to the borrower, and an address in an error text could end up in a log.
 */
function readInvitedEmails(body: unknown, context: { primaryEmail: string; active: SignerRecord[] }): string[] {
  const reader = new BodyReader(body, ['emails']);
  reader.required('emails');
  const raw = reader.json('emails');
  if (raw !== undefined && (!Array.isArray(raw) || raw.length === 0))
    reader.fail('emails must list at least one email address');
  const entries: unknown[] = Array.isArray(raw) ? raw : [];
  const activeEmails = new Set(context.active.map((signer) => signer.email.toLowerCase()));
  const positions = new Map<string, number>();
  entries.forEach((entry, index) => {
    const position = index + 1;
    if (typeof entry !== 'string' || entry.length > 254 || !EMAIL.test(entry)) {
      reader.fail(`Email ${position} is not a valid email address`);
      return;
    }
    const key = entry.toLowerCase();
    const first = positions.get(key);
    if (first !== undefined) reader.fail(`Email ${position} is the same as email ${first}`);
    else positions.set(key, position);
    if (key === context.primaryEmail.toLowerCase())
      reader.fail(`Email ${position} is your own email address: an additional signer must be someone else`);
    else if (activeEmails.has(key))
      reader.fail(`Email ${position} is already an additional signer of this application`);
  });
  if (context.active.length + entries.length > MAX_ACTIVE_SIGNERS) {
    const invited = context.active.length;
    reader.fail(
      invited === 0
        ? `An application can have at most ${MAX_ACTIVE_SIGNERS} additional signers`
        : `An application can have at most ${MAX_ACTIVE_SIGNERS} additional signers, and ${invited} already ` +
            `${invited === 1 ? 'is' : 'are'} invited`,
    );
  }
  reader.finish();
  return entries.filter((entry): entry is string => typeof entry === 'string');
}

/** Per person, their newest invitation, in the order they were first invited. */
function latestPerPerson(invitations: SignerRecord[]): SignerRecord[] {
  const byIdentity = new Map<string, SignerRecord>();
  for (const invitation of invitations) byIdentity.set(invitation.identityUuid, invitation);
  return [...byIdentity.values()];
}

type InvitedAccount =
  | { kind: 'existing'; identityUuid: string; email: string }
  | { kind: 'new'; email: string; password: string; passwordHash: string };

export interface SignerServiceDeps {
  db: SandboxDb;
  identities: IdentityStore;
  profiles: ProfileStore;
  applications: ApplicationStore;
  signers: SignerStore;
  auth: AuthGuard;
  now: () => number;
}

export function registerSignerRoutes(app: FastifyInstance, deps: SignerServiceDeps): void {
  const { db, identities, applications, signers, auth, now } = deps;
  const guarded = { preHandler: auth.require };
  const owned = ownedApplication(applications, auth);

  // ---- the primary borrower's side, on signing/additional

  app.post<{ Params: { uuid: string } }>(`${STEPS_BASE}/additional-signers`, guarded, async (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    const owner = applications.owner(application.uuid);
    const primaryEmail = owner && identities.find(owner.identityUuid)?.email;
    if (!owner || primaryEmail === undefined) throw new Error('an owned application has an owner with an identity');
    const emails = readInvitedEmails(request.body, { primaryEmail, active: signers.activeFor(application.uuid) });
    // Hash before the transaction: sql.js transactions must not span an await.
    const accounts = await Promise.all(
      emails.map(async (email): Promise<InvitedAccount> => {
        const existing = identities.findByEmail(email);
        if (existing) return { kind: 'existing', identityUuid: existing.uuid, email: existing.email };
        const password = readablePassword();
        return { kind: 'new', email, password, passwordHash: await hashPassword(password) };
      }),
    );
    const at = isoAt(now());
    db.transaction(() => {
      // First, so that an invitation at the wrong status (409) makes no account.
      performAction(applications, application, 'signersInvited', {});
      for (const account of accounts) {
        const identityUuid =
          account.kind === 'existing'
            ? account.identityUuid
            : createSignerAccount(deps, {
                email: account.email,
                passwordHash: account.passwordHash,
                orgCode: owner.orgCode,
                userType: 'CO_DEEDER',
              });
        signers.add({
          applicationUuid: application.uuid,
          identityUuid,
          email: account.email,
          temporaryPassword: account.kind === 'new' ? account.password : null,
          status: 'INVITED',
          at,
        });
      }
    });
    return applications.find(application.uuid);
  });

  app.get<{ Params: { uuid: string } }>(`${STEPS_BASE}/additional-signers`, guarded, (request, reply) => {
    const application = owned(request, reply);
    if (!application) return reply;
    return latestPerPerson(signers.allFor(application.uuid)).map((signer): AdditionalSignerSummary => ({
      identityUuid: signer.identityUuid,
      email: signer.email,
      status: signer.status,
      invitedAt: signer.invitedAt,
      signedAt: signer.signedAt,
    }));
  });

  // ---- the signer's side (heloc-signer area), on the invitation signers.current() picks

  const currentSigner = (request: FastifyRequest): SignerRecord => {
    const signer = signers.current(auth.caller(request).identityUuid);
    if (!signer) throw new InputError([NOT_A_SIGNER]);
    return signer;
  };

  const inOrder = (signer: SignerRecord, step: SignerStep): void => {
    const message = OUT_OF_ORDER[step][signer.status];
    if (message !== undefined) throw new ConflictError(message);
  };

  const coDeedStatus = (request: FastifyRequest): CoDeedStatus => {
    const signer = currentSigner(request);
    const application = applications.find(signer.applicationUuid);
    return {
      applicationUuid: signer.applicationUuid,
      // The application is never deleted while its signers exist (the rows cascade), so the fallback never shows.
      loanNumber: application?.loanNumber ?? '',
      status: signer.status,
      invitedAt: signer.invitedAt,
      signedAt: signer.signedAt,
    };
  };

  /** The signer's documents, made on first request so that their links stay stable. */
  const documentIdsOf = (signer: SignerRecord): string[] => {
    const existing = applications.data(signer.applicationUuid).signerDocuments ?? {};
    const ids = existing[signer.identityUuid];
    if (ids) return ids;
    const made = newDocumentIds('signer');
    applications.saveData(signer.applicationUuid, { signerDocuments: { ...existing, [signer.identityUuid]: made } });
    return made;
  };

  app.get(`${CO_DEED_BASE}/status`, guarded, (request) => coDeedStatus(request));

  app.post(`${CO_DEED_BASE}/identity-documents`, guarded, async (request) => {
    const signer = currentSigner(request);
    inOrder(signer, 'identity');
    const documents = await readIdentityDocuments(request);
    signers.verifyIdentity(signer.applicationUuid, signer.identityUuid, documents, isoAt(now()));
    return coDeedStatus(request);
  });

  app.get(`${CO_DEED_BASE}/documents`, guarded, (request) => {
    const signer = currentSigner(request);
    inOrder(signer, 'documents');
    return documentList('signer', documentIdsOf(signer));
  });

  app.post(`${CO_DEED_BASE}/signatures`, guarded, (request) => {
    const signer = currentSigner(request);
    inOrder(signer, 'signatures');
    const reader = new BodyReader(request.body, ['documentIds']);
    reader.required('documentIds');
    const ids = reader.json('documentIds');
    const expected = documentIdsOf(signer);
    if (ids !== undefined && (!Array.isArray(ids) || !expected.every((id) => ids.includes(id))))
      reader.fail('documentIds must list every document to sign');
    reader.finish();
    db.transaction(() => {
      signers.sign(signer.applicationUuid, signer.identityUuid, isoAt(now()));
      completeCoDeedIfSigned(applications, signers, signer.applicationUuid);
    });
    return coDeedStatus(request);
  });
}

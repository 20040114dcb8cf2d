import type { FastifyInstance } from 'fastify';
import {
  BPO_STATUSES,
  DECISIONS,
  SUB_DECISIONS,
  type ApiErrorBody,
  SANDBOX_ADMIN_PREFIX,
  type CreateBorrowerResponse,
  type CreateSignerResponse,
  type CreateFaultRequest,
  type CreateFaultResponse,
  type PatchApplicationRequest,
} from './contract';
import { hashPassword, type TokenService } from './auth';
import type { SandboxDb } from './db/database';
import {
  generatedEmail,
  generatedPassword,
  generatedSignerEmail,
  randomFirstName,
  randomLastName,
  randomPhoneNumber,
  readablePassword,
} from './fakeData';
import type { FaultStore } from './faults';
import { DEFAULT_ORG_CODE } from './organizations';
import type { RequestLog } from './requestLog';
import { takeAdverseAction, todayOf, type AdverseActionStore } from './services/adverseAction';
import type { ApplicationStore } from './services/applications';
import type { IdentityStore } from './services/identity';
import type { FlagStore } from './services/optimize';
import type { OrganizationStore } from './services/orgs';
import type { ProfileStore } from './services/profile';
import { EMAIL } from './services/registrationInput';
import { MAX_ACTIVE_SIGNERS, type SignerStore } from './services/signerStore';
import { completeCoDeedIfSigned, createSignerAccount, invitationOf } from './services/signers';
import { isUsState } from './usStates';
import { BodyReader } from './validation';
import type { Clock } from './workflow';

export interface AdminDeps {
  db: SandboxDb;
  tokens: TokenService;
  orgs: OrganizationStore;
  identities: IdentityStore;
  profiles: ProfileStore;
  applications: ApplicationStore;
  signers: SignerStore;
  flags: FlagStore;
  faults: FaultStore;
  requests: RequestLog;
  /** Issue 36: the adverse-action notices the admin API's `adverseAction` sets. */
  notices: AdverseActionStore;
  /** Empties every table and seeds organisations and flags again. */
  reset(): void;
  /** The workflow's clock, for the times of signer records. */
  now: Clock;
}

export const DEFAULT_CHECKLIST_STATUS = 'OFFER_SELECTION';

/**
 * Any upper-case status word is accepted, not only the known ones: the app must survive statuses it does not know,
 * and tests need to be able to send it one.
 */
const STATUS_WORD = /^[A-Z][A-Z0-9_]*$/;
const STATE_CODE = /^[A-Z]{2}$/;
const ROUTING_NUMBER = /^\d{9}$/;
const FLAG_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const NOT_FOUND: ApiErrorBody = { errors: ['Application not found'] };

const OCCUPANCY_TYPES = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;
const ISO_DAY_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * Issue 37: when the closing documents were signed, kept as an ISO date-time. A bare day means noon UTC, which is the
 * same calendar day in every US time zone, so the app's dates follow from the day the test names.
 */
function readSignedAt(reader: BodyReader, field: string): string | undefined {
  const value = reader.string(field, { pattern: ISO_DAY_OR_TIME, maxLength: 40, expected: 'an ISO date-time' });
  if (value === undefined) return undefined;
  const time = Date.parse(value.length === 10 ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(time)) {
    reader.fail(`${field} must be an ISO date-time`);
    return undefined;
  }
  return new Date(time).toISOString();
}

function readState(reader: BodyReader, field: string): string | undefined {
  const state = reader.string(field, { pattern: STATE_CODE, maxLength: 2, expected: 'a two-letter US state code' });
  if (state !== undefined && !isUsState(state)) {
    reader.fail(`${field} must be a US state code`);
    return undefined;
  }
  return state;
}

const CREATE_BORROWER_FIELDS = [
  'email',
  'password',
  'orgCode',
  'firstName',
  'lastName',
  'propertyState',
  'checklistStatus',
  'isBroker',
  'occupancyType',
  'documentsSignedAt',
] as const;

const CREATE_SIGNER_FIELDS = ['applicationUuid', 'email', 'password', 'userType', 'status'] as const;

const PATCH_FIELDS = [
  'checklistStatus',
  'waitingOnFloodCert',
  'bpo',
  'uwDecision',
  'uwSubDecision',
  'primaryParticipantAcceptComplete',
  'isCrypto',
  'isInquiry',
  'propertyState',
  'disburseRoutingNumber',
  'occupancyType',
  'documentsSignedAt',
] as const satisfies readonly (keyof PatchApplicationRequest)[];

function readPatch(body: unknown): PatchApplicationRequest {
  const reader = new BodyReader(body, PATCH_FIELDS);
  const patch: PatchApplicationRequest = {
    checklistStatus: reader.string('checklistStatus', {
      pattern: STATUS_WORD,
      maxLength: 64,
      expected: 'a status word',
    }),
    waitingOnFloodCert: reader.boolean('waitingOnFloodCert'),
    bpo: reader.nullable('bpo', (field) => reader.oneOf(field, BPO_STATUSES)),
    uwDecision: reader.nullable('uwDecision', (field) => reader.oneOf(field, DECISIONS)),
    uwSubDecision: reader.nullable('uwSubDecision', (field) => reader.oneOf(field, SUB_DECISIONS)),
    primaryParticipantAcceptComplete: reader.boolean('primaryParticipantAcceptComplete'),
    isCrypto: reader.boolean('isCrypto'),
    isInquiry: reader.boolean('isInquiry'),
    occupancyType: reader.oneOf('occupancyType', OCCUPANCY_TYPES),
    documentsSignedAt: readSignedAt(reader, 'documentsSignedAt'),
    propertyState: readState(reader, 'propertyState'),
    disburseRoutingNumber: reader.nullable('disburseRoutingNumber', (field) =>
      reader.string(field, { pattern: ROUTING_NUMBER, maxLength: 9, expected: 'a 9-digit routing number or null' }),
    ),
  };
  reader.finish();
  return patch;
}

function readFault(body: unknown): CreateFaultRequest {
  const reader = new BodyReader(body, ['pathPrefix', 'method', 'status', 'delayMs', 'body', 'times', 'token']);
  reader.required('pathPrefix');
  const pathPrefix = reader.string('pathPrefix', {
    pattern: /^\//,
    maxLength: 500,
    expected: 'a path starting with /',
  });
  if (pathPrefix?.startsWith(SANDBOX_ADMIN_PREFIX)) reader.fail(`faults never apply to ${SANDBOX_ADMIN_PREFIX}/*`);
  const method = reader.string('method', { pattern: /^[A-Za-z]+$/, maxLength: 10, expected: 'an HTTP method' });
  const knownMethod = HTTP_METHODS.find((candidate) => candidate === method?.toUpperCase());
  if (method !== undefined && knownMethod === undefined)
    reader.fail(`method must be one of ${HTTP_METHODS.join(', ')}`);
  const status = reader.integer('status', 200, 599);
  const delayMs = reader.integer('delayMs', 0, 60_000);
  const times = reader.integer('times', 1, 1_000_000);
  const token = reader.string('token', { pattern: /^[\w.~+/=-]+$/, maxLength: 4000, expected: 'a bearer token' });
  if (!reader.has('status') && !reader.has('delayMs')) reader.fail('a fault needs status, delayMs or both');
  if (reader.has('body') && !reader.has('status')) reader.fail('body needs a status to answer with');
  reader.finish();
  if (pathPrefix === undefined) throw new Error('pathPrefix was checked as required');
  return {
    pathPrefix,
    ...(knownMethod ? { method: knownMethod } : {}),
    ...(status === undefined ? {} : { status }),
    ...(delayMs === undefined ? {} : { delayMs }),
    ...(reader.has('body') ? { body: reader.json('body') } : {}),
    ...(times === undefined ? {} : { times }),
    ...(token === undefined ? {} : { token }),
  };
}

/** The sandbox admin API (docs/sandbox.md): set up scenarios, inspect what the app sent, break things on purpose. */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const prefix = SANDBOX_ADMIN_PREFIX;

  app.post(`${prefix}/reset`, (_request, reply) => {
    deps.reset();
    return reply.code(204).send();
  });

  app.post(`${prefix}/borrowers`, async (request, reply) => {
    // Issue 36: `adverseAction` is read on its own (services/adverseAction.ts), the other fields here.
    const { rest, adverseAction } = takeAdverseAction(request.body);
    const reader = new BodyReader(rest, CREATE_BORROWER_FIELDS);
    const email = reader.string('email', { pattern: EMAIL, maxLength: 254, expected: 'an email address' });
    const password = reader.string('password', { maxLength: 128 });
    const orgCode = reader.string('orgCode', { maxLength: 64 });
    if (orgCode !== undefined && !deps.orgs.exists(orgCode)) reader.fail(`orgCode is not a known organisation`);
    const firstName = reader.string('firstName', { maxLength: 100 });
    const lastName = reader.string('lastName', { maxLength: 100 });
    const propertyState = readState(reader, 'propertyState');
    const checklistStatus = reader.string('checklistStatus', {
      pattern: STATUS_WORD,
      maxLength: 64,
      expected: 'a status word',
    });
    const isBroker = reader.boolean('isBroker');
    const occupancyType = reader.oneOf('occupancyType', OCCUPANCY_TYPES);
    const documentsSignedAt = readSignedAt(reader, 'documentsSignedAt');
    reader.finish();

    const borrower = {
      email: email ?? generatedEmail(),
      password: password ?? generatedPassword(),
      orgCode: orgCode ?? DEFAULT_ORG_CODE,
    };
    // Hash before the transaction: sql.js transactions must not span an await.
    const passwordHash = await hashPassword(borrower.password);
    const { identityUuid, applicationUuid } = deps.db.transaction(() => {
      const identity = deps.identities.insert({ email: borrower.email, passwordHash, orgCode: borrower.orgCode });
      const application = deps.applications.create({
        identityUuid: identity.uuid,
        orgCode: borrower.orgCode,
        checklistStatus: checklistStatus ?? DEFAULT_CHECKLIST_STATUS,
        propertyState: propertyState ?? 'CA',
        ...(lastName ? { lastName } : {}),
        ...(occupancyType ? { occupancyType } : {}),
        ...(documentsSignedAt ? { documentsSignedAt } : {}),
      });
      deps.profiles.create({
        identityUuid: identity.uuid,
        organizationCode: borrower.orgCode,
        firstName: firstName ?? randomFirstName(),
        lastName: lastName ?? randomLastName(),
        phoneNumber: randomPhoneNumber(),
        homeZip: application.property.zip,
        isBroker: isBroker ?? false,
      });
      if (adverseAction !== undefined) deps.notices.set(application.uuid, adverseAction, todayOf(deps.now));
      return { identityUuid: identity.uuid, applicationUuid: application.uuid };
    });
    const response: CreateBorrowerResponse = {
      identityUuid,
      applicationUuid,
      email: borrower.email,
      password: borrower.password,
      jwt: deps.tokens.sign(identityUuid, borrower.orgCode),
    };
    return reply.code(201).send(response);
  });

  // Additional signers (issue 6): there is no email, so the invitations are read here.
  app.get(`${prefix}/invitations`, (request) => {
    // URLSearchParams rather than request.query: a repeated parameter would otherwise arrive as an array.
    const query = new URL(request.url, 'http://sandbox.invalid').searchParams;
    const filter = {
      ...(query.get('applicationUuid') ? { applicationUuid: query.get('applicationUuid') ?? '' } : {}),
      ...(query.get('email') ? { email: query.get('email') ?? '' } : {}),
    };
    return deps.signers.invitations(filter).map((signer) => invitationOf(deps.applications, signer));
  });

  app.post(`${prefix}/signers`, async (request, reply) => {
    const reader = new BodyReader(request.body, CREATE_SIGNER_FIELDS);
    reader.required('applicationUuid');
    const applicationUuid = reader.string('applicationUuid', { maxLength: 64 });
    const owner = applicationUuid === undefined ? undefined : deps.applications.owner(applicationUuid);
    if (applicationUuid !== undefined && !owner) reader.fail('applicationUuid is not known');
    const email = reader.string('email', { pattern: EMAIL, maxLength: 254, expected: 'an email address' });
    const password = reader.string('password', { maxLength: 128 });
    const userType = reader.oneOf('userType', ['CO_DEEDER', 'BORROWER'] as const);
    const status = reader.oneOf('status', ['INVITED', 'IDENTITY_VERIFIED', 'SIGNED'] as const);
    if (applicationUuid !== undefined && deps.signers.activeFor(applicationUuid).length >= MAX_ACTIVE_SIGNERS)
      reader.fail(`the application already has ${MAX_ACTIVE_SIGNERS} additional signers`);
    reader.finish();
    if (!owner || applicationUuid === undefined) throw new Error('applicationUuid was checked as required');

    const signer = { email: email ?? generatedSignerEmail(), password: password ?? readablePassword() };
    // Hash before the transaction: sql.js transactions must not span an await.
    const passwordHash = await hashPassword(signer.password);
    const identityUuid = deps.db.transaction(() => {
      const created = createSignerAccount(deps, {
        email: signer.email,
        passwordHash,
        orgCode: owner.orgCode,
        userType: userType ?? 'CO_DEEDER',
      });
      deps.signers.add({
        applicationUuid,
        identityUuid: created,
        email: signer.email,
        temporaryPassword: signer.password,
        status: status ?? 'INVITED',
        at: new Date(deps.now()).toISOString(),
      });
      return created;
    });
    const response: CreateSignerResponse = {
      identityUuid,
      email: signer.email,
      password: signer.password,
      jwt: deps.tokens.sign(identityUuid, owner.orgCode),
    };
    return reply.code(201).send(response);
  });

  app.delete<{ Params: { uuid: string; identityUuid: string } }>(
    `${prefix}/applications/:uuid/signers/:identityUuid`,
    (request, reply) => {
      const { uuid, identityUuid } = request.params;
      const removed = deps.db.transaction(() => {
        const wasSigner = deps.signers.remove(uuid, identityUuid, new Date(deps.now()).toISOString());
        // The one left unsigned may be the one removed: the others' signatures then complete the co-deed.
        if (wasSigner) completeCoDeedIfSigned(deps.applications, deps.signers, uuid);
        return wasSigner;
      });
      if (!removed) return reply.code(404).send({ errors: ['Signer not found'] } satisfies ApiErrorBody);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { uuid: string } }>(`${prefix}/applications/:uuid`, (request, reply) => {
    return deps.applications.find(request.params.uuid) ?? reply.code(404).send(NOT_FOUND);
  });

  app.patch<{ Params: { uuid: string } }>(`${prefix}/applications/:uuid`, (request, reply) => {
    const { rest, adverseAction } = takeAdverseAction(request.body);
    const patch = readPatch(rest);
    const patched = deps.applications.patch(request.params.uuid, patch);
    if (!patched) return reply.code(404).send(NOT_FOUND);
    if (adverseAction !== undefined) deps.notices.set(patched.uuid, adverseAction, todayOf(deps.now));
    return patched;
  });

  app.get(`${prefix}/requests`, (request) => {
    // URLSearchParams rather than request.query: a repeated ?path= would otherwise arrive as an array.
    const pathPrefix = new URL(request.url, 'http://sandbox.invalid').searchParams.get('path') ?? '';
    return deps.requests.list(pathPrefix);
  });

  app.get(`${prefix}/flags`, () => deps.flags.list());

  app.put<{ Params: { key: string } }>(`${prefix}/flags/:key`, (request) => {
    const reader = new BodyReader(request.body, ['enabled', 'variables']);
    if (!FLAG_KEY.test(request.params.key) || request.params.key.length > 100) reader.fail('flag key is not valid');
    reader.required('enabled');
    const enabled = reader.boolean('enabled');
    const variables = reader.object('variables');
    reader.finish();
    return deps.flags.put(request.params.key, enabled === true, variables);
  });

  app.get(`${prefix}/faults`, () => deps.faults.list());

  app.post(`${prefix}/faults`, (request, reply) => {
    const response: CreateFaultResponse = { id: deps.faults.create(readFault(request.body)) };
    return reply.code(201).send(response);
  });

  app.delete(`${prefix}/faults`, (_request, reply) => {
    deps.faults.clear();
    return reply.code(204).send();
  });
}

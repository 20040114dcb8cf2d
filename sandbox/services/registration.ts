import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDENTITY_EXISTS_MESSAGE,
  SANDBOX_ADMIN_PREFIX,
  type AbilityToStartResponse,
  type ApiErrorBody,
  type JwtResponse,
  type OptimizelyProfile,
  type SandboxSettings,
  type WaitlistResponse,
} from '../contract';
import { hashPassword, type AuthGuard, type TokenService } from '../auth';
import type { SandboxDb } from '../db/database';
import { DEFAULT_ORG_CODE } from '../organizations';
import { BodyReader, ConflictError } from '../validation';
import { MAX_WORKFLOW_STEP_MS, type Workflow } from '../workflow';
import { registerAddressTypeaheadRoutes } from './addressTypeahead';
import type { ApplicationStore } from './applications';
import { registerCommsPrefsRoutes } from './commsPrefs';
import { registerEligibilityRoutes } from './eligibility';
import { EventStore, registerEventRoutes } from './events';
import type { IdentityStore } from './identity';
import { registerMarketingRoutes } from './marketing';
import { registerOfferRoutes } from './offers';
import type { OrganizationStore } from './orgs';
import type { ProfileStore } from './profile';
import { registerHelocCreateRoutes } from './registrationApplication';
import { registerAuthProviderRoutes } from './registrationAuthProvider';
import {
  magicLocalPart,
  optionalSuffix,
  optionalText,
  orgHeader,
  queryParam,
  requiredAmount,
  requiredBoolean,
  requiredDate,
  requiredEmail,
  requiredFirstName,
  requiredLastName,
  requiredPassword,
  requiredPhone,
  requiredState,
  requiredText,
  requiredZip,
  UUID,
} from './registrationInput';
import { registerReferralRoutes, seedLoanOriginators } from './registrationReferrals';

/**
 * The platform side of registration (000 §4.3, §7; 001 §7): everything the registration flow calls, wired in one
 * place so the server registers it with one call. docs/sandbox.md lists the routes and the magic values.
 */

export interface RegistrationDeps {
  db: SandboxDb;
  orgs: OrganizationStore;
  identities: IdentityStore;
  profiles: ProfileStore;
  applications: ApplicationStore;
  tokens: TokenService;
  auth: AuthGuard;
  workflow: Workflow;
}

/** Emails whose local part (before any +tag) is one of these select a scenario (docs/sandbox.md). */
export const MAGIC_EMAILS = { exists: 'exists', active: 'active', cannotStart: 'cannotstart' } as const;
/** Waitlist magic incomes. */
export const WAITLIST_INCOME = 424242;
export const MARKETING_WAITLIST_INCOME = 424243;

/** 000 §9: 45 days between HELOCs. */
export const DAYS_BETWEEN_HELOCS = 45;

const IDENTITY_EXISTS: ApiErrorBody = { errors: [IDENTITY_EXISTS_MESSAGE] };

/** An email that is registered, or that plays one (magic `exists@…`). */
export function emailTaken(identities: IdentityStore, email: string): boolean {
  return magicLocalPart(email) === MAGIC_EMAILS.exists || identities.findByEmail(email) !== undefined;
}

/** The organisation a registration is for: the `organization` query, else the x-org header, else the main brand. */
function registrationOrg(request: FastifyRequest, orgs: OrganizationStore, reader: BodyReader): string {
  const orgCode = queryParam(request, 'organization') ?? orgHeader(request) ?? DEFAULT_ORG_CODE;
  if (!orgs.exists(orgCode)) reader.fail('organization is not a known organisation');
  return orgCode;
}

function registerIdentityRegistration(app: FastifyInstance, deps: RegistrationDeps): void {
  const { db, orgs, identities, profiles, tokens } = deps;

  const register = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const reader = new BodyReader(request.body, ['email', 'password', 'phoneNumber']);
    const email = requiredEmail(reader);
    const password = requiredPassword(reader);
    const phoneNumber = requiredPhone(reader, 'phoneNumber');
    const orgCode = registrationOrg(request, orgs, reader);
    reader.finish();
    if (email === undefined || password === undefined || phoneNumber === undefined) {
      throw new Error('register fields were checked as required');
    }
    // 000 §4.3: a 401 from registration means the account exists.
    if (emailTaken(identities, email)) return reply.code(401).send(IDENTITY_EXISTS);
    // Hash before the transaction: sql.js transactions must not span an await.
    const passwordHash = await hashPassword(password);
    try {
      const identity = db.transaction(() => {
        const created = identities.insert({ email, passwordHash, orgCode });
        // The name, birthdate and home arrive with create HELOC.
        profiles.create({
          identityUuid: created.uuid,
          organizationCode: orgCode,
          firstName: '',
          lastName: '',
          phoneNumber,
          homeZip: '',
        });
        return created;
      });
      // In the body only: an Authorization header would be stored by the app before it verified the token.
      const response: JwtResponse = { jwt: tokens.sign(identity.uuid, orgCode) };
      return await reply.send(response);
    } catch (error) {
      if (error instanceof ConflictError) return reply.code(401).send(IDENTITY_EXISTS);
      throw error;
    }
  };

  app.post('/identity-broker/customer/api/v3/register', register);
  // 001 §7 names this one; it is the same registration.
  app.post('/identity/api/v1/registration/register', register);
}

function waitlistRedirect(lastName: string, income: number): WaitlistResponse {
  if (income === MARKETING_WAITLIST_INCOME) return { eligible: false, redirect: '/marketing-waitlist' };
  if (income === WAITLIST_INCOME || lastName.trim().toLowerCase() === 'waitlist') {
    return { eligible: false, redirect: '/waitlist' };
  }
  return { eligible: true };
}

function registerWaitlist(app: FastifyInstance): void {
  // Public: the first call of the submit sequence, before the identity exists.
  app.post('/service-wait-list/api/v1/home-equity-loan-plus', (request) => {
    const reader = new BodyReader(request.body, [
      'firstName',
      'lastName',
      'dob',
      'email',
      'income',
      'street1',
      'street2',
      'city',
      'state',
      'zip',
      'consent',
    ]);
    requiredFirstName(reader);
    const lastName = requiredLastName(reader);
    requiredDate(reader, 'dob');
    requiredEmail(reader);
    const income = requiredAmount(reader, 'income', 9_999_999);
    requiredText(reader, 'street1');
    optionalText(reader, 'street2');
    requiredText(reader, 'city', 100);
    requiredState(reader);
    requiredZip(reader);
    requiredBoolean(reader, 'consent');
    reader.finish();
    return waitlistRedirect(lastName ?? '', income ?? 0);
  });
}

function registerAbilityToStart(app: FastifyInstance, deps: RegistrationDeps): void {
  const { identities, applications, auth, workflow } = deps;
  app.get(
    '/service-search/api/v1/profiles/actions/verify-ability-to-start-application',
    { preHandler: auth.require },
    (request) => {
      const caller = auth.caller(request);
      const magic = magicLocalPart(identities.find(caller.identityUuid)?.email ?? '');
      const since = new Date(workflow.now() - DAYS_BETWEEN_HELOCS * 24 * 60 * 60 * 1000).toISOString();
      const active =
        magic === MAGIC_EMAILS.active ? [caller.orgCode] : applications.activeOrganizations(caller.identityUuid);
      if (active.length > 0) {
        const blocked: AbilityToStartResponse = {
          canStartApplication: false,
          organizationsWithActiveApplication: active,
        };
        return blocked;
      }
      // An application opened in the last 45 days, even an inactive one, blocks a new one (000 §9).
      const recent = applications.latestApplicationSince(caller.identityUuid, since);
      const response: AbilityToStartResponse = {
        canStartApplication: magic !== MAGIC_EMAILS.cannotStart && recent === undefined,
        organizationsWithActiveApplication: [],
        ...(recent === undefined
          ? {}
          : {
              canStartAfter: new Date(Date.parse(recent) + DAYS_BETWEEN_HELOCS * 24 * 60 * 60 * 1000)
                .toISOString()
                .slice(0, 10),
            }),
      };
      return response;
    },
  );
}

function registerProfileUpdates(app: FastifyInstance, deps: RegistrationDeps): void {
  const { profiles, auth } = deps;
  const guarded = { preHandler: auth.require };

  app.put('/identity/secure/api/v1/identity/alias', guarded, (request) => {
    const reader = new BodyReader(request.body, ['type', 'value']);
    reader.required('type');
    reader.oneOf('type', ['Phone'] as const);
    const value = requiredPhone(reader, 'value');
    reader.finish();
    if (value === undefined) throw new Error('value was checked as required');
    profiles.update(auth.caller(request).identityUuid, { phoneNumber: value });
    return { type: 'Phone', value };
  });

  app.put('/service-profile/api/v1/profile/name', guarded, (request, reply) => {
    const reader = new BodyReader(request.body, ['firstName', 'middleName', 'lastName', 'suffix']);
    const firstName = requiredFirstName(reader);
    const middleName = optionalText(reader, 'middleName', 100) ?? '';
    const lastName = requiredLastName(reader);
    const suffix = optionalSuffix(reader);
    reader.finish();
    const identityUuid = auth.caller(request).identityUuid;
    profiles.update(identityUuid, { firstName, middleName: middleName.trim(), lastName, suffix });
    return (
      profiles.find(identityUuid) ?? reply.code(404).send({ errors: ['Profile not found'] } satisfies ApiErrorBody)
    );
  });
}

const OPTIMIZELY_PATH = '/service-application/api/v3/application/heloc/optermizerly-profile';

function registerOptimizelyProfile(app: FastifyInstance, deps: RegistrationDeps): void {
  const { profiles, auth } = deps;

  /** The identityUuid query must name the caller: nobody reads or writes another borrower's profile. */
  const callerNamed = (request: FastifyRequest, reply: FastifyReply): string | undefined => {
    const identityUuid = queryParam(request, 'identityUuid');
    if (identityUuid === undefined || identityUuid === '') {
      void reply.code(400).send({ errors: ['identityUuid is required'] } satisfies ApiErrorBody);
      return undefined;
    }
    if (identityUuid !== auth.caller(request).identityUuid) {
      void reply.code(403).send({ errors: ['identityUuid is not the signed-in borrower'] } satisfies ApiErrorBody);
      return undefined;
    }
    return identityUuid;
  };

  app.get(OPTIMIZELY_PATH, { preHandler: auth.require }, (request, reply) => {
    const identityUuid = callerNamed(request, reply);
    if (identityUuid === undefined) return reply;
    const response: OptimizelyProfile = { optimizelyProfileUuid: profiles.optimizelyProfileUuid(identityUuid) };
    return response;
  });

  app.patch(OPTIMIZELY_PATH, { preHandler: auth.require }, (request, reply) => {
    const identityUuid = callerNamed(request, reply);
    if (identityUuid === undefined) return reply;
    const reader = new BodyReader(request.body, ['optimizelyProfileUuid']);
    reader.required('optimizelyProfileUuid');
    const uuid = reader.string('optimizelyProfileUuid', { pattern: UUID, maxLength: 36, expected: 'a UUID' });
    reader.finish();
    if (uuid === undefined) throw new Error('optimizelyProfileUuid was checked as required');
    profiles.setOptimizelyProfileUuid(identityUuid, uuid);
    const response: OptimizelyProfile = { optimizelyProfileUuid: uuid };
    return response;
  });
}

function registerSettingsAdmin(app: FastifyInstance, deps: RegistrationDeps): void {
  const { workflow } = deps;
  app.get(`${SANDBOX_ADMIN_PREFIX}/settings`, (): SandboxSettings => workflow.settings());
  app.patch(`${SANDBOX_ADMIN_PREFIX}/settings`, (request): SandboxSettings => {
    const reader = new BodyReader(request.body, ['workflowStepMs']);
    const workflowStepMs = reader.integer('workflowStepMs', 0, MAX_WORKFLOW_STEP_MS);
    reader.finish();
    return workflow.update({ workflowStepMs });
  });
}

/**
 * Registers every registration route. Call it before the shell services: they add fallbacks for the phone alias and
 * the event routes only when nobody has registered them.
 */
export function registerRegistrationServices(app: FastifyInstance, deps: RegistrationDeps): void {
  const events = new EventStore(deps.db, deps.workflow.now);
  registerWaitlist(app);
  registerIdentityRegistration(app, deps);
  registerAuthProviderRoutes(app, deps, { emailTaken: (email) => emailTaken(deps.identities, email) });
  registerProfileUpdates(app, deps);
  registerAbilityToStart(app, deps);
  registerHelocCreateRoutes(app, deps);
  registerOptimizelyProfile(app, deps);
  registerOfferRoutes(app, deps);
  registerEventRoutes(app, { events, auth: deps.auth, applications: deps.applications });
  registerEligibilityRoutes(app, deps);
  registerReferralRoutes(app, deps);
  registerMarketingRoutes(app, { now: deps.workflow.now });
  registerCommsPrefsRoutes(app, deps);
  registerAddressTypeaheadRoutes(app);
  registerSettingsAdmin(app, deps);
}

/** Seed records registration keeps in tables other services own; run at start and after every reset. */
export function seedRegistrationData(db: SandboxDb): void {
  seedLoanOriginators(db);
}

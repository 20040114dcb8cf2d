/**
 * POST the HELOC create (000 §4.3 step 5) in the sandbox: the body read by registrationCreateInput.ts, then the rules
 * that need the platform's records (where the organisation lends, age, referrers, referrals, offer codes), the one
 * active application per borrower, and the new application with its scenario's offers.
 */
import type { FastifyInstance } from 'fastify';
import { LICENSED_STATES_MESSAGE, type ApiErrorBody } from '../contract';
import type { AuthGuard } from '../auth';
import type { SandboxDb } from '../db/database';
import { ConflictError } from '../validation';
import { magicScenario, scenarioHasOffers, type ScenarioKey, type Workflow } from '../workflow';
import type { ApplicationStore } from './applications';
import { ineligibleZips, notOfferedInState, notOfferedInZip } from './eligibility';
import { lookupOfferCode } from './marketing';
import { underwrite } from './offers';
import type { OrganizationStore } from './orgs';
import type { ProfileStore } from './profile';
import { ageOn, queryParam } from './registrationInput';
import { checkReferrer, findSeededReferral } from './registrationReferrals';
import { readCreate, type CreateInput } from './registrationCreateInput';

/** 000 §9 minimum age; Alabama's age of majority is 19 (000 §5). */
const minimumAge = (state: string): number => (state === 'AL' ? 19 : 18);

/** Rules that need the platform's records: where the organisation lends, referrers, referrals, offer codes, age. */
function businessErrors(
  input: CreateInput,
  deps: { db: SandboxDb; orgs: OrganizationStore; applications: ApplicationStore; workflow: Workflow },
  orgCode: string,
): string[] {
  const { property, profile } = input;
  const org = deps.orgs.find(orgCode);
  if (!org) return ['the organisation of this account is not known'];
  // 000 §8: these two keep the borrower on the page, so they come alone.
  if (!org.orgMetaData.companyInfo.licensedStates.includes(property.state)) return [notOfferedInState(property.state)];
  if (ineligibleZips(org).includes(property.zip)) return [notOfferedInZip(property.zip)];

  const errors: string[] = [];
  if (ageOn(profile.dob, new Date(deps.workflow.now())) < minimumAge(property.state)) {
    errors.push(`The borrower must be at least ${minimumAge(property.state)} years old`);
  }
  if (input.referrerId !== null) {
    const referrer = checkReferrer(deps.db, input.referrerId);
    if (!referrer.known) errors.push('referrerId is not a known loan originator');
    else if (referrer.enforceLicensedStatesForReferral && !referrer.licensedStates.includes(property.state)) {
      errors.push(LICENSED_STATES_MESSAGE);
    }
  }
  if (input.referralId !== null) {
    const referral = findSeededReferral(input.referralId);
    if (!referral) errors.push('referralId is not a known referral');
    else if (referral.usedStatus || deps.applications.findByReferral(referral.uuid)) {
      errors.push('This referral has already been used');
    }
  }
  if (input.offerCode !== null && !lookupOfferCode(input.offerCode.code, deps.workflow.now())) {
    errors.push('offerCode.code is not a known offer code');
  }
  return errors;
}

const ACTIVE_APPLICATION_EXISTS = 'An active application already exists';

export function registerHelocCreateRoutes(
  app: FastifyInstance,
  deps: {
    db: SandboxDb;
    orgs: OrganizationStore;
    profiles: ProfileStore;
    applications: ApplicationStore;
    auth: AuthGuard;
    workflow: Workflow;
  },
): void {
  const { db, profiles, applications, auth, workflow } = deps;

  app.post('/service-application/api/v3/application/helocs', { preHandler: auth.require }, (request, reply) => {
    const input = readCreate(request.body, queryParam(request, 'state'));
    const caller = auth.caller(request);
    const errors = businessErrors(input, deps, caller.orgCode);
    if (errors.length > 0) return reply.code(400).send({ errors } satisfies ApiErrorBody);
    if (applications.activeOrganizations(caller.identityUuid).length > 0)
      throw new ConflictError(ACTIVE_APPLICATION_EXISTS);

    const { profile, property, income } = input;
    const underwriting = underwrite({
      firstName: profile.firstName,
      lastName: profile.lastName,
      dob: profile.dob,
      street1: property.street1,
      city: property.city,
      state: property.state,
      zip: property.zip,
      occupancyType: property.occupancyType,
      annualIncome: income.incomePrimary + income.incomeOther + income.incomeCoDeeders,
      employmentType: input.employmentType,
    });
    const scenario: ScenarioKey | null = input.publish
      ? (magicScenario({ lastName: profile.lastName, street1: property.street1 }) ??
        (underwriting.offers ? 'OFFERS' : 'DECLINED'))
      : null;

    const application = db.transaction(() => {
      profiles.update(caller.identityUuid, {
        firstName: profile.firstName,
        middleName: profile.middleName ?? '',
        lastName: profile.lastName,
        suffix: profile.suffix ?? '',
        dob: profile.dob,
        phoneNumber: profile.phoneNumber,
        homeZip: profile.homeAddress.zip,
      });
      if (input.optimizelyProfileUuid !== null) {
        profiles.setOptimizelyProfileUuid(caller.identityUuid, input.optimizelyProfileUuid);
      }
      return applications.createRegistered({
        identityUuid: caller.identityUuid,
        orgCode: caller.orgCode,
        property,
        // 000 §1: utm_source cloc marks a crypto-backed HELOC.
        isCrypto: input.utmParameters.utm_source === 'cloc',
        adjustedHomeAmount: scenario === 'NO_PROPERTY_FOUND' ? null : underwriting.valuation,
        referrerUuid: input.referrerId,
        referralUuid: input.referralId,
        scenario,
        startedAt: workflow.now(),
        offers: scenario !== null && scenarioHasOffers(scenario) ? underwriting.offers : null,
        registration: {
          employmentType: input.employmentType,
          income,
          propertyListedForSale: input.propertyListedForSale,
          homeAddress: profile.homeAddress,
          abVersions: input.abVersions,
          affiliateAbVersion: input.affiliateAbVersion,
          affiliateAppIndicator: input.affiliateAppIndicator,
          affiliateLiveOffers: input.affiliateLiveOffers,
          profileConsents: input.profileConsents,
          consents: input.consents,
          marketingTools: input.marketingTools,
          utmParameters: input.utmParameters,
          offerCode: input.offerCode,
          localTrackerUuid: input.localTrackerUuid,
          underwriting: {
            valuation: underwriting.valuation,
            liens: underwriting.liens,
            creditTier: underwriting.creditTier,
            maxLine: underwriting.maxLine,
          },
        },
      });
    });
    return reply.code(201).send(application);
  });
}

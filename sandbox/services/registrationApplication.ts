import type { FastifyInstance } from 'fastify';
import {
  CREATE_EMPLOYMENT_TYPES,
  LICENSED_STATES_MESSAGE,
  LOCAL_TRACKER_REQUIRED_MESSAGE,
  type AbVersion,
  type Address,
  type ApiErrorBody,
  type ConsentRequest,
  type CreateEmploymentType,
  type CreateHelocIncome,
  type MarketingTools,
  type OfferCodeRequest,
  type ProfileRequest,
  type PropertyRequest,
} from '../contract';
import type { AuthGuard } from '../auth';
import type { SandboxDb } from '../db/database';
import { BodyReader, ConflictError } from '../validation';
import { magicScenario, scenarioHasOffers, type ScenarioKey, type Workflow } from '../workflow';
import type { ApplicationStore } from './applications';
import { ineligibleZips, notOfferedInState, notOfferedInZip } from './eligibility';
import { lookupOfferCode } from './marketing';
import { underwrite } from './offers';
import type { OrganizationStore } from './orgs';
import type { ProfileStore } from './profile';
import {
  ageOn,
  optionalStringMap,
  optionalSuffix,
  optionalText,
  queryParam,
  readList,
  readNested,
  requiredAmount,
  requiredBoolean,
  requiredDate,
  requiredEmail,
  requiredFirstName,
  requiredLastName,
  requiredPhone,
  requiredState,
  requiredText,
  requiredZip,
  UUID,
} from './registrationInput';
import { checkReferrer, findSeededReferral } from './registrationReferrals';

/** 000 §9 minimum age; Alabama's age of majority is 19 (000 §5). */
const minimumAge = (state: string): number => (state === 'AL' ? 19 : 18);
const MAX_INCOME = 9_999_999;
const OCCUPANCY = ['HOME', 'SECONDARY', 'INVESTMENT'] as const;

const CREATE_FIELDS = [
  'abVersionsRequest',
  'affiliateAbVersion',
  'affiliateAppIndicator',
  'affiliateLiveOffers',
  'consentListRequest',
  'consentRequests',
  'income',
  'marketingTools',
  'profileRequest',
  'propertyListedForSale',
  'propertyRequest',
  'publish',
  'utmParameters',
  'employmentType',
  'offerCode',
  'optimizelyProfileRequest',
  'referrerId',
  'referralId',
  'localTrackerUuid',
] as const;

const ADDRESS_FIELDS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

function readAddress(reader: BodyReader): Address | undefined {
  const street1 = requiredText(reader, 'street1');
  const street2 = optionalText(reader, 'street2');
  const city = requiredText(reader, 'city', 100);
  const state = requiredState(reader);
  const zip = requiredZip(reader);
  if (street1 === undefined || city === undefined || state === undefined || zip === undefined) return undefined;
  return { street1: street1.trim(), ...(street2 ? { street2: street2.trim() } : {}), city: city.trim(), state, zip };
}

function readConsent(reader: BodyReader): ConsentRequest | undefined {
  const consentType = requiredText(reader, 'consentType', 64);
  const accepted = requiredBoolean(reader, 'accepted');
  const version = optionalText(reader, 'version', 64);
  if (consentType === undefined || accepted === undefined) return undefined;
  return { consentType, accepted, ...(version === undefined ? {} : { version }) };
}

const nullableId = (reader: BodyReader, field: string): string | null | undefined => {
  reader.required(field);
  return reader.nullable(field, (name) =>
    reader.string(name, { pattern: UUID, maxLength: 36, expected: 'a UUID or null' }),
  );
};

const nullableText = (reader: BodyReader, field: string, maxLength = 100): string | null | undefined => {
  reader.required(field);
  return reader.nullable(field, (name) => reader.string(name, { maxLength }));
};

interface CreateInput {
  abVersions: AbVersion[];
  affiliateAbVersion: string | null;
  affiliateAppIndicator: boolean;
  affiliateLiveOffers: boolean;
  profileConsents: ConsentRequest[];
  consents: ConsentRequest[];
  income: CreateHelocIncome;
  marketingTools: MarketingTools;
  profile: ProfileRequest;
  propertyListedForSale: boolean;
  property: PropertyRequest;
  publish: boolean;
  utmParameters: Record<string, string>;
  employmentType: CreateEmploymentType;
  offerCode: OfferCodeRequest | null;
  optimizelyProfileUuid: string | null;
  referrerId: string | null;
  referralId: string | null;
  localTrackerUuid: string;
}

/** Every field must be present (null where there is nothing), so a field the app forgot is a 400, not a silent gap. */
function readCreate(body: unknown, stateQuery: string | undefined): CreateInput {
  const reader = new BodyReader(body, CREATE_FIELDS);

  const localTrackerValue = reader.json('localTrackerUuid');
  if (typeof localTrackerValue !== 'string' || localTrackerValue.trim() === '') {
    reader.fail(LOCAL_TRACKER_REQUIRED_MESSAGE);
  }
  const abVersions = readNested(
    reader,
    'abVersionsRequest',
    ['abVersions'],
    (inner) =>
      readList(
        inner,
        'abVersions',
        ['name', 'version'],
        (entry): AbVersion | undefined => {
          const name = requiredText(entry, 'name', 100);
          const version = requiredText(entry, 'version', 100);
          return name && version ? { name, version } : undefined;
        },
        { min: 0, max: 50, required: true },
      ),
    { required: true },
  );
  const affiliateAbVersion = nullableText(reader, 'affiliateAbVersion');
  const affiliateAppIndicator = requiredBoolean(reader, 'affiliateAppIndicator');
  const affiliateLiveOffers = requiredBoolean(reader, 'affiliateLiveOffers');
  const profileConsents = readNested(
    reader,
    'consentListRequest',
    ['consents'],
    (inner) =>
      readList(inner, 'consents', ['consentType', 'accepted', 'version'], readConsent, {
        min: 0,
        max: 20,
        required: true,
      }),
    { required: true },
  );
  const consents = readList(reader, 'consentRequests', ['consentType', 'accepted', 'version'], readConsent, {
    min: 0,
    max: 20,
    required: true,
  });
  const income = readNested(
    reader,
    'income',
    ['incomeCoDeeders', 'incomePrimary', 'incomeOther'],
    (inner): CreateHelocIncome | undefined => {
      const incomeCoDeeders = requiredAmount(inner, 'incomeCoDeeders', MAX_INCOME);
      const incomePrimary = requiredAmount(inner, 'incomePrimary', MAX_INCOME);
      const incomeOther = requiredAmount(inner, 'incomeOther', MAX_INCOME);
      if (incomeCoDeeders === undefined || incomePrimary === undefined || incomeOther === undefined) return undefined;
      return { incomeCoDeeders, incomePrimary, incomeOther };
    },
    { required: true },
  );
  const marketingTools = readNested(
    reader,
    'marketingTools',
    ['totalExpertOwnerId', 'totalExpertContactId'],
    (inner): MarketingTools | undefined => {
      const totalExpertOwnerId = nullableText(inner, 'totalExpertOwnerId');
      const totalExpertContactId = nullableText(inner, 'totalExpertContactId');
      if (totalExpertOwnerId === undefined || totalExpertContactId === undefined) return undefined;
      return { totalExpertOwnerId, totalExpertContactId };
    },
    { required: true },
  );
  const profile = readNested(
    reader,
    'profileRequest',
    ['firstName', 'middleName', 'lastName', 'suffix', 'dob', 'email', 'phoneNumber', 'homeAddress'],
    (inner): ProfileRequest | undefined => {
      const firstName = requiredFirstName(inner);
      const middleName = optionalText(inner, 'middleName', 100);
      const lastName = requiredLastName(inner);
      const suffix = optionalSuffix(inner);
      const dob = requiredDate(inner, 'dob');
      const email = requiredEmail(inner);
      const phoneNumber = requiredPhone(inner, 'phoneNumber');
      const homeAddress = readNested(inner, 'homeAddress', ADDRESS_FIELDS, readAddress, { required: true });
      if (!firstName || !lastName || !dob || !email || !phoneNumber || !homeAddress) return undefined;
      return {
        firstName,
        ...(middleName ? { middleName: middleName.trim() } : {}),
        lastName,
        ...(suffix ? { suffix } : {}),
        dob,
        email,
        phoneNumber,
        homeAddress,
      };
    },
    { required: true },
  );
  const propertyListedForSale = requiredBoolean(reader, 'propertyListedForSale');
  const property = readNested(
    reader,
    'propertyRequest',
    [...ADDRESS_FIELDS, 'occupancyType'],
    (inner): PropertyRequest | undefined => {
      const address = readAddress(inner);
      inner.required('occupancyType');
      const occupancyType = inner.oneOf('occupancyType', OCCUPANCY);
      return address && occupancyType ? { ...address, occupancyType } : undefined;
    },
    { required: true },
  );
  const publish = requiredBoolean(reader, 'publish');
  reader.required('utmParameters');
  const utmParameters = optionalStringMap(reader, 'utmParameters');
  reader.required('employmentType');
  const employmentType = reader.oneOf('employmentType', CREATE_EMPLOYMENT_TYPES);
  reader.required('offerCode');
  const offerCode = readNested(
    reader,
    'offerCode',
    ['code', 'inHomeDate', 'respondByDate'],
    (inner): OfferCodeRequest | undefined => {
      const code = requiredText(inner, 'code', 50);
      const inHomeDate = requiredDate(inner, 'inHomeDate');
      const respondByDate = requiredDate(inner, 'respondByDate');
      return code && inHomeDate && respondByDate ? { code, inHomeDate, respondByDate } : undefined;
    },
    { nullable: true },
  );
  reader.required('optimizelyProfileRequest');
  const optimizely = readNested(
    reader,
    'optimizelyProfileRequest',
    ['optimizelyProfileUuid'],
    (inner) => {
      inner.required('optimizelyProfileUuid');
      return inner.string('optimizelyProfileUuid', { pattern: UUID, maxLength: 36, expected: 'a UUID' });
    },
    { nullable: true },
  );
  const referrerId = nullableId(reader, 'referrerId');
  const referralId = nullableId(reader, 'referralId');

  if (stateQuery === undefined) reader.fail('the state query parameter is required');
  else if (property && property.state !== stateQuery)
    reader.fail('the state query parameter must be the property state');
  reader.finish();

  if (
    abVersions === undefined ||
    affiliateAbVersion === undefined ||
    affiliateAppIndicator === undefined ||
    affiliateLiveOffers === undefined ||
    profileConsents === undefined ||
    consents === undefined ||
    income === undefined ||
    marketingTools === undefined ||
    profile === undefined ||
    propertyListedForSale === undefined ||
    property === undefined ||
    publish === undefined ||
    utmParameters === undefined ||
    employmentType === undefined ||
    referrerId === undefined ||
    referralId === undefined ||
    typeof localTrackerValue !== 'string'
  ) {
    throw new Error('create HELOC fields were checked as required');
  }
  return {
    abVersions,
    affiliateAbVersion,
    affiliateAppIndicator,
    affiliateLiveOffers,
    profileConsents,
    consents,
    income,
    marketingTools,
    profile,
    propertyListedForSale,
    property,
    publish,
    utmParameters,
    employmentType,
    offerCode: offerCode ?? null,
    optimizelyProfileUuid: optimizely ?? null,
    referrerId,
    referralId,
    localTrackerUuid: localTrackerValue,
  };
}

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

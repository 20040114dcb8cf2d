/**
 * The HELOC create call's body as the platform reads it (000 §4.3 step 5): every field present (null where there is
 * nothing), each checked on its own (names, amounts, dates, the address, consents, offer code, referrals, the local
 * tracker); what needs the platform's records is checked by sandbox/services/registrationApplication.ts.
 */
import {
  CREATE_EMPLOYMENT_TYPES,
  LOCAL_TRACKER_REQUIRED_MESSAGE,
  type AbVersion,
  type Address,
  type ConsentRequest,
  type CreateEmploymentType,
  type CreateHelocIncome,
  type MarketingTools,
  type OfferCodeRequest,
  type ProfileRequest,
  type PropertyRequest,
} from '../contract';
import { BodyReader } from '../validation';
import {
  optionalStringMap,
  optionalSuffix,
  optionalText,
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

export interface CreateInput {
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
export function readCreate(body: unknown, stateQuery: string | undefined): CreateInput {
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

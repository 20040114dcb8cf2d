/**
 * Wire types of the registration calls (000 §4.3, §7; 001 §3, §7) and of the offers the workflow produces. No
 * behaviour. Shared with the sandbox, which may import `contract*` files only.
 *
 * Wire formats, where the spec leaves them open (docs/sandbox.md): dates are ISO `yyyy-MM-dd`; phone numbers are
 * US numbers as the app formats them, `(xxx) xxx-xxxx` (any string holding ten digits is accepted); amounts are
 * whole US dollars; rates and fees are fractions (0.0799 is 7.99%).
 */
import type { Address, ChecklistStatus, OccupancyType, PersonName } from './contract';

// ---- waitlist (service-wait-list) ----

/** POST /service-wait-list/api/v1/home-equity-loan-plus */
export interface WaitlistRequest {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  dob: string;
  email: string;
  /** Annual income, dollars. */
  income: number;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
  consent: boolean;
}

export const WAITLIST_REDIRECTS = ['/waitlist', '/marketing-waitlist'] as const;
export type WaitlistRedirect = (typeof WAITLIST_REDIRECTS)[number];

/** Not eligible: the app does a full page load of `redirect` (000 §4.3 step 1). */
export interface WaitlistResponse {
  eligible: boolean;
  redirect?: WaitlistRedirect;
}

// ---- identity registration ----

/** POST /identity-broker/customer/api/v3/register and POST /identity/api/v1/registration/register */
export interface RegisterIdentityRequest {
  email: string;
  password: string;
  phoneNumber: string;
}

/** Query of the identity-broker registration (000 §7). */
export interface RegisterIdentityQuery {
  organization: string;
  telemetryTrackingId: string;
}

/**
 * A bare token (no 'Bearer ' prefix). It is not sent as an Authorization response header, so the HTTP client does
 * not store it by itself: the app verifies it with GET identity first (000 §7, 001 §7).
 */
export interface JwtResponse {
  jwt: string;
}

/** What a registration 401 means (000 §8): the account exists; the app opens the 'Account Already Exists' modal. */
export const IDENTITY_EXISTS_MESSAGE = 'identity exists';

// ---- external authentication provider ----

/** Header naming the calling application on auth-provider calls; this app is HELOC_APPLICATION_NAME. */
export const APPLICATION_NAME_HEADER = 'x-application-name';
export const HELOC_APPLICATION_NAME = 'heloc';
/** Header naming the organisation (the HTTP client sends it on every call, docs/decisions.md). */
export const ORG_HEADER = 'x-org';

/**
 * POST /auth-provider/api/v1/registrations?displayConsentsWithMfa=true|false: the registration data the provider
 * shows and keeps, plus the `state` nonce that comes back on the redirect to login-info.
 */
export interface AuthProviderRegistrationRequest {
  /** The pre-auth nonce (000 §3), returned unchanged as `state` on the redirect back. */
  state: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
}

/**
 * Where the browser goes next: the provider's page, which returns to
 * `/account/heloc/register-v2/login-info?state=<nonce>&code=<one-time code>`.
 */
export interface AuthProviderRegistrationResponse {
  redirect: string;
}

/** POST /auth-provider/api/v1/token: the one-time code from the redirect; answers JwtResponse once. */
export interface AuthProviderTokenRequest {
  code: string;
}

/** Where the provider sends the borrower back (relative to the page origin). */
export const AUTH_PROVIDER_RETURN_PATH = '/account/heloc/register-v2/login-info';

// ---- identity alias, profile ----

/** PUT /identity/secure/api/v1/identity/alias */
export interface PhoneAliasRequest {
  type: 'Phone';
  value: string;
}

/** PUT /service-profile/api/v1/profile/name; answers the Profile. */
export type UpdateProfileNameRequest = PersonName;

// ---- ability to start (service-search) ----

/** GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application */
export interface AbilityToStartResponse {
  canStartApplication: boolean;
  /** Organisations where the borrower has an active application; empty with `false` means the account exists. */
  organizationsWithActiveApplication: string[];
  /** yyyy-MM-dd: with `false`, the day a new application is possible after the 45-day wait (000 §9). */
  canStartAfter?: string;
}

// ---- create HELOC (service-application) ----

/** 000 §3: the registration flow's employment types. */
export const REGISTRATION_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'SELF_EMPLOYED',
  'RETIRED',
  'UNEMPLOYED',
  'ALIMONY',
  'CHILD_SUPPORT',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;
export type RegistrationEmploymentType = (typeof REGISTRATION_EMPLOYMENT_TYPES)[number];

/** 000 §3: what the create call accepts as employmentType (see mapEmploymentTypeForCreate). */
export const CREATE_EMPLOYMENT_TYPES = [
  'EMPLOYED',
  'FULL_TIME',
  'OTHER',
  'PART_TIME',
  'RETIRED',
  'SELF_EMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'UNRECOGNIZED',
] as const;
export type CreateEmploymentType = (typeof CREATE_EMPLOYMENT_TYPES)[number];

/** An A/B test the borrower saw during registration and the version shown. */
export interface AbVersion {
  name: string;
  version: string;
}

export interface AbVersionsRequest {
  abVersions: AbVersion[];
}

/** Consents a borrower gives while registering (the boxes of 000 §3 and the soft-pull authorisation). */
export const HELOC_CONSENT_TYPES = [
  'TERMS_AND_PRIVACY',
  'ELECTRONIC_COMMUNICATIONS',
  'SOFT_CREDIT_PULL',
  'SMS_MARKETING',
  'SMS_TRANSACTIONAL',
] as const;
export type HelocConsentType = (typeof HELOC_CONSENT_TYPES)[number];

export interface ConsentRequest {
  consentType: HelocConsentType | (string & {});
  accepted: boolean;
  /** The version of the consent text shown, when the app knows it. */
  version?: string;
}

/** Profile-level consents (kept with the borrower, not the application). */
export interface ConsentListRequest {
  consents: ConsentRequest[];
}

export interface CreateHelocIncome {
  /** Dollars a year: co-deeders' income (0 when none), the borrower's, and other income. */
  incomeCoDeeders: number;
  incomePrimary: number;
  incomeOther: number;
}

/** CRM ids of the referring contact (000 §3 referralDetails ownerId and contactId). */
export interface MarketingTools {
  totalExpertOwnerId: string | null;
  totalExpertContactId: string | null;
}

export interface ProfileRequest extends PersonName {
  /** yyyy-MM-dd */
  dob: string;
  email: string;
  phoneNumber: string;
  /** Where the borrower lives: the property itself when it is their home. */
  homeAddress: Address;
}

export interface PropertyRequest extends Address {
  occupancyType: OccupancyType;
}

/** The direct-mail offer a borrower redeemed (000 §3 offer-code lookup). */
export interface OfferCodeRequest {
  code: string;
  /** yyyy-MM-dd */
  inHomeDate: string;
  /** yyyy-MM-dd */
  respondByDate: string;
}

export interface OptimizelyProfileRequest {
  optimizelyProfileUuid: string;
}

/**
 * POST /service-application/api/v3/application/helocs?state={property state} (000 §7); answers the HelocApplication.
 * Every field is sent; those without a value are null, never left out, so the platform can tell "none" from a bug.
 */
export interface CreateHelocRequest {
  abVersionsRequest: AbVersionsRequest;
  /** The affiliate's A/B version from the prefill, if the borrower came from an affiliate. */
  affiliateAbVersion: string | null;
  affiliateAppIndicator: boolean;
  affiliateLiveOffers: boolean;
  consentListRequest: ConsentListRequest;
  consentRequests: ConsentRequest[];
  income: CreateHelocIncome;
  marketingTools: MarketingTools;
  profileRequest: ProfileRequest;
  propertyListedForSale: boolean;
  propertyRequest: PropertyRequest;
  /** Start the workflow now (the app always sends true; false keeps the application IN_PROGRESS). */
  publish: boolean;
  /** utm_* query parameters of the landing page, e.g. { utm_source: 'cloc' } (which marks a crypto HELOC). */
  utmParameters: Record<string, string>;
  employmentType: CreateEmploymentType;
  offerCode: OfferCodeRequest | null;
  optimizelyProfileRequest: OptimizelyProfileRequest | null;
  /** Loan originator uuid (the `referrer` query parameter). */
  referrerId: string | null;
  /** Referral uuid of a referral link. */
  referralId: string | null;
  /** The telemetry tracker of this browser (000 §8: required). */
  localTrackerUuid: string;
}

/** 000 §8: the message the sandbox (and the app, before calling) gives for a missing localTrackerUuid. */
export const LOCAL_TRACKER_REQUIRED_MESSAGE = 'Local tracker UUID is required to create a HELOC application';

/** 000 §8: a create error starting so keeps the borrower on the page; any other sends them to /dashboard. */
export const NOT_OFFERED_MESSAGE_PREFIX = 'we do not currently offer loans in';

/** GET and PATCH /service-application/api/v3/application/heloc/optermizerly-profile?identityUuid= */
export interface OptimizelyProfile {
  /** null until one is saved. */
  optimizelyProfileUuid: string | null;
}

// ---- offers (workflow result) ----

export const OFFER_TYPES = ['STANDARD', 'RATE_BUY_DOWN'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export interface OfferDiscount {
  discountType: 'ALL_IN' | 'AUTOPAY' | 'CREDIT_UNION' | (string & {});
  rateWithDiscount: number;
}

/** 001 §3 Offer. Amounts in dollars; rates and fees as fractions. */
export interface Offer {
  id: string;
  /** Years. */
  term: number;
  type: OfferType | (string & {});
  /** Line amount limits. */
  min: number;
  max: number;
  /** Initial draw limits (the line is fully drawn at origination, 001 §1). */
  minDraw: number;
  maxDraw: number;
  /** Fraction of the initial draw. */
  originationFee: number;
  /** Fixed APR of the initial draw. */
  rate: number;
  /** Rate of later draws: baseRate (the Prime Rate) plus a fixed margin. */
  otherRate: number;
  baseRate: number;
  discountList: OfferDiscount[];
}

export interface OfferCost {
  feeType: 'RECORDING_TAX' | (string & {});
  borrowerPaidAmount: number;
  /** A description of when the cost applies; data only, never evaluated. */
  jsCriteria: string | null;
  totalPaidByBorrower: number;
}

export interface IncomeRequestRecord {
  methods: string[];
  verificationMethod: string;
}

/** 001 §3 Offer group: GET /service-application/api/v1/application/heloc/{uuid}/offers. */
export interface OfferGroup {
  /** Keyed by OfferType; each list ordered by term. */
  offersByType: Record<string, Offer[]>;
  maxRecordingTax: number;
  minRecordingTax: number;
  costs: OfferCost[];
  /** Dollar cap on the origination fee. */
  ofeeMaxThreshold: number;
  maxDtiUnlimited: boolean;
  incomeRequestRecords: IncomeRequestRecord[];
  /**
   * Ours (001 §3 Liabilities, carried with the offers): debts the platform requires paid off from the initial draw,
   * `payOff.status` MARKED_FOR_PAYOFF. Absent or empty when none is (docs/decisions.md 101).
   */
  liabilities?: OfferLiability[];
}

/** 001 §3 Liabilities: monetaryBalance, monetaryCalculatedNextPaymentMinimumAmount, payOff.status. */
export interface OfferLiability {
  id: string;
  creditorName: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  payOff: { status: 'MARKED_FOR_PAYOFF' | 'NOT_MARKED' };
}

// ---- SMS consents (service-comms-prefs) ----

export const SMS_CONSENT_TYPES = ['SMS', 'SMS_TRANSACTIONAL'] as const;
export type SmsConsentType = (typeof SMS_CONSENT_TYPES)[number];

/** GET /service-comms-prefs/external/api/v1/consent/prompt/{consentType} */
export interface ConsentPrompt {
  uuid: string;
  consentType: SmsConsentType;
  /** The wording the borrower agrees to. */
  text: string;
}

export type OptInOut = 'OPT_IN' | 'OPT_OUT';

export interface UserConsent {
  consentPromptUuid: string;
  optInOut: OptInOut;
}

/** POST /service-comms-prefs/secure/api/v1/consent/user; answers 204. */
export interface SaveUserConsentsRequest {
  org: string;
  /** Where the consent was given, e.g. 'HELOC_REGISTRATION'. */
  source: string;
  productType: 'HELOC';
  phone: string;
  email: string;
  consents: UserConsent[];
}

// ---- events (tracking) ----

export type EventType = 'WEB' | 'APP';

/** POST /ft/{context}/event (001 §3 event body). */
export interface TrackingEventRequest {
  domain: string;
  queryParams: Record<string, string>;
  pagePath: string;
  /** The event name, e.g. 'heloc-register-start'. */
  event: string;
  sessionKey?: string;
  identityId?: string | null;
  applicationUuid?: string | null;
  eventType: EventType;
  productType: 'HELOC';
  eventProperties?: Record<string, unknown>;
  /** Record it even if an identical event was recorded before. */
  dontDedupe?: boolean;
  /** A key of eventProperties whose value also tells events apart when deduplicating. */
  dedupeProperty?: string;
}

/** Answer of a recorded event. */
export interface TrackingEventResponse {
  id: number;
}

/** The error an already recorded event gets (409 `{ errors: ['DUPLICATE'] }`); the app ignores it (000 §7). */
export const DUPLICATE_EVENT = 'DUPLICATE';

/** Events 000 §7 names for the registration. */
export const REGISTRATION_EVENTS = ['heloc-register-start', 'helocStarted', 'appStarted'] as const;

/** GET /__sandbox/events: what the sandbox stored, oldest first. */
export interface StoredEvent {
  id: number;
  /** 'event' for POST /ft/{context}/event. */
  kind: string;
  /** The event name. */
  name: string;
  context: string;
  body: unknown;
  /** ms since the epoch */
  at: number;
}

// ---- eligibility, referrals, loan originators ----

/** GET /service-application/external/api/v2/heloc/states-eligibility?orgCode= : eligible state codes. */
export type EligibleStatesResponse = string[];

/** GET /service-application/external/api/v1/heloc/zip-eligibility?orgCode= : ineligible ZIP codes. */
export type IneligibleZipsResponse = string[];

/** GET /service-lead-portal/api/referrals/{referralUuid} (000 §3 referral lookup). */
export interface ReferralLookup {
  firstName: string;
  lastName: string;
  suffix: string | null;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  phoneNumber: string;
  email: string;
}

/**
 * GET /service-application/external/api/v1/heloc/referral-id/{referralUuid}: a status means the referral was used
 * (the app sends the borrower to login, with `email`); both null while it is unused.
 */
export interface ReferralStatus {
  status: ChecklistStatus | (string & {}) | null;
  email: string | null;
}

/** GET /service-lead-portal/api/lo/{loanOriginatorUuid}/licensed-states?organization= */
export interface LicensedStatesResponse {
  enforceLicensedStatesForReferral: boolean;
  licensedStates: string[];
}

/** 000 §5: shown when a referring loan officer's enforced licensed states exclude the property state. */
export const LICENSED_STATES_MESSAGE =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for ' +
  'additional information.';

// ---- prefill: offer codes, affiliates ----

/** GET /service-marketing/api/v1/offercode/{code} (000 §3 offer-code lookup). */
export interface OfferCodeLookup {
  firstName: string;
  lastName: string;
  /** yyyy-MM-dd */
  inHomeDate: string;
  offerCode: string;
  /** yyyy-MM-dd */
  respondByDate: string;
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
}

/** GET /a/external/prepop?id= (000 §3 affiliate prefill). */
export interface AffiliatePrefill {
  name: PersonName;
  address: Address;
  /** yyyy-MM-dd */
  dob: string;
  email: string;
  phone: string;
  /** Annual income, dollars. */
  income: number;
  affiliate: string;
  abVersion: string;
}

// ---- address typeahead ----

/** GET /service-address/api/v1/typeahead?q=&limit= : matching addresses, best first. */
export interface AddressSuggestion {
  street1: string;
  city: string;
  state: string;
  zip: string;
}

export const TYPEAHEAD_DEFAULT_LIMIT = 5;
export const TYPEAHEAD_MAX_LIMIT = 20;

// ---- sandbox admin ----

/** GET and PATCH /__sandbox/settings. */
export interface SandboxSettings {
  /** Length of each transient workflow status after create HELOC; 0 settles at once. */
  workflowStepMs: number;
}

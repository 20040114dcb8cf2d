/**
 * The contract between the borrower app and the lending platform (and so the sandbox that plays it).
 * Wire types only: no behaviour. The sandbox may import this file and `contract*` siblings, nothing else of the app.
 * Values that arrive from the network are untrusted, so enumerations are typed as the known union plus `string`
 * where the app must survive a value it does not know (the routing engine logs and routes those to error/timeout).
 */

/** Workflow checklist statuses (001 §4), with the wildcard families spelled out. */
export const CHECKLIST_STATUSES = [
  'APP_SUBMISSION',
  'APPRAISAL_REVIEW_COMPLETE',
  'ASSETS_PREQUAL',
  'ATTORNEY_REVIEW',
  'AUTOPAY_ACCOUNT',
  'BPO_ORDER_REQUEST',
  'CANCELLED',
  'CLTV_LIEN_POSITION_REQUALIFY',
  'CO_DEED_REQ',
  'COLLECT_ADDITIONAL_INFO',
  'COMPLETE',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'DEED_SIGNING',
  'DELINQUENCY_REVIEW',
  'DIRECT_DEBT_PAYOFF',
  'DISBURSEMENT_ACCOUNT',
  'EMPLOYMENT_VERIFICATION',
  'FACTA_REVIEW',
  'FINAL_OFFER',
  'FINAL_TITLE_ORDER_REQUEST',
  'FINAL_TITLE_PROCESSING',
  'FUNDABLE',
  'FUNDING_DECISION',
  'GEN_APP_DISCLOSURES',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTARY_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'GEN_RESCISSION',
  'GEN_SUMMARY_DISCLOSURE',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'HARD_CREDIT_PULL',
  'HMDA',
  'HOLD_FOR_APPRAISAL_REVIEW',
  'IDENTITY_VERIFICATION',
  'IN_PROGRESS',
  'INCOME_VERIFICATION',
  'LIEN_ATTESTATION',
  'LIEN_VERIFICATION',
  'LIEN_VERIFICATION_INQUIRY',
  'MANUAL_DEED_SIGNING',
  'MULTIPLE_PROPERTIES',
  'NAV_BPO_ORDER_REQUEST',
  'NAV_BPO_ESTIMATE',
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_ORDER_REQUEST',
  'NAV_RESI_EVAL_ESTIMATE',
  'NAV_RESI_EVAL_PROCESSING',
  'NOTARY_WAITING_PERIOD',
  'NOTE_SIGNING',
  'NO_AVM_FOUND',
  'NO_PROPERTY_FOUND',
  'OFFER_SELECTION',
  'ONSITE_APPRAISAL_BORROWER_PAYMENT',
  'ONSITE_APPRAISAL_PENDING',
  'ONSITE_APPRAISAL_REQUEST',
  'ORDER_FULL_TITLE',
  'PAYOFF_REQUEST_PENDING',
  'PREQUAL_TITLE',
  'RECORDING',
  'REQUEST_STEWART_PAYOFFS',
  'RESCISSION',
  'REVISED_OFFER_SELECTION',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'TRUST_AND_INSURANCE',
  'UNKNOWN',
  'VERIFIED_AUTOPAY_ACCOUNT',
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_APP_DISCLOSURE',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
] as const;

export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number];

export const BPO_STATUSES = [
  'BPO_NOT_REQUIRED',
  'BPO_REQUIRED',
  'BPO_UNKNOWN',
  'BPO_PROCESSING',
  'BPO_COMPLETE',
] as const;
export type BpoStatus = (typeof BPO_STATUSES)[number];

export const DECISIONS = [
  'APPROVED',
  'ASSET_DEPLETION',
  'DECLINE',
  'ERROR',
  'FINAL',
  'INELIGIBLE',
  'INITIAL',
  'REVIEW',
  'SELECT',
  'UNKNOWN',
] as const;
export type Decision = (typeof DECISIONS)[number];

export const SUB_DECISIONS = [
  'BPO_PENDING',
  'CREDIT_FROZEN',
  'FINAL_OFFER',
  'UNKNOWN_SUBDECISION',
  'UNVERIFIED_DTI_LIMITED',
  'UNVERIFIED_OFFER',
  'UNVERIFIED_ONBOARDING_COMPLETE',
  'VERIFIED_DTI_LIMITED',
  'VERIFIED_INCOME_MATCHED_OFFER',
  'VERIFIED_OFFER',
  'VERIFIED_RESERVE_LIMITED',
] as const;
export type SubDecision = (typeof SUB_DECISIONS)[number];

/** status.* of a HELOC application (000 §3); also the body of the krang status call. */
export interface ApplicationStatus {
  checklistStatus: ChecklistStatus | (string & {});
  waitingOnFloodCert?: boolean;
  bpo?: BpoStatus | null;
  uwDecision?: Decision | null;
  uwSubDecision?: SubDecision | null;
  primaryParticipantAcceptComplete?: boolean;
  manualNotary?: boolean;
}

export interface Address {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export type OccupancyType = 'HOME' | 'SECONDARY' | 'INVESTMENT';

export interface PropertyInfo extends Address {
  occupancyType?: OccupancyType;
  condition?: string;
}

export interface HelocApplication {
  uuid: string;
  loanNumber: string;
  active: boolean;
  activeForAppStart: boolean;
  isInquiry: boolean;
  isCrypto: boolean;
  status: ApplicationStatus;
  property: PropertyInfo;
  adjustedHomeAmount?: number;
  referrer?: { referrerUuid?: string; wholesaleBrokerNmls?: string };
  disburseAccount?: { routingNumber?: string; mask?: string; accountNumber?: string } | null;
  auditFields?: { createdDate: string };
  helocSigners?: { identityUuid: string }[];
  additionalSignerVersion?: string;
  /** 001 §3: set once an offer is chosen (rate as a fraction, amount the initial draw, term in years). */
  rate?: number;
  rateType?: 'FIXED' | 'VARIABLE';
  amount?: number;
  uwCalculatedDrawAmount?: number;
  term?: number;
  /** Ours: the chosen offer's payment and fee, and the closing dates once notarized (docs/sandbox.md). */
  monthlyPayment?: number;
  originationFee?: number;
  offerId?: string;
  paymentMethod?: 'AUTOPAY' | 'MANUAL';
  consents?: { type: string }[];
  closing?: { rescissionEndDate: string; fundingDate: string };
  /**
   * Ours (issue 48): what the borrower declared, for the review page: registration's income and employment type, and
   * what start/profile was given (the SSN only as its last 4). Each is absent when it was never asked for.
   */
  declaredIncome?: { income: number; otherIncome: number; employmentType: string };
  ssnLast4?: string;
  maritalStatus?: 'MARRIED' | 'UNMARRIED' | 'SEPARATED';
  /** Ours (issue 48): the booked notary visit: its start (ISO), the home's time zone, and who comes. */
  notaryVisit?: { start: string; timeZone: string; notaryName: string };
}

export type UserType = 'BORROWER' | 'CO_DEEDER' | (string & {});

export interface PersonName {
  firstName: string;
  middleName?: string;
  lastName: string;
  suffix?: string;
}

export interface Profile {
  identityUuid: string;
  organizationCode: string;
  userType: UserType;
  name: PersonName;
  email: string;
  phoneNumbers: { type: string; number: string }[];
  addresses: { type: string; zip: string; uuid: string }[];
  dob?: string;
  isBroker?: boolean;
}

export interface Identity {
  uuid: string;
  email: string;
}

export interface CompanyInfo {
  name: string;
  legalName: string;
  supportPhone: string;
  supportEmail: string;
  nmls: string;
  licensedStates: string[];
  legalText: string;
  homeUrl: string;
  termsUrl?: string;
  privacyUrl?: string;
  licensesUrl?: string;
  /** Extra footer links from the organisation's configuration (001 §2). */
  footerLinks?: { label: string; url: string }[];
  /**
   * Languages the organisation offers its borrowers besides English, e.g. ['es'] (issue 19; a sandbox setting the
   * spec does not name). Only then does the browser's preferred language choose the default.
   */
  languages?: string[];
  /**
   * The organisation's own legal text in the other languages it offers, by language code (issue 34; a setting the spec
   * does not name): shown as sent, like `legalText`, on a page in that language.
   */
  legalTextTranslations?: Record<string, string>;
  /** The lender's postal address, printed on an adverse-action notice (issue 36; a setting the spec does not name). */
  mailingAddress?: Address;
  /** The federal agency that administers ECOA compliance for this lender (Regulation B Appendix A), for the notice. */
  federalRegulator?: { name: string; address: string[] };
}

export interface ProductInfo {
  displayName: string;
  redirectToRegisterV2?: boolean;
  /** Registration signs up through the external auth provider (login-info) instead of set-password (000 §2.2). */
  externalAuthentication?: boolean;
  /** The reverse-type product: applicants must be 62 or older (000 §5). */
  ageRestricted?: boolean;
  /** A referrer (loan originator) is required to apply (000 §5). */
  referrerRequired?: boolean;
}

export interface PricingData {
  [key: string]: string | number | boolean;
}

/** Organisation data injected into the page (001 §3 "Organisation info"). */
export interface OrgInfo {
  baseUrl: string;
  canonicalOrgCode: string;
  orgBrand: string;
  orgCode: string;
  orgMetaData: { companyInfo: CompanyInfo; products: Record<string, ProductInfo> };
  /** A list on the wire; the app merges it into one object. */
  orgPricingData: PricingData[];
}

/** Feature flag as the optimize service answers it. */
export interface FeatureFlag {
  key: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** Error body of a failed platform call: an errors list (joined with ', ' for display) or a single message. */
export interface ApiErrorBody {
  errors?: string[];
  message?: string;
}

/** User attributes the optimize service evaluates flags against (001 §7); attribute names beyond these not shown. */
export interface OptimizeUser {
  applicationId?: string;
  /** ISO date-time the application was created. */
  applicationCreatedTime?: string;
  identityId?: string;
  organization?: string;
  trackerId?: string;
}

/** Body of POST /service-optimize/heloc/api/v1/features. */
export interface FeatureFlagsRequest {
  optimizeUser: OptimizeUser;
}

export type IdentityBrokerKind = 'customer' | 'agent';

/** Answer of the identity-broker login and logout calls: where the browser goes next. */
export interface RedirectResponse {
  redirect: string;
}

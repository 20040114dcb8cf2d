/**
 * Wire types of the shell's platform calls (001 §3, §7): notifications, banners, conditions, operating hours, loan
 * originators, feedback, experiments, telemetry; and the sandbox admin calls that set them up. No behaviour.
 */

export interface AppNotification {
  uuid: string;
  message: string;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
}

export const BANNER_VARIANTS = ['info', 'warn'] as const;
export type BannerVariant = (typeof BANNER_VARIANTS)[number];

export interface Banner {
  uuid: string;
  message: string;
  /** App names the banner is for; this app is BANNER_APP_NAME. */
  apps: string[];
  variant: BannerVariant;
  active?: boolean;
  dismissable?: boolean;
  metadata?: { createdAt: string; updatedAt: string };
}

/** The name this app has in a banner's apps list. */
export const BANNER_APP_NAME = 'heloc';

/** The static banner files (001 §7): production, and the one local and test hosts read. */
export const BANNER_FILES = { production: '/banners/banners.json', test: '/banners/banners-test.json' } as const;
export type BannerFile = keyof typeof BANNER_FILES;

/**
 * The banner files as the page's server includes them with the organisation (decision 430): each file's text as
 * served, in a JSON data block with this id, so a first visit paints a banner before the first paint and never moves
 * the page when it answers later. A file left out is fetched as before.
 */
export const BANNER_FILES_ELEMENT_ID = 'banner-files';
export type IncludedBannerFiles = Partial<Record<BannerFile, string>>;

/** 001 §4 review task categories. */
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'ID_VERIFICATION_FAILURE',
  'MISSING_PHONE_NUMBER',
  'REVIEW_TRUST_REQUIREMENTS',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'ESCALATION_REVIEW',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

/** 001 §3 document types a condition may request. */
export const DOCUMENT_TYPES = [
  'BANK_STATEMENT',
  'BANK_LETTER',
  'CERTIFICATE_OF_TRUST',
  'PROPERTY_DESCRIPTION_SOURCE',
  'USER_UPLOADED_PAYSTUB',
  'SUPPORT',
  'DRIVERS_LICENSE',
  'PASSPORT',
  'STATE_ID',
  'PERMANENT_RESIDENT_CARD',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export interface Condition {
  uuid: string;
  /** Untrusted: a category the app does not know is not shown. */
  categoryEnum: ConditionCategory | (string & {});
  /** ISO date-time. */
  created: string;
  requestDocuments?: (DocumentType | (string & {}))[];
  commentsToBorrower?: string;
  notes?: string;
  actionNeeded?: string;
  xtraData?: { numDocsRequired?: number };
}

/** Answer of a condition document upload. */
export interface ConditionUploadResponse {
  conditionUuid: string;
  files: { name: string; documentType: string; size: number }[];
}

/** GET /service-operating-hours/external/api/v1/hours/{department}: one entry per day, times 'HH:mm' Pacific. */
export interface BusinessHours {
  weekday: string;
  /** 1 Monday .. 7 Sunday; 6 and 7 are the weekend. */
  weekdayValue: number;
  startTime: string;
  endTime: string;
  isOpen: boolean;
}

export interface LoanOriginator {
  originatorDisplayInfo: {
    originatorName: string;
    brokerName?: string;
    avatarUri?: string;
    email: string;
    phoneNumber: string;
    nmls: string;
  };
  userInfo?: Record<string, unknown>;
}

export const FEEDBACK_TOPICS = ['IMPROVE_PRODUCT', 'COMPLIMENT'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** POST /service-profile/api/v1/feedback/ceo */
export interface FeedbackRequest {
  applicationUuid?: string;
  message: string;
  topic: FeedbackTopic;
  marketingConsent: boolean;
  pathname: string;
  productType: 'HELOC';
}

export interface ExperimentRecord {
  name: string;
  variation: string;
}

/** PATCH {application base}/{uuid}/experiments */
export interface ExperimentsRequest {
  experiments: ExperimentRecord[];
}

/** POST {base}/ft/{context}/session body (001 §3). */
export interface TelemetrySessionRequest {
  platform: 'WEB';
  libVersion: string;
  referrer: string;
  queryParams: Record<string, string>;
  screenWidth: number;
  screenHeight: number;
  windowWidth: number;
  windowHeight: number;
  sessionKey?: string;
  appVersion: string;
}

/**
 * 001 §9's keep-alive of 12 h: a telemetry session is continued (the session call names it, and the platform answers
 * with it) for 12 h from its start; after that a page starts a new one.
 */
export const TELEMETRY_SESSION_KEEP_ALIVE_MS = 12 * 60 * 60 * 1000;

/** The session key the session call answers. */
export interface TelemetrySessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

// ---- sandbox admin ----

/** POST /__sandbox/notifications */
export interface AddNotificationRequest {
  identityUuid: string;
  message: string;
  createdAt?: string;
  read?: boolean;
}

/** PUT /__sandbox/banners/{file}: any JSON, so the app's shape check can be tested with bad data. */
export interface PutBannersRequest {
  banners: unknown;
}

/** POST /__sandbox/conditions */
export interface AddConditionRequest {
  applicationUuid: string;
  categoryEnum: string;
  created?: string;
  requestDocuments?: string[];
  commentsToBorrower?: string;
  notes?: string;
  actionNeeded?: string;
  numDocsRequired?: number;
  /**
   * An additional signer's condition: only that signer sees it (GET conditions answers each caller their own). The
   * primary borrower's conditions have none.
   */
  identityUuid?: string;
}

/** POST /__sandbox/loan-originators: creates one and, with applicationUuid, makes it that application's referrer. */
export interface CreateLoanOriginatorRequest {
  applicationUuid?: string;
  originatorName?: string;
  brokerName?: string;
  email?: string;
  phoneNumber?: string;
  nmls?: string;
}

export interface CreateLoanOriginatorResponse {
  uuid: string;
}

/** The lender's public policy documents (000 §2.1 terms, privacy, communications). */
export const LEGAL_DOCUMENT_KINDS = ['terms', 'privacy', 'communications'] as const;
export type LegalDocumentKind = (typeof LEGAL_DOCUMENT_KINDS)[number];

/**
 * GET /service-application/external/api/v1/heloc/legal-documents/{kind}?orgCode: structured text, never HTML, so the
 * app renders it as text whatever the platform stores.
 */
export interface LegalDocument {
  kind: LegalDocumentKind;
  title: string;
  /** ISO date the text took effect. */
  effectiveDate: string;
  sections: { heading: string; paragraphs: string[] }[];
}

/** GET /service-application/external/api/v1/heloc/state-licenses?orgCode (001 §7: items with abbrev). */
export interface StateLicense {
  abbrev: string;
  name: string;
  licenseNumber: string;
}
export interface StateLicensesResponse {
  items: StateLicense[];
}

/**
 * GET ?org, by the page's Host: the organisation fragment of the app page (sandbox/appHost.ts orgHeadFragment) as
 * text/html, for a web server that includes it at the build's `<!--org-head-->` marker (deploy/nginx, SSI). The app
 * never calls it.
 */
export const ORG_HEAD_PATH = '/service-application/external/api/v1/heloc/org-head';

/** The id of the JSON data element the server injects orgInfo into (data, never executed, so CSP-safe). */
export const ORG_INFO_ELEMENT_ID = 'org-info';

/**
 * The cookie that tells the server the language the borrower chose (decision 387): the app writes it beside the stored
 * choice (a language code, nothing else), and the server answers a page built in that language. A name nginx can read
 * as a variable ($cookie_heloc_lang): no hyphen.
 */
export const LANGUAGE_COOKIE = 'heloc_lang';

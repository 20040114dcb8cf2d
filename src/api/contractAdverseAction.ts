/**
 * The adverse-action notice of a declined application (issue 36): what the platform answers at
 * GET /service-application/api/v1/application/heloc/{uuid}/adverse-action-notice. Wire types only; the sandbox imports
 * this file (sandbox/contract.ts). The lender's own name, address and federal regulator are the organisation's
 * (`CompanyInfo.mailingAddress`, `CompanyInfo.federalRegulator` in ./contract), not repeated here.
 */

/**
 * Part I of Regulation B's sample form C-1 (12 CFR 1002, Appendix C): each principal reason the platform may give, by
 * code, with the form's own words. The words are the law's sample text, so they are kept exactly as the form prints
 * them; "Other, specify:" is the code OTHER with the platform's own text.
 */
export const ADVERSE_ACTION_REASONS = {
  CREDIT_APPLICATION_INCOMPLETE: 'Credit application incomplete',
  INSUFFICIENT_CREDIT_REFERENCES: 'Insufficient number of credit references provided',
  UNACCEPTABLE_CREDIT_REFERENCES: 'Unacceptable type of credit references provided',
  UNABLE_TO_VERIFY_CREDIT_REFERENCES: 'Unable to verify credit references',
  TEMPORARY_OR_IRREGULAR_EMPLOYMENT: 'Temporary or irregular employment',
  UNABLE_TO_VERIFY_EMPLOYMENT: 'Unable to verify employment',
  LENGTH_OF_EMPLOYMENT: 'Length of employment',
  INCOME_INSUFFICIENT: 'Income insufficient for amount of credit requested',
  EXCESSIVE_OBLIGATIONS: 'Excessive obligations in relation to income',
  UNABLE_TO_VERIFY_INCOME: 'Unable to verify income',
  LENGTH_OF_RESIDENCE: 'Length of residence',
  TEMPORARY_RESIDENCE: 'Temporary residence',
  UNABLE_TO_VERIFY_RESIDENCE: 'Unable to verify residence',
  NO_CREDIT_FILE: 'No credit file',
  LIMITED_CREDIT_EXPERIENCE: 'Limited credit experience',
  POOR_CREDIT_PERFORMANCE_WITH_US: 'Poor credit performance with us',
  DELINQUENT_CREDIT_OBLIGATIONS: 'Delinquent past or present credit obligations with others',
  COLLECTION_ACTION_OR_JUDGMENT: 'Collection action or judgment',
  GARNISHMENT_OR_ATTACHMENT: 'Garnishment or attachment',
  FORECLOSURE_OR_REPOSSESSION: 'Foreclosure or repossession',
  BANKRUPTCY: 'Bankruptcy',
  RECENT_INQUIRIES: 'Number of recent inquiries on credit bureau report',
  INSUFFICIENT_COLLATERAL: 'Value or type of collateral not sufficient',
} as const;

export type AdverseActionReasonCode = keyof typeof ADVERSE_ACTION_REASONS | 'OTHER';

export const ADVERSE_ACTION_REASON_CODES = [
  ...(Object.keys(ADVERSE_ACTION_REASONS) as (keyof typeof ADVERSE_ACTION_REASONS)[]),
  'OTHER',
] as const satisfies readonly AdverseActionReasonCode[];

/** A principal reason: its form code, and the words the platform printed for it (for OTHER, its own). */
export interface AdverseActionReason {
  code: AdverseActionReasonCode | (string & {});
  text: string;
}

/** The consumer reporting agency whose report was used (FCRA §615(a)): where the borrower asks for a free copy. */
export interface ConsumerReportingAgency {
  name: string;
  /** Postal address lines, as the agency publishes them. */
  address: string[];
  /** Toll-free, as the agency publishes it, e.g. "1-888-397-3742". */
  tollFreePhone: string;
}

/** FCRA §615(a)(2) and §609(f): the credit score used in the decision, when one was. */
export interface CreditScoreDisclosure {
  score: number;
  rangeLow: number;
  rangeHigh: number;
  /** The day the score was created, YYYY-MM-DD. */
  scoredOn: string;
  /** Up to four key factors that adversely affected the score, in the order the agency ranked them, as it wrote them. */
  keyFactors: string[];
  /** The number of recent inquiries, given only where it was a key factor (§609(f)(1)(C)). */
  recentInquiries?: number;
}

export interface AdverseActionNotice {
  applicationUuid: string;
  /** The day the credit was denied, YYYY-MM-DD. */
  decisionDate: string;
  /** The principal reasons (Regulation B allows up to four), most important first. */
  reasons: AdverseActionReason[];
  /** The agency whose report was used, or null when the decision used none. */
  consumerReportingAgency: ConsumerReportingAgency | null;
  /** The score used, or null when none was. */
  creditScore: CreditScoreDisclosure | null;
  /** The first day the platform would take a new application, YYYY-MM-DD, or null when it sets none. */
  reapplyDate: string | null;
}

/** The 60 days the borrower has to ask the agency for a free copy of the report (FCRA §612(b), form C-1 Part II). */
export const FREE_REPORT_DAYS = 60;

/** The sandbox admin API's `adverseAction` (docs/sandbox.md): the notice without its uuid, every part optional. */
export interface AdverseActionInput {
  decisionDate?: string;
  /** A bare code stands for that reason in the form's words; OTHER needs `{ code, text }`. */
  reasons?: (keyof typeof ADVERSE_ACTION_REASONS | AdverseActionReason)[];
  consumerReportingAgency?: ConsumerReportingAgency | null;
  creditScore?: CreditScoreDisclosure | null;
  reapplyDate?: string | null;
}

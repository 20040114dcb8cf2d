/**
 * Wire types of the application-area calls (000 §2.4). The spec names none of these paths ("not shown"), so they are
 * ours, documented in docs/sandbox.md. Amounts in whole dollars or cents as noted; rates as fractions.
 */

export type PaymentMethod = 'AUTOPAY' | 'MANUAL';
export type DrawPreference = 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE';
export type IdType = 'DRIVERS_LICENSE' | 'PASSPORT' | 'STATE_ID' | 'PERMANENT_RESIDENT_CARD';
export type IncomeDocumentType = 'PAYSTUB' | 'TAX_RETURN';
export type IncomeLinkType = 'bank' | 'payroll';
export type MaritalStatus = 'MARRIED' | 'UNMARRIED' | 'SEPARATED';
export type NotaryMode = 'MANUAL' | 'ENOTARY';
export type DocumentKind = 'disclosures' | 'notes';

/** The offer the borrower chose, as the application carries it afterwards (001 §3 rate, rateType, amount, term). */
export interface SelectOfferRequest {
  offerId: string;
  drawAmount: number;
  drawPreference: DrawPreference;
}

/** start/profile: the additional profile the application still needs. `ssn` is 9 digits. */
export interface AdditionalProfileRequest {
  ssn: string;
  maritalStatus: MaritalStatus;
}

export interface ContactRequest {
  phoneNumber: string;
}

/** start/hmda: each answer is a listed value or DECLINED ('I do not wish to provide this information'). */
export interface HmdaRequest {
  ethnicity: string;
  race: string;
  sex: string;
}

export interface SubmitApplicationRequest {
  hardCreditConsent: boolean;
}

export interface IncomeLinkRequest {
  type: IncomeLinkType;
}

/** Where the browser goes to link an account: the sandbox's stand-in for the third-party widget. */
export interface IncomeLinkResponse {
  redirect: string;
}

export interface IncomeLinkCompleteRequest {
  type: IncomeLinkType;
  publicToken: string;
}

export interface EmployerVerificationRequest {
  employerName: string;
  employerPhone: string;
}

/** 001 §3 Liabilities. */
/**
 * Ours (issue 48): what secures the debt. A lien is secured by the home (MORTGAGE, HOME_EQUITY); the platform's list
 * may also carry the borrower's other debts (REVOLVING such as a credit card, INSTALLMENT), which are no liens.
 */
export type LienAccountType = 'MORTGAGE' | 'HOME_EQUITY' | 'REVOLVING' | 'INSTALLMENT';

export interface Lien {
  id: string;
  creditorName: string;
  /** Absent: a lien on the home, as the call's name says. */
  accountType?: LienAccountType;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  payOff: { status: 'MARKED_FOR_PAYOFF' | 'NOT_MARKED' };
}

export interface LienPayoffRequest {
  payoffLienIds: string[];
}

/** bank/disburse and bank/manual-disburse; the answer keeps only the mask (last 4). */
export interface DisbursementAccountRequest {
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

export interface AutopayRequest {
  paymentMethod: PaymentMethod;
}

export interface ApplicationDocument {
  id: string;
  title: string;
  /**
   * The PDF, a platform path read with the borrower's (or signer's) bearer token like every other call: 401 without
   * one, 403 for a document of somebody else (issue 18; docs/decisions.md 186).
   */
  pdfUrl: string;
}

export interface SignDocumentsRequest {
  kind: DocumentKind;
  documentIds: string[];
}

export interface AdditionalSignersRequest {
  emails: string[];
}

export interface NotarySlot {
  id: string;
  /** ISO date-time. */
  start: string;
  /** Ours (issue 48): the home's IANA time zone, in which the slot is offered and shown. */
  timeZone: string;
}

export interface NotaryScheduleRequest {
  slotId: string;
}

export interface NotarySessionRequest {
  mode: NotaryMode;
}

export interface SsnRequest {
  ssn: string;
}

export interface BpoEstimateRequest {
  estimatedValue: number;
}

/** The valuation fee (001 §1: $180 if no AVM), agreed by the borrower. */
export interface BpoOrderRequest {
  feeAccepted: boolean;
  feeAmount: number;
}

export interface AssetsRequest {
  totalAssets: number;
}

/** What the application carries once the borrower has chosen an offer and moved on (additions to 001 §3). */
export interface ApplicationOfferSummary {
  rate: number;
  rateType: 'FIXED' | 'VARIABLE';
  amount: number;
  term: number;
  monthlyPayment: number;
  originationFee: number;
  offerId: string;
}

export interface ApplicationClosing {
  /** yyyy-MM-dd */
  rescissionEndDate: string;
  /** yyyy-MM-dd */
  fundingDate: string;
}

/** JSON actions: each answers the application as it is after the action. */
export const STEP_PATHS = {
  offerSelection: 'offer-selection',
  profile: 'profile',
  contact: 'contact',
  hmda: 'hmda',
  submission: 'submission',
  employerVerification: 'employer-verification',
  incomeLinkComplete: 'income-links/complete',
  liensPayoffs: 'liens/payoffs',
  disbursementAccount: 'disbursement-account',
  autopay: 'autopay',
  signatures: 'signatures',
  additionalSigners: 'additional-signers',
  notarySchedule: 'notary/schedule',
  notaryReservation: 'notary/reservation',
  notarySession: 'notary/session',
  ssn: 'ssn',
  creditUnfreeze: 'credit/unfreeze',
  bpoEstimate: 'bpo/estimate',
  bpoOrder: 'bpo/order',
  assets: 'assets',
  prequalWinback: 'prequal-winback',
} as const;
export type StepCall = keyof typeof STEP_PATHS;

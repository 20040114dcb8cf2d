import type {
  ApplicationClosing,
  ApplicationOfferSummary,
  HelocApplication,
  PaymentMethod,
  StatusChange,
} from '../contract';

/**
 * What the borrower chose and entered after the offers, stored as JSON with the application. Secrets are never kept
 * whole: the SSN as its last 4, the account number as its mask.
 */
export interface ApplicationData {
  offer?: ApplicationOfferSummary;
  ssnLast4?: string;
  maritalStatus?: string;
  hmda?: { ethnicity: string; race: string; sex: string };
  hardCreditConsent?: boolean;
  incomeDocuments?: { documentType: string; fileNames: string[] }[];
  incomeLinks?: string[];
  employer?: { employerName: string };
  identity?: { idType: string; front: string; back: string | null };
  payoffLienIds?: string[];
  disburseAccountType?: string;
  paymentMethod?: PaymentMethod;
  disclosuresAcknowledged?: boolean;
  notesSigned?: boolean;
  notarySlotId?: string;
  notaryReserved?: boolean;
  manualNotary?: boolean;
  closing?: ApplicationClosing;
  /** Issue 37: when the closing documents were signed (ISO date-time), and the statuses written down so far. */
  documentsSignedAt?: string;
  statusHistory?: StatusChange[];
  bpoEstimate?: number;
  bpoOrdered?: boolean;
  totalAssets?: number;
  /** Document ids per kind, made once so the links stay stable. */
  documents?: Partial<Record<'disclosures' | 'notes', string[]>>;
  /**
   * Each additional signer's own documents, by identity uuid. Kept here rather than with the signer so that every
   * document id of an application is found the same way (ApplicationStore.findByDocument).
   */
  signerDocuments?: Record<string, string[]>;
}

/** The parts of the data the application shows (001 §3 rate, rateType, amount, term; ours for the rest). */
export function applicationFields(data: ApplicationData): Partial<HelocApplication> {
  const { offer } = data;
  return {
    ...(offer
      ? {
          rate: offer.rate,
          rateType: offer.rateType,
          amount: offer.amount,
          uwCalculatedDrawAmount: offer.amount,
          term: offer.term,
          monthlyPayment: offer.monthlyPayment,
          originationFee: offer.originationFee,
          offerId: offer.offerId,
        }
      : {}),
    ...(data.paymentMethod ? { paymentMethod: data.paymentMethod } : {}),
    ...(data.hardCreditConsent ? { consents: [{ type: 'HARD_CREDIT' }] } : {}),
    ...(data.closing ? { closing: data.closing } : {}),
    ...(data.ssnLast4 ? { ssnLast4: data.ssnLast4 } : {}),
    ...(isMaritalStatus(data.maritalStatus) ? { maritalStatus: data.maritalStatus } : {}),
  };
}

const MARITAL_STATUSES: readonly string[] = ['MARRIED', 'UNMARRIED', 'SEPARATED'];
const isMaritalStatus = (value: string | undefined): value is NonNullable<HelocApplication['maritalStatus']> =>
  value !== undefined && MARITAL_STATUSES.includes(value);

import {
  CONDITION_CATEGORIES,
  DOCUMENT_TYPES,
  type Condition,
  type ConditionCategory,
  type DocumentType,
} from '../../src/api/contractShell';
import { fillPlaceholders } from '../../src/i18n/translator';
import type { ConditionAreaKind } from './conditionsSlice';
import { APP_BASE, SIGNER_BASE } from '../../src/lib/url';

/** Where a condition's action leads (001 §2): upload-document is the default. */
export type ConditionDestination = 'upload-document' | 'identity' | 'phone-number';

export const CONDITION_TEXT = {
  bankHeaderSeveral: 'Upload Bank Verification Documentation',
  bankHeaderLetter: 'Upload Bank Letter',
  bankHeaderStatement: 'Upload bank statement',
  verifyId: 'Verify ID',
  enterPhone: 'Enter Phone Number',
  uploadDocumentation: 'Upload Documentation',
  paystubBase: 'Please upload your 3 most recent paystubs.',
  hardCreditFallback: 'Please upload proof that your other credit application was canceled.',
  genericText: 'Please upload the documents we requested so we can continue with your application.',
  dashboardHeading: 'Conditions',
  noConditions: 'You have no open conditions.',
  /** The list could not be read: said as that, never as "none open"; the 60 s poll and the window's focus try again. */
  loadFailed: 'We could not load your conditions just now. We will try again in a moment.',
  uploaded: 'Thank you. Your documents were uploaded.',
  phoneSaved: 'Thank you. Your phone number was saved.',
} as const;

/** What the borrower sees for a condition and where its action leads (001 §4). */
export interface ConditionPrompt {
  uuid: string;
  /** The category the prompt is for (a generic trust request reads as REVIEW_TRUST_REQUIREMENTS). */
  category: ConditionCategory;
  categoryEnum: string;
  /**
   * Prompt title, and the upload screen's header. The screens show header, description and actionLabel through
   * text() (they are catalogue messages in English), except a description the platform wrote (`platformText`).
   */
  header: string;
  description: string;
  /** The description is the platform's own words (a hard-inquiry condition's notes): shown as sent. */
  platformText: boolean;
  /**
   * The loan team's own words on a general request (`commentsToBorrower`), shown as sent after the general text 001
   * §4 gives it: what to send is theirs to say.
   */
  comments: string | null;
  actionLabel: string;
  destination: ConditionDestination;
  /** The document types the upload may be filed as; the first is the default. */
  documentTypes: DocumentType[];
  /** Files the upload needs at least (001 §4: paystubs from numDocsRequired, default 1). */
  minFiles: number;
  /** ISO date-time; the list writes it in the borrower's language at render (ConditionList). */
  created: string;
}

const ID_DOCUMENTS: DocumentType[] = ['DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID', 'PERMANENT_RESIDENT_CARD'];

const isKnownCategory = (value: string): value is ConditionCategory =>
  (CONDITION_CATEGORIES as readonly string[]).includes(value);

/** 001 §4: a generic request whose actionNeeded is REVIEW_TRUST_REQUIREMENTS is a trust request. */
export function effectiveCategory(condition: Condition): ConditionCategory | null {
  if (!isKnownCategory(condition.categoryEnum)) return null;
  if (condition.categoryEnum === 'GENERIC_DOCUMENT_REQUEST' && condition.actionNeeded === 'REVIEW_TRUST_REQUIREMENTS')
    return 'REVIEW_TRUST_REQUIREMENTS';
  return condition.categoryEnum;
}

const KNOWN_DOCUMENT_TYPES: ReadonlySet<string> = new Set(DOCUMENT_TYPES);

const knownDocumentTypes = (requested: readonly string[] | undefined): DocumentType[] =>
  (requested ?? []).filter((type): type is DocumentType => KNOWN_DOCUMENT_TYPES.has(type));

type PromptBody = Pick<ConditionPrompt, 'header' | 'description' | 'actionLabel' | 'destination' | 'documentTypes'> & {
  minFiles?: number;
  platformText?: boolean;
  comments?: string;
};

function bankPrompt(condition: Condition, accountMask: string | null): PromptBody {
  const requested = knownDocumentTypes(condition.requestDocuments);
  const header =
    requested.length > 1
      ? CONDITION_TEXT.bankHeaderSeveral
      : requested[0] === 'BANK_LETTER'
        ? CONDITION_TEXT.bankHeaderLetter
        : CONDITION_TEXT.bankHeaderStatement;
  return {
    header,
    // Whole sentences (one catalogue message each), so a translation need not stitch a phrase into another.
    description: accountMask
      ? fillPlaceholders(
          'We could not verify that you own the bank account ending in {mask}. Please upload a bank statement that shows your name and the account number.',
          { mask: accountMask },
        )
      : 'We could not verify that you own your connected bank account. Please upload a bank statement that shows your name and the account number.',
    actionLabel: header,
    destination: 'upload-document',
    documentTypes: requested.length > 0 ? requested : ['BANK_STATEMENT'],
  };
}

const upload = (header: string, description: string, documentTypes: DocumentType[]): PromptBody => ({
  header,
  description,
  actionLabel: header,
  destination: 'upload-document',
  documentTypes,
});

function promptBody(category: ConditionCategory, condition: Condition, accountMask: string | null): PromptBody {
  switch (category) {
    case 'BANK_ACCOUNT_FRAUD_REVIEW':
      return bankPrompt(condition, accountMask);
    case 'ID_VERIFICATION_FAILURE':
      return {
        header: 'Verify your identity',
        description: 'We were unable to verify your identity. Please verify your ID to continue.',
        actionLabel: CONDITION_TEXT.verifyId,
        destination: 'identity',
        documentTypes: ID_DOCUMENTS,
      };
    case 'MISSING_PHONE_NUMBER':
      return {
        header: CONDITION_TEXT.enterPhone,
        description: 'We need a mobile phone number so we can reach you about your application.',
        actionLabel: CONDITION_TEXT.enterPhone,
        destination: 'phone-number',
        documentTypes: [],
      };
    case 'REVIEW_TRUST_REQUIREMENTS':
      return upload(
        'Upload your Certificate of Trust',
        'Your property is held in a trust. Please upload a Certificate of Trust.',
        ['CERTIFICATE_OF_TRUST'],
      );
    case 'PROPERTY_LEGAL_DESCRIPTION':
      return upload(
        'Upload property documents',
        'Please upload your latest mortgage statement, deed of trust or deed so we can confirm the legal description of your property.',
        ['PROPERTY_DESCRIPTION_SOURCE'],
      );
    case 'IDENTITY_DOCUMENT_FRAUD_REVIEW':
      return upload(
        'Re-upload your ID',
        'Please upload your government-issued ID again. The name on it must match the name on your application and on the property title.',
        ID_DOCUMENTS,
      );
    case 'PROPERTY_OWNERSHIP_FRAUD_REVIEW':
      return upload(
        'Upload proof of ownership',
        'Please upload your deed or transfer document. If your name differs from the name on the title, also upload your name-change documents.',
        ['SUPPORT'],
      );
    case 'FALSE_OWNERSHIP_TYPE_REVIEW':
      return upload('Upload your deed', 'Please upload your most recent deed or transfer document.', ['SUPPORT']);
    case 'HELOC_MANUAL_PAYSTUB_UPLOAD': {
      const required = condition.xtraData?.numDocsRequired;
      const minFiles = typeof required === 'number' && required >= 1 ? Math.floor(required) : 1;
      return {
        ...upload(
          'Upload paystubs',
          minFiles === 1
            ? 'Please upload your 3 most recent paystubs. Upload at least 1 document.'
            : fillPlaceholders('Please upload your 3 most recent paystubs. Upload at least {count} documents.', {
                count: minFiles,
              }),
          ['USER_UPLOADED_PAYSTUB'],
        ),
        minFiles,
      };
    }
    case 'HARD_CREDIT_INQUIRY_REVIEW': {
      const notes = condition.notes?.trim() ? condition.notes : null;
      return {
        ...upload('Upload proof of cancellation', notes ?? CONDITION_TEXT.hardCreditFallback, ['SUPPORT']),
        platformText: notes !== null,
      };
    }
    case 'GENERIC_DOCUMENT_REQUEST':
    case 'ESCALATION_REVIEW': {
      const comments = condition.commentsToBorrower?.trim();
      return {
        ...upload(CONDITION_TEXT.uploadDocumentation, CONDITION_TEXT.genericText, ['SUPPORT']),
        ...(comments ? { comments } : {}),
      };
    }
  }
}

/** The prompt for one condition, or null for a category the app does not know (001 §4: those are not shown). */
export function conditionPrompt(condition: Condition, accountMask: string | null): ConditionPrompt | null {
  const category = effectiveCategory(condition);
  if (category === null) return null;
  const body = promptBody(category, condition, accountMask);
  return {
    uuid: condition.uuid,
    category,
    categoryEnum: condition.categoryEnum,
    ...body,
    minFiles: body.minFiles ?? 1,
    platformText: body.platformText ?? false,
    comments: body.comments ?? null,
    created: condition.created,
  };
}

/** 001 §4: only known categories, oldest first. */
export function conditionPrompts(conditions: readonly Condition[], accountMask: string | null): ConditionPrompt[] {
  return conditions
    .map((condition) => conditionPrompt(condition, accountMask))
    .filter((prompt): prompt is ConditionPrompt => prompt !== null)
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created));
}

/**
 * 000 §2.3: an additional signer's conditions are the dashboard, upload-document and identity. 001 §2 sends a missing
 * phone number to conditions/phone-number, which the signer's area does not have (its other paths go up to the
 * dashboard), so that condition is the borrower's to answer and is not listed to a signer (decision 417).
 */
const SIGNER_DESTINATIONS: ReadonlySet<ConditionDestination> = new Set(['upload-document', 'identity']);

export const promptsForArea = (prompts: ConditionPrompt[], area: ConditionAreaKind | undefined): ConditionPrompt[] =>
  area === 'signer' ? prompts.filter((prompt) => SIGNER_DESTINATIONS.has(prompt.destination)) : prompts;

/** The last 4 characters of the connected account's mask (001 §3). */
export const accountLast4 = (mask: string | null | undefined): string | null =>
  mask && mask.length > 0 ? mask.slice(-4) : null;

/**
 * 001 §2: a condition's link, with conditionUuid, conditionType and conditionEnum. Borrowers go under /{uuid}
 * (identity is the application's identity screen); additional signers under /heloc-signer/conditions/{location}.
 */
export type ConditionArea = { kind: 'borrower'; uuid: string } | { kind: 'signer' };

export function conditionHref(prompt: ConditionPrompt, area: ConditionArea): string {
  const query = new URLSearchParams({
    conditionUuid: prompt.uuid,
    conditionType: prompt.category,
    conditionEnum: prompt.categoryEnum,
  }).toString();
  if (area.kind === 'signer') return `${SIGNER_BASE}/conditions/${prompt.destination}?${query}`;
  const path = prompt.destination === 'identity' ? 'identity' : `conditions/${prompt.destination}`;
  return `${APP_BASE}/${area.uuid}/${path}?${query}`;
}

/** The conditions dashboard a borrower or signer returns to after answering a condition. */
export const conditionsHome = (area: ConditionArea): string =>
  area.kind === 'signer' ? `${SIGNER_BASE}/conditions` : `${APP_BASE}/${area.uuid}/conditions`;

import type { MODAL_TITLE, MSG, PROCESSING_MESSAGES } from '../../features/registration/messages';
import type { ADDRESS_NOT_FOUND } from '../../features/registration/freeTextAddress';
import type { INVALID_AMOUNT, LOW_INCOME_CONFIRMATION } from '../../features/registration/schemas';
import type { SHELL_TEXT } from '../shell/shellText';
import type { DOWNLOAD_DIAGNOSTIC_LOG } from '../../features/replay/diagnosticLog';
import type { ERROR_FALLBACK_HEADING, ERROR_FALLBACK_MESSAGE, TRY_AGAIN } from '../shell/shellText';
import type { TERMS_OF_SERVICE, TERMS_OF_USE } from '../brand/registry';
import type { FRAME_TEXT, KIT_TEXT, REGISTRATION_TEXT } from './en';
import type { APPLICATION_TEXT } from './messages/application';
import type { DOCUMENTS_TEXT } from './messages/documents';
import type { SHELL_PART_TEXT } from './messages/shell';
import type { SIGNER_CHAT_LEGAL_TEXT } from './messages/signerChatLegal';
import type { ADVERSE_ACTION_TEXT } from './messages/adverseAction';
import type { TIMELINE_TEXT } from './messages/timeline';

type ValueOf<T> = T[keyof T];

/**
 * Texts of the spec's submit sequence that are matched against the platform's answers and never shown as our own
 * words: they stay out of the catalogue (the platform's text is shown as sent).
 */
export type PlatformMatchedKey =
  | 'identityExists'
  | 'registerMissingAll'
  | 'registerMissingEmail'
  | 'registerMissingPassword'
  | 'trackerRequiredForEvents'
  | 'trackerRequiredForCreate'
  | 'notAuthenticated'
  | 'notOfferedPrefix';

/**
 * Every borrower-facing message id. An id is the message's English text, the spec's wording word for word; the
 * feature constants (MSG, SHELL_TEXT, ...) and the lists of src/i18n/en.ts together are the English catalogue.
 */
export type MessageId =
  | ValueOf<Omit<typeof MSG, PlatformMatchedKey>>
  | ValueOf<typeof MODAL_TITLE>
  | (typeof PROCESSING_MESSAGES)[number]
  | typeof ADDRESS_NOT_FOUND
  | typeof INVALID_AMOUNT
  | typeof LOW_INCOME_CONFIRMATION
  | ValueOf<typeof SHELL_TEXT>
  | typeof TERMS_OF_USE
  | typeof ERROR_FALLBACK_HEADING
  | typeof ERROR_FALLBACK_MESSAGE
  | typeof TRY_AGAIN
  | typeof DOWNLOAD_DIAGNOSTIC_LOG
  | typeof TERMS_OF_SERVICE
  | (typeof FRAME_TEXT)[number]
  | (typeof KIT_TEXT)[number]
  | (typeof REGISTRATION_TEXT)[number]
  | (typeof APPLICATION_TEXT)[number]
  | (typeof DOCUMENTS_TEXT)[number]
  | (typeof SHELL_PART_TEXT)[number]
  | (typeof SIGNER_CHAT_LEGAL_TEXT)[number]
  | (typeof ADVERSE_ACTION_TEXT)[number]
  | (typeof TIMELINE_TEXT)[number];

/** A translation of every message: a missing or unknown id is a type error (and test/i18n/catalog.test.ts checks). */
export type Catalog = Record<MessageId, string>;

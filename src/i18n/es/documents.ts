import type { DOCUMENTS_TEXT } from '../messages/documents';

/** Spanish for src/i18n/messages/documents.ts. */
export const ES_DOCUMENTS: Record<(typeof DOCUMENTS_TEXT)[number], string> = {};

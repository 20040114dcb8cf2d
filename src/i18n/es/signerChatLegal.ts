import type { SIGNER_CHAT_LEGAL_TEXT } from '../messages/signerChatLegal';

/** Spanish for src/i18n/messages/signerChatLegal.ts. */
export const ES_SIGNER_CHAT_LEGAL: Record<(typeof SIGNER_CHAT_LEGAL_TEXT)[number], string> = {};

/** English catalogue part: The signer area, chat and the public legal pages. Ids are the English texts, word for word. */
export const SIGNER_CHAT_LEGAL_TEXT = [] as const;

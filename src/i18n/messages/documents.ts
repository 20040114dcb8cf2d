/** English catalogue part: Documents, signing, notary, conditions and disclosure review. Ids are the English texts, word for word. */
export const DOCUMENTS_TEXT = [] as const;

/** English catalogue part: The frame's other texts, the kit, small features and the account screens. Ids are the English texts, word for word. */
export const SHELL_PART_TEXT = [] as const;

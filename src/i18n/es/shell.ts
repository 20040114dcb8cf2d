import type { SHELL_PART_TEXT } from '../messages/shell';

/** Spanish for src/i18n/messages/shell.ts. */
export const ES_SHELL_PART: Record<(typeof SHELL_PART_TEXT)[number], string> = {};

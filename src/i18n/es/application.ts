import type { APPLICATION_TEXT } from '../messages/application';

/** Spanish for src/i18n/messages/application.ts. */
export const ES_APPLICATION: Record<(typeof APPLICATION_TEXT)[number], string> = {};

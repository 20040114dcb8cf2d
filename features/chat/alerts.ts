/**
 * 001 §8 chat alerts with their severities, word for word. Apart from the rest of the chat's wording (text.ts): the
 * chat slice, in the entry bundle, needs only these (issue 16).
 */
export type AlertSeverity = 'warning' | 'error';

export const CHAT_ALERT_TEXT = {
  connectionLost: 'Connection lost. Attempting to reconnect.',
  general: 'Something went wrong. Please try again later.',
  tokenInvalid: 'Token state is invalid.',
  resend: 'Something went wrong. Please try resending the message.',
} as const;

export const CHAT_ALERTS = {
  connectionLost: { message: CHAT_ALERT_TEXT.connectionLost, severity: 'warning' },
  general: { message: CHAT_ALERT_TEXT.general, severity: 'error' },
  tokenInvalid: { message: CHAT_ALERT_TEXT.tokenInvalid, severity: 'warning' },
  resend: { message: CHAT_ALERT_TEXT.resend, severity: 'error' },
} as const satisfies Record<string, { message: string; severity: AlertSeverity }>;

import type { FeedbackTopic } from '../../src/api/contractShell';

/** 001 §5 feedback form messages and options, word for word. */
export const FEEDBACK_TEXT = {
  title: 'Share your feedback with the CEO',
  topicLabel: 'What would you like to do?',
  messageLabel: 'Your message',
  consentLabel: 'May we contact you about your feedback?',
  required: 'Required',
  tooShort: 'Must be at least 10 characters',
  tooLong: 'Must be at most 1000 characters',
  submit: 'Send feedback',
  thanks: 'Thank you. Your feedback was sent.',
} as const;

export const FEEDBACK_TOPIC_OPTIONS: readonly { value: FeedbackTopic; label: string }[] = [
  { value: 'IMPROVE_PRODUCT', label: 'Improve our product' },
  { value: 'COMPLIMENT', label: 'Give us a compliment' },
];

export const CONSENT_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;

export interface FeedbackForm {
  topic: string;
  message: string;
  marketingConsent: string;
}

export type FeedbackField = keyof FeedbackForm;

/** Field errors in form order, so the first one is the field scrolled into view (001 §5). */
export function validateFeedback(form: FeedbackForm): { field: FeedbackField; message: string }[] {
  const errors: { field: FeedbackField; message: string }[] = [];
  if (!FEEDBACK_TOPIC_OPTIONS.some((option) => option.value === form.topic))
    errors.push({ field: 'topic', message: FEEDBACK_TEXT.required });
  const length = form.message.trim().length;
  if (length === 0) errors.push({ field: 'message', message: FEEDBACK_TEXT.required });
  else if (length < MESSAGE_MIN) errors.push({ field: 'message', message: FEEDBACK_TEXT.tooShort });
  else if (length > MESSAGE_MAX) errors.push({ field: 'message', message: FEEDBACK_TEXT.tooLong });
  if (form.marketingConsent !== 'yes' && form.marketingConsent !== 'no')
    errors.push({ field: 'marketingConsent', message: FEEDBACK_TEXT.required });
  return errors;
}

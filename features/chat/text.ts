import { CHAT_ALERT_TEXT } from './alerts';

/** Every chat sentence the spec gives (001 §5, §8), word for word, and the widget's own wording. */
export const CHAT_TEXT = {
  nameRequired: 'Please enter your name',
  nameTooLong: 'Cannot be more than 128 characters',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Please enter your email',
  emailTooLong: 'Cannot be more than 128 characters',
  reasonRequired: 'Please select a reason',
  additionalInformationTooLong: 'Please restrict your response to 140 characters.',
  attachmentTooLarge: 'Some files were not added because they exceed the 5MB size limit.',
  attachmentWrongType: 'Some files were not added because their type is not supported.',
  ...CHAT_ALERT_TEXT,
  agentEnded: 'Customer representative has ended the chat',
  title: 'Chat with us',
  agentIntro: 'Chat with a member of our team.',
  chatbotIntro: 'Our team is away right now; our virtual assistant can help.',
  startChat: 'Start chat',
  send: 'Send',
  close: 'Close chat',
  survey: 'Take our chat survey',
  newChat: 'Start new chat',
  ended: 'This chat has ended.',
  feedbackTitle: 'Was this answer helpful? Tell us why not',
  feedbackSent: 'Thank you for your feedback.',
} as const;

/** Chatbot reply feedback reasons (001 §5 requires one; the list is ours, docs/decisions.md). */
export const FEEDBACK_REASONS = [
  'The answer was not relevant',
  'The answer was incorrect',
  'The answer was hard to understand',
  'I need to talk to a person',
] as const;

export { CHAT_ALERTS, type AlertSeverity } from './alerts';

/** 001 §9 chat constants. */
export const CHAT_LIMITS = {
  fieldMax: 128,
  feedbackMax: 140,
  attachmentBytes: 5 * 1024 * 1024,
  chatbotSessionMs: 10 * 60_000,
  liveSessionMs: 6 * 60 * 60_000,
  authRefreshMs: 60_000,
  tokenRefreshMs: 60_000,
  pingMs: 10_000,
  /** How long a chat connection may take to open before it is dropped and tried again ("stream client timeout"). */
  connectTimeoutMs: 6_000,
  historySize: 20,
} as const;

/** Where the end-of-chat survey lives; web-chat-info's contactId goes in its query (docs/decisions.md). */
export const CHAT_SURVEY_URL = 'https://survey.homeward.example/webchat';

/**
 * localStorage key of the stored chat session (001 §3), apart from the chat's sagas, which load on demand, so that a
 * logout can forget it without loading them.
 */
export const CHAT_SESSION_STORAGE = 'heloc-webchat-session';

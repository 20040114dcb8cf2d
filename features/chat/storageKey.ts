/**
 * localStorage key of the stored chat session (001 §3), apart from the chat's sagas, which load on demand, so that a
 * logout can forget it without loading them.
 */
export const CHAT_SESSION_STORAGE = 'heloc-webchat-session';

/**
 * sessionStorage key of this tab's id, which a visitor's stored chat names: a borrower who signs in carries on a chat
 * begun before signing in only in the tab it was begun in (decision 451).
 */
export const CHAT_TAB_STORAGE = 'heloc-webchat-tab';

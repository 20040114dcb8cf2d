import type { ChatKind } from './chatSlice';
import { CHAT_LIMITS } from './text';

/**
 * 001 §4: a chat session expires 10 minutes (chatbot) or 6 hours (live) after it starts. The init call's own expiration
 * is kept when it comes sooner; a later or unreadable one is held to the spec's limit, so a stored session never
 * outlives it on a shared phone.
 */
export function sessionExpiration(kind: ChatKind, fromServer: string, startedAt: number): string {
  const limit = startedAt + (kind === 'chatbot' ? CHAT_LIMITS.chatbotSessionMs : CHAT_LIMITS.liveSessionMs);
  const server = Date.parse(fromServer);
  return Number.isNaN(server) || server > limit ? new Date(limit).toISOString() : fromServer;
}

/**
 * The sandbox chat's data (001 §3, §5, §9): its limits and lifetimes, the conversations, their messages, the chatbot's
 * questions and feedback, and the borrower nonces, in the sandbox database; and the small helpers the chat's routes
 * share. The routes are sandbox/services/chat.ts, the socket chatSocket.ts, the agent console chatAgentConsole.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CHAT_PATHS,
  type ApiErrorBody,
  type ChatAgent,
  type ChatAuthor,
  type ChatMode,
  type ChatWireMessage,
  type ChatbotHistoryMessage,
  type SandboxConversation,
} from '../contract';
import { integer, text, textOrNull, type Row, type SandboxDb } from '../db/database';
import { chatbotAnswer } from './chatbot';

/** 001 §9: chat sessions expire after 10 minutes (chatbot) or 6 hours (live). */
export const CHATBOT_SESSION_MS = 10 * 60_000;
export const LIVE_SESSION_MS = 6 * 60 * 60_000;
/** A nonce lives a little longer than the 60 s refresh (001 §7), so one late refresh still succeeds. */
export const CHAT_NONCE_MS = 90_000;
/** A socket that has not pinged (every 10 s, 001 §7) for this long is closed. */
export const SOCKET_IDLE_MS = 35_000;
/** 001 §5 / §9: name and email at most 128; attachments up to 5 MB. */
export const CHAT_FIELD_MAX = 128;
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CHATBOT_HISTORY_SIZE = 20;
/** Request-log path of a socket ping: upgrades and frames never pass fastify's hooks, so pings are logged here. */
export const SOCKET_PING_LOG_PATH = `${CHAT_PATHS.socket}/ping`;

export const SANDBOX_AGENTS: readonly ChatAgent[] = [
  { agentId: 'agent-ava', name: 'Ava Support' },
  { agentId: 'agent-ben', name: 'Ben Support' },
];

export const TOKEN_INVALID: ApiErrorBody = { message: 'Token state is invalid.' };
export const NOT_FOUND: ApiErrorBody = { errors: ['Conversation not found'] };

interface ConversationRow {
  sid: string;
  channelId: string;
  chatMode: ChatMode;
  status: SandboxConversation['status'];
  friendlyName: string;
  emailAddress: string;
  orgCode: string;
  applicationUuid: string | null;
  token: string;
  contactId: string;
  createdAt: number;
  expiresAt: number;
}

function toConversation(row: Row): ConversationRow {
  return {
    sid: text(row, 'sid'),
    channelId: text(row, 'channel_id'),
    // Written by create() from a validated mode.
    chatMode: text(row, 'chat_mode') as ChatMode,
    status: text(row, 'status') as SandboxConversation['status'],
    friendlyName: text(row, 'friendly_name'),
    emailAddress: text(row, 'email_address'),
    orgCode: text(row, 'org_code'),
    applicationUuid: textOrNull(row, 'application_uuid'),
    token: text(row, 'token'),
    contactId: text(row, 'contact_id'),
    createdAt: integer(row, 'created_at'),
    expiresAt: integer(row, 'expires_at'),
  };
}

function toMessage(row: Row): ChatWireMessage {
  return {
    id: text(row, 'id'),
    author: text(row, 'author') as ChatAuthor,
    authorName: text(row, 'author_name'),
    body: text(row, 'body'),
    createdAt: new Date(integer(row, 'created_at')).toISOString(),
  };
}

export const stringField = (body: unknown, key: string): string | undefined => {
  if (typeof body !== 'object' || body === null || !(key in body)) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** The chat conversations, their messages and the borrower nonces, in the sandbox database. */
export class ChatStore {
  constructor(
    private readonly db: SandboxDb,
    readonly now: () => number,
  ) {}

  create(input: {
    chatMode: ChatMode;
    friendlyName: string;
    emailAddress: string;
    orgCode: string;
    applicationUuid: string | null;
    identityUuid: string | null;
    debugAgentId: string | null;
    welcomeMessage: string;
  }): ConversationRow {
    const now = this.now();
    const sid = `CH${randomBytes(16).toString('hex')}`;
    const live = input.chatMode !== 'chatbot';
    this.db.run(
      `INSERT INTO chat_conversations (sid, channel_id, chat_mode, status, friendly_name, email_address, org_code,
         application_uuid, identity_uuid, token, contact_id, debug_agent_id, created_at, expires_at)
       VALUES (?, ?, ?, 'waiting', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sid,
        randomUUID(),
        input.chatMode,
        input.friendlyName,
        input.emailAddress,
        input.orgCode,
        input.applicationUuid,
        input.identityUuid,
        randomBytes(24).toString('base64url'),
        `contact-${randomBytes(6).toString('hex')}`,
        input.debugAgentId,
        now,
        now + (live ? LIVE_SESSION_MS : CHATBOT_SESSION_MS),
      ],
    );
    if (live && input.welcomeMessage) this.addMessage(sid, 'system', 'Chat', input.welcomeMessage);
    return this.find(sid) as ConversationRow;
  }

  find(sid: string): ConversationRow | undefined {
    const row = this.db.get('SELECT * FROM chat_conversations WHERE sid = ?', [sid]);
    return row ? toConversation(row) : undefined;
  }

  findByChannel(channelId: string): ConversationRow | undefined {
    const row = this.db.get('SELECT * FROM chat_conversations WHERE channel_id = ?', [channelId]);
    return row ? toConversation(row) : undefined;
  }

  findByToken(token: string): ConversationRow | undefined {
    const row = this.db.get('SELECT * FROM chat_conversations WHERE token = ?', [token]);
    return row ? toConversation(row) : undefined;
  }

  /** Live and usable: not ended, not frozen, not expired. */
  isOpen(conversation: ConversationRow): boolean {
    return (
      (conversation.status === 'waiting' || conversation.status === 'active') && this.now() < conversation.expiresAt
    );
  }

  setStatus(sid: string, status: SandboxConversation['status']): void {
    this.db.run('UPDATE chat_conversations SET status = ? WHERE sid = ?', [status, sid]);
  }

  newToken(sid: string): string {
    const token = randomBytes(24).toString('base64url');
    this.db.run('UPDATE chat_conversations SET token = ? WHERE sid = ?', [token, sid]);
    return token;
  }

  addMessage(sid: string, author: ChatAuthor, authorName: string, body: string): ChatWireMessage {
    const id = randomUUID();
    this.db.run(
      'INSERT INTO chat_messages (id, conversation_sid, author, author_name, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [id, sid, author, authorName, body, this.now()],
    );
    return toMessage(this.db.get('SELECT * FROM chat_messages WHERE id = ?', [id]) ?? {});
  }

  messages(sid: string): ChatWireMessage[] {
    return this.db
      .all('SELECT * FROM chat_messages WHERE conversation_sid = ? ORDER BY created_at, rowid', [sid])
      .map(toMessage);
  }

  liveConversations(): SandboxConversation[] {
    return this.db
      .all("SELECT * FROM chat_conversations WHERE chat_mode <> 'chatbot' ORDER BY created_at DESC LIMIT 50")
      .map(toConversation)
      .map((c) => ({
        conversationSid: c.sid,
        chatMode: c.chatMode,
        status: this.isOpen(c) || c.status === 'ended' || c.status === 'frozen' ? c.status : 'ended',
        friendlyName: c.friendlyName,
        createdAt: new Date(c.createdAt).toISOString(),
        expiration: new Date(c.expiresAt).toISOString(),
        messages: this.messages(c.sid),
      }));
  }

  ask(sid: string, question: string): ChatbotHistoryMessage {
    const questionId = randomUUID();
    const response = chatbotAnswer(question);
    const at = this.now();
    this.db.run(
      'INSERT INTO chatbot_messages (question_id, conversation_sid, question, response, created_at) VALUES (?, ?, ?, ?, ?)',
      [questionId, sid, question, response, at],
    );
    return { questionId, questionStr: question, responseStr: response, createdDt: new Date(at).toISOString() };
  }

  /** The newest 20 questions and answers, oldest first (001 §7). */
  history(sid: string): ChatbotHistoryMessage[] {
    return this.db
      .all('SELECT * FROM chatbot_messages WHERE conversation_sid = ? ORDER BY created_at DESC, rowid DESC LIMIT ?', [
        sid,
        CHATBOT_HISTORY_SIZE,
      ])
      .reverse()
      .map((row) => ({
        questionId: text(row, 'question_id'),
        questionStr: text(row, 'question'),
        responseStr: text(row, 'response'),
        createdDt: new Date(integer(row, 'created_at')).toISOString(),
      }));
  }

  setFeedback(questionId: string, sid: string, feedback: string): boolean {
    this.db.run('UPDATE chatbot_messages SET feedback = ? WHERE question_id = ? AND conversation_sid = ?', [
      feedback,
      questionId,
      sid,
    ]);
    return this.db.changes() > 0;
  }

  issueNonce(identityUuid: string): string {
    const nonce = randomBytes(18).toString('base64url');
    this.db.run('INSERT INTO chat_nonces (nonce, identity_uuid, expires_at) VALUES (?, ?, ?)', [
      nonce,
      identityUuid,
      this.now() + CHAT_NONCE_MS,
    ]);
    return nonce;
  }

  /** The identity a live nonce belongs to. */
  nonceOwner(nonce: string): string | undefined {
    const row = this.db.get('SELECT identity_uuid FROM chat_nonces WHERE nonce = ? AND expires_at > ?', [
      nonce,
      this.now(),
    ]);
    return row ? text(row, 'identity_uuid') : undefined;
  }

  /** Refresh: the old nonce is used up and a new one issued (001 §7 PUT webchat/refresh?nonce=). */
  rotateNonce(nonce: string, identityUuid: string): string | undefined {
    if (this.nonceOwner(nonce) !== identityUuid) return undefined;
    this.db.run('DELETE FROM chat_nonces WHERE nonce = ?', [nonce]);
    return this.issueNonce(identityUuid);
  }
}

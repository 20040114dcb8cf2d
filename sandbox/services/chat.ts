import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  CHAT_MODES,
  CHAT_PATHS,
  SANDBOX_ADMIN_PREFIX,
  type ApiErrorBody,
  type BusinessHours,
  type ChatAgent,
  type ChatAuthor,
  type ChatMode,
  type ChatServerFrame,
  type ChatWireMessage,
  type ChatbotHistoryMessage,
  type InitWebChatResponse,
  type SandboxConversation,
} from '../contract';
import type { AuthGuard } from '../auth';
import { integer, text, textOrNull, type Row, type SandboxDb } from '../db/database';
import type { RequestLog } from '../requestLog';
import { InputError } from '../validation';
import { CHATBOT_WELCOME, chatbotAnswer } from './chatbot';
import type { OperatingHoursStore } from './operatingHours';

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
/** The feedback message is the reason, ' - ', and at most 140 characters of additional information (001 §5). */
const FEEDBACK_MESSAGE_MAX = 64 + 3 + 140;
/** Request-log path of a socket ping: upgrades and frames never pass fastify's hooks, so pings are logged here. */
export const SOCKET_PING_LOG_PATH = `${CHAT_PATHS.socket}/ping`;

export const SANDBOX_AGENTS: readonly ChatAgent[] = [
  { agentId: 'agent-ava', name: 'Ava Support' },
  { agentId: 'agent-ben', name: 'Ben Support' },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const TOKEN_INVALID: ApiErrorBody = { message: 'Token state is invalid.' };
const NOT_FOUND: ApiErrorBody = { errors: ['Conversation not found'] };

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

const stringField = (body: unknown, key: string): string | undefined => {
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

/** Pacific Time weekday and HH:MM of an instant. */
function pacificNow(at: number): { weekday: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
}

export function isOpenAt(hours: readonly BusinessHours[], at: number): boolean {
  const { weekday, time } = pacificNow(at);
  const day = hours.find((entry) => entry.weekday === weekday);
  return day !== undefined && day.isOpen && day.startTime <= time && time < day.endTime;
}

/** Every socket of each conversation, so an agent's reply, an end or a freeze reaches the borrower at once. */
class SocketHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  add(sid: string, socket: WebSocket): void {
    const set = this.sockets.get(sid) ?? new Set();
    set.add(socket);
    this.sockets.set(sid, set);
  }

  remove(sid: string, socket: WebSocket): void {
    this.sockets.get(sid)?.delete(socket);
  }

  send(sid: string, frame: ChatServerFrame): void {
    const data = JSON.stringify(frame);
    for (const socket of this.sockets.get(sid) ?? []) socket.send(data);
  }

  closeAll(): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.terminate();
    this.sockets.clear();
  }
}

const AGENT_CONSOLE_ASSETS = [
  { url: `${SANDBOX_ADMIN_PREFIX}/agent.js`, file: 'agent.js', type: 'text/javascript; charset=utf-8' },
  { url: `${SANDBOX_ADMIN_PREFIX}/agent.css`, file: 'agent.css', type: 'text/css; charset=utf-8' },
] as const;

const AGENT_CONSOLE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox agent console</title>
<link rel="stylesheet" href="${SANDBOX_ADMIN_PREFIX}/agent.css">
<script src="${SANDBOX_ADMIN_PREFIX}/agent.js" defer></script>
</head>
<body>
<header class="agent-header"><h1>Agent console</h1>
<label for="agent-name">Your name</label> <input id="agent-name" value="Ava Support" autocomplete="off"></header>
<main class="agent-main">
<section class="agent-list" aria-labelledby="conversations-title">
<h2 id="conversations-title">Conversations</h2>
<ul id="conversations"></ul>
<p id="no-conversations">No conversations yet.</p>
</section>
<section class="agent-conversation" aria-labelledby="conversation-title">
<h2 id="conversation-title">Select a conversation</h2>
<p id="conversation-status" aria-live="polite"></p>
<ol id="messages" class="agent-messages" aria-live="polite"></ol>
<form id="reply-form" hidden>
<label for="reply">Reply</label>
<textarea id="reply" rows="3"></textarea>
<div class="agent-actions">
<button type="submit">Send</button>
<button type="button" id="end-chat">End chat</button>
<button type="button" id="freeze-chat">Freeze channel</button>
</div>
</form>
</section>
</main>
</body>
</html>
`;

export function registerChatRoutes(
  app: FastifyInstance,
  deps: {
    chats: ChatStore;
    hours: OperatingHoursStore;
    auth: AuthGuard;
    requests: RequestLog;
  },
): void {
  const { chats, hours, auth, requests } = deps;
  const hub = new SocketHub();
  const guarded = { preHandler: auth.require };

  const chatHours = (): BusinessHours[] => hours.get('OPS_CHAT') ?? [];

  app.get(`${CHAT_PATHS.hours}/openStatus`, () => ({ isOpen: isOpenAt(chatHours(), chats.now()) }));
  app.get(`${CHAT_PATHS.hours}/week`, () => chatHours());

  const initChat = (body: unknown, streamInit: boolean): InitWebChatResponse => {
    const name = (stringField(body, 'name') ?? '').trim();
    const email = (stringField(body, 'email') ?? '').trim();
    const org = stringField(body, 'org') ?? '';
    const requestedMode = stringField(body, 'chatMode') ?? (streamInit ? 'stream' : 'twilio');
    const errors: string[] = [];
    if (!name) errors.push('name is required');
    if (name.length > CHAT_FIELD_MAX) errors.push('Cannot be more than 128 characters');
    if (!EMAIL.test(email) || email.length > CHAT_FIELD_MAX) errors.push('email must be a valid address');
    if (!org) errors.push('org is required');
    if (!(CHAT_MODES as readonly string[]).includes(requestedMode)) errors.push('chatMode is unknown');
    if (streamInit && requestedMode !== 'stream') errors.push('the stream init takes chatMode stream');
    if (errors.length > 0) throw new InputError(errors);
    const nonce = stringField(body, 'nonce') ?? '';
    const identityUuid = nonce ? chats.nonceOwner(nonce) : null;
    if (nonce && !identityUuid) throw new NonceError();
    const conversation = chats.create({
      chatMode: requestedMode as ChatMode,
      friendlyName: name,
      emailAddress: email,
      orgCode: org,
      applicationUuid: stringField(body, 'applicationUuid') ?? null,
      identityUuid: identityUuid ?? null,
      debugAgentId: stringField(body, 'debugAgentId') ?? null,
      welcomeMessage: requestedMode === 'chatbot' ? CHATBOT_WELCOME : (stringField(body, 'welcomeMessage') ?? ''),
    });
    return {
      token: conversation.token,
      conversationSid: conversation.sid,
      expiration: new Date(conversation.expiresAt).toISOString(),
      omniProxyChannelId: conversation.channelId,
      initialMessage: requestedMode === 'chatbot' ? CHATBOT_WELCOME : (stringField(body, 'welcomeMessage') ?? ''),
    };
  };

  class NonceError extends Error {}
  const sendInit = (body: unknown, streamInit: boolean, reply: FastifyReply) => {
    try {
      return reply.send(initChat(body, streamInit));
    } catch (error: unknown) {
      if (error instanceof NonceError) return reply.code(401).send(TOKEN_INVALID);
      throw error;
    }
  };
  app.post(CHAT_PATHS.initWebChat, (request, reply) => sendInit(request.body, false, reply));
  app.post(CHAT_PATHS.streamInit, (request, reply) => sendInit(request.body, true, reply));

  app.post(CHAT_PATHS.refreshToken, (request, reply) => {
    const conversation = chats.findByToken(stringField(request.body, 'token') ?? '');
    if (!conversation || !chats.isOpen(conversation)) return reply.code(401).send(TOKEN_INVALID);
    return { token: chats.newToken(conversation.sid) };
  });

  app.post(CHAT_PATHS.webChatInfo, (request, reply) => {
    const conversation = chats.findByChannel(stringField(request.body, 'omniProxyChannelId') ?? '');
    if (!conversation) return reply.code(404).send(NOT_FOUND);
    return { contactId: conversation.contactId };
  });

  app.post(CHAT_PATHS.authenticate, guarded, (request) => ({
    nonce: chats.issueNonce(auth.caller(request).identityUuid),
  }));

  app.put<{ Querystring: { nonce?: string } }>(CHAT_PATHS.refresh, guarded, (request, reply) => {
    const nonce = chats.rotateNonce(request.query.nonce ?? '', auth.caller(request).identityUuid);
    return nonce ? { nonce } : reply.code(401).send(TOKEN_INVALID);
  });

  const openChatbot = (sid: string, reply: FastifyReply) => {
    const conversation = chats.find(sid);
    if (!conversation || conversation.chatMode !== 'chatbot') {
      reply.code(404).send(NOT_FOUND);
      return undefined;
    }
    if (!chats.isOpen(conversation)) {
      reply.code(410).send({ errors: ['The conversation has expired'] } satisfies ApiErrorBody);
      return undefined;
    }
    return conversation;
  };

  app.get<{ Params: { conversationId: string } }>(`${CHAT_PATHS.chatbotHistory}/:conversationId`, (request, reply) =>
    openChatbot(request.params.conversationId, reply) ? chats.history(request.params.conversationId) : reply,
  );

  app.post(CHAT_PATHS.chatWithAutobot, (request, reply) => {
    const message = (stringField(request.body, 'message') ?? '').trim();
    if (!message) throw new InputError(['message is required']);
    if (stringField(request.body, 'senderType') !== 'APPLICANT') throw new InputError(['senderType must be APPLICANT']);
    const conversation = openChatbot(stringField(request.body, 'conversationId') ?? '', reply);
    if (!conversation) return reply;
    return chats.ask(conversation.sid, message);
  });

  app.post(CHAT_PATHS.chatbotFeedback, (request, reply) => {
    const feedbackMessage = stringField(request.body, 'feedbackMessage') ?? '';
    if (!feedbackMessage.trim()) throw new InputError(['Please select a reason']);
    if (feedbackMessage.length > FEEDBACK_MESSAGE_MAX) {
      throw new InputError(['Please restrict your response to 140 characters.']);
    }
    const saved = chats.setFeedback(
      stringField(request.body, 'questionId') ?? '',
      stringField(request.body, 'conversationId') ?? '',
      feedbackMessage,
    );
    return saved ? reply.code(204).send() : reply.code(404).send(NOT_FOUND);
  });

  app.post(CHAT_PATHS.agentOnboardingAll, guarded, () => SANDBOX_AGENTS);

  app.post<{ Querystring: { channelId?: string; token?: string } }>(CHAT_PATHS.attachments, async (request, reply) => {
    const conversation = chats.findByChannel(request.query.channelId ?? '');
    if (!conversation || conversation.token !== request.query.token || !chats.isOpen(conversation)) {
      return reply.code(401).send(TOKEN_INVALID);
    }
    if (!Buffer.isBuffer(request.body)) throw new InputError(['expected a multipart/form-data body']);
    const form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    const names: string[] = [];
    for (const value of form.getAll('files')) {
      if (typeof value === 'string') continue;
      if (value.size > CHAT_ATTACHMENT_MAX_BYTES) throw new InputError(['a file exceeds the 5MB size limit']);
      names.push(value.name);
    }
    for (const name of names) {
      hub.send(conversation.sid, {
        type: 'message',
        message: chats.addMessage(conversation.sid, 'customer', conversation.friendlyName, `Attachment: ${name}`),
      });
    }
    return reply.code(204).send();
  });

  // The agent console and its admin API.
  app.get(`${SANDBOX_ADMIN_PREFIX}/agent`, (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(AGENT_CONSOLE_HTML),
  );
  for (const asset of AGENT_CONSOLE_ASSETS) {
    app.get(asset.url, async (_request, reply) => {
      const content = await readFile(path.join(__dirname, '..', 'public', asset.file), 'utf8');
      return reply.header('Cache-Control', 'no-cache').type(asset.type).send(content);
    });
  }
  app.get(`${SANDBOX_ADMIN_PREFIX}/chat/conversations`, () => chats.liveConversations());

  app.post<{ Params: { sid: string } }>(
    `${SANDBOX_ADMIN_PREFIX}/chat/conversations/:sid/messages`,
    (request, reply) => {
      const conversation = chats.find(request.params.sid);
      if (!conversation) return reply.code(404).send(NOT_FOUND);
      if (!chats.isOpen(conversation)) return reply.code(409).send({ errors: ['The conversation is not active'] });
      const body = (stringField(request.body, 'body') ?? '').trim();
      const agentName = (stringField(request.body, 'agentName') ?? '').trim() || 'Agent';
      if (!body) throw new InputError(['body is required']);
      chats.setStatus(conversation.sid, 'active');
      const message = chats.addMessage(conversation.sid, 'agent', agentName.slice(0, CHAT_FIELD_MAX), body);
      hub.send(conversation.sid, { type: 'message', message });
      return reply.code(201).send(message);
    },
  );

  for (const [action, status] of [
    ['end', 'ended'],
    ['freeze', 'frozen'],
  ] as const) {
    app.post<{ Params: { sid: string } }>(
      `${SANDBOX_ADMIN_PREFIX}/chat/conversations/:sid/${action}`,
      (request, reply) => {
        const conversation = chats.find(request.params.sid);
        if (!conversation) return reply.code(404).send(NOT_FOUND);
        chats.setStatus(conversation.sid, status);
        hub.send(conversation.sid, { type: status });
        return reply.code(204).send();
      },
    );
  }

  // The omni-proxy websocket: same server, upgraded outside fastify's routing.
  const sockets = new WebSocketServer({ noServer: true });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://sandbox.local');
    if (url.pathname !== CHAT_PATHS.socket) return;
    requests.record('GET', CHAT_PATHS.socket);
    sockets.handleUpgrade(request, socket, head, (ws) => {
      attach(ws, url.searchParams.get('channelId') ?? '', url.searchParams.get('token') ?? '');
    });
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('onClose', (_instance, done) => {
    app.server.off('upgrade', onUpgrade);
    hub.closeAll();
    sockets.close();
    done();
  });

  const attach = (ws: WebSocket, channelId: string, token: string) => {
    const conversation = chats.findByChannel(channelId);
    const send = (frame: ChatServerFrame) => {
      ws.send(JSON.stringify(frame));
    };
    if (!conversation || conversation.token !== token) {
      send({ type: 'error', message: 'Token state is invalid.' });
      ws.close(4401, 'Token state is invalid.');
      return;
    }
    if (!chats.isOpen(conversation)) {
      send({ type: conversation.status === 'frozen' ? 'frozen' : 'ended' });
      ws.close(1000);
      return;
    }
    const sid = conversation.sid;
    hub.add(sid, ws);
    send({ type: 'history', messages: chats.messages(sid) });
    let lastPing = Date.now();
    const idle = setInterval(() => {
      if (Date.now() - lastPing > SOCKET_IDLE_MS) ws.close(4408, 'No ping');
    }, 5_000);
    idle.unref();
    ws.on('close', () => {
      clearInterval(idle);
      hub.remove(sid, ws);
    });
    ws.on('message', (data) => {
      let frame: unknown;
      try {
        frame = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : '');
      } catch {
        return;
      }
      const type = stringField(frame, 'type');
      if (type === 'ping') {
        lastPing = Date.now();
        requests.record('WS', SOCKET_PING_LOG_PATH);
        send({ type: 'pong' });
        return;
      }
      if (type !== 'message') return;
      const current = chats.find(sid);
      if (!current || !chats.isOpen(current)) {
        send({ type: current?.status === 'frozen' ? 'frozen' : 'ended' });
        return;
      }
      const body = (stringField(frame, 'body') ?? '').trim();
      if (!body) return;
      hub.send(sid, { type: 'message', message: chats.addMessage(sid, 'customer', current.friendlyName, body) });
    });
  };
}

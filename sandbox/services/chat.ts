/**
 * The sandbox chat's platform routes (001 §4-§9): the chat hours, the init calls (twilio, nice, stream, chatbot), the
 * token and nonce refreshes, the chatbot's questions, history and feedback, the agents list and the attachments. The
 * data is sandbox/services/chatStore.ts; the socket chatSocket.ts; the agent console chatAgentConsole.ts.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CHAT_MODES,
  CHAT_PATHS,
  type ApiErrorBody,
  type BusinessHours,
  type ChatMode,
  type InitWebChatResponse,
} from '../contract';
import type { AuthGuard } from '../auth';
import type { RequestLog } from '../requestLog';
import { InputError } from '../validation';
import { CHATBOT_WELCOME } from './chatbot';
import type { OperatingHoursStore } from './operatingHours';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  CHAT_FIELD_MAX,
  NOT_FOUND,
  SANDBOX_AGENTS,
  TOKEN_INVALID,
  stringField,
  type ChatStore,
} from './chatStore';
import { registerAgentConsole } from './chatAgentConsole';
import { registerChatSocket, SocketHub } from './chatSocket';

/** The feedback message is the reason, ' - ', and at most 140 characters of additional information (001 §5). */
const FEEDBACK_MESSAGE_MAX = 64 + 3 + 140;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/** The last minute of a day: hours that end at it run to midnight, the day's last minute included. */
const DAY_END = '23:59';

/**
 * Open from `startTime` until `endTime` (that minute closed), in Pacific Time; a day to 23:59 is open all its minutes,
 * as an office open all day writes its hours (a minute a day was closed: an engines test hit it at 07:59 UTC).
 */
export function isOpenAt(hours: readonly BusinessHours[], at: number): boolean {
  const { weekday, time } = pacificNow(at);
  const day = hours.find((entry) => entry.weekday === weekday);
  return day !== undefined && day.isOpen && day.startTime <= time && (time < day.endTime || day.endTime === DAY_END);
}

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

  registerAgentConsole(app, { chats, hub });
  registerChatSocket(app, { chats, hub, requests });
}

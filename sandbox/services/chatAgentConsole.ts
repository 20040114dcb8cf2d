/**
 * The sandbox's agent console (docs/sandbox.md): its page and assets, and the admin API it uses to list the live
 * conversations, reply as an agent, and end or freeze a conversation; each reaches the borrower's socket at once.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_ADMIN_PREFIX } from '../contract';
import { InputError } from '../validation';
import { CHAT_FIELD_MAX, NOT_FOUND, stringField, type ChatStore } from './chatStore';
import type { SocketHub } from './chatSocket';

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

export function registerAgentConsole(app: FastifyInstance, deps: { chats: ChatStore; hub: SocketHub }): void {
  const { chats, hub } = deps;
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
}

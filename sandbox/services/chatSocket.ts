/**
 * The sandbox's omni-proxy websocket (001 §7): the upgrade on the app's own server, a borrower's socket checked
 * against its conversation's token, the history on connect, pings kept (and logged) and idle sockets closed, and the
 * borrower's messages; the hub that sends every socket of a conversation what happens in it.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { CHAT_PATHS, type ChatServerFrame } from '../contract';
import type { RequestLog } from '../requestLog';
import { SOCKET_IDLE_MS, SOCKET_PING_LOG_PATH, stringField, type ChatStore } from './chatStore';

/** Every socket of each conversation, so an agent's reply, an end or a freeze reaches the borrower at once. */
export class SocketHub {
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

export function registerChatSocket(
  app: FastifyInstance,
  deps: { chats: ChatStore; hub: SocketHub; requests: RequestLog },
): void {
  const { chats, hub, requests } = deps;
  // Same server, upgraded outside fastify's routing.
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

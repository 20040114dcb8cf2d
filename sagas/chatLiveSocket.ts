/**
 * The agent conversation over the omni-proxy socket (001 §7): one connection's frames read into events, the ping every
 * 10 s, the borrower's messages and attachments sent, and the reconnection with growing waits when a connection is
 * lost. Resolves with why the conversation ended.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, take, takeEvery } from 'typed-redux-saga';
import { uploadChatAttachments } from '../src/api/chat';
import type { ChatSocket } from '../src/api/chatSocket';
import { CHAT_PATHS, type ChatServerFrame, type ChatWireMessage } from '../src/api/contractChat';
import { pendingAttachments } from '../features/chat/attachments';
import {
  alertRaised,
  attachmentsChosen,
  connectionChanged,
  historyReceived,
  messageReceived,
  messageSendRequested,
  type ChatEndReason,
  type ChatMessage,
} from '../features/chat/chatSlice';
import { CHAT_ALERTS, CHAT_LIMITS } from '../features/chat/text';
import { callApi } from './callApi';
import { useContext } from './context';
import { reportCallFailure, reportFailure } from './failureReport';
import type { LiveCredentials, StoredChatSession } from './chatSession';

export const CHAT_PING_MS = CHAT_LIMITS.pingMs;
/** Reconnect waits: 1 s doubling, capped at the ping interval. */
export const CHAT_RECONNECT_MS = [1_000, 2_000, 4_000, 8_000, 10_000] as const;

const fromWire = (message: ChatWireMessage): ChatMessage => ({ ...message });

type SocketEvent =
  { type: 'open' } | { type: 'frame'; frame: ChatServerFrame } | { type: 'unreadable' } | { type: 'closed' };

/** How a connection was lost: it closed, or it had not opened within the stream client timeout. */
type Lost = 'lost' | 'timedOut';

/**
 * A lost connection as the failure channel records it (decision 422): its name and a fixed message only, never the
 * socket's address, which carries the channel and the chat token. Its kind is the network's, so a socket that the
 * page's own leaving closed is not counted (`failedByLeaving`).
 */
class ChatConnectionLost extends Error {
  readonly kind = 'network';
  constructor(how: Lost) {
    super(how === 'timedOut' ? `not open after ${CHAT_LIMITS.connectTimeoutMs} ms` : 'closed');
    this.name = how === 'timedOut' ? 'ChatConnectTimeout' : 'ChatConnectionClosed';
  }
}

/**
 * What the server sent that the chat could not use, as the failure channel records it: a fixed message only. The
 * frame's own words (an error frame's message, the text of a frame that is not JSON) may quote what was typed.
 */
class ChatFrameFault extends Error {
  constructor(name: 'ChatServerError' | 'ChatFrameUnreadable') {
    super(name === 'ChatServerError' ? 'the server sent an error frame' : 'a frame that is not JSON');
    this.name = name;
  }
}

function socketChannel(socket: ChatSocket): EventChannel<SocketEvent> {
  // Told once per connection: a server that garbles one frame likely garbles every one, and a ping is every 10 s.
  let unreadableTold = false;
  return eventChannel<SocketEvent>((emit) => {
    socket.onOpen(() => {
      emit({ type: 'open' });
    });
    socket.onMessage((data) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(data) as ChatServerFrame;
      } catch {
        // Not a frame of ours: skipped, and reported (once per connection).
        if (!unreadableTold) emit({ type: 'unreadable' });
        unreadableTold = true;
        return;
      }
      emit({ type: 'frame', frame });
    });
    socket.onClose(() => {
      emit({ type: 'closed' });
    });
    return () => {
      socket.close();
    };
  });
}

/**
 * 001 §9's stream client timeout: a connection that has not opened 6 s after it was asked for counts as lost, so a
 * socket a network holds half-open is tried again (with the reconnect waits) rather than left "connecting" for good.
 */
function* firstEvent(channel: EventChannel<SocketEvent>) {
  const { event } = yield* race({ event: take(channel), timeout: delay(CHAT_LIMITS.connectTimeoutMs) });
  return event ?? ({ type: 'timedOut' } as const);
}

/** Reads one connection until it ends: lost or timed out (reconnect), or the conversation's end. */
function* readSocket(channel: EventChannel<SocketEvent>, onOpen: () => void) {
  let opened = false;
  for (;;) {
    const event = opened ? yield* take(channel) : yield* firstEvent(channel);
    if (event.type === 'closed') return 'lost' as const;
    if (event.type === 'timedOut') return 'timedOut' as const;
    if (event.type === 'unreadable') {
      yield* reportFailure('Chat: server frame', new ChatFrameFault('ChatFrameUnreadable'));
      continue;
    }
    if (event.type === 'open') {
      opened = true;
      onOpen();
      yield* put(connectionChanged({ connection: 'open' }));
      continue;
    }
    const { frame } = event;
    switch (frame.type) {
      case 'history':
        yield* put(historyReceived(frame.messages.map(fromWire)));
        break;
      case 'message':
        yield* put(messageReceived(fromWire(frame.message)));
        break;
      case 'ended':
        return 'agent' as const;
      case 'frozen':
        return 'frozen' as const;
      case 'error':
        // The borrower reads the same end as an idle one ('This chat has ended.', 001 §4); the log and the count tell
        // them apart. The frame's message is the server's and is not passed on.
        yield* reportFailure('Chat: server frame', new ChatFrameFault('ChatServerError'));
        return 'error' as const;
      case 'pong':
        break;
    }
  }
}

/** 001 §7: the socket is pinged every 10 s while open. */
function* pingLoop(socket: ChatSocket) {
  for (;;) {
    yield* delay(CHAT_PING_MS);
    if (socket.isOpen()) socket.send(JSON.stringify({ type: 'ping' }));
  }
}

function* sendLoop(socket: ChatSocket, session: StoredChatSession, credentials: LiveCredentials) {
  yield* fork(function* () {
    yield* takeEvery(attachmentsChosen, function* ({ payload }) {
      const files = pendingAttachments.take();
      if (payload.accepted === 0 || files.length === 0) return;
      try {
        yield* callApi(uploadChatAttachments, session.omniProxyChannelId, credentials.token, files);
      } catch (error: unknown) {
        yield* reportCallFailure('Chat: attachments', error);
        yield* put(alertRaised(CHAT_ALERTS.resend));
      }
    });
  });
  yield* takeEvery(messageSendRequested, function* ({ payload }) {
    if (!socket.isOpen()) {
      yield* put(alertRaised(CHAT_ALERTS.resend));
      return;
    }
    socket.send(JSON.stringify({ type: 'message', body: payload.body }));
  });
}

/** The omni-proxy socket, reconnecting when lost; resolves with why the conversation ended. */
export function* liveConversation(session: StoredChatSession, credentials: LiveCredentials) {
  const openSocket = yield* useContext('openSocket');
  let attempt = 0;
  // One report per outage, until a connection opens again: a retry every 10 s while offline would flood the channel.
  let outageReported = false;
  for (;;) {
    yield* put(connectionChanged({ connection: 'connecting' }));
    const query = new URLSearchParams({ channelId: session.omniProxyChannelId, token: credentials.token });
    const socket = openSocket(`${CHAT_PATHS.socket}?${query.toString()}`);
    const channel = yield* call(socketChannel, socket);
    let lost: Lost;
    try {
      const { read } = yield* race({
        read: call(readSocket, channel, () => {
          attempt = 0;
          outageReported = false;
        }),
        ping: call(pingLoop, socket),
        send: call(sendLoop, socket, session, credentials),
      });
      // As above: the raced value is what readSocket returns.
      const ended = read as Lost | ChatEndReason | undefined;
      if (ended !== undefined && ended !== 'lost' && ended !== 'timedOut') return ended;
      lost = ended ?? 'lost';
    } finally {
      channel.close();
    }
    yield* put(connectionChanged({ connection: 'lost' }));
    yield* put(alertRaised(CHAT_ALERTS.connectionLost));
    if (!outageReported) outageReported = yield* reportFailure('Chat: connection lost', new ChatConnectionLost(lost));
    yield* delay(CHAT_RECONNECT_MS[Math.min(attempt, CHAT_RECONNECT_MS.length - 1)] ?? 10_000);
    attempt += 1;
  }
}

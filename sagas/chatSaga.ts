import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, delay, fork, put, race, select, take, takeEvery } from 'typed-redux-saga';
import {
  authenticateChat,
  chatWithAutobot,
  getChatOpenStatus,
  getChatWeek,
  getChatbotHistory,
  getWebChatInfo,
  initWebChat,
  listChatAgents,
  refreshChatAuthentication,
  refreshChatToken,
  sendChatbotFeedback,
  uploadChatAttachments,
} from '../src/api/chat';
import type { ChatSocket } from '../src/api/chatSocket';
import {
  CHAT_MODES,
  CHAT_PATHS,
  type ChatMode,
  type ChatServerFrame,
  type ChatWireMessage,
  type ChatbotHistoryMessage,
  type InitWebChatResponse,
} from '../src/api/contractChat';
import { pendingAttachments } from '../features/chat/attachments';
import {
  agentsReceived,
  alertRaised,
  attachmentsChosen,
  chatEnded,
  connectionChanged,
  feedbackFailed,
  feedbackSubmitted,
  feedbackSucceeded,
  historyReceived,
  hoursReceived,
  messageReceived,
  messageSendRequested,
  modeDecided,
  newChatRequested,
  preChatShown,
  preChatSubmitted,
  knownContactUsed,
  sessionFailed,
  sessionStarted,
  surveyLinkReceived,
  widgetClosed,
  widgetOpened,
  type ChatEndReason,
  type ChatKind,
  type ChatMessage,
} from '../features/chat/chatSlice';
import { CHAT_ALERTS, CHAT_LIMITS } from '../features/chat/text';
import { preChatSchema, validate } from '../features/chat/schemas';
import { getProfile } from '../src/api/profile';
import { FLAG } from '../features/flags/selectors';
import { loggedOut } from '../features/session/sessionSlice';
import type { RootState } from '../store/rootReducer';
import { appStarted } from './appStarted';
import { callApi, errorMessage } from './callApi';
import { useContext } from './context';

/** 001 §9 chat timing. */
export const CHAT_AUTH_REFRESH_MS = CHAT_LIMITS.authRefreshMs;
export const CHAT_TOKEN_REFRESH_MS = CHAT_LIMITS.tokenRefreshMs;
export const CHAT_PING_MS = CHAT_LIMITS.pingMs;
/** Reconnect waits: 1 s doubling, capped at the ping interval. */
export const CHAT_RECONNECT_MS = [1_000, 2_000, 4_000, 8_000, 10_000] as const;
/** localStorage key of the stored chat session (001 §3). */
export const CHAT_SESSION_STORAGE = 'heloc-webchat-session';
/** The skill and tag the app sends with every chat (001 §7 body; values are ours). */
export const CHAT_SKILL = 'HELOC';
export const CHAT_TAG = 'heloc-borrower';
export const CHAT_WELCOME_MESSAGE = 'Thanks for reaching out. A member of our team will be with you shortly.';

/** 001 §3 chat session, as stored between page loads. The token is in the saga and storage only, never in state. */
export interface StoredChatSession extends InitWebChatResponse {
  friendlyName: string;
  emailAddress: string;
  kind: ChatKind;
  provider: ChatMode;
}

/** What the running chat's loops share and update: the current chat token and borrower nonce. */
interface LiveCredentials {
  token: string;
  nonce: string;
}

const selectWebchatVariables = (state: RootState): Record<string, unknown> =>
  state.flags.values[FLAG.webchat]?.variables ?? {};

function parseStoredSession(raw: string | null): StoredChatSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredChatSession>;
    const valid =
      typeof value.token === 'string' &&
      typeof value.conversationSid === 'string' &&
      typeof value.omniProxyChannelId === 'string' &&
      typeof value.expiration === 'string' &&
      typeof value.friendlyName === 'string' &&
      typeof value.emailAddress === 'string' &&
      (value.kind === 'agent' || value.kind === 'chatbot') &&
      (CHAT_MODES as readonly string[]).includes(value.provider ?? '');
    return valid ? (value as StoredChatSession) : null;
  } catch {
    return null;
  }
}

function* storedSession() {
  const storage = yield* useContext('localStorage');
  const session = parseStoredSession(storage.getItem(CHAT_SESSION_STORAGE));
  if (session && Date.parse(session.expiration) > Date.now()) return session;
  if (session) storage.removeItem(CHAT_SESSION_STORAGE);
  return null;
}

function* storeSession(session: StoredChatSession | null) {
  const storage = yield* useContext('localStorage');
  if (session) storage.setItem(CHAT_SESSION_STORAGE, JSON.stringify(session));
  else storage.removeItem(CHAT_SESSION_STORAGE);
}

function* queryMode() {
  const environment = yield* select((state: RootState) => state.session.environment);
  if (environment === 'production') return null;
  const navigator = yield* useContext('navigator');
  const mode = new URLSearchParams(navigator.current().search).get('mode');
  return (CHAT_MODES as readonly string[]).includes(mode ?? '') ? (mode as ChatMode) : null;
}

/** 001 §4: agent within open hours or with an active agent session, else chatbot; the `mode` query outside production. */
function* decideMode(orgCode: string, stored: StoredChatSession | null) {
  const streamChat = (yield* select(selectWebchatVariables)).streamChat === true;
  const forced = yield* queryMode();
  const agentProvider: ChatMode = streamChat ? 'stream' : 'twilio';
  if (forced) {
    const kind: ChatKind = forced === 'chatbot' ? 'chatbot' : 'agent';
    yield* put(modeDecided({ kind, provider: forced, reason: 'query' }));
    return { kind, provider: forced };
  }
  if (stored?.kind === 'agent') {
    yield* put(modeDecided({ kind: 'agent', provider: stored.provider, reason: 'activeSession' }));
    return { kind: 'agent' as const, provider: stored.provider };
  }
  const { status, week } = yield* all({
    status: callApi(getChatOpenStatus, orgCode),
    week: callApi(getChatWeek, orgCode),
  });
  yield* put(hoursReceived(week));
  const kind: ChatKind = status.isOpen ? 'agent' : 'chatbot';
  const provider: ChatMode = status.isOpen ? agentProvider : 'chatbot';
  yield* put(modeDecided({ kind, provider, reason: status.isOpen ? 'openHours' : 'closedHours' }));
  return { kind, provider };
}

function* pageUrl() {
  const navigator = yield* useContext('navigator');
  const location = navigator.current();
  return location.pathname;
}

/**
 * A signed-in borrower's name and email from their profile, when they pass the pre-chat form's own rules; null when
 * the profile cannot be read (the form is shown instead, so chat never fails for want of it).
 */
function* knownContact() {
  try {
    const profile = yield* callApi(getProfile);
    const known = {
      friendlyName: [profile.name.firstName, profile.name.lastName].filter(Boolean).join(' '),
      emailAddress: profile.email,
    };
    return Object.keys(validate(preChatSchema, known)).length === 0 ? known : null;
  } catch (error: unknown) {
    (yield* useContext('logger')).warn(`Profile unavailable for chat: ${errorMessage(error)}`);
    return null;
  }
}

/** The borrower fills the pre-chat form (unless signed in with a known name and email); then the init call. */
function* startSession(orgCode: string, kind: ChatKind, provider: ChatMode, credentials: LiveCredentials) {
  const environment = yield* select((state: RootState) => state.session.environment);
  const tokenStore = yield* useContext('tokenStore');
  const signedIn = tokenStore.get() !== null;
  if (provider === 'stream' && environment !== 'production' && signedIn) {
    try {
      yield* put(agentsReceived(yield* callApi(listChatAgents)));
    } catch (error: unknown) {
      (yield* useContext('logger')).warn(`Chat agents unavailable: ${errorMessage(error)}`);
    }
  }
  const known = signedIn ? yield* knownContact() : null;
  const agents = yield* select((state: RootState) => state.chat.agents);
  let form: { friendlyName: string; emailAddress: string; debugAgentId?: string };
  // The developers' agent picker lives on the form, so it is still shown when there are agents to pick.
  if (known && agents.length === 0) {
    yield* put(knownContactUsed(known));
    form = known;
  } else {
    yield* put(preChatShown());
    form = (yield* take(preChatSubmitted)).payload;
  }
  const applicationUuid = yield* select((state: RootState) => state.application.uuid);
  const init = yield* callApi(initWebChat, {
    name: form.friendlyName.trim(),
    email: form.emailAddress.trim(),
    org: orgCode,
    applicationUuid,
    tag: CHAT_TAG,
    skill: CHAT_SKILL,
    welcomeMessage: kind === 'agent' ? CHAT_WELCOME_MESSAGE : '',
    pageUrl: yield* pageUrl(),
    chatMode: provider,
    nonce: credentials.nonce,
    ...(form.debugAgentId ? { debugAgentId: form.debugAgentId } : {}),
  });
  const session: StoredChatSession = {
    ...init,
    friendlyName: form.friendlyName.trim(),
    emailAddress: form.emailAddress.trim(),
    kind,
    provider,
  };
  yield* storeSession(session);
  return session;
}

/** A loop that does not apply to this chat still runs in the race, so it must not win it by ending. */
const waitForever = (): Promise<never> => new Promise<never>(() => undefined);

function* authenticate(credentials: LiveCredentials) {
  const borrowerAuthentication = (yield* select(selectWebchatVariables)).borrowerAuthentication === true;
  const tokenStore = yield* useContext('tokenStore');
  if (!borrowerAuthentication || tokenStore.get() === null) return;
  credentials.nonce = (yield* callApi(authenticateChat)).nonce;
}

/** 001 §4: the authentication is refreshed every 60 s in the messaging phase. */
function* authRefreshLoop(credentials: LiveCredentials) {
  if (!credentials.nonce) yield* call(waitForever);
  for (;;) {
    yield* delay(CHAT_AUTH_REFRESH_MS);
    try {
      credentials.nonce = (yield* callApi(refreshChatAuthentication, credentials.nonce)).nonce;
    } catch {
      yield* put(alertRaised(CHAT_ALERTS.tokenInvalid));
    }
  }
}

/** 001 §9: the chat token is refreshed every 60 s (twilio and nice sessions). */
function* tokenRefreshLoop(session: StoredChatSession, credentials: LiveCredentials) {
  if (session.provider !== 'twilio' && session.provider !== 'nice') yield* call(waitForever);
  for (;;) {
    yield* delay(CHAT_TOKEN_REFRESH_MS);
    try {
      credentials.token = (yield* callApi(refreshChatToken, credentials.token)).token;
      yield* storeSession({ ...session, token: credentials.token });
    } catch {
      yield* put(alertRaised(CHAT_ALERTS.tokenInvalid));
    }
  }
}

const fromWire = (message: ChatWireMessage): ChatMessage => ({ ...message });

const fromHistory = (entry: ChatbotHistoryMessage, friendlyName: string): ChatMessage[] => [
  {
    id: `${entry.questionId}-q`,
    author: 'customer',
    authorName: friendlyName,
    body: entry.questionStr,
    createdAt: entry.createdDt,
  },
  {
    id: `${entry.questionId}-a`,
    author: 'bot',
    authorName: 'Virtual assistant',
    body: entry.responseStr,
    createdAt: entry.createdDt,
    questionId: entry.questionId,
  },
];

/** Chatbot: history (20 messages), then every question is a chatWithAutobot call; replies can get feedback. */
function* chatbotConversation(session: StoredChatSession, credentials: LiveCredentials, resumed: boolean) {
  if (resumed) {
    const history = yield* callApi(getChatbotHistory, session.conversationSid);
    yield* put(historyReceived(history.flatMap((entry) => fromHistory(entry, session.friendlyName))));
  }
  const orgCode = yield* select((state: RootState) =>
    state.organization.status === 'resolved' ? state.organization.info.orgCode : '',
  );
  yield* takeEvery(messageSendRequested, function* ({ payload }) {
    const applicationId = yield* select((state: RootState) => state.application.uuid);
    try {
      const answer = yield* callApi(chatWithAutobot, {
        applicationId,
        conversationId: session.conversationSid,
        message: payload.body,
        nonce: credentials.nonce,
        organization: orgCode,
        pageUrl: yield* pageUrl(),
        senderId: session.emailAddress,
        senderType: 'APPLICANT',
        tag: CHAT_TAG,
      });
      for (const message of fromHistory(answer, session.friendlyName)) yield* put(messageReceived(message));
    } catch {
      yield* put(alertRaised(CHAT_ALERTS.resend));
    }
  });
  yield* takeEvery(feedbackSubmitted, function* ({ payload }) {
    const reply = (yield* select((state: RootState) => state.chat.messages)).find(
      (message) => message.questionId === payload.questionId,
    );
    try {
      yield* callApi(sendChatbotFeedback, {
        questionId: payload.questionId,
        conversationId: session.conversationSid,
        responseToCustomer: reply?.body ?? '',
        feedbackMessage: payload.additionalInformation
          ? `${payload.reason} - ${payload.additionalInformation}`
          : payload.reason,
        rating: 0,
        senderEmail: session.emailAddress,
        senderType: 'APPLICANT',
        nonce: credentials.nonce,
      });
      yield* put(feedbackSucceeded({ questionId: payload.questionId }));
    } catch {
      yield* put(feedbackFailed({ questionId: payload.questionId }));
    }
  });
}

type SocketEvent = { type: 'open' } | { type: 'frame'; frame: ChatServerFrame } | { type: 'closed' };

function socketChannel(socket: ChatSocket): EventChannel<SocketEvent> {
  return eventChannel<SocketEvent>((emit) => {
    socket.onOpen(() => {
      emit({ type: 'open' });
    });
    socket.onMessage((data) => {
      try {
        emit({ type: 'frame', frame: JSON.parse(data) as ChatServerFrame });
      } catch {
        // Not a frame of ours; ignored.
      }
    });
    socket.onClose(() => {
      emit({ type: 'closed' });
    });
    return () => {
      socket.close();
    };
  });
}

/** Reads one connection until it ends: 'lost' (reconnect), or the conversation's end. */
function* readSocket(channel: EventChannel<SocketEvent>, onOpen: () => void) {
  for (;;) {
    const event = yield* take(channel);
    if (event.type === 'closed') return 'lost' as const;
    if (event.type === 'open') {
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
        return 'inactive' as const;
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
      } catch {
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
function* liveConversation(session: StoredChatSession, credentials: LiveCredentials) {
  const openSocket = yield* useContext('openSocket');
  let attempt = 0;
  for (;;) {
    yield* put(connectionChanged({ connection: 'connecting' }));
    const query = new URLSearchParams({ channelId: session.omniProxyChannelId, token: credentials.token });
    const socket = openSocket(`${CHAT_PATHS.socket}?${query.toString()}`);
    const channel = yield* call(socketChannel, socket);
    try {
      const { read } = yield* race({
        read: call(readSocket, channel, () => {
          attempt = 0;
        }),
        ping: call(pingLoop, socket),
        send: call(sendLoop, socket, session, credentials),
      });
      // As above: the raced value is what readSocket returns.
      const ended = read as 'lost' | ChatEndReason | undefined;
      if (ended !== undefined && ended !== 'lost') return ended;
    } finally {
      channel.close();
    }
    yield* put(connectionChanged({ connection: 'lost' }));
    yield* put(alertRaised(CHAT_ALERTS.connectionLost));
    yield* delay(CHAT_RECONNECT_MS[Math.min(attempt, CHAT_RECONNECT_MS.length - 1)] ?? 10_000);
    attempt += 1;
  }
}

function* conversationOf(session: StoredChatSession, credentials: LiveCredentials, resumed: boolean) {
  if (session.kind === 'agent') return yield* call(liveConversation, session, credentials);
  yield* call(chatbotConversation, session, credentials, resumed);
  return 'inactive' as const;
}

function* endChat(session: StoredChatSession, reason: ChatEndReason) {
  yield* storeSession(null);
  yield* put(chatEnded({ reason }));
  if (session.kind !== 'agent') return;
  try {
    const info = yield* callApi(getWebChatInfo, session.omniProxyChannelId);
    yield* put(surveyLinkReceived({ contactId: info.contactId }));
  } catch (error: unknown) {
    (yield* useContext('logger')).warn(`Chat survey link unavailable: ${errorMessage(error)}`);
  }
}

/** One chat from mode to end; 'failed' when the session could not start (chat is then deactivated). */
function* oneChat(orgCode: string) {
  const credentials: LiveCredentials = { token: '', nonce: '' };
  let session: StoredChatSession;
  let resumed: boolean;
  try {
    const stored = yield* storedSession();
    const { kind, provider } = yield* decideMode(orgCode, stored);
    yield* authenticate(credentials);
    if (stored && stored.provider === provider) {
      session = stored;
      resumed = true;
    } else {
      session = yield* startSession(orgCode, kind, provider, credentials);
      resumed = false;
    }
  } catch (error: unknown) {
    (yield* useContext('logger')).error(`Chat session failed: ${errorMessage(error)}`);
    yield* put(sessionFailed({ message: errorMessage(error) }));
    return 'failed' as const;
  }
  credentials.token = session.token;
  const initialMessage: ChatMessage | undefined = session.initialMessage
    ? {
        id: `${session.conversationSid}-welcome`,
        author: session.kind === 'chatbot' ? 'bot' : 'system',
        authorName: session.kind === 'chatbot' ? 'Virtual assistant' : 'Chat',
        body: session.initialMessage,
        createdAt: new Date().toISOString(),
      }
    : undefined;
  yield* put(
    sessionStarted({
      conversationSid: session.conversationSid,
      resumed,
      ...(initialMessage ? { initialMessage } : {}),
    }),
  );
  const expiresIn = Math.max(0, Date.parse(session.expiration) - Date.now());
  const outcome = yield* race({
    conversation: call(conversationOf, session, credentials, resumed),
    auth: call(authRefreshLoop, credentials),
    token: call(tokenRefreshLoop, session, credentials),
    expired: delay(expiresIn),
  });
  // typed-redux-saga types a raced generator as the generator itself; the value is what conversationOf returns.
  const reason = (outcome.conversation as ChatEndReason | undefined) ?? 'expired';
  yield* endChat(session, reason);
  return 'ended' as const;
}

/** The widget's life while open: chats one after another ('Start new chat'), until closed or logged out. */
function* openWidget() {
  const { organization } = yield* appStarted();
  if (organization.status !== 'resolved') return;
  for (;;) {
    const outcome = yield* oneChat(organization.info.orgCode);
    if (outcome === 'failed') return;
    yield* take(newChatRequested);
  }
}

/**
 * Loaded on demand (sagas/lazySagas.ts) once chat is on, so its first action is not needed: the prompt and
 * `?pop-webchat` are answered eagerly by chatEntrySaga, and the widget may have opened while this chunk loaded, so
 * the saga starts from state rather than from the action that loaded it.
 */
export function* chatSaga() {
  let openedWhileLoading = yield* select((state: RootState) => state.chat.open);
  for (;;) {
    if (!openedWhileLoading) yield* take(widgetOpened);
    openedWhileLoading = false;
    if (yield* select((state: RootState) => state.chat.deactivated)) continue;
    // Every loop of the chat (socket, ping, refreshes) runs inside `run`, so closing or logging out cancels them all.
    yield* race({ run: call(openWidget), stop: take([widgetClosed, loggedOut]) });
  }
}

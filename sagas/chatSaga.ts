/**
 * The chat's life (001 §4, §7): the widget's open-to-close loop, one chat from its mode to its end (a new or resumed
 * session, the conversation raced against the credential refreshes and the session's expiry), and the end (the stored
 * session cleared, the agent survey's link). The session is sagas/chatSession.ts, the refreshes
 * sagas/chatTokenRefresh.ts, the conversations sagas/chatLiveSocket.ts and sagas/chatbotConversation.ts.
 */
import { call, delay, put, race, select, take } from 'typed-redux-saga';
import { getWebChatInfo } from '../src/api/chat';
import {
  chatEnded,
  newChatRequested,
  sessionFailed,
  sessionStarted,
  surveyLinkReceived,
  widgetClosed,
  widgetOpened,
  type ChatEndReason,
  type ChatMessage,
} from '../features/chat/chatSlice';
import { loggedOut } from '../features/session/sessionSlice';
import type { RootState } from '../store/rootReducer';
import { appStarted } from './appStarted';
import { callApi, errorMessage } from './callApi';
import { reportCallFailure } from './failureReport';
import {
  decideMode,
  startSession,
  storedSession,
  storeSession,
  type LiveCredentials,
  type StoredChatSession,
} from './chatSession';
import { authenticate, authRefreshLoop, tokenRefreshLoop } from './chatTokenRefresh';
import { liveConversation } from './chatLiveSocket';
import { chatbotConversation } from './chatbotConversation';

function* conversationOf(session: StoredChatSession, credentials: LiveCredentials, resumed: boolean) {
  if (session.kind === 'agent') return yield* call(liveConversation, session, credentials);
  yield* call(chatbotConversation, session, credentials, resumed);
  return 'inactive' as const;
}

function* endChat(session: StoredChatSession, reason: ChatEndReason) {
  yield* storeSession(null);
  yield* put(chatEnded({ reason }));
  // 001 §4: the end-of-chat panel offers the survey after any conversation, the chatbot's as well as an agent's.
  try {
    const info = yield* callApi(getWebChatInfo, session.omniProxyChannelId);
    yield* put(surveyLinkReceived({ contactId: info.contactId }));
  } catch (error: unknown) {
    // The chat has ended either way; the borrower only misses the survey's link, and that is told (issue 46).
    yield* reportCallFailure('Chat: survey link', error);
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
      // A visitor's chat resumed once signed in is the borrower's from now on.
      yield* storeSession(session);
    } else {
      session = yield* startSession(orgCode, kind, provider, credentials);
      resumed = false;
    }
  } catch (error: unknown) {
    yield* reportCallFailure('Chat: session', error);
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

/**
 * The chat session (001 §3, §4): the session stored between page loads, the mode decision (agent or chatbot, and the
 * provider), the pre-chat form and the init call that starts a new session, and the credentials the running chat's
 * loops share. The chat's life is sagas/chatSaga.ts; its token refreshes sagas/chatTokenRefresh.ts.
 */
import { all, put, select, take } from 'typed-redux-saga';
import { getChatOpenStatus, getChatWeek, initWebChat, listChatAgents } from '../src/api/chat';
import { CHAT_MODES, type ChatMode, type InitWebChatResponse } from '../src/api/contractChat';
import {
  agentsReceived,
  hoursReceived,
  knownContactUsed,
  modeDecided,
  preChatShown,
  preChatSubmitted,
  type ChatKind,
} from '../features/chat/chatSlice';
import { preChatSchema, validate } from '../features/chat/schemas';
import { getProfile } from '../src/api/profile';
import { FLAG } from '../features/flags/selectors';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { useContext } from './context';
import { CHAT_SESSION_STORAGE, CHAT_TAB_STORAGE } from '../features/chat/storageKey';
import { deviceOwner } from './deviceOwner';
import { reportCallFailure } from './failureReport';
import { sessionExpiration } from '../features/chat/sessionExpiry';

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
  /**
   * Whose chat it is: a fingerprint of the signed-in borrower's session subject (never the subject itself), or null
   * for a visitor who was not signed in. Only its owner resumes it (decision 443).
   */
  owner?: string | null;
  /** For a visitor's chat, the tab it was begun in: the one tab where signing in carries it on (decision 451). */
  visitorTab?: string;
}

/** What the running chat's loops share and update: the current chat token and borrower nonce. */
export interface LiveCredentials {
  token: string;
  nonce: string;
}

export const selectWebchatVariables = (state: RootState): Record<string, unknown> =>
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

/** This tab's id for a visitor's chat (kept in the tab's sessionStorage), made on first use. */
function* thisTab() {
  const tab = yield* useContext('sessionStorage');
  const known = tab.getItem(CHAT_TAB_STORAGE);
  if (known !== null) return known;
  const made = (yield* useContext('newId'))();
  tab.setItem(CHAT_TAB_STORAGE, made);
  return made;
}

/**
 * The stored chat, while it lasts and is this borrower's. A phone is often shared (issue 47 item 5): another
 * borrower's chat, with their name, email and conversation, is forgotten rather than resumed. A chat begun before
 * signing in carries on once signed in (a question asked during the registration), and is then the borrower's; only
 * in the tab it was begun in, since a visitor who chatted and left is someone else to the next person who signs in.
 */
export function* storedSession() {
  const storage = yield* useContext('localStorage');
  const session = parseStoredSession(storage.getItem(CHAT_SESSION_STORAGE));
  if (session && (yield* isThisBorrowers(session)) && Date.parse(session.expiration) > Date.now()) return session;
  if (session) storage.removeItem(CHAT_SESSION_STORAGE);
  return null;
}

function* isThisBorrowers(session: StoredChatSession) {
  const owner = yield* deviceOwner();
  if (session.owner != null) return session.owner === owner;
  // A visitor's chat: the visitor still, or signed in since in the tab the chat was begun in.
  return owner === null || session.visitorTab === (yield* thisTab());
}

/** Stores the chat as the signed-in borrower's (or a visitor's, naming the tab it was begun in). */
export function* storeSession(session: StoredChatSession | null) {
  const storage = yield* useContext('localStorage');
  if (!session) {
    storage.removeItem(CHAT_SESSION_STORAGE);
    return;
  }
  const owner = yield* deviceOwner();
  const { visitorTab: _earlier, ...rest } = session;
  const visitor = owner === null ? { visitorTab: yield* thisTab() } : {};
  storage.setItem(CHAT_SESSION_STORAGE, JSON.stringify({ ...rest, owner, ...visitor }));
}

function* queryMode() {
  const environment = yield* select((state: RootState) => state.session.environment);
  if (environment === 'production') return null;
  const navigator = yield* useContext('navigator');
  const mode = new URLSearchParams(navigator.current().search).get('mode');
  return (CHAT_MODES as readonly string[]).includes(mode ?? '') ? (mode as ChatMode) : null;
}

/** 001 §4: agent within open hours or with an active agent session, else chatbot; the `mode` query outside production. */
export function* decideMode(orgCode: string, stored: StoredChatSession | null) {
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

export function* pageUrl() {
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
    yield* reportCallFailure('Chat: profile', error);
    return null;
  }
}

/** The borrower fills the pre-chat form (unless signed in with a known name and email); then the init call. */
export function* startSession(orgCode: string, kind: ChatKind, provider: ChatMode, credentials: LiveCredentials) {
  const environment = yield* select((state: RootState) => state.session.environment);
  const tokenStore = yield* useContext('tokenStore');
  const signedIn = tokenStore.get() !== null;
  if (provider === 'stream' && environment !== 'production' && signedIn) {
    try {
      yield* put(agentsReceived(yield* callApi(listChatAgents)));
    } catch (error: unknown) {
      yield* reportCallFailure('Chat: agents', error);
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
    expiration: sessionExpiration(kind, init.expiration, Date.now()),
    friendlyName: form.friendlyName.trim(),
    emailAddress: form.emailAddress.trim(),
    kind,
    provider,
  };
  yield* storeSession(session);
  return session;
}

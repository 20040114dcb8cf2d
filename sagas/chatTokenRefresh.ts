/**
 * The chat's credentials kept fresh (001 §4, §9): the borrower's chat authentication, and its refresh every 60 s in
 * the messaging phase; the chat token's refresh every 60 s (twilio and nice sessions). Each loop runs in the race of
 * one chat (sagas/chatSaga.ts) and never ends by itself.
 */
import { call, delay, put, select } from 'typed-redux-saga';
import { authenticateChat, refreshChatAuthentication, refreshChatToken } from '../src/api/chat';
import { alertRaised } from '../features/chat/chatSlice';
import { CHAT_ALERTS, CHAT_LIMITS } from '../features/chat/text';
import { callApi } from './callApi';
import { useContext } from './context';
import { reportCallFailure } from './failureReport';
import { selectWebchatVariables, storeSession, type LiveCredentials, type StoredChatSession } from './chatSession';

/** 001 §9 chat timing. */
export const CHAT_AUTH_REFRESH_MS = CHAT_LIMITS.authRefreshMs;
export const CHAT_TOKEN_REFRESH_MS = CHAT_LIMITS.tokenRefreshMs;

/** A loop that does not apply to this chat still runs in the race, so it must not win it by ending. */
export const waitForever = (): Promise<never> => new Promise<never>(() => undefined);

export function* authenticate(credentials: LiveCredentials) {
  const borrowerAuthentication = (yield* select(selectWebchatVariables)).borrowerAuthentication === true;
  const tokenStore = yield* useContext('tokenStore');
  if (!borrowerAuthentication || tokenStore.get() === null) return;
  credentials.nonce = (yield* callApi(authenticateChat)).nonce;
}

/** 001 §4: the authentication is refreshed every 60 s in the messaging phase. */
export function* authRefreshLoop(credentials: LiveCredentials) {
  if (!credentials.nonce) yield* call(waitForever);
  for (;;) {
    yield* delay(CHAT_AUTH_REFRESH_MS);
    try {
      credentials.nonce = (yield* callApi(refreshChatAuthentication, credentials.nonce)).nonce;
    } catch (error: unknown) {
      yield* reportCallFailure('Chat: authentication refresh', error);
      yield* put(alertRaised(CHAT_ALERTS.tokenInvalid));
    }
  }
}

/** 001 §9: the chat token is refreshed every 60 s (twilio and nice sessions). */
export function* tokenRefreshLoop(session: StoredChatSession, credentials: LiveCredentials) {
  if (session.provider !== 'twilio' && session.provider !== 'nice') yield* call(waitForever);
  for (;;) {
    yield* delay(CHAT_TOKEN_REFRESH_MS);
    try {
      credentials.token = (yield* callApi(refreshChatToken, credentials.token)).token;
      yield* storeSession({ ...session, token: credentials.token });
    } catch (error: unknown) {
      yield* reportCallFailure('Chat: token refresh', error);
      yield* put(alertRaised(CHAT_ALERTS.tokenInvalid));
    }
  }
}

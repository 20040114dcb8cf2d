/**
 * The chatbot conversation (001 §4): the resumed session's history, every question a chatWithAutobot call, and the
 * feedback a reply can get. Runs until the chat ends (sagas/chatSaga.ts cancels it).
 */
import { put, select, takeEvery } from 'typed-redux-saga';
import { chatWithAutobot, getChatbotHistory, sendChatbotFeedback } from '../src/api/chat';
import type { ChatbotHistoryMessage } from '../src/api/contractChat';
import {
  alertRaised,
  feedbackFailed,
  feedbackSubmitted,
  feedbackSucceeded,
  historyReceived,
  messageReceived,
  messageSendRequested,
  type ChatMessage,
} from '../features/chat/chatSlice';
import { CHAT_ALERTS } from '../features/chat/text';
import type { RootState } from '../store/rootReducer';
import { callApi } from './callApi';
import { reportCallFailure } from './failureReport';
import { CHAT_TAG, pageUrl, type LiveCredentials, type StoredChatSession } from './chatSession';

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
export function* chatbotConversation(session: StoredChatSession, credentials: LiveCredentials, resumed: boolean) {
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
    } catch (error: unknown) {
      yield* reportCallFailure('Chat: send', error);
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
    } catch (error: unknown) {
      yield* reportCallFailure('Chat: answer feedback', error);
      yield* put(feedbackFailed({ questionId: payload.questionId }));
    }
  });
}

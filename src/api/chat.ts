/** Chat calls (001 §7): session init, tokens, borrower authentication, chatbot, chat operating hours. */
import type { BusinessHours } from './contractShell';
import {
  CHAT_PATHS,
  type ChatAgent,
  type ChatNonceResponse,
  type ChatOpenStatus,
  type ChatWithAutobotRequest,
  type ChatWithAutobotResponse,
  type ChatbotFeedbackRequest,
  type ChatbotHistoryMessage,
  type InitWebChatRequest,
  type InitWebChatResponse,
  type RefreshTokenResponse,
  type WebChatInfoResponse,
} from './contractChat';
import type { HttpClient } from './http';

export function getChatOpenStatus(client: HttpClient, orgCode: string): Promise<ChatOpenStatus> {
  return client.request<ChatOpenStatus>({
    method: 'GET',
    path: `${CHAT_PATHS.hours}/openStatus`,
    query: { display: true },
    headers: { 'x-org': orgCode },
    auth: false,
  });
}

export function getChatWeek(client: HttpClient, orgCode: string): Promise<BusinessHours[]> {
  return client.request<BusinessHours[]>({
    method: 'GET',
    path: `${CHAT_PATHS.hours}/week`,
    query: { display: true },
    headers: { 'x-org': orgCode },
    auth: false,
  });
}

/** The twilio (and nice, and chatbot) init, or the stream init. */
export function initWebChat(client: HttpClient, body: InitWebChatRequest): Promise<InitWebChatResponse> {
  return client.request<InitWebChatResponse>({
    method: 'POST',
    path: body.chatMode === 'stream' ? CHAT_PATHS.streamInit : CHAT_PATHS.initWebChat,
    body,
    auth: false,
  });
}

export function refreshChatToken(client: HttpClient, token: string): Promise<RefreshTokenResponse> {
  return client.request<RefreshTokenResponse>({
    method: 'POST',
    path: CHAT_PATHS.refreshToken,
    body: { token },
    auth: false,
  });
}

export function getWebChatInfo(client: HttpClient, omniProxyChannelId: string): Promise<WebChatInfoResponse> {
  return client.request<WebChatInfoResponse>({
    method: 'POST',
    path: CHAT_PATHS.webChatInfo,
    body: { omniProxyChannelId },
    auth: false,
  });
}

/** The borrower's bearer token goes with it; the answer is the nonce the chat calls carry. */
export function authenticateChat(client: HttpClient): Promise<ChatNonceResponse> {
  return client.request<ChatNonceResponse>({ method: 'POST', path: CHAT_PATHS.authenticate });
}

export function refreshChatAuthentication(client: HttpClient, nonce: string): Promise<ChatNonceResponse> {
  return client.request<ChatNonceResponse>({ method: 'PUT', path: CHAT_PATHS.refresh, query: { nonce } });
}

export function getChatbotHistory(client: HttpClient, conversationId: string): Promise<ChatbotHistoryMessage[]> {
  return client.request<ChatbotHistoryMessage[]>({
    method: 'GET',
    path: `${CHAT_PATHS.chatbotHistory}/${encodeURIComponent(conversationId)}`,
    auth: false,
  });
}

export function chatWithAutobot(client: HttpClient, body: ChatWithAutobotRequest): Promise<ChatWithAutobotResponse> {
  return client.request<ChatWithAutobotResponse>({
    method: 'POST',
    path: CHAT_PATHS.chatWithAutobot,
    body,
    auth: false,
  });
}

export function sendChatbotFeedback(client: HttpClient, body: ChatbotFeedbackRequest): Promise<null> {
  return client.request<null>({ method: 'POST', path: CHAT_PATHS.chatbotFeedback, body, auth: false });
}

/** Non-production stream mode's debug agent selection (001 §6). */
export function listChatAgents(client: HttpClient): Promise<ChatAgent[]> {
  return client.request<ChatAgent[]>({ method: 'POST', path: CHAT_PATHS.agentOnboardingAll });
}

export function uploadChatAttachments(
  client: HttpClient,
  channelId: string,
  token: string,
  files: readonly File[],
): Promise<null> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return client.request<null>({
    method: 'POST',
    path: CHAT_PATHS.attachments,
    query: { channelId, token },
    multipart: form,
    auth: false,
  });
}

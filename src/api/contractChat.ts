/**
 * Wire types of the chat calls (001 §3, §7): the chat session, the omni-proxy websocket, the chatbot, the chat
 * operating hours, and the sandbox's agent console API. Shared by the app and the sandbox; no behaviour.
 */

/** 001 §2 `mode` query values; twilio and nice are live-agent providers, stream the other, chatbot the bot. */
export const CHAT_MODES = ['twilio', 'nice', 'stream', 'chatbot'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

export const CHAT_PATHS = {
  initWebChat: '/service-csp/external/api/v1/twilio/initWebChat',
  streamInit: '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
  refreshToken: '/service-csp/external/api/v1/twilio/refreshToken',
  webChatInfo: '/service-csp/external/api/v1/twilio/web-chat-info',
  authenticate: '/service-csp/customer/secure/api/v1/webchat/authenticate',
  refresh: '/service-csp/customer/secure/api/v1/webchat/refresh',
  chatbotHistory: '/service-chat-chatbot/external/api/v1/message/getChatHistory',
  chatWithAutobot: '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
  chatbotFeedback: '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback',
  agentOnboardingAll: '/service-omni-proxy/secure/api/v1/stream/admin/agent/onboarding/all',
  /** The omni-proxy websocket (path not in 001; docs/decisions.md). Query: channelId, token. */
  socket: '/service-omni-proxy/insecure/api/v1/ws',
  /** Attachments of a live chat, multipart `files` (path not in 001; docs/decisions.md). */
  attachments: '/service-omni-proxy/insecure/api/v1/attachments',
  hours: '/service-operating-hours/external/api/v1/hours/OPS_CHAT',
} as const;

/** 001 §7 initWebChat body (also sent to the stream init, whose body 001 does not show). */
export interface InitWebChatRequest {
  name: string;
  email: string;
  org: string;
  applicationUuid: string | null;
  tag: string;
  skill: string;
  welcomeMessage: string;
  pageUrl: string;
  chatMode: ChatMode;
  /** From webchat/authenticate when the borrower is authenticated; '' otherwise. */
  nonce: string;
  /** Non-production stream mode only: the agent chosen in the debug selection. */
  debugAgentId?: string;
}

/** 001 §3 chat session, as the init answers it. */
export interface InitWebChatResponse {
  token: string;
  conversationSid: string;
  /** ISO date-time: 10 minutes (chatbot) or 6 hours (live) after the start. */
  expiration: string;
  omniProxyChannelId: string;
  initialMessage: string;
}

export interface RefreshTokenResponse {
  token: string;
}

export interface WebChatInfoResponse {
  contactId: string;
}

export interface ChatNonceResponse {
  nonce: string;
}

export type ChatAuthor = 'customer' | 'agent' | 'bot' | 'system';

export interface ChatWireMessage {
  id: string;
  author: ChatAuthor;
  /** Display name of the author (an agent's name is untrusted text). */
  authorName: string;
  body: string;
  /** ISO date-time. */
  createdAt: string;
}

/** Frames the omni-proxy socket sends. */
export type ChatServerFrame =
  | { type: 'history'; messages: ChatWireMessage[] }
  | { type: 'message'; message: ChatWireMessage }
  | { type: 'pong' }
  | { type: 'ended' }
  | { type: 'frozen' }
  | { type: 'error'; message: string };

/** Frames the borrower's app sends on the socket. */
export type ChatClientFrame = { type: 'ping' } | { type: 'message'; body: string };

/** 001 §3 chatbot history message. */
export interface ChatbotHistoryMessage {
  questionId: string;
  questionStr: string;
  responseStr: string;
  createdDt: string;
}

/** 001 §7 chatWithAutobot body. */
export interface ChatWithAutobotRequest {
  applicationId: string | null;
  conversationId: string;
  message: string;
  nonce: string;
  organization: string;
  pageUrl: string;
  senderId: string;
  senderType: 'APPLICANT';
  tag: string;
}

export type ChatWithAutobotResponse = ChatbotHistoryMessage;

/** 001 §7 setChatReplyUsedWithFeedback body. */
export interface ChatbotFeedbackRequest {
  questionId: string;
  conversationId: string;
  responseToCustomer: string;
  feedbackMessage: string;
  rating: 0;
  senderEmail: string;
  senderType: 'APPLICANT';
  nonce: string;
}

export interface ChatOpenStatus {
  isOpen: boolean;
}

export interface ChatAgent {
  agentId: string;
  name: string;
}

/** The sandbox agent console's view of a conversation. */
export interface SandboxConversation {
  conversationSid: string;
  chatMode: ChatMode;
  status: 'waiting' | 'active' | 'ended' | 'frozen';
  friendlyName: string;
  createdAt: string;
  expiration: string;
  messages: ChatWireMessage[];
}

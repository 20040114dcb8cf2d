import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatAgent, ChatAuthor, ChatMode } from '../../src/api/contractChat';
import type { BusinessHours } from '../../src/api/contractShell';
import { loggedOut } from '../session/sessionSlice';
import { CHAT_ALERTS, type AlertSeverity } from './alerts';

export type ChatPhase = 'closed' | 'deciding' | 'preChat' | 'starting' | 'messaging' | 'ended' | 'unavailable';
export type ChatKind = 'agent' | 'chatbot';
/** 'error': the server ended it with an error frame; shown as an idle end is ('inactive'). */
export type ChatEndReason = 'agent' | 'frozen' | 'expired' | 'inactive' | 'error';
export type ConnectionState = 'connecting' | 'open' | 'lost';

export interface ChatMessage {
  id: string;
  author: ChatAuthor;
  /** Untrusted display name (an agent's, the borrower's own). */
  authorName: string;
  /** Untrusted text: rendered as text, never HTML. */
  body: string;
  createdAt: string;
  /** Chatbot replies: the question the reply answers, for feedback. */
  questionId?: string;
}

export interface ChatAlert {
  message: string;
  severity: AlertSeverity;
}

export type FeedbackStatus = 'sending' | 'sent' | 'failed';

export interface ChatState {
  open: boolean;
  phase: ChatPhase;
  kind: ChatKind | null;
  provider: ChatMode | null;
  /** The chat's operating hours (OPS_CHAT week), for the widget's intro. */
  hours: BusinessHours[];
  messages: ChatMessage[];
  alert: ChatAlert | null;
  connection: ConnectionState | null;
  endReason: ChatEndReason | null;
  /** web-chat-info's contactId for the survey link. */
  contactId: string | null;
  feedback: Record<string, FeedbackStatus>;
  /** Non-production stream mode: the agents to pick from. */
  agents: ChatAgent[];
  /** Why chosen files were dropped (001 §5). */
  attachmentMessages: string[];
  /** A session failure deactivates chat (001 §8) until the page is loaded again. */
  deactivated: boolean;
}

const initialState: ChatState = {
  open: false,
  phase: 'closed',
  kind: null,
  provider: null,
  hours: [],
  messages: [],
  alert: null,
  connection: null,
  endReason: null,
  contactId: null,
  feedback: {},
  agents: [],
  attachmentMessages: [],
  deactivated: false,
};

const conversationReset = {
  messages: [],
  alert: null,
  connection: null,
  endReason: null,
  contactId: null,
  feedback: {},
  attachmentMessages: [],
} satisfies Partial<ChatState>;

export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    /** The widget opens: from the top bar or bottom bar prompt, or once from `?pop-webchat`. */
    widgetOpened(state, _action: PayloadAction<{ source: 'topBar' | 'bottomBar' | 'popWebchat' }>) {
      state.open = true;
      if (state.phase === 'closed') state.phase = 'deciding';
    },
    /** The borrower closed the widget: every chat loop stops; a stored session can be resumed later. */
    widgetClosed(state) {
      if (state.phase === 'unavailable') return { ...state, open: false };
      return { ...state, ...conversationReset, open: false, phase: 'closed' };
    },
    hoursReceived(state, action: PayloadAction<BusinessHours[]>) {
      state.hours = action.payload;
    },
    /** Agent within open hours or with an active agent session, else chatbot (001 §4); `mode` query outside production. */
    modeDecided(
      state,
      action: PayloadAction<{
        kind: ChatKind;
        provider: ChatMode;
        reason: 'query' | 'openHours' | 'closedHours' | 'activeSession';
      }>,
    ) {
      state.kind = action.payload.kind;
      state.provider = action.payload.provider;
    },
    agentsReceived(state, action: PayloadAction<ChatAgent[]>) {
      state.agents = action.payload;
    },
    preChatShown(state) {
      state.phase = 'preChat';
    },
    /**
     * A signed-in borrower's name and email come from their profile, so the pre-chat form is not shown again
     * (docs/decisions.md 135). Payload keys are in store/sensitiveKeys.ts.
     */
    knownContactUsed(state, _action: PayloadAction<{ friendlyName: string; emailAddress: string }>) {
      state.phase = 'starting';
      state.alert = null;
    },
    /** Payload keys are in store/sensitiveKeys.ts, so logs and DevTools mask them. */
    preChatSubmitted(
      state,
      _action: PayloadAction<{ friendlyName: string; emailAddress: string; debugAgentId?: string }>,
    ) {
      state.phase = 'starting';
      state.alert = null;
    },
    sessionStarted(
      state,
      action: PayloadAction<{ conversationSid: string; resumed: boolean; initialMessage?: ChatMessage }>,
    ) {
      state.phase = 'messaging';
      state.messages = action.payload.initialMessage ? [action.payload.initialMessage] : [];
    },
    /** 001 §8: a session failure shows the general alert and deactivates chat. */
    sessionFailed(state, _action: PayloadAction<{ message: string }>) {
      state.phase = 'unavailable';
      state.alert = CHAT_ALERTS.general;
      state.deactivated = true;
    },
    connectionChanged(state, action: PayloadAction<{ connection: ConnectionState }>) {
      state.connection = action.payload.connection;
      if (action.payload.connection === 'open' && state.alert?.message === CHAT_ALERTS.connectionLost.message) {
        state.alert = null;
      }
    },
    alertRaised(state, action: PayloadAction<ChatAlert>) {
      state.alert = action.payload;
    },
    alertDismissed(state) {
      state.alert = null;
    },
    /** The borrower sends a message; the saga delivers it (socket or chatbot call). */
    messageSendRequested(_state, _action: PayloadAction<{ body: string }>) {},
    historyReceived(state, action: PayloadAction<ChatMessage[]>) {
      state.messages = action.payload;
    },
    messageReceived(state, action: PayloadAction<ChatMessage>) {
      if (!state.messages.some((message) => message.id === action.payload.id)) state.messages.push(action.payload);
    },
    chatEnded(state, action: PayloadAction<{ reason: ChatEndReason }>) {
      state.phase = 'ended';
      state.endReason = action.payload.reason;
      state.connection = null;
      if (state.alert?.severity === 'warning') state.alert = null;
    },
    surveyLinkReceived(state, action: PayloadAction<{ contactId: string }>) {
      state.contactId = action.payload.contactId;
    },
    newChatRequested(state) {
      return { ...state, ...conversationReset, phase: 'deciding' };
    },
    feedbackSubmitted(
      state,
      action: PayloadAction<{ questionId: string; reason: string; additionalInformation: string }>,
    ) {
      state.feedback[action.payload.questionId] = 'sending';
    },
    feedbackSucceeded(state, action: PayloadAction<{ questionId: string }>) {
      state.feedback[action.payload.questionId] = 'sent';
    },
    feedbackFailed(state, action: PayloadAction<{ questionId: string }>) {
      state.feedback[action.payload.questionId] = 'failed';
    },
    /** Files were chosen: the accepted ones wait in pendingAttachments; the messages say what was dropped. */
    attachmentsChosen(state, action: PayloadAction<{ accepted: number; messages: string[] }>) {
      state.attachmentMessages = action.payload.messages;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const {
  widgetOpened,
  widgetClosed,
  hoursReceived,
  modeDecided,
  agentsReceived,
  preChatShown,
  knownContactUsed,
  preChatSubmitted,
  sessionStarted,
  sessionFailed,
  connectionChanged,
  alertRaised,
  alertDismissed,
  messageSendRequested,
  historyReceived,
  messageReceived,
  chatEnded,
  surveyLinkReceived,
  newChatRequested,
  feedbackSubmitted,
  feedbackSucceeded,
  feedbackFailed,
  attachmentsChosen,
} = chatSlice.actions;
export const chatReducer = chatSlice.reducer;

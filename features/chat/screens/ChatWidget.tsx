import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useT } from '../../../src/i18n/LocaleProvider';
import { ErrorSummary, RadioGroup, SelectField, TextField, focusField, type FieldError } from '../../../src/ui/forms';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ATTACHMENT_ACCEPT, filterAttachments, pendingAttachments } from '../attachments';
import {
  alertDismissed,
  attachmentsChosen,
  feedbackSubmitted,
  messageSendRequested,
  newChatRequested,
  preChatSubmitted,
  widgetClosed,
  type ChatMessage,
} from '../chatSlice';
import { messageParts } from '../links';
import { chatbotFeedbackSchema, preChatSchema, validate } from '../schemas';
import { CHAT_ALERTS, CHAT_SURVEY_URL, CHAT_TEXT, FEEDBACK_REASONS } from '../text';
import { FileDrop } from '../../../src/ui/FileDrop';
import { toClockTime } from '../../../src/lib/dates';
import './chatWidget.css';

const NO_FILES: readonly File[] = [];

const IDS = {
  name: 'chat-name',
  email: 'chat-email',
  agent: 'chat-debug-agent',
  message: 'chat-message',
  files: 'chat-files',
} as const;

/** Untrusted text as React text nodes; only partner-domain URLs become links (001 §9). */
function MessageText({ body }: { body: string }) {
  return (
    <>
      {messageParts(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function PreChatForm() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const kind = useAppSelector((state) => state.chat.kind);
  const agents = useAppSelector((state) => state.chat.agents);
  const [values, setValues] = useState({ friendlyName: '', emailAddress: '', debugAgentId: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fieldErrors: FieldError[] = [
    ...(errors.friendlyName ? [{ field: IDS.name, message: errors.friendlyName }] : []),
    ...(errors.emailAddress ? [{ field: IDS.email, message: errors.emailAddress }] : []),
  ];
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate(preChatSchema, values);
    setErrors(found);
    const first = found.friendlyName ? IDS.name : found.emailAddress ? IDS.email : null;
    if (first) {
      focusField(first);
      return;
    }
    dispatch(
      preChatSubmitted({
        friendlyName: values.friendlyName,
        emailAddress: values.emailAddress,
        ...(values.debugAgentId ? { debugAgentId: values.debugAgentId } : {}),
      }),
    );
  };
  return (
    <form noValidate onSubmit={submit} className="chat-prechat">
      <p>{t(kind === 'chatbot' ? CHAT_TEXT.chatbotIntro : CHAT_TEXT.agentIntro)}</p>
      <ErrorSummary errors={fieldErrors} />
      <TextField
        id={IDS.name}
        label={t('Name')}
        required
        autoComplete="name"
        value={values.friendlyName}
        error={errors.friendlyName}
        onChange={(event) => {
          setValues({ ...values, friendlyName: event.target.value });
        }}
      />
      <TextField
        id={IDS.email}
        label={t('Email')}
        type="email"
        required
        autoComplete="email"
        value={values.emailAddress}
        error={errors.emailAddress}
        onChange={(event) => {
          setValues({ ...values, emailAddress: event.target.value });
        }}
      />
      {agents.length > 0 ? (
        <SelectField
          id={IDS.agent}
          label={t('Agent (testing only)')}
          placeholder={t('Any agent')}
          options={agents.map((agent) => ({ value: agent.agentId, label: agent.name }))}
          value={values.debugAgentId}
          onChange={(event) => {
            setValues({ ...values, debugAgentId: event.target.value });
          }}
        />
      ) : null}
      <button type="submit" className="button">
        {t(CHAT_TEXT.startChat)}
      </button>
    </form>
  );
}

function ReplyFeedback({ message }: { message: ChatMessage }) {
  const dispatch = useAppDispatch();
  const { t, text } = useT();
  const status = useAppSelector((state) => (message.questionId ? state.chat.feedback[message.questionId] : undefined));
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ reason: '', additionalInformation: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const baseId = useId().replace(/:/g, '');
  const reasonId = `${baseId}-reason`;
  const infoId = `${baseId}-info`;
  if (!message.questionId) return null;
  const questionId = message.questionId;
  if (status === 'sent') return <p className="chat-feedback-sent">{t(CHAT_TEXT.feedbackSent)}</p>;
  if (!open)
    return (
      <button
        type="button"
        className="link-button chat-feedback-toggle"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('Give feedback on this answer')}
      </button>
    );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validate(chatbotFeedbackSchema, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusField(found.reason ? reasonId : infoId);
      return;
    }
    dispatch(feedbackSubmitted({ questionId, ...values }));
  };
  return (
    <form noValidate onSubmit={submit} className="chat-feedback">
      <RadioGroup
        id={reasonId}
        label={t(CHAT_TEXT.feedbackTitle)}
        options={FEEDBACK_REASONS.map((reason) => ({ value: reason, label: t(reason) }))}
        value={values.reason}
        error={errors.reason}
        onChange={(reason) => {
          setValues({ ...values, reason });
        }}
      />
      <div className={`field${errors.additionalInformation ? ' field-invalid' : ''}`}>
        <label htmlFor={infoId} className="field-label">
          {t('Additional information')}
          <span className="field-optional">{t(' (optional)')}</span>
        </label>
        {errors.additionalInformation ? (
          <p id={`${infoId}-error`} className="field-error">
            <span className="visually-hidden">{t('Error: ')}</span>
            {text(errors.additionalInformation)}
          </p>
        ) : null}
        <textarea
          id={infoId}
          className="field-input"
          rows={3}
          aria-invalid={errors.additionalInformation ? true : undefined}
          aria-describedby={errors.additionalInformation ? `${infoId}-error` : undefined}
          value={values.additionalInformation}
          onChange={(event) => {
            setValues({ ...values, additionalInformation: event.target.value });
          }}
        />
      </div>
      {status === 'failed' ? <p className="field-error">{t(CHAT_TEXT.general)}</p> : null}
      <button type="submit" className="button button-secondary" disabled={status === 'sending'}>
        {t('Send feedback')}
      </button>
    </form>
  );
}

/** The borrower is 'You'; the names the chat saga gives the assistant and the system are ours, an agent's is sent. */
function useAuthorLabel(): (message: ChatMessage) => string {
  const { t, text } = useT();
  return (message) =>
    message.author === 'customer'
      ? t('You')
      : message.author === 'agent'
        ? message.authorName
        : text(message.authorName);
}

function Conversation() {
  const dispatch = useAppDispatch();
  const { t, text } = useT();
  const authorLabel = useAuthorLabel();
  const messages = useAppSelector((state) => state.chat.messages);
  const kind = useAppSelector((state) => state.chat.kind);
  const attachmentMessages = useAppSelector((state) => state.chat.attachmentMessages);
  // A live message goes on the socket: until it is connected there is nowhere to send it.
  const canSend = useAppSelector((state) => state.chat.kind === 'chatbot' || state.chat.connection === 'open');
  const [draft, setDraft] = useState('');
  const alert = useAppSelector((state) => state.chat.alert);
  // The message on its way: one that could not be sent comes back to the composer, as the alert asks to resend it
  // (decision 418). It is held here only, never in the store, as the draft itself.
  const unsent = useRef('');
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
    unsent.current = '';
  }, [messages.length]);
  useEffect(() => {
    if (alert?.message !== CHAT_ALERTS.resend.message || unsent.current === '') return;
    const body = unsent.current;
    unsent.current = '';
    setDraft((current) => (current === '' ? body : current));
  }, [alert]);
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    setDraft('');
    unsent.current = body;
    dispatch(messageSendRequested({ body }));
  };
  return (
    <>
      <div className="chat-messages" role="log" aria-live="polite" aria-label={t('Messages')} tabIndex={0}>
        <ol className="chat-message-list">
          {messages.map((message) => (
            <li key={message.id} className={`chat-message chat-message-${message.author}`} data-testid="chat-message">
              <span className="chat-message-meta">
                <span className="chat-message-author">{authorLabel(message)}</span>{' '}
                <time dateTime={message.createdAt} className="chat-message-time">
                  {toClockTime(message.createdAt)}
                </time>
              </span>
              <span className="chat-message-body">
                <MessageText body={message.body} />
              </span>
              {message.author === 'bot' ? <ReplyFeedback message={message} /> : null}
            </li>
          ))}
          <li ref={end} className="chat-messages-end" aria-hidden="true" />
        </ol>
      </div>
      <form className="chat-composer" onSubmit={send} noValidate>
        <label htmlFor={IDS.message} className="field-label">
          {t('Message')}
        </label>
        {/* The message box and Send on one row, as every chat has them (issue 48). */}
        <div className="chat-composer-row">
          <textarea
            id={IDS.message}
            className="field-input"
            rows={2}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && canSend) send(event);
            }}
          />
          <button type="submit" className="button" disabled={!canSend}>
            {t(CHAT_TEXT.send)}
          </button>
        </div>
        {kind === 'agent' ? (
          <>
            {/* The kit's file control (issue 48): chosen files go at once, so it lists none of its own. */}
            <FileDrop
              id={IDS.files}
              label={t('Attach files')}
              compact
              multiple
              camera={false}
              accept={ATTACHMENT_ACCEPT}
              files={NO_FILES}
              onFilesChange={(files) => {
                const { accepted, messages: dropped } = filterAttachments(files);
                pendingAttachments.put(accepted);
                dispatch(attachmentsChosen({ accepted: accepted.length, messages: dropped }));
              }}
            />
            {attachmentMessages.map((message) => (
              <p key={message} className="field-error" role="alert">
                {text(message)}
              </p>
            ))}
          </>
        ) : null}
      </form>
    </>
  );
}

function EndPanel() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const reason = useAppSelector((state) => state.chat.endReason);
  const contactId = useAppSelector((state) => state.chat.contactId);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="chat-end" data-testid="chat-end">
      <h3 ref={heading} tabIndex={-1}>
        {t(reason === 'agent' || reason === 'frozen' ? CHAT_TEXT.agentEnded : CHAT_TEXT.ended)}
      </h3>
      {contactId ? (
        <p>
          <a
            href={`${CHAT_SURVEY_URL}?contactId=${encodeURIComponent(contactId)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t(CHAT_TEXT.survey)}
          </a>
        </p>
      ) : null}
      <button type="button" className="button" onClick={() => dispatch(newChatRequested())}>
        {t(CHAT_TEXT.newChat)}
      </button>
    </div>
  );
}

function ChatAlertBar() {
  const dispatch = useAppDispatch();
  const { t, text } = useT();
  const alert = useAppSelector((state) => state.chat.alert);
  if (!alert) return null;
  return (
    <div
      className={`chat-alert chat-alert-${alert.severity}`}
      role={alert.severity === 'error' ? 'alert' : 'status'}
      data-testid="chat-alert"
    >
      <span>{text(alert.message)}</span>
      <button type="button" className="link-button" onClick={() => dispatch(alertDismissed())}>
        {t('Dismiss')}
      </button>
    </div>
  );
}

/** The webchat widget (001 §2): a non-modal dialog; Escape or the close button closes it and focus goes back. */
export function ChatWidget() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  const phase = useAppSelector((state) => state.chat.phase);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    return () => {
      document.querySelector<HTMLElement>('.support-prompt')?.focus();
    };
  }, []);
  return (
    <section
      className="chat-widget"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-widget"
      onKeyDown={(event) => {
        if (event.key === 'Escape') dispatch(widgetClosed());
      }}
    >
      <div className="chat-header">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="chat-title">
          {t(CHAT_TEXT.title)}
        </h2>
        <button
          type="button"
          className="chat-close"
          aria-label={t(CHAT_TEXT.close)}
          onClick={() => dispatch(widgetClosed())}
        >
          ×
        </button>
      </div>
      <ChatAlertBar />
      <div className="chat-body">
        {phase === 'deciding' || phase === 'starting' ? <p role="status">{t('Connecting…')}</p> : null}
        {phase === 'preChat' ? <PreChatForm /> : null}
        {phase === 'messaging' ? <Conversation /> : null}
        {phase === 'ended' ? <EndPanel /> : null}
      </div>
    </section>
  );
}

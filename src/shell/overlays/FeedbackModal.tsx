import { useState, type SyntheticEvent } from 'react';
import type { FeedbackTopic } from '../../api/contractShell';
import { FEEDBACK_MODAL_ID, submitted } from '../../../features/feedback/feedbackSlice';
import { pendingFeedback } from '../../../features/feedback/pendingFeedback';
import {
  CONSENT_OPTIONS,
  FEEDBACK_TEXT,
  FEEDBACK_TOPIC_OPTIONS,
  validateFeedback,
  type FeedbackField,
  type FeedbackForm,
} from '../../../features/feedback/schemas';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useT } from '../../i18n/LocaleProvider';
import { focusField, RadioGroup, SubmitButton } from '../../ui/forms';
import { Modal } from '../../ui/Modal';

const FIELD_IDS: Record<FeedbackField, string> = {
  topic: 'feedback-topic',
  message: 'feedback-message',
  marketingConsent: 'feedback-consent',
};

function FeedbackFormBody() {
  const dispatch = useAppDispatch();
  const { t, text } = useT();
  const { status, error } = useAppSelector((state) => state.feedback);
  const pathname = useAppSelector((state) => state.navigation.location?.pathname ?? '/');
  const [form, setForm] = useState<FeedbackForm>({ topic: '', message: '', marketingConsent: '' });
  const [touched, setTouched] = useState(false);
  const errors = touched ? validateFeedback(form) : [];
  const errorOf = (field: FeedbackField) => errors.find((e) => e.field === field)?.message;

  if (status === 'succeeded') return <p role="status">{t(FEEDBACK_TEXT.thanks)}</p>;
  const topicOptions = FEEDBACK_TOPIC_OPTIONS.map((option) => ({ ...option, label: text(option.label) }));
  const consentOptions = CONSENT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = validateFeedback(form);
    const first = found[0];
    if (first) {
      focusField(FIELD_IDS[first.field]);
      return;
    }
    pendingFeedback.set(form.message.trim());
    dispatch(
      submitted({
        topic: form.topic as FeedbackTopic,
        marketingConsent: form.marketingConsent === 'yes',
        pathname,
      }),
    );
  };

  const messageError = errorOf('message');
  return (
    <form noValidate onSubmit={onSubmit} className="feedback-form">
      <RadioGroup
        id={FIELD_IDS.topic}
        label={t(FEEDBACK_TEXT.topicLabel)}
        options={topicOptions}
        value={form.topic}
        error={errorOf('topic')}
        onChange={(topic) => {
          setForm({ ...form, topic });
        }}
      />
      <div className={`field${messageError ? ' field-invalid' : ''}`}>
        <label htmlFor={FIELD_IDS.message} className="field-label">
          {t(FEEDBACK_TEXT.messageLabel)}
        </label>
        {messageError ? (
          <p id={`${FIELD_IDS.message}-error`} className="field-error">
            <span className="visually-hidden">{t('Error: ')}</span>
            {text(messageError)}
          </p>
        ) : null}
        <textarea
          id={FIELD_IDS.message}
          name={FIELD_IDS.message}
          className="field-input"
          rows={5}
          aria-required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${FIELD_IDS.message}-error` : undefined}
          value={form.message}
          onChange={(event) => {
            setForm({ ...form, message: event.target.value });
          }}
        />
      </div>
      <RadioGroup
        id={FIELD_IDS.marketingConsent}
        label={t(FEEDBACK_TEXT.consentLabel)}
        options={consentOptions}
        value={form.marketingConsent}
        error={errorOf('marketingConsent')}
        onChange={(marketingConsent) => {
          setForm({ ...form, marketingConsent });
        }}
      />
      <SubmitButton loading={status === 'submitting'}>{t(FEEDBACK_TEXT.submit)}</SubmitButton>
      {error ? (
        <p className="form-error" role="alert" data-testid="feedback-server-error">
          {text(error)}
        </p>
      ) : null}
    </form>
  );
}

/** 001 §5 CEO feedback: main brand, signed-in users only (the top bar shows the link only then). */
export function FeedbackModal() {
  const open = useAppSelector((state) => state.modals.open.includes(FEEDBACK_MODAL_ID));
  const { t } = useT();
  return (
    <Modal id={FEEDBACK_MODAL_ID} title={t(FEEDBACK_TEXT.title)}>
      {open ? <FeedbackFormBody /> : null}
    </Modal>
  );
}

import { useT } from '../../i18n/LocaleProvider';
import { MODAL, PROCESSING_MESSAGES } from '../../../features/registration/messages';
import { useAppSelector } from '../../../store/hooks';
import { Modal } from '../../ui/Modal';

export const PROCESSING_TITLE = "We're preparing your offers";

/**
 * 000 §2.6 processing modal, in the frame so that it stays open from "Create account" until the borrower lands on
 * their next screen (issue 15). The current message is announced politely; the list shows what is done and what is
 * next, so the wait reads as progress.
 */
export function ProcessingModal() {
  const { t } = useT();
  const { messageIndex, percent } = useAppSelector((state) => state.registration.processing);
  const current = PROCESSING_MESSAGES[messageIndex] ?? PROCESSING_MESSAGES[0];
  return (
    <Modal id={MODAL.processing} title={t(PROCESSING_TITLE)}>
      <p className="processing-current" role="status" aria-live="polite" data-testid="processing-message">
        {t(current)}
      </p>
      <progress className="progress-bar" max={100} value={percent} aria-label={t('Progress')} />
      <ol className="processing-steps" aria-label={t('Steps')}>
        {PROCESSING_MESSAGES.map((message, index) => {
          const state = index < messageIndex ? 'done' : index === messageIndex ? 'current' : 'next';
          return (
            <li key={message} className={`processing-step processing-step-${state}`}>
              <span className="processing-mark" aria-hidden="true" />
              <span>
                {t(message)}
                {state === 'done' ? <span className="visually-hidden">{t(' (done)')}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}

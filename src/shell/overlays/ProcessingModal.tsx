import { useEffect } from 'react';
import { useT } from '../../i18n/LocaleProvider';
import { MODAL, PROCESSING_MESSAGES } from '../../../features/registration/messages';
import { selectModalOpen } from '../../../features/overlays/modalsSlice';
import { PROCESSING_DURATION, plainWordsOf } from '../../../features/processing/plainWords';
import { useAppSelector } from '../../../store/hooks';
import { Modal } from '../../ui/Modal';

export const PROCESSING_TITLE = "We're preparing your offers";

/**
 * 000 §2.6 processing modal, in the frame so that it stays open from "Create account" until the borrower lands on
 * their next screen (issue 15). The current message is announced politely; the list shows what is done and what is
 * next, so the wait reads as progress. Issue 48: it is the one wait, so the borrower cannot close it onto an empty
 * page (it ends by itself, at the latest after the spec's time-out), it says each step in plain words too, and the
 * page behind stays at its top, where the borrower's next screen starts.
 */
export function ProcessingModal() {
  const { t, text } = useT();
  const { messageIndex, percent } = useAppSelector((state) => state.registration.processing);
  const open = useAppSelector((state) => selectModalOpen(state, MODAL.processing));
  const pathname = useAppSelector((state) => state.navigation.location?.pathname);
  const current = PROCESSING_MESSAGES[messageIndex] ?? PROCESSING_MESSAGES[0];
  const plain = plainWordsOf(current);

  useEffect(() => {
    // "Create account" sits at the foot of a long step: without this the next page shows behind the wait scrolled
    // to its footer.
    if (open) window.scrollTo(0, 0);
  }, [open, pathname]);

  return (
    <Modal id={MODAL.processing} title={t(PROCESSING_TITLE)} dismissible={false}>
      <div role="status" aria-live="polite">
        <p className="processing-current" data-testid="processing-message">
          {t(current)}
        </p>
        {plain ? (
          <p className="processing-plain" data-testid="processing-plain">
            {text(plain)}
          </p>
        ) : null}
      </div>
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
      <p className="processing-duration">{text(PROCESSING_DURATION)}</p>
    </Modal>
  );
}

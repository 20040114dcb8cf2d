import { PageHeading } from '../../../src/ui/PageHeading';
import { SupportContact } from '../../../src/shell/SupportContact';
import { useAppSelector } from '../../../store/hooks';
import { TRANSIENT_MEANWHILE, transientStatusText } from '../transientStatus';
import { selectApplication } from '../selectors';
import { useT } from '../../../src/i18n/LocaleProvider';
import { selectModalOpen } from '../../overlays/modalsSlice';
import { MODAL } from '../../registration/messages';

/**
 * Issue 15: while a transient status is polled (000 §4.2, schedule unchanged), the borrower reads what is happening
 * instead of watching a full-screen spinner. The poll routes them on by itself; this page only explains the wait.
 */
export function TransientStatus() {
  const { t, text } = useT();
  const application = useAppSelector(selectApplication);
  const status = application?.status.checklistStatus ?? '';
  const { title, happening, duration } = transientStatusText(status);
  // Issue 48: right after "Create account" the processing modal is the one wait (it says the same in its steps); this
  // page explains the wait only once that has ended (a borrower coming back, or the modal's time-out).
  const processing = useAppSelector((state) => selectModalOpen(state, MODAL.processing));
  if (processing) return null;
  return (
    <section
      className="screen info-screen transient-status"
      aria-labelledby="page-heading"
      data-testid="transient-status"
    >
      <PageHeading>{text(title)}</PageHeading>
      <p className="lead">{text(happening)}</p>
      <div className="transient-progress" role="status" aria-live="polite">
        <span className="transient-indicator" aria-hidden="true" />
        <span>{text(duration)}</span>
      </div>
      <h2>{t('While you wait')}</h2>
      <p>{t(TRANSIENT_MEANWHILE)}</p>
      <p className="support-contact">
        {t('Questions?')} <SupportContact />.
      </p>
    </section>
  );
}

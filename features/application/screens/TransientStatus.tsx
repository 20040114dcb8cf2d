import { PageHeading } from '../../../src/ui/PageHeading';
import { SupportContact } from '../../../src/shell/SupportContact';
import { useAppSelector } from '../../../store/hooks';
import { TRANSIENT_MEANWHILE, transientStatusText } from '../transientStatus';
import { selectApplication } from '../selectors';
import { formatAddress } from '../progress';
import { useT } from '../../../src/i18n/LocaleProvider';

/**
 * Issue 15: while a transient status is polled (000 §4.2, schedule unchanged), the borrower reads what is happening
 * instead of watching a full-screen spinner. The poll routes them on by itself; this page only explains the wait.
 */
export function TransientStatus() {
  const { t, text } = useT();
  const application = useAppSelector(selectApplication);
  const status = application?.status.checklistStatus ?? '';
  const { title, happening, duration } = transientStatusText(status);
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
      {application ? (
        // The loan number is the frame's Application ID (001 §2): not repeated under another name (issue 34).
        <dl className="summary-list" data-testid="info-facts">
          <dt>{t('Property')}</dt>
          <dd>{formatAddress(application.property)}</dd>
        </dl>
      ) : null}
      <h2>{t('While you wait')}</h2>
      <p>{t(TRANSIENT_MEANWHILE)}</p>
      <p className="support-contact">
        {t('Questions?')} <SupportContact />.
      </p>
    </section>
  );
}

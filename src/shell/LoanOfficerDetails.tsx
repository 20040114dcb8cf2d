import { useState } from 'react';
import { useReportFailure } from '../../features/diagnostics/useReportFailure';
import { callClicked, emailClicked, LOAN_OFFICER_MODAL_ID } from '../../features/loanOfficer/loanOfficerSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';
import { Modal } from '../ui/Modal';
import { LOAN_OFFICER_TEXT } from './LoanOfficerCard';

/** Avatars reported as not loading on this page: the panel's and the modal's copies are one failure. */
const reportedAvatars = new Set<string>();

/**
 * The loan officer's photo, hidden when it does not load (the name beside it says who they are). Each copy tries
 * again when it is drawn again (a photo that failed offline comes back with the connection); the failure is reported
 * once. The report names no address: a lead portal's avatar URL may carry ids.
 */
function Avatar({ uri }: { uri: string }) {
  const reportFailure = useReportFailure();
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  const onError = () => {
    setFailed(true);
    if (reportedAvatars.has(uri)) return;
    reportedAvatars.add(uri);
    const error = new Error('the image did not load');
    error.name = 'AvatarLoadError';
    reportFailure('Loan officer: avatar', error);
  };
  return <img className="loan-officer-avatar" src={uri} alt="" width={56} height={56} onError={onError} />;
}

function LoanOfficerDetails() {
  const originator = useAppSelector((state) => state.loanOfficer.originator);
  const dispatch = useAppDispatch();
  const { t } = useT();
  if (!originator) return null;
  return (
    <div className="loan-officer">
      <div className="loan-officer-identity">
        {originator.avatarUri ? <Avatar key={originator.avatarUri} uri={originator.avatarUri} /> : null}
        <div>
          <p className="loan-officer-name">{originator.originatorName}</p>
          {originator.brokerName ? <p className="muted">{originator.brokerName}</p> : null}
          <p className="muted">{t('NMLS #{nmls}', { nmls: originator.nmls })}</p>
        </div>
      </div>
      <p>
        {originator.phoneNumber}
        <br />
        {originator.email}
      </p>
      <p className="actions">
        <a
          className="button"
          href={`tel:${originator.phoneNumber}`}
          onClick={() => dispatch(callClicked())}
          aria-label={`${t(LOAN_OFFICER_TEXT.call)} ${originator.originatorName}`}
        >
          {t(LOAN_OFFICER_TEXT.call)}
        </a>
        <a
          className="button button-secondary"
          href={`mailto:${originator.email}`}
          onClick={() => dispatch(emailClicked())}
          aria-label={`${t(LOAN_OFFICER_TEXT.email)} ${originator.originatorName}`}
        >
          {t(LOAN_OFFICER_TEXT.email)}
        </a>
      </p>
    </div>
  );
}

/** 001 §2 loan originator card: a side panel on desktop. */
export function LoanOfficerPanel() {
  const present = useAppSelector((state) => state.loanOfficer.originator !== null);
  const { t } = useT();
  if (!present) return null;
  return (
    <aside className="loan-officer-panel desktop-only" aria-labelledby="loan-officer-heading">
      <h2 id="loan-officer-heading" className="panel-heading">
        {t(LOAN_OFFICER_TEXT.heading)}
      </h2>
      <LoanOfficerDetails />
    </aside>
  );
}

export function LoanOfficerModal() {
  const present = useAppSelector((state) => state.loanOfficer.originator !== null);
  const { t } = useT();
  if (!present) return null;
  return (
    <Modal id={LOAN_OFFICER_MODAL_ID} title={t(LOAN_OFFICER_TEXT.heading)}>
      <LoanOfficerDetails />
    </Modal>
  );
}

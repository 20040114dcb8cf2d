import { LOAN_OFFICER_MODAL_ID } from '../../features/loanOfficer/loanOfficerSlice';
import { modalOpened } from '../../features/overlays/modalsSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';

export const LOAN_OFFICER_TEXT = { heading: 'Your loan officer', call: 'Call', email: 'Email' } as const;

/** On mobile the top bar has a button opening the card in a modal. */
export function LoanOfficerTopBarButton() {
  const present = useAppSelector((state) => state.loanOfficer.originator !== null);
  const dispatch = useAppDispatch();
  const { t } = useT();
  if (!present) return null;
  return (
    <button
      type="button"
      className="button button-secondary mobile-only"
      onClick={() => dispatch(modalOpened({ id: LOAN_OFFICER_MODAL_ID }))}
    >
      {t(LOAN_OFFICER_TEXT.heading)}
    </button>
  );
}

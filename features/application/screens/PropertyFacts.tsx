import { useAppSelector } from '../../../store/hooks';
import { useT } from '../../../src/i18n/LocaleProvider';
import { formatAddress } from '../progress';
import { selectApplication } from '../selectors';

/**
 * The property a waiting or information screen is about. The loan number is the frame's Application ID just above
 * (001 §2): one name for one number, not repeated here under another (issue 34).
 */
export function PropertyFacts() {
  const { t } = useT();
  const application = useAppSelector(selectApplication);
  if (!application) return null;
  return (
    <dl className="summary-list" data-testid="info-facts">
      <dt>{t('Property')}</dt>
      <dd>{formatAddress(application.property)}</dd>
    </dl>
  );
}

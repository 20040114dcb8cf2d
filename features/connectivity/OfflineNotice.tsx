import { useAppSelector } from '../../store/hooks';
import { useT } from '../../src/i18n/LocaleProvider';
import { OFFLINE_NOTICE, selectOnline } from './connectivitySlice';

/**
 * Issue 17: offline is a state. A notice that blocks nothing: the borrower may keep reading and typing; nothing is
 * sent or navigated by full page load until the connection is back. The live region stays mounted so that screen
 * readers hear the notice appear.
 */
export function OfflineNotice() {
  const online = useAppSelector(selectOnline);
  const { t } = useT();
  return (
    <div className="offline-notice-region" role="status" aria-live="polite">
      {online ? null : (
        <p className="offline-notice" data-testid="offline-notice">
          {t(OFFLINE_NOTICE)}
        </p>
      )}
    </div>
  );
}

import { storageNoticeDismissed } from '../../features/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';

/** Issue 33: the browser refuses storage, so what the tab keeps lives in memory (src/lib/safeStorage.ts). */
export const STORAGE_REFUSED_NOTICE =
  'Your browser is blocking this site from saving data, so reloading the page will not keep your answers and you may need to sign in again.';
export const STORAGE_NOTICE_DISMISS = 'Got it';

/**
 * Said once, quietly (a polite status the borrower can put away): nothing stops them, and the page keeps every answer
 * while it stays open. The live region stays mounted so screen readers hear the notice when it comes.
 */
export function StorageNotice() {
  const shown = useAppSelector((state) => state.session.storage === 'inMemory');
  const dispatch = useAppDispatch();
  const { t } = useT();
  return (
    <div role="status">
      {shown ? (
        <p className="storage-notice" data-testid="storage-notice">
          {t(STORAGE_REFUSED_NOTICE)}{' '}
          <button type="button" className="link-button" onClick={() => dispatch(storageNoticeDismissed())}>
            {t(STORAGE_NOTICE_DISMISS)}
          </button>
        </p>
      ) : null}
    </div>
  );
}

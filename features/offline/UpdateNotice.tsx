import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useT } from '../../src/i18n/LocaleProvider';
import { reloadRequested, selectUpdateReady, UPDATE_READY_TEXT, UPDATE_RELOAD_TEXT } from './offlineSlice';
import './offline.css';

/**
 * Issue 47: a new build's service worker waits while this page runs the build it started with. The borrower reloads
 * when it suits them (nothing on the page changes or is lost until then); closing the app's pages does it too. The
 * live region stays mounted so that screen readers hear the notice appear.
 */
export function UpdateNotice() {
  const ready = useAppSelector(selectUpdateReady);
  const reloading = useAppSelector((state) => state.offline.update === 'reloading');
  const dispatch = useAppDispatch();
  const { t } = useT();
  return (
    <div role="status">
      {ready ? (
        <p className="update-notice" data-testid="update-notice">
          {t(UPDATE_READY_TEXT)}{' '}
          <button
            type="button"
            className="link-button"
            disabled={reloading}
            onClick={() => dispatch(reloadRequested())}
          >
            {t(UPDATE_RELOAD_TEXT)}
          </button>
        </p>
      ) : null}
    </div>
  );
}

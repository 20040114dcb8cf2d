import { useT } from '../../src/i18n/LocaleProvider';
import { useAppDispatch } from '../../store/hooks';
import { DOWNLOAD_DIAGNOSTIC_LOG, diagnosticLogAvailable, downloadDiagnosticLog } from './diagnosticLog';

/** Saves the diagnostic action log (personal data masked) for support; nothing shows where no recorder runs. */
export function DownloadDiagnosticLogButton({
  source,
  quiet = false,
}: {
  source: 'errorFallback' | 'devTools';
  /** A link-styled button: for support, not a peer of the page's own actions (issue 15). */
  quiet?: boolean;
}) {
  const dispatch = useAppDispatch();
  const { t } = useT();
  if (!diagnosticLogAvailable()) return null;
  return (
    <button
      type="button"
      className={quiet ? 'link-button' : 'button button-secondary'}
      onClick={() => {
        downloadDiagnosticLog(dispatch, source);
      }}
    >
      {t(DOWNLOAD_DIAGNOSTIC_LOG)}
    </button>
  );
}

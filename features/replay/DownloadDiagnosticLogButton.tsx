import { useAppDispatch } from '../../store/hooks';
import { diagnosticLogAvailable, downloadDiagnosticLog } from './diagnosticLog';

export const DOWNLOAD_DIAGNOSTIC_LOG = 'Download diagnostic log';

/** Saves the diagnostic action log (personal data masked) for support; nothing shows where no recorder runs. */
export function DownloadDiagnosticLogButton({ source }: { source: 'errorFallback' | 'devTools' }) {
  const dispatch = useAppDispatch();
  if (!diagnosticLogAvailable()) return null;
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => {
        downloadDiagnosticLog(dispatch, source);
      }}
    >
      {DOWNLOAD_DIAGNOSTIC_LOG}
    </button>
  );
}

import type { Dispatch } from '@reduxjs/toolkit';
import { actionLogFileName, logDownloadRequested, type ActionLogRecorder } from '../../store/actionLog';

/** The button's label; here, not in the button's module, because the message catalogue names its type. */
export const DOWNLOAD_DIAGNOSTIC_LOG = 'Download diagnostic log';

type Source = ReturnType<typeof logDownloadRequested>['payload']['source'];

/**
 * The recorder of this page. It lives outside the store (it is the store's memory, not state), so the download is
 * wired at the app edge: main.tsx installs it, the buttons and the shortcut reach it here.
 */
let active: ActionLogRecorder | null = null;

export function installDiagnosticLog(recorder: ActionLogRecorder): void {
  active = recorder;
}

export const diagnosticLogAvailable = (): boolean => active !== null;

/**
 * Records the request, then saves the log at once, without a saga: the error page that offers it may show because
 * sagas have died, and the export must still work. The request is dispatched first so the file shows it.
 */
export function downloadDiagnosticLog(dispatch: Dispatch, source: Source, doc: Document = document): string | null {
  if (!active) return null;
  dispatch(logDownloadRequested({ source }));
  const log = active.exportLog();
  const name = actionLogFileName(log);
  const url = URL.createObjectURL(new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' }));
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
  return name;
}

/** Ctrl+Alt+Shift+L: support can ask a borrower on the phone to press it on any page. */
export const isDiagnosticShortcut = (event: Pick<KeyboardEvent, 'ctrlKey' | 'altKey' | 'shiftKey' | 'code'>): boolean =>
  event.ctrlKey && event.altKey && event.shiftKey && event.code === 'KeyL';

export function installDiagnosticShortcut(target: Window, dispatch: Dispatch): () => void {
  const listener = (event: KeyboardEvent) => {
    if (!isDiagnosticShortcut(event)) return;
    event.preventDefault();
    downloadDiagnosticLog(dispatch, 'shortcut', target.document);
  };
  target.addEventListener('keydown', listener);
  return () => {
    target.removeEventListener('keydown', listener);
  };
}

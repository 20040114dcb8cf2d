import { createContext, useCallback, useContext } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { reportCaughtFailure } from './failures';

/**
 * Whether the page is being left (src/lib/pageLeaving.ts, the sagas' watcher): a screen's chunk or call that the
 * page's own navigation cut off is no failure (WebKit fails a loading chunk as the borrower leaves the document screen).
 */
export const PageLeaving = createContext<() => boolean>(() => false);

/**
 * What a component does with a failure it caught and shows (issue 46): the console gets its name and message here,
 * where the error is; the store gets the PII-free report, which the diagnostics saga records and counts.
 */
export function useReportFailure(): (what: string, error: unknown) => void {
  const dispatch = useAppDispatch();
  const isLeaving = useContext(PageLeaving);
  return useCallback(
    (what: string, error: unknown) => {
      reportCaughtFailure(dispatch, what, error, isLeaving());
    },
    [dispatch, isLeaving],
  );
}

/** What a chosen file's unreadable preview is reported as (src/ui/FileDrop.tsx's `onPreviewFailed`). */
export const FILE_PREVIEW_FAILURE = 'File preview';

/** A component's report of one kind of failure, for a kit component's callback: `onPreviewFailed={...}`. */
export function useFailureReporter(what: string): (error: unknown) => void {
  const report = useReportFailure();
  return useCallback(
    (error: unknown) => {
      report(what, error);
    },
    [report, what],
  );
}

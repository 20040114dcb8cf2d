import { useEffect } from 'react';
import { DownloadDiagnosticLogButton } from '../../features/replay/DownloadDiagnosticLogButton';
import { ERROR_FALLBACK_EVENT, eventTracked } from '../../features/telemetry/telemetrySlice';
import { useAppDispatch } from '../../store/hooks';
import { PageHeading } from '../ui/PageHeading';
import { SupportContact } from './SupportContact';

export const ERROR_FALLBACK_HEADING = 'Sorry, looks like we have hit a snag!';
export const ERROR_FALLBACK_MESSAGE = 'Please click Try again to see if we can get you back moving.';

/** 001 §8 uncaught render error fallback. */
export function ErrorFallback() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(eventTracked({ event: ERROR_FALLBACK_EVENT, dontDedupe: true }));
  }, [dispatch]);
  return (
    <main id="main" className="app-main">
      <section className="screen">
        <PageHeading>{ERROR_FALLBACK_HEADING}</PageHeading>
        <p>{ERROR_FALLBACK_MESSAGE}</p>
        <p className="actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              window.location.reload();
            }}
          >
            Try again
          </button>
          <a className="button button-secondary" href="/dashboard">
            Go to dashboard
          </a>
          <DownloadDiagnosticLogButton source="errorFallback" />
        </p>
        <p>
          <SupportContact />
        </p>
      </section>
    </main>
  );
}

import { useT } from '../i18n/LocaleProvider';
import { useEffect } from 'react';
import { DownloadDiagnosticLogButton } from '../../features/replay/DownloadDiagnosticLogButton';
import { ERROR_FALLBACK_EVENT, eventTracked } from '../../features/telemetry/telemetrySlice';
import { useAppDispatch } from '../../store/hooks';
import { PageHeading } from '../ui/PageHeading';
import { SupportContact } from './SupportContact';
import { TopBar } from './TopBar';
import { Footer } from './Footer';
import { DASHBOARD_PATH } from '../lib/url';
import { ERROR_FALLBACK_HEADING, ERROR_FALLBACK_MESSAGE, TRY_AGAIN } from './shellText';

export const GO_TO_DASHBOARD = 'Go to dashboard';

/**
 * 001 §8 uncaught render error fallback, inside the brand (issue 15): the frame's header and footer stay, "Try
 * again" is the primary action, "Go to dashboard" the secondary, then the support phone and email, and the
 * diagnostic log as a quiet link for support. Rendered in the frame's <main>; StandaloneErrorFallback brings its own
 * frame when the frame itself failed.
 */
export function ErrorFallback() {
  const dispatch = useAppDispatch();
  const { t } = useT();
  useEffect(() => {
    dispatch(eventTracked({ event: ERROR_FALLBACK_EVENT, dontDedupe: true }));
  }, [dispatch]);
  return (
    <section className="screen error-fallback" aria-labelledby="page-heading">
      <PageHeading>{t(ERROR_FALLBACK_HEADING)}</PageHeading>
      <p className="lead">{t(ERROR_FALLBACK_MESSAGE)}</p>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t(TRY_AGAIN)}
        </button>
        <a className="button button-secondary" href={DASHBOARD_PATH}>
          {t(GO_TO_DASHBOARD)}
        </a>
      </div>
      <p className="support-contact">
        {t('Need help?')} <SupportContact />.
      </p>
      <p className="error-fallback-diagnostics">
        <DownloadDiagnosticLogButton source="errorFallback" quiet />
      </p>
    </section>
  );
}

/** The fallback when the frame itself failed to render: the top bar and footer around it, drawn afresh. */
export function StandaloneErrorFallback() {
  return (
    <div className="app-frame">
      <TopBar />
      <main id="main" className="app-main">
        <ErrorFallback />
      </main>
      <Footer />
    </div>
  );
}

import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { applyBrandTheme } from '../brand/theme';
import { BannerStrip } from './BannerStrip';
import { Footer } from './Footer';
import { FullScreenLoader } from './FullScreenLoader';
import {
  DisclosureReviewModal,
  FeedbackModal,
  LeaveSurveyModal,
  LoanOfficerModal,
  LoanOfficerPanel,
  observeWebVitalsWhenIdle,
  ProcessingModal,
  prefetchOverlays,
  PropertyStateModal,
} from './lazyShell';
import { MaintenanceGate } from './MaintenanceGate';
import { StatusAnnouncer, Toasts } from './Toasts';
import { StorageNotice } from './StorageNotice';
import { TopBar } from './TopBar';
import { useBrand, useOrganizationPending } from './useBrand';
import { DevToolBarSlot } from './DevToolBarSlot';
import './shell.css';
// The kit's styles (buttons, fields, notices) come with the frame: every area's screens are drawn with the kit, and
// in each screen's own stylesheet they were a copy of what the page already had, one more file to fetch before the
// screen (decision 354).
import '../ui/kit.css';
import { ChatWidgetSlot } from '../../features/chat/ChatWidgetSlot';
import { OfflineNotice } from '../../features/connectivity/OfflineNotice';
import { UpdateNotice } from '../../features/offline/UpdateNotice';
import { sessionStarted, webVitalMeasured } from '../../features/telemetry/telemetrySlice';
import { useReportFailure } from '../../features/diagnostics/useReportFailure';
import { useAppDispatch } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';
import { whenIdle } from '../lib/idle';

/** The telemetry session waits for the browser to be idle after the page shows, up to this long. */
const TELEMETRY_START_TIMEOUT_MS = 3000;

/** The page frame around every screen: top bar, banners, main content, footer, and the overlays. */
export function AppFrame() {
  const { theme } = useBrand();
  const dispatch = useAppDispatch();
  const reportFailure = useReportFailure();
  // The prerendered page (and its hydrating render) does not know the organisation yet: its name, logo, phone and
  // terms wording stay hidden until it does, so no other brand's flashes (issue 16; the colours come earlier).
  const brandPending = useOrganizationPending();
  const { t } = useT();
  useEffect(() => {
    // Until the organisation is known the page keeps the colours, corners and type the boot script gave it
    // (src/brand/themeBoot.ts): the neutral theme drawn over them while the page hydrated changed the font, so the
    // headline wrapped anew and the step moved down and back on a phone (layout shift 0.09).
    if (brandPending) return;
    applyBrandTheme(theme, document.documentElement);
  }, [theme, brandPending]);
  useEffect(() => {
    prefetchOverlays();
  }, []);
  useEffect(() => {
    // Telemetry (001 §7) starts once the browser is first idle after the first screen: its saga's code and its first
    // requests stay out of the hydration and the screen's own calls (issue 16, decisions 158 and 167). The session
    // records the page as it was entered: by then the app may have moved on, dropping the query (utm_source, ...).
    const entry = {
      referrer: document.referrer,
      search: window.location.search,
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
    };
    whenIdle(
      () => {
        dispatch(sessionStarted(entry));
      },
      window,
      TELEMETRY_START_TIMEOUT_MS,
    );
    return observeWebVitalsWhenIdle(
      (vital) => dispatch(webVitalMeasured(vital)),
      (error) => {
        reportFailure('Web vitals: code', error);
      },
    );
  }, [dispatch, reportFailure]);
  return (
    <div className={brandPending ? 'app-frame brand-pending' : 'app-frame'}>
      <a className="skip-link" href="#main">
        {t('Skip to main content')}
      </a>
      <TopBar />
      <BannerStrip />
      <OfflineNotice />
      <StorageNotice />
      <UpdateNotice />
      <div className="app-body">
        <main id="main" className="app-main">
          <MaintenanceGate>
            <Outlet />
          </MaintenanceGate>
        </main>
        <LoanOfficerPanel />
      </div>
      <Footer />
      <Toasts />
      <StatusAnnouncer />
      <DisclosureReviewModal />
      <PropertyStateModal />
      <FeedbackModal />
      <LeaveSurveyModal />
      <LoanOfficerModal />
      <ProcessingModal />
      <ChatWidgetSlot />
      <DevToolBarSlot />
      <FullScreenLoader />
    </div>
  );
}

import { BrandLogo } from '../brand/BrandLogo';
import { FLAG, selectFlagEnabled } from '../../features/flags/selectors';
import { FEEDBACK_MODAL_ID } from '../../features/feedback/feedbackSlice';
import { disabled as leaveSurveyDisabled } from '../../features/leaveSurvey/leaveSurveySlice';
import { modalOpened } from '../../features/overlays/modalsSlice';
import { chatRequested, logoutClicked } from '../../features/shellUi/shellUiSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DASHBOARD_PATH, loginHref } from '../lib/url';
import { LoanOfficerTopBarButton } from './LoanOfficerCard';
import { NotificationBell } from './NotificationBell';
import { SHELL_TEXT } from './shellText';
import { useBrand } from './useBrand';
import { DEFAULT_SUPPORT_PHONE } from '../../features/footer/format';
import { useShellUser } from './useShellUser';

/** The chat prompt when chat is on (fe-heloc-webchat), otherwise the support phone number (001 §2). */
export function SupportPrompt({ source }: { source: 'topBar' | 'bottomBar' }) {
  const dispatch = useAppDispatch();
  const { company } = useBrand();
  const chatOn = useAppSelector((state) => selectFlagEnabled(state, FLAG.webchat));
  const phone = company?.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  if (chatOn)
    return (
      <button type="button" className="link-button support-prompt" onClick={() => dispatch(chatRequested({ source }))}>
        {SHELL_TEXT.chatPrompt}
      </button>
    );
  return (
    <a className="support-prompt" href={`tel:${phone}`}>
      {phone}
    </a>
  );
}

/** 001 §2 top bar. */
export function TopBar() {
  const { theme, company } = useBrand();
  const { authenticated, isAdditionalSigner, isBroker, pathname } = useShellUser();
  const dispatch = useAppDispatch();
  const showDashboard = !isAdditionalSigner || isBroker;
  return (
    <header className="top-bar">
      <a className="brand" href={company?.homeUrl ?? '/'}>
        <BrandLogo theme={theme} size={36} />
        <span className="brand-name">{theme.displayName}</span>
      </a>
      <div className="top-bar-support desktop-only">
        <SupportPrompt source="topBar" />
      </div>
      <nav aria-label="Account" className="top-bar-actions">
        {authenticated && theme.isMainBrand ? (
          <button
            type="button"
            className="link-button feedback-link desktop-only"
            onClick={() => dispatch(modalOpened({ id: FEEDBACK_MODAL_ID }))}
          >
            {SHELL_TEXT.feedbackLink}
          </button>
        ) : null}
        <LoanOfficerTopBarButton />
        {authenticated ? (
          <>
            <NotificationBell />
            {showDashboard ? (
              <a
                className="button button-secondary"
                href={DASHBOARD_PATH}
                onClick={() => dispatch(leaveSurveyDisabled({ reason: 'dashboard' }))}
              >
                {SHELL_TEXT.dashboard}
              </a>
            ) : null}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => dispatch(logoutClicked({ pathname }))}
            >
              {SHELL_TEXT.logout}
            </button>
          </>
        ) : (
          <a className="button button-secondary" href={loginHref(pathname)}>
            {SHELL_TEXT.login}
          </a>
        )}
      </nav>
    </header>
  );
}

/** 001 §2: on small screens the support prompt (and the feedback link) sit in a sticky bar at the bottom. */
export function MobileActionBar() {
  const { theme } = useBrand();
  const { authenticated } = useShellUser();
  const dispatch = useAppDispatch();
  return (
    <div className="sticky-action-bar mobile-only" data-testid="sticky-action-bar">
      <SupportPrompt source="bottomBar" />
      {authenticated && theme.isMainBrand ? (
        <button type="button" className="link-button" onClick={() => dispatch(modalOpened({ id: FEEDBACK_MODAL_ID }))}>
          {SHELL_TEXT.feedbackLink}
        </button>
      ) : null}
    </div>
  );
}

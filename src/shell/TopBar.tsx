import { useT } from '../i18n/LocaleProvider';
import { LanguageSwitch } from './LanguageSwitch';
import { useEffect, useId, useRef, useState } from 'react';
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
import { ORG_PENDING_CLASS, useBrand, useOrganizationPending } from './useBrand';
import { DEFAULT_SUPPORT_PHONE } from '../../features/footer/format';
import { useShellUser } from './useShellUser';

/** The chat prompt when chat is on (fe-heloc-webchat), otherwise the support phone number (001 §2). */
export function SupportPrompt({ source }: { source: 'topBar' | 'bottomBar' }) {
  const dispatch = useAppDispatch();
  const { company } = useBrand();
  const { t } = useT();
  const chatOn = useAppSelector((state) => selectFlagEnabled(state, FLAG.webchat));
  const phone = company?.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  if (chatOn)
    return (
      <button type="button" className="link-button support-prompt" onClick={() => dispatch(chatRequested({ source }))}>
        {t(SHELL_TEXT.chatPrompt)}
      </button>
    );
  return (
    <a className="support-prompt" href={`tel:${phone}`}>
      {phone}
    </a>
  );
}

/** The account links of the top bar: inline on desktop, inside the menu on phones (issue 15). */
function AccountLinks({ onChosen }: { onChosen?: () => void }) {
  const { theme } = useBrand();
  const organizationPending = useOrganizationPending();
  const { t } = useT();
  const { authenticated, isAdditionalSigner, isBroker, pathname } = useShellUser();
  const dispatch = useAppDispatch();
  const showDashboard = !isAdditionalSigner || isBroker;
  const chosen = (action: () => void) => () => {
    action();
    onChosen?.();
  };
  if (!authenticated)
    return (
      <a className="button button-secondary" href={loginHref(pathname)}>
        {t(SHELL_TEXT.login)}
      </a>
    );
  return (
    <>
      {theme.isMainBrand || organizationPending ? (
        <button
          type="button"
          // Unseen until the organisation is known, its place kept for the main brand (decision 392).
          className={
            organizationPending ? `link-button feedback-link ${ORG_PENDING_CLASS}` : 'link-button feedback-link'
          }
          {...(organizationPending
            ? { 'aria-hidden': true, tabIndex: -1 }
            : { onClick: chosen(() => dispatch(modalOpened({ id: FEEDBACK_MODAL_ID }))) })}
        >
          {t(SHELL_TEXT.feedbackLink)}
        </button>
      ) : null}
      {showDashboard ? (
        <a
          className="button button-secondary"
          href={DASHBOARD_PATH}
          onClick={() => dispatch(leaveSurveyDisabled({ reason: 'dashboard' }))}
        >
          {t(SHELL_TEXT.dashboard)}
        </a>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        onClick={chosen(() => dispatch(logoutClicked({ pathname })))}
      >
        {t(SHELL_TEXT.logout)}
      </button>
    </>
  );
}

export const MENU_LABEL = 'Menu';

/**
 * Phones (issue 15): one row, brand then the bell and a Menu button holding the account links, so the bar never
 * wraps. The menu closes on Escape, on a click outside and once a link is chosen.
 */
function TopBarMenu() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  // Issue 48: the chat opening (from this menu or from anywhere) closes the menu, which would stay over it. Adjusted
  // while rendering, as React advises for state that follows a change of another (no effect, no extra paint).
  const chatOpen = useAppSelector((state) => state.chat.open);
  const [chatWasOpen, setChatWasOpen] = useState(chatOpen);
  if (chatOpen !== chatWasOpen) {
    setChatWasOpen(chatOpen);
    if (chatOpen) setOpen(false);
  }
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onClick = (event: MouseEvent) => {
      if (container.current && event.target instanceof Node && !container.current.contains(event.target))
        setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);
  return (
    <div className="top-bar-menu mobile-only" ref={container}>
      <button
        type="button"
        className="button button-secondary menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        {t(MENU_LABEL)}
      </button>
      <nav id={panelId} aria-label={t('Account menu')} className="top-bar-menu-panel" hidden={!open}>
        {/* On phones the support prompt is here, not in a bar over the content (issue 34). */}
        <SupportPrompt source="topBar" />
        <LoanOfficerTopBarButton />
        <AccountLinks
          onChosen={() => {
            setOpen(false);
          }}
        />
      </nav>
    </div>
  );
}

/** 001 §2 top bar. */
export function TopBar() {
  const { theme, company } = useBrand();
  const { t } = useT();
  const { authenticated } = useShellUser();
  return (
    <header className={authenticated ? 'top-bar' : 'top-bar signed-out'}>
      <a className="brand" href={company?.homeUrl ?? '/'}>
        <BrandLogo theme={theme} size={36} />
        {/* The mark is labelled with the name; the text would say it twice, and shows only when it fits whole. */}
        <span className="brand-name" aria-hidden="true">
          {theme.displayName}
        </span>
      </a>
      {/* Signed in, a phone has it first in the Menu; signed out there is no Menu: a phone gives it a row (001 §2). */}
      <div className={authenticated ? 'top-bar-support desktop-only' : 'top-bar-support'}>
        <SupportPrompt source="topBar" />
      </div>
      <div className="top-bar-end">
        <LanguageSwitch placement="topBar" />
        {authenticated ? <NotificationBell /> : null}
        <nav aria-label={t('Account')} className={authenticated ? 'top-bar-actions desktop-only' : 'top-bar-actions'}>
          <AccountLinks />
        </nav>
        {authenticated ? <TopBarMenu /> : null}
      </div>
    </header>
  );
}

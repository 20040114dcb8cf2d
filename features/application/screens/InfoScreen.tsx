import type { ComponentType, ReactNode } from 'react';
import { Link } from '../../../src/ui/Link';
import { SupportContact } from '../../../src/shell/SupportContact';
import { DASHBOARD_PATH } from '../../../src/lib/url';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { areaEntered } from '../applicationSlice';
import { INFO_SCREENS, type InfoAction, type InfoScreenPath } from '../infoScreens';
import { selectApplication } from '../selectors';
import { useT } from '../../../src/i18n/LocaleProvider';

/**
 * The one layout of the status screens: heading, what happened, the application's property, what happens next, the
 * support contact, and the primary action (or the screen's own form, as children).
 */
export function InfoLayout({
  title,
  body,
  next,
  action,
  children,
}: {
  title: string;
  body: ReactNode;
  next: readonly string[];
  action?: InfoAction;
  children?: ReactNode;
}) {
  const { t, text } = useT();
  return (
    <section className="screen info-screen" aria-labelledby="page-heading">
      <PageHeading>{text(title)}</PageHeading>
      <p className="lead">{typeof body === 'string' ? text(body) : body}</p>
      <h2>{t('What happens next')}</h2>
      <ul className="next-steps">
        {next.map((line) => (
          <li key={line}>{text(line)}</li>
        ))}
      </ul>
      {children}
      <p className="support-contact">
        {t('Questions?')} <SupportContact />.
      </p>
      {action ? (
        <div className="actions">
          <InfoActionLink action={action} />
        </div>
      ) : null}
    </section>
  );
}

export const CHECK_AGAIN = 'Check again';

function InfoActionLink({ action }: { action: InfoAction }) {
  const application = useAppSelector(selectApplication);
  const checking = useAppSelector(
    (state) => state.application.load === 'loading' || state.application.poll.phase === 'polling',
  );
  const { t, text } = useT();
  const dispatch = useAppDispatch();
  const dashboard = (
    <a className={action.kind === 'recheck' ? 'button button-secondary' : 'button'} href={DASHBOARD_PATH}>
      {t('Go to dashboard')}
    </a>
  );
  if (action.kind === 'dashboard' || !application) return dashboard;
  if (action.kind === 'recheck')
    return (
      <>
        <button
          type="button"
          className="button"
          disabled={checking}
          aria-busy={checking || undefined}
          onClick={() => dispatch(areaEntered({ uuid: application.uuid }))}
        >
          {checking ? t('Checking…') : t(CHECK_AGAIN)}
        </button>
        {dashboard}
      </>
    );
  return (
    <Link className="button" to={`/account/heloc/${application.uuid}/${action.path}`}>
      {text(action.label)}
    </Link>
  );
}

const made = new Map<InfoScreenPath, ComponentType>();

/** The screen for one row of INFO_SCREENS; made once per path so React keeps its identity across renders. */
export function infoScreen(path: InfoScreenPath): ComponentType {
  const existing = made.get(path);
  if (existing) return existing;
  const text = INFO_SCREENS[path];
  const Screen = () => <InfoLayout title={text.title} body={text.body} next={text.next} action={text.action} />;
  Screen.displayName = `InfoScreen(${path})`;
  made.set(path, Screen);
  return Screen;
}

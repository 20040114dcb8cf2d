import type { ReactNode } from 'react';
import { FLAG } from '../../features/flags/selectors';
import { maintenanceFor } from '../../features/maintenance/maintenance';
import { useAppSelector } from '../../store/hooks';
import { useT } from '../i18n/LocaleProvider';
import { APP_BASE, DASHBOARD_PATH } from '../lib/url';
import { PageHeading } from '../ui/PageHeading';

/** Below /account/heloc, the path the maintenance routes are written against. */
const appPath = (pathname: string): string =>
  pathname.startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) || '/' : pathname;

/** 000 §2.6 maintenance page: shown instead of the screen on the routes fe-heloc-maintenance names. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const flag = useAppSelector((state) => state.flags.values[FLAG.maintenance]);
  const pathname = useAppSelector((state) => state.navigation.location?.pathname ?? '');
  const { t, text } = useT();
  const notice = maintenanceFor(flag, appPath(pathname));
  if (!notice) return <>{children}</>;
  return (
    <section className="screen" data-testid="maintenance-page">
      {/* The spec's default texts are ours; a title or message set in the flag is shown as written. */}
      <PageHeading>{text(notice.title)}</PageHeading>
      <p>{text(notice.message)}</p>
      {notice.showDashboardLink ? (
        <p>
          <a className="button" href={DASHBOARD_PATH}>
            {t('Go to dashboard')}
          </a>
        </p>
      ) : null}
    </section>
  );
}

import { useT } from '../i18n/LocaleProvider';
import { PageHeading } from '../ui/PageHeading';
import { APP_BASE } from '../lib/url';

export function NotFound() {
  const { t } = useT();
  return (
    <section className="screen">
      <PageHeading>{t('Page not found')}</PageHeading>
      <p>{t('We could not find that page.')}</p>
      <p>
        <a href={`${APP_BASE}/register-v2`}>{t('Start an application')}</a> {t('or')}{' '}
        <a href="/dashboard">{t('go to your dashboard')}</a>.
      </p>
    </section>
  );
}

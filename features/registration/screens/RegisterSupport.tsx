import { useT } from '../../../src/i18n/LocaleProvider';
import { PageHeading } from '../../../src/ui/PageHeading';
import { SupportContact } from '../../../src/shell/SupportContact';

/** register/support: how to get help with a registration. */
export default function RegisterSupport() {
  const { t } = useT();
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Help with your registration')}</PageHeading>
      <p>
        {t('If something is stopping you from registering:')} <SupportContact />.{' '}
        {t('Have the property address ready; we never ask for your password.')}
      </p>
      <p>
        <a className="standalone-link" href="/account/heloc/register">
          {t('Back to registration')}
        </a>
      </p>
    </section>
  );
}

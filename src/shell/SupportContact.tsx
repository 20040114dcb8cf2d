import { useT } from '../i18n/LocaleProvider';
import { DEFAULT_SUPPORT_PHONE } from '../../features/footer/format';
import { useBrand } from './useBrand';

/** "Call ... or email ...": the organisation's support phone (001 §9 default 888-819-6388) and email. */
export function SupportContact() {
  const { company } = useBrand();
  const { t } = useT();
  const phone = company?.supportPhone ?? DEFAULT_SUPPORT_PHONE;
  return (
    <>
      {t('Call')} <a href={`tel:${phone}`}>{phone}</a>
      {company ? (
        <>
          {' '}
          {t('or email')} <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>
        </>
      ) : null}
    </>
  );
}

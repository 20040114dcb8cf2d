import { useAppSelector } from '../../store/hooks';
import { PRIVATE_LABEL_DATA_MISSING } from '../brand/organization';
import { useT } from '../i18n/LocaleProvider';
import { PageHeading } from '../ui/PageHeading';

/** 001 §1: without organisation data the product cannot be branded, so it stops here. */
export function PrivateLabelError() {
  const organization = useAppSelector((state) => state.organization);
  const { t, text } = useT();
  const message = organization.status === 'failed' ? organization.message : PRIVATE_LABEL_DATA_MISSING;
  // The link sits inside the sentence: the message names its place, and the parts around it are rendered as text.
  const [before, after] = t('Please check the address you used, or {link}.', { link: '{link}' }).split('{link}');
  return (
    <main id="main" className="app-main">
      <section className="screen">
        <PageHeading>{t("We could not load this lender's page")}</PageHeading>
        <p>{text(message)}</p>
        <p>
          {before}
          <a href="/">{t('go to the home page')}</a>
          {after}
        </p>
      </section>
    </main>
  );
}

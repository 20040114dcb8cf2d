import { Link } from '../../../src/ui/Link';
import { PageHeading } from '../../../src/ui/PageHeading';
import { useT } from '../../../src/i18n/LocaleProvider';
import { areaHref, INCOME_TEXT } from '../stepInputs';

/** income/link/{type} or income/upload/{type} with a type the screen does not know (an old or edited link). */
export function UnknownIncomeType({ uuid }: { uuid: string }) {
  const { t } = useT();
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(INCOME_TEXT.reviewTitle)}</PageHeading>
      <p>{t(INCOME_TEXT.unknownType)}</p>
      <p>
        <Link to={areaHref(uuid, 'income/review')}>{t('Choose another way to verify your income')}</Link>
      </p>
    </section>
  );
}

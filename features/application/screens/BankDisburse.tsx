import { useParams } from 'react-router';
import { Link } from '../../../src/ui/Link';
import { PageHeading } from '../../../src/ui/PageHeading';
import { FactList } from '../../../src/ui/SummaryList';
import { formatUsd, lastFour } from '../../../src/lib/money';
import { useAppSelector } from '../../../store/hooks';
import { selectApplication } from '../selectors';
import { areaHref, BANK_TEXT } from '../stepInputs';
import { useT } from '../../../src/i18n/LocaleProvider';

/** bank/disburse: where the initial draw goes; an account already on file can be kept, else one is entered. */
export default function BankDisburse() {
  const { t, text } = useT();
  const uuid = useParams().uuid ?? '';
  const application = useAppSelector(selectApplication);
  const mask = application?.disburseAccount?.mask;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(BANK_TEXT.disburseTitle)}</PageHeading>
      <p>{t(BANK_TEXT.disburseIntro)}</p>
      {application?.amount !== undefined ? (
        <FactList
          facts={[
            {
              key: 'amount',
              label: t('Initial draw'),
              value: formatUsd(application.amount),
              testId: 'disburse-amount',
            },
          ]}
        />
      ) : null}
      {mask ? (
        <div className="offer-card">
          <p data-testid="account-on-file">{text(BANK_TEXT.onFile(lastFour(mask)))}</p>
          <Link className="button" to={areaHref(uuid, 'bank/confirm')}>
            {t(BANK_TEXT.useOnFile)}
          </Link>
        </div>
      ) : null}
      <div className="actions">
        <Link className={mask ? 'button button-secondary' : 'button'} to={areaHref(uuid, 'bank/manual-disburse')}>
          {t(BANK_TEXT.enterManually)}
        </Link>
      </div>
    </section>
  );
}

import { useParams } from 'react-router';
import { Link } from '../../../src/ui/Link';
import { PageHeading } from '../../../src/ui/PageHeading';
import { lastFour } from '../../../src/lib/money';
import { useAppSelector } from '../../../store/hooks';
import { selectApplication } from '../selectors';
import { areaHref, BANK_TEXT } from '../stepInputs';
import { useT } from '../../../src/i18n/LocaleProvider';

/**
 * bank/confirm: the account on file, shown by its last 4 only. Keeping it needs no call (the platform already has
 * it), so confirming moves on to the payment choice; another account is entered on bank/manual-disburse.
 */
export default function BankConfirm() {
  const { t, text } = useT();
  const uuid = useParams().uuid ?? '';
  const application = useAppSelector(selectApplication);
  const mask = application?.disburseAccount?.mask;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(BANK_TEXT.confirmTitle)}</PageHeading>
      {mask ? (
        <>
          <p>{t(BANK_TEXT.confirmIntro)}</p>
          <p className="offer-card" data-testid="account-on-file">
            {text(BANK_TEXT.onFile(lastFour(mask)))}
          </p>
          <div className="actions">
            <Link className="button button-secondary" to={areaHref(uuid, 'bank/manual-disburse')}>
              {t(BANK_TEXT.changeAccount)}
            </Link>
            <Link className="button" to={areaHref(uuid, 'bank/autopay')}>
              {t(BANK_TEXT.confirmSubmit)}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>{t(BANK_TEXT.noAccount)}</p>
          <div className="actions">
            <Link className="button" to={areaHref(uuid, 'bank/manual-disburse')}>
              {t(BANK_TEXT.enterManually)}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

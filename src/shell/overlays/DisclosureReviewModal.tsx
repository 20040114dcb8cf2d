import { useT } from '../../i18n/LocaleProvider';
import { Modal } from '../../ui/Modal';
import { DISCLOSURE_MODAL_ID } from './modalIds';

/** 001 §1 loan disclosures, in a modal with a Close button (001 §2). */
export function DisclosureReviewModal() {
  const { t } = useT();
  return (
    <Modal id={DISCLOSURE_MODAL_ID} title={t('Loan disclosures')}>
      <ul className="disclosure-list">
        <li>
          {t(
            'The line is open-end and fully drawn at origination at a fixed rate. Additional draws are priced on the Prime Rate plus a fixed margin.',
          )}
        </li>
        <li>
          {t(
            'Approval can come in five minutes. A soft credit pull checks rates; the hard pull happens when you submit your application.',
          )}
        </li>
        <li>
          {t('The loan is secured by your home. Property insurance is required; flood insurance may be required.')}
        </li>
        <li>
          {t(
            'Loan amounts $15,000 to $400,000. APR 7.60% to 17.20%. Origination fee up to 4.99% of the initial draw. Valuation $180 if no automated valuation is available; manual notarization $300; recording fees $0-$315; recording taxes $0-$1,400 per $100,000.',
          )}
        </li>
        <li>{t('A home bought or retitled in the last 90 days is not eligible.')}</li>
      </ul>
    </Modal>
  );
}

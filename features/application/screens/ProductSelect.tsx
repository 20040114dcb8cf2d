/**
 * The offer screen's route module (issue 14): product/select waits for the offers and shows the chooser
 * (OfferChooser.tsx, its cards in OfferCards.tsx); product/select/confirm (ProductConfirm.tsx) comes from here too,
 * so the route table loads both from one chunk.
 */
import { useDeferredValue } from 'react';
import { ErrorSummary } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useAppSelector } from '../../../store/hooks';
import { selectSteps } from '../applicationStepsSlice';
import { allOffers } from '../offerComparison';
import { selectApplication } from '../selectors';
import { OfferChooser } from './OfferChooser';
import { useStepData } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

export { ProductConfirm } from './ProductConfirm';

/**
 * product/select, amount first (issue 14): what the borrower qualifies for and why, the amount on a slider or typed,
 * then the distinct offers side by side with the payment at that amount, the best value marked.
 */
export default function ProductSelect() {
  const { t } = useT();
  const loadStatus = useStepData('offers');
  const application = useAppSelector(selectApplication);
  const { offers: arrived } = useAppSelector(selectSteps);
  // The offers come in by a store update, which React would render in one long task (the chooser is the area's
  // biggest screen: issue 16, the application entry's longest task); deferred, it renders in slices, the placeholder
  // (or the offers shown before) staying up meanwhile.
  const offers = useDeferredValue(arrived);
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Select your offer')}</PageHeading>
      {loadStatus === 'failed' ? (
        <ErrorSummary
          errors={[{ field: 'offers', message: t('Your offers could not be loaded. Please try again.') }]}
        />
      ) : null}
      {offers && application && allOffers(offers.offersByType).length > 0 ? (
        <OfferChooser group={offers} application={application} />
      ) : loadStatus === 'loading' || arrived !== offers ? (
        <Skeleton lines={4} block label={t('Loading your offers…')} />
      ) : null}
    </section>
  );
}

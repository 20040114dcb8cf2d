/**
 * product/select/confirm (issue 14): the chosen offer once more, then the choice goes to the platform; a change made
 * from the review page returns to the review (decision 105).
 */
import type { SyntheticEvent } from 'react';
import { Link } from '../../../src/ui/Link';
import { ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { drawPlan } from '../../../src/lib/payments';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { allOffers, discountName } from '../offerComparison';
import { amountOfChoice, payoffTotal } from '../offerDraw';
import { selectApplication } from '../selectors';
import { chosenOfferFacts, chosenOfferRow } from '../reviewSummary';
import { DrawSummary } from './DrawSummary';
import { offerName } from './OfferCards';
import { useStepData, useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

/** Statuses at which a new choice is a change made from the review page (the status stays there). */
const REVIEW_STATUSES: ReadonlySet<string> = new Set(['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE']);

export function ProductConfirm() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  useStepData('offers');
  const application = useAppSelector(selectApplication);
  const { offers, choice } = useAppSelector(selectSteps);
  const offer = offers && choice ? allOffers(offers.offersByType).find((o) => o.id === choice.offerId) : undefined;
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offer || !choice || !application) return;
    const changing = REVIEW_STATUSES.has(application.status.checklistStatus);
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'offerSelection',
        body: { offerId: offer.id, drawAmount: choice.drawAmount, drawPreference: choice.drawPreference ?? 'PRESERVE' },
        // A change made from the review page keeps the status: back to the review without waiting for one.
        awaitsStatus: !changing,
        ...(changing ? { then: 'start/app-summary' } : {}),
      }),
    );
  };
  const payoffs = offers ? payoffTotal(offers) : 0;
  const facts = chosenOfferFacts(chosenOfferRow(offers, choice?.offerId, choice?.drawAmount));
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Confirm your offer')}</PageHeading>
      <ErrorSummary errors={error ? [{ field: 'confirm-offer', message: text(error) }] : []} />
      {offer && choice && offers && application ? (
        <form className="form" noValidate onSubmit={onSubmit} id="confirm-offer" tabIndex={-1}>
          {facts ? (
            <p className="offer-confirm-name" data-testid="confirm-offer-name">
              {offerName(t, facts.row)}
            </p>
          ) : null}
          <p className="offer-confirm-lead">
            {t('{amount} over {term} years at {rate} fixed', {
              amount: formatUsd(choice.drawAmount),
              term: offer.term,
              rate: formatPercent(offer.rate),
            })}
          </p>
          {facts ? (
            <p className="offer-confirm-rates" data-testid="confirm-offer-rates">
              {t('APR {rate}, fixed', { rate: formatPercent(facts.apr) })}
              {facts.discount
                ? ` · ${t('{rate} with {discount} discount', {
                    rate: formatPercent(facts.discount.rate),
                    discount: text(discountName(facts.discount.type)),
                  })}`
                : ''}
            </p>
          ) : null}
          <DrawSummary
            offer={offer}
            drawAmount={choice.drawAmount}
            payoffs={payoffs}
            cash={drawPlan(amountOfChoice(choice, payoffs), payoffs, choice.drawPreference ?? 'PRESERVE').cash}
            state={application.property.state}
            group={offers}
          />
          <div className="actions">
            <Link className="button button-secondary" to="..">
              {t('Back')}
            </Link>
            <SubmitButton loading={submitting}>{t('Confirm offer')}</SubmitButton>
          </div>
        </form>
      ) : (
        <p>
          {t('No offer is chosen yet.')} <Link to="..">{t('Choose an offer')}</Link>
        </p>
      )}
    </section>
  );
}

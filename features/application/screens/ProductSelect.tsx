import { useMemo, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { Offer } from '../../../src/api/contractRegistration';
import { ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { drawSliderLimits, drawTotal, monthlyPayment, recordingTax } from '../../../src/lib/payments';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { selectApplication } from '../selectors';
import { useStepData, useStepScreen } from './useStep';
import { redirectRequested } from '../../navigation/navigationSlice';

/** Draws move in whole thousands of dollars on the slider (001 §4 rounds the limits to it). */
const DRAW_STEP = 1000;
const OFFER_TYPE_LABELS: Record<string, string> = { STANDARD: 'Standard', RATE_BUY_DOWN: 'Rate buy-down' };

const allOffers = (offersByType: Record<string, Offer[]>): Offer[] => Object.values(offersByType).flat();

function OfferFacts({ offer }: { offer: Offer }) {
  const discount = offer.discountList[0];
  return (
    <dl>
      <dt>Term</dt>
      <dd>{offer.term} years</dd>
      <dt>Rate</dt>
      <dd>{formatPercent(offer.rate)} Fixed</dd>
      <dt>APR</dt>
      <dd>{formatPercent(offer.rate)}</dd>
      <dt>Draw</dt>
      <dd>
        {formatUsd(offer.minDraw)} to {formatUsd(offer.maxDraw)}
      </dd>
      <dt>Origination fee</dt>
      <dd>{formatPercent(offer.originationFee, 2)}</dd>
      {discount ? (
        <>
          <dt>With {discount.discountType === 'AUTOPAY' ? 'autopay' : discount.discountType} discount</dt>
          <dd>{formatPercent(discount.rateWithDiscount)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** product/select: the offers by type, a draw slider within 001 §4 limits, and the payment for the choice. */
export default function ProductSelect() {
  const { dispatch } = useStepScreen();
  const loadStatus = useStepData('offers');
  const application = useAppSelector(selectApplication);
  const { offers, choice } = useAppSelector(selectSteps);
  const list = useMemo(() => (offers ? allOffers(offers.offersByType) : []), [offers]);
  const [offerId, setOfferId] = useState<string>(choice?.offerId ?? '');
  const offer = list.find((candidate) => candidate.id === offerId) ?? list[0];
  const limits = offer ? drawSliderLimits(offer, 0, 'PRESERVE', DRAW_STEP) : { min: 0, max: 0 };
  const [draw, setDraw] = useState<number>(choice?.drawAmount ?? 0);
  const drawAmount = Math.min(limits.max, Math.max(limits.min, draw || limits.max));

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offer || !application) return;
    dispatch(applicationStepsActions.offerChosen({ offerId: offer.id, drawAmount }));
    dispatch(
      redirectRequested({ to: `/account/heloc/${application.uuid}/product/select/confirm`, reason: 'offer chosen' }),
    );
  };

  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Select your offer</PageHeading>
      {loadStatus === 'failed' ? (
        <ErrorSummary errors={[{ field: 'offers', message: 'Your offers could not be loaded. Please try again.' }]} />
      ) : null}
      {offers && offer && application ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          {Object.entries(offers.offersByType).map(([type, typeOffers]) => (
            <fieldset key={type} className="field">
              <legend className="field-label">{OFFER_TYPE_LABELS[type] ?? type} offers</legend>
              <ul className="offer-list">
                {typeOffers.map((candidate) => (
                  <li key={candidate.id} className="offer-card">
                    <input
                      type="radio"
                      id={`offer-${candidate.id}`}
                      name="offer"
                      value={candidate.id}
                      checked={candidate.id === offer.id}
                      onChange={() => {
                        setOfferId(candidate.id);
                      }}
                    />
                    <label htmlFor={`offer-${candidate.id}`}>
                      {OFFER_TYPE_LABELS[type] ?? type}, {candidate.term} years at {formatPercent(candidate.rate)}
                    </label>
                    <OfferFacts offer={candidate} />
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          <div className="field">
            <label className="field-label" htmlFor="draw-amount">
              Initial draw: {formatUsd(drawAmount)}
            </label>
            <div className="field-hint" id="draw-amount-hint">
              From {formatUsd(limits.min)} to {formatUsd(limits.max)}
            </div>
            <input
              id="draw-amount"
              className="draw-slider"
              type="range"
              min={limits.min}
              max={limits.max}
              step={DRAW_STEP}
              value={drawAmount}
              aria-describedby="draw-amount-hint"
              aria-valuetext={formatUsd(drawAmount)}
              onChange={(event) => {
                setDraw(Number(event.target.value));
              }}
            />
          </div>
          <DrawSummary offer={offer} drawAmount={drawAmount} state={application.property.state} group={offers} />
          <div className="actions">
            <SubmitButton>Continue</SubmitButton>
          </div>
        </form>
      ) : loadStatus === 'loading' ? (
        <p role="status">Loading your offers…</p>
      ) : null}
    </section>
  );
}

export function DrawSummary({
  offer,
  drawAmount,
  state,
  group,
}: {
  offer: Offer;
  drawAmount: number;
  state: string;
  group: { minRecordingTax: number; maxRecordingTax: number; ofeeMaxThreshold?: number | null };
}) {
  const tax = recordingTax(state, group, offer, drawAmount);
  const cap = group.ofeeMaxThreshold ?? undefined;
  return (
    <dl className="draw-summary" data-testid="draw-summary">
      <dt>Monthly payment</dt>
      <dd data-testid="monthly-payment">{formatUsd(monthlyPayment(drawAmount, offer.rate, offer.term), 2)}</dd>
      <dt>Draw total with origination fee</dt>
      <dd data-testid="draw-total">{formatUsd(drawTotal(drawAmount, offer.originationFee, cap), 2)}</dd>
      {tax > 0 ? (
        <>
          <dt>Recording tax</dt>
          <dd data-testid="recording-tax">{formatUsd(tax, 2)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** product/select/confirm: the chosen offer once more, then the choice goes to the platform. */
export function ProductConfirm() {
  const { dispatch, submitting, error } = useStepScreen();
  useStepData('offers');
  const application = useAppSelector(selectApplication);
  const { offers, choice } = useAppSelector(selectSteps);
  const offer = offers && choice ? allOffers(offers.offersByType).find((o) => o.id === choice.offerId) : undefined;
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offer || !choice) return;
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'offerSelection',
        body: { offerId: offer.id, drawAmount: choice.drawAmount, drawPreference: 'PRESERVE' },
        awaitsStatus: true,
      }),
    );
  };
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Confirm your offer</PageHeading>
      <ErrorSummary errors={error ? [{ field: 'confirm-offer', message: error }] : []} />
      {offer && choice && offers && application ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          <div className="offer-card">
            <p>
              {choice.drawAmount ? formatUsd(choice.drawAmount) : ''} over {offer.term} years at{' '}
              {formatPercent(offer.rate)} fixed
            </p>
            <OfferFacts offer={offer} />
            <DrawSummary
              offer={offer}
              drawAmount={choice.drawAmount}
              state={application.property.state}
              group={offers}
            />
          </div>
          <div className="actions">
            <Link className="button button-secondary" to="..">
              Back
            </Link>
            <SubmitButton loading={submitting}>Confirm offer</SubmitButton>
          </div>
        </form>
      ) : (
        <p>
          No offer is chosen yet. <Link to="..">Choose an offer</Link>
        </p>
      )}
    </section>
  );
}

import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { DrawPreference } from '../../../src/api/contractApplication';
import type { HelocApplication } from '../../../src/api/contract';
import type { Offer, OfferGroup } from '../../../src/api/contractRegistration';
import { ErrorSummary, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { AmountSlider } from '../../../src/ui/AmountSlider';
import { Notice } from '../../../src/ui/Notice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { SummaryList, type SummaryRow } from '../../../src/ui/SummaryList';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { drawPlan, drawSliderLimits, monthlyPayment, originationFee, recordingTax } from '../../../src/lib/payments';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps, type OfferChoice } from '../applicationStepsSlice';
import { allOffers, bestDiscount, compareOffers, discountName, type ComparedOffer } from '../offerComparison';
import { formatAddress } from '../progress';
import { selectApplication } from '../selectors';
import { useStepData, useStepScreen } from './useStep';
import { redirectRequested } from '../../navigation/navigationSlice';

/** Draws move in whole thousands of dollars on the slider (001 §4 rounds the limits to it). */
const DRAW_STEP = 1000;
/** Statuses at which a new choice is a change made from the review page (the status stays there). */
const REVIEW_STATUSES: ReadonlySet<string> = new Set(['APP_SUBMISSION', 'GEN_SUMMARY_DISCLOSURE']);

export const OFFER_TEXT = {
  title: 'Select your offer',
  qualifyHeading: 'You qualify for',
  amountLabel: 'How much do you want to borrow?',
  cashLabel: 'How much cash do you want?',
  drawLabel: 'Your initial draw',
  compareHeading: 'Compare your offers',
  offerLegend: 'Choose an offer',
  bestValue: 'Best value',
  lowestPayment: 'Lowest payment',
  payoffTitle: 'Debts paid off from your line',
  payoffLegend: 'How should the payoff meet your amount?',
  loadFailed: 'Your offers could not be loaded. Please try again.',
  noOffer: 'None of these offers is available for this amount. Choose another amount.',
} as const;

const perMonth = (amount: number) => `${formatUsd(amount, 2)}/mo`;
const termLabel = (offer: Offer) => `${offer.term}-year fixed`;

/** The debts the platform requires paid off from the draw (001 §3 Liabilities, MARKED_FOR_PAYOFF). */
const requiredPayoffs = (group: OfferGroup) =>
  (group.liabilities ?? []).filter((debt) => debt.payOff.status === 'MARKED_FOR_PAYOFF');

/** The amount on the slider for a draw already chosen (PRESERVE: the cash, the payoffs on top). */
const amountOfChoice = (choice: OfferChoice, payoffs: number): number =>
  (choice.drawPreference ?? 'PRESERVE') === 'PRESERVE' ? choice.drawAmount - payoffs : choice.drawAmount;

/** 001 §4 slider limits over every offer; under DEDUCT the draw must also cover the payoffs. */
function limitsFor(offers: readonly Offer[], payoffs: number, preference: DrawPreference) {
  const envelope = {
    minDraw: Math.min(...offers.map((offer) => offer.minDraw)),
    maxDraw: Math.max(...offers.map((offer) => offer.maxDraw)),
  };
  const limits = drawSliderLimits(envelope, payoffs, preference, DRAW_STEP);
  if (preference === 'PRESERVE') return limits;
  const min = Math.max(limits.min, Math.ceil(payoffs / DRAW_STEP) * DRAW_STEP);
  return { min: Math.min(min, limits.max), max: limits.max };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function OfferCardTitle({ row }: { row: ComparedOffer }) {
  return (
    <span className="offer-card-title">
      <span>{termLabel(row.offer)}</span>
      {row.bestValue ? <span className="badge badge-positive">{OFFER_TEXT.bestValue}</span> : null}
      {row.lowestPayment ? <span className="badge">{OFFER_TEXT.lowestPayment}</span> : null}
    </span>
  );
}

function OfferCardHint({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
  const discount = bestDiscount(row.offer);
  if (!row.available)
    return (
      <span className="offer-card-facts">
        Available for draws from {formatUsd(row.offer.minDraw)} to {formatUsd(row.offer.maxDraw)}
      </span>
    );
  return (
    <span className="offer-card-facts">
      <span className="offer-card-payment" data-testid="offer-payment">
        {perMonth(row.monthlyPayment)}
      </span>
      <span>
        {formatPercent(row.offer.rate)} fixed rate
        {discount ? ` · ${formatPercent(discount.rate)} with ${discountName(discount.type)} discount` : ''}
      </span>
      <span>
        Origination fee {formatPercent(row.offer.originationFee, 2)} ({formatUsd(row.fee)}
        {row.feeCapped && feeCap !== undefined ? `, capped at ${formatUsd(feeCap)}` : ''})
      </span>
    </span>
  );
}

function OfferDetails({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
  const { offer } = row;
  return (
    <details className="offer-details">
      <summary>
        Details<span className="visually-hidden"> of the {termLabel(offer)} offer</span>
      </summary>
      <dl>
        <dt>Initial draw</dt>
        <dd>
          Fixed {formatPercent(offer.rate)} for {offer.term} years, drawn in full when the line opens
        </dd>
        <dt>Draws later</dt>
        <dd>
          Variable: the Prime Rate ({formatPercent(offer.baseRate)}) plus a fixed margin,{' '}
          {formatPercent(offer.otherRate)} today
        </dd>
        <dt>Draw limits</dt>
        <dd>
          {formatUsd(offer.minDraw)} to {formatUsd(offer.maxDraw)}
        </dd>
        <dt>Origination fee</dt>
        <dd>
          {formatPercent(offer.originationFee, 2)} of the initial draw
          {feeCap !== undefined ? `, never more than ${formatUsd(feeCap)}` : ''}
        </dd>
        {offer.discountList.length > 0 ? (
          <>
            <dt>Discounts</dt>
            <dd>
              {offer.discountList
                .map(
                  (discount) =>
                    `${formatPercent(discount.rateWithDiscount)} with ${discountName(discount.discountType)}`,
                )
                .join('; ')}
            </dd>
          </>
        ) : null}
        {row.available ? (
          <>
            <dt>Interest and fee over {offer.term} years</dt>
            <dd>{formatUsd(row.totalCost)}</dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}

/** The figures of the chosen draw: cash, payoffs, the draw, its fee, recording tax and the monthly payment. */
export function DrawSummary({
  offer,
  drawAmount,
  payoffs = 0,
  cash = drawAmount,
  state,
  group,
  testId = 'draw-summary',
}: {
  offer: Offer;
  drawAmount: number;
  payoffs?: number;
  cash?: number;
  state: string;
  group: OfferGroup;
  testId?: string;
}) {
  const tax = recordingTax(state, group, offer, drawAmount);
  const cap = group.ofeeMaxThreshold;
  const fee = originationFee(drawAmount, offer.originationFee, cap);
  const capped = fee < originationFee(drawAmount, offer.originationFee);
  const rows: SummaryRow[] = [
    ...(payoffs > 0
      ? [
          { key: 'cash', label: 'Cash to you', value: formatUsd(cash) },
          { key: 'payoffs', label: 'Paid off from the draw', value: formatUsd(payoffs), testId: 'payoff-amount' },
        ]
      : []),
    { key: 'draw', label: 'Initial draw', value: <span data-testid="initial-draw">{formatUsd(drawAmount)}</span> },
    {
      key: 'payment',
      label: 'Monthly payment',
      value: (
        <span data-testid="monthly-payment">{formatUsd(monthlyPayment(drawAmount, offer.rate, offer.term), 2)}</span>
      ),
    },
    {
      key: 'fee',
      label: 'Origination fee',
      value: (
        <span data-testid="origination-fee">
          {formatUsd(fee, 2)} ({formatPercent(offer.originationFee, 2)}
          {capped ? `, capped at ${formatUsd(cap)}` : ''})
        </span>
      ),
    },
    ...(tax > 0
      ? [{ key: 'tax', label: 'Recording tax', value: <span data-testid="recording-tax">{formatUsd(tax, 2)}</span> }]
      : []),
  ];
  return <SummaryList rows={rows} testId={testId} />;
}

function Qualification({
  application,
  maxLine,
  minLine,
}: {
  application: HelocApplication;
  maxLine: number;
  minLine: number;
}) {
  const value = application.adjustedHomeAmount;
  return (
    <section className="offer-qualify" aria-labelledby="qualify-heading" data-testid="qualification">
      <h2 id="qualify-heading" className="offer-qualify-eyebrow">
        {OFFER_TEXT.qualifyHeading}
      </h2>
      <p className="offer-qualify-amount" data-testid="max-line">
        up to {formatUsd(maxLine)}
      </p>
      <p className="offer-qualify-basis">
        Based on your home at {formatAddress(application.property)}
        {value !== undefined ? `, valued at ${formatUsd(value)}` : ''}, and the income and credit you gave us. Lines
        start at {formatUsd(minLine)}.
      </p>
    </section>
  );
}

function OfferChooser({ group, application }: { group: OfferGroup; application: HelocApplication }) {
  const dispatch = useStepScreen().dispatch;
  const { choice } = useAppSelector(selectSteps);
  const offers = allOffers(group.offersByType);
  const debts = requiredPayoffs(group);
  const payoffs = debts.reduce((sum, debt) => sum + debt.monetaryBalance, 0);
  const [preference, setPreference] = useState<DrawPreference>(choice?.drawPreference ?? 'PRESERVE');
  const limits = limitsFor(offers, payoffs, preference);
  const [picked, setPicked] = useState<number>(choice ? amountOfChoice(choice, payoffs) : limits.max);
  const amount = clamp(picked, limits.min, limits.max);
  const plan = drawPlan(amount, payoffs, preference);
  const feeCap = group.ofeeMaxThreshold;
  const rows = compareOffers(offers, plan.initialDraw, feeCap);
  const [offerId, setOfferId] = useState<string | null>(choice?.offerId ?? null);
  const selected =
    rows.find((row) => row.offer.id === offerId && row.available) ??
    rows.find((row) => row.bestValue) ??
    rows.find((row) => row.available);
  const [rejected, setRejected] = useState(false);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!selected) {
      setRejected(true);
      return;
    }
    dispatch(
      applicationStepsActions.offerChosen({
        offerId: selected.offer.id,
        drawAmount: plan.initialDraw,
        drawPreference: preference,
      }),
    );
    dispatch(
      redirectRequested({ to: `/account/heloc/${application.uuid}/product/select/confirm`, reason: 'offer chosen' }),
    );
  };

  const amountLabel =
    payoffs > 0 ? (preference === 'PRESERVE' ? OFFER_TEXT.cashLabel : OFFER_TEXT.drawLabel) : OFFER_TEXT.amountLabel;
  return (
    <form className="form offer-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={rejected && !selected ? [{ field: 'offer', message: OFFER_TEXT.noOffer }] : []} />
      <Qualification
        application={application}
        maxLine={Math.max(...offers.map((offer) => offer.max))}
        minLine={Math.min(...offers.map((offer) => offer.min))}
      />
      {payoffs > 0 ? (
        <>
          <Notice tone="info" title={OFFER_TEXT.payoffTitle} testId="required-payoffs">
            <p>
              To open this line,{' '}
              {debts.map((debt) => `${debt.creditorName} (${formatUsd(debt.monetaryBalance)})`).join(', ')}{' '}
              {debts.length === 1 ? 'is' : 'are'} paid off from your initial draw when it is funded.
            </p>
          </Notice>
          <RadioGroup
            id="draw-preference"
            label={OFFER_TEXT.payoffLegend}
            variant="row"
            value={preference}
            onChange={(value) => {
              setPreference(value === 'DEDUCT' ? 'DEDUCT' : 'PRESERVE');
            }}
            options={[
              {
                value: 'PRESERVE',
                label: 'Keep my cash amount',
                hint: `The payoff is drawn on top: you get ${formatUsd(plan.cash)} if you keep this amount`,
              },
              {
                value: 'DEDUCT',
                label: 'Take it from my amount',
                hint: 'The payoff comes out of your draw; you get the rest',
              },
            ]}
          />
        </>
      ) : null}
      <AmountSlider
        id="line-amount"
        label={amountLabel}
        hint={`From ${formatUsd(limits.min)} to ${formatUsd(limits.max)}, in steps of ${formatUsd(DRAW_STEP)}`}
        min={limits.min}
        max={limits.max}
        step={DRAW_STEP}
        value={amount}
        onChange={setPicked}
      />
      {selected ? (
        <div aria-live="polite">
          <DrawSummary
            offer={selected.offer}
            drawAmount={plan.initialDraw}
            payoffs={payoffs}
            cash={plan.cash}
            state={application.property.state}
            group={group}
          />
        </div>
      ) : null}
      <h2 className="offer-compare-heading">{OFFER_TEXT.compareHeading}</h2>
      <RadioGroup
        id="offer"
        label={OFFER_TEXT.offerLegend}
        hint={`Payments are for an initial draw of ${formatUsd(plan.initialDraw)}.`}
        variant="cards"
        value={selected?.offer.id ?? ''}
        error={rejected && !selected ? OFFER_TEXT.noOffer : undefined}
        onChange={setOfferId}
        options={rows.map((row) => ({
          value: row.offer.id,
          disabled: !row.available,
          label: <OfferCardTitle row={row} />,
          hint: <OfferCardHint row={row} feeCap={feeCap} />,
          after: <OfferDetails row={row} feeCap={feeCap} />,
        }))}
      />
      <div className="actions">
        <SubmitButton>Continue</SubmitButton>
      </div>
    </form>
  );
}

/**
 * product/select, amount first (issue 14): what the borrower qualifies for and why, the amount on a slider or typed,
 * then the distinct offers side by side with the payment at that amount, the best value marked.
 */
export default function ProductSelect() {
  const loadStatus = useStepData('offers');
  const application = useAppSelector(selectApplication);
  const { offers } = useAppSelector(selectSteps);
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{OFFER_TEXT.title}</PageHeading>
      {loadStatus === 'failed' ? <ErrorSummary errors={[{ field: 'offers', message: OFFER_TEXT.loadFailed }]} /> : null}
      {offers && application && allOffers(offers.offersByType).length > 0 ? (
        <OfferChooser group={offers} application={application} />
      ) : loadStatus === 'loading' ? (
        <Skeleton lines={4} block label="Loading your offers…" />
      ) : null}
    </section>
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
  const payoffs = offers ? requiredPayoffs(offers).reduce((sum, debt) => sum + debt.monetaryBalance, 0) : 0;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>Confirm your offer</PageHeading>
      <ErrorSummary errors={error ? [{ field: 'confirm-offer', message: error }] : []} />
      {offer && choice && offers && application ? (
        <form className="form" noValidate onSubmit={onSubmit} id="confirm-offer" tabIndex={-1}>
          <p className="offer-confirm-lead">
            {formatUsd(choice.drawAmount)} over {offer.term} years at {formatPercent(offer.rate)} fixed
          </p>
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

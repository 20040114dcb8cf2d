import { useDeferredValue, useState, type SyntheticEvent } from 'react';
import { Link } from '../../../src/ui/Link';
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
import { useT } from '../../../src/i18n/LocaleProvider';
import type { Translator } from '../../../src/i18n/translator';

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

type T = Translator['t'];
const perMonth = (t: T, amount: number) => t('{amount}/mo', { amount: formatUsd(amount, 2) });
const termLabel = (t: T, offer: Offer) => t('{term}-year fixed', { term: offer.term });

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
  const { t } = useT();
  return (
    <span className="offer-card-title">
      <span>{termLabel(t, row.offer)}</span>
      {row.bestValue ? <span className="badge badge-positive">{t(OFFER_TEXT.bestValue)}</span> : null}
      {row.lowestPayment ? <span className="badge">{t(OFFER_TEXT.lowestPayment)}</span> : null}
    </span>
  );
}

function OfferCardHint({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
  const { t, text } = useT();
  const discount = bestDiscount(row.offer);
  if (!row.available)
    return (
      <span className="offer-card-facts">
        {t('Available for draws from {min} to {max}', {
          min: formatUsd(row.offer.minDraw),
          max: formatUsd(row.offer.maxDraw),
        })}
      </span>
    );
  const percent = formatPercent(row.offer.originationFee, 2);
  return (
    <span className="offer-card-facts">
      <span className="offer-card-payment" data-testid="offer-payment">
        {perMonth(t, row.monthlyPayment)}
      </span>
      <span>
        {t('{rate} fixed rate', { rate: formatPercent(row.offer.rate) })}
        {discount
          ? ` · ${t('{rate} with {discount} discount', {
              rate: formatPercent(discount.rate),
              discount: text(discountName(discount.type)),
            })}`
          : ''}
      </span>
      <span>
        {row.feeCapped && feeCap !== undefined
          ? t('Origination fee {percent} ({amount}, capped at {cap})', {
              percent,
              amount: formatUsd(row.fee),
              cap: formatUsd(feeCap),
            })
          : t('Origination fee {percent} ({amount})', { percent, amount: formatUsd(row.fee) })}
      </span>
    </span>
  );
}

function OfferDetails({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
  const { t, text } = useT();
  const { offer } = row;
  const percent = formatPercent(offer.originationFee, 2);
  return (
    <details className="offer-details">
      <summary>
        {t('Details')}
        <span className="visually-hidden"> {t('of the {offer} offer', { offer: termLabel(t, offer) })}</span>
      </summary>
      <dl>
        <dt>{t('Initial draw')}</dt>
        <dd>
          {t('Fixed {rate} for {term} years, drawn in full when the line opens', {
            rate: formatPercent(offer.rate),
            term: offer.term,
          })}
        </dd>
        <dt>{t('Draws later')}</dt>
        <dd>
          {t('Variable: the Prime Rate ({prime}) plus a fixed margin, {rate} today', {
            prime: formatPercent(offer.baseRate),
            rate: formatPercent(offer.otherRate),
          })}
        </dd>
        <dt>{t('Draw limits')}</dt>
        <dd>{t('From {min} to {max}', { min: formatUsd(offer.minDraw), max: formatUsd(offer.maxDraw) })}</dd>
        <dt>{t('Origination fee')}</dt>
        <dd>
          {feeCap !== undefined
            ? t('{percent} of the initial draw, never more than {cap}', { percent, cap: formatUsd(feeCap) })
            : t('{percent} of the initial draw', { percent })}
        </dd>
        {offer.discountList.length > 0 ? (
          <>
            <dt>{t('Discounts')}</dt>
            <dd>
              {offer.discountList
                .map((discount) =>
                  t('{rate} with {discount} discount', {
                    rate: formatPercent(discount.rateWithDiscount),
                    discount: text(discountName(discount.discountType)),
                  }),
                )
                .join('; ')}
            </dd>
          </>
        ) : null}
        {row.available ? (
          <>
            <dt>{t('Interest and fee over {term} years', { term: offer.term })}</dt>
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
  const { t } = useT();
  const tax = recordingTax(state, group, offer, drawAmount);
  const cap = group.ofeeMaxThreshold;
  const fee = originationFee(drawAmount, offer.originationFee, cap);
  const capped = fee < originationFee(drawAmount, offer.originationFee);
  const rows: SummaryRow[] = [
    ...(payoffs > 0
      ? [
          { key: 'cash', label: t('Cash to you'), value: formatUsd(cash) },
          {
            key: 'payoffs',
            label: t('Paid off from the draw'),
            value: formatUsd(payoffs),
            testId: 'payoff-amount',
          },
        ]
      : []),
    { key: 'draw', label: t('Initial draw'), value: <span data-testid="initial-draw">{formatUsd(drawAmount)}</span> },
    {
      key: 'payment',
      label: t('Monthly payment'),
      value: (
        <span data-testid="monthly-payment">{formatUsd(monthlyPayment(drawAmount, offer.rate, offer.term), 2)}</span>
      ),
    },
    {
      key: 'fee',
      label: t('Origination fee'),
      value: (
        <span data-testid="origination-fee">
          {capped
            ? t('{fee} ({percent}, capped at {cap})', {
                fee: formatUsd(fee, 2),
                percent: formatPercent(offer.originationFee, 2),
                cap: formatUsd(cap),
              })
            : `${formatUsd(fee, 2)} (${formatPercent(offer.originationFee, 2)})`}
        </span>
      ),
    },
    ...(tax > 0
      ? [{ key: 'tax', label: t('Recording tax'), value: <span data-testid="recording-tax">{formatUsd(tax, 2)}</span> }]
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
  const { t } = useT();
  const value = application.adjustedHomeAmount;
  const address = formatAddress(application.property);
  return (
    <section className="offer-qualify" aria-labelledby="qualify-heading" data-testid="qualification">
      <h2 id="qualify-heading" className="offer-qualify-eyebrow">
        {t(OFFER_TEXT.qualifyHeading)}
      </h2>
      <p className="offer-qualify-amount" data-testid="max-line">
        {t('up to {amount}', { amount: formatUsd(maxLine) })}
      </p>
      <p className="offer-qualify-basis">
        {value !== undefined
          ? t(
              'Based on your home at {address}, valued at {value}, and the income and credit you gave us. Lines start at {min}.',
              { address, value: formatUsd(value), min: formatUsd(minLine) },
            )
          : t('Based on your home at {address}, and the income and credit you gave us. Lines start at {min}.', {
              address,
              min: formatUsd(minLine),
            })}
      </p>
    </section>
  );
}

function OfferChooser({ group, application }: { group: OfferGroup; application: HelocApplication }) {
  const { t } = useT();
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

  const amountLabel = t(
    payoffs > 0 ? (preference === 'PRESERVE' ? OFFER_TEXT.cashLabel : OFFER_TEXT.drawLabel) : OFFER_TEXT.amountLabel,
  );
  const debtList = debts.map((debt) => `${debt.creditorName} (${formatUsd(debt.monetaryBalance)})`).join(', ');
  return (
    <form className="form offer-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={rejected && !selected ? [{ field: 'offer', message: t(OFFER_TEXT.noOffer) }] : []} />
      <Qualification
        application={application}
        maxLine={Math.max(...offers.map((offer) => offer.max))}
        minLine={Math.min(...offers.map((offer) => offer.min))}
      />
      {payoffs > 0 ? (
        <>
          <Notice tone="info" title={t(OFFER_TEXT.payoffTitle)} testId="required-payoffs">
            <p>
              {debts.length === 1
                ? t('To open this line, {debts} is paid off from your initial draw when it is funded.', {
                    debts: debtList,
                  })
                : t('To open this line, {debts} are paid off from your initial draw when it is funded.', {
                    debts: debtList,
                  })}
            </p>
          </Notice>
          <RadioGroup
            id="draw-preference"
            label={t(OFFER_TEXT.payoffLegend)}
            variant="row"
            value={preference}
            onChange={(value) => {
              setPreference(value === 'DEDUCT' ? 'DEDUCT' : 'PRESERVE');
            }}
            options={[
              {
                value: 'PRESERVE',
                label: t('Keep my cash amount'),
                hint: t('The payoff is drawn on top: you get {amount} if you keep this amount', {
                  amount: formatUsd(plan.cash),
                }),
              },
              {
                value: 'DEDUCT',
                label: t('Take it from my amount'),
                hint: t('The payoff comes out of your draw; you get the rest'),
              },
            ]}
          />
        </>
      ) : null}
      <AmountSlider
        id="line-amount"
        label={amountLabel}
        hint={t('From {min} to {max}, in steps of {step}', {
          min: formatUsd(limits.min),
          max: formatUsd(limits.max),
          step: formatUsd(DRAW_STEP),
        })}
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
      <h2 className="offer-compare-heading">{t(OFFER_TEXT.compareHeading)}</h2>
      <RadioGroup
        id="offer"
        label={t(OFFER_TEXT.offerLegend)}
        hint={t('Payments are for an initial draw of {amount}.', { amount: formatUsd(plan.initialDraw) })}
        variant="cards"
        value={selected?.offer.id ?? ''}
        error={rejected && !selected ? t(OFFER_TEXT.noOffer) : undefined}
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
        <SubmitButton>{t('Continue')}</SubmitButton>
      </div>
    </form>
  );
}

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
      <PageHeading>{t(OFFER_TEXT.title)}</PageHeading>
      {loadStatus === 'failed' ? (
        <ErrorSummary errors={[{ field: 'offers', message: t(OFFER_TEXT.loadFailed) }]} />
      ) : null}
      {offers && application && allOffers(offers.offersByType).length > 0 ? (
        <OfferChooser group={offers} application={application} />
      ) : loadStatus === 'loading' || arrived !== offers ? (
        <Skeleton lines={4} block label={t('Loading your offers…')} />
      ) : null}
    </section>
  );
}

/** product/select/confirm: the chosen offer once more, then the choice goes to the platform. */
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
  const payoffs = offers ? requiredPayoffs(offers).reduce((sum, debt) => sum + debt.monetaryBalance, 0) : 0;
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Confirm your offer')}</PageHeading>
      <ErrorSummary errors={error ? [{ field: 'confirm-offer', message: text(error) }] : []} />
      {offer && choice && offers && application ? (
        <form className="form" noValidate onSubmit={onSubmit} id="confirm-offer" tabIndex={-1}>
          <p className="offer-confirm-lead">
            {t('{amount} over {term} years at {rate} fixed', {
              amount: formatUsd(choice.drawAmount),
              term: offer.term,
              rate: formatPercent(offer.rate),
            })}
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
              {t('Back')}
            </Link>
            <SubmitButton loading={submitting}>{t('Confirm offer')}</SubmitButton>
          </div>
        </form>
      ) : (
        <p>
          {t('No offer is chosen yet.')} <Link to="..">{t(OFFER_TEXT.offerLegend)}</Link>
        </p>
      )}
    </section>
  );
}

/**
 * The offer screen's form (issue 14): what the borrower qualifies for and why, the required payoffs and how they meet
 * the amount, the amount on a slider or typed, the chosen draw's figures, then the offers compared at that draw.
 */
import { useState, type SyntheticEvent } from 'react';
import type { DrawPreference } from '../../../src/api/contractApplication';
import type { HelocApplication } from '../../../src/api/contract';
import type { OfferGroup } from '../../../src/api/contractRegistration';
import { ErrorSummary, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { AmountSlider } from '../../../src/ui/AmountSlider';
import { Notice } from '../../../src/ui/Notice';
import { formatUsd } from '../../../src/lib/money';
import { drawPlan } from '../../../src/lib/payments';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { allOffers, compareOffers } from '../offerComparison';
import { amountOfChoice, clamp, DRAW_STEP, limitsFor, requiredPayoffs } from '../offerDraw';
import { formatAddress } from '../progress';
import { ChosenPayment, DrawSummary } from './DrawSummary';
import { OfferCardHint, OfferCardTitle, OfferDetails, offerName } from './OfferCards';
import { useStepScreen } from './useStep';
import { redirectRequested } from '../../navigation/navigationSlice';
import { useT } from '../../../src/i18n/LocaleProvider';

const NO_OFFER = 'None of these offers is available for this amount. Choose another amount.';

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
        {t('You qualify for')}
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

/** The amount, the draw and the offer, sent on to the confirm page. */
export function OfferChooser({ group, application }: { group: OfferGroup; application: HelocApplication }) {
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

  const amountLabel =
    payoffs === 0
      ? t('How much do you want to borrow?')
      : preference === 'PRESERVE'
        ? t('How much cash do you want?')
        : t('Your initial draw');
  const debtList = debts.map((debt) => `${debt.creditorName} (${formatUsd(debt.monetaryBalance)})`).join(', ');
  return (
    <form className="form offer-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={rejected && !selected ? [{ field: 'offer', message: t(NO_OFFER) }] : []} />
      <Qualification
        application={application}
        maxLine={Math.max(...offers.map((offer) => offer.max))}
        minLine={Math.min(...offers.map((offer) => offer.min))}
      />
      {selected ? (
        <ChosenPayment offer={selected.offer} drawAmount={plan.initialDraw} name={offerName(t, selected)} />
      ) : null}
      {payoffs > 0 ? (
        <>
          <Notice tone="info" title={t('Debts paid off from your line')} testId="required-payoffs">
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
            label={t('How should the payoff meet your amount?')}
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
        <DrawSummary
          offer={selected.offer}
          drawAmount={plan.initialDraw}
          payoffs={payoffs}
          cash={plan.cash}
          state={application.property.state}
          group={group}
          withPayment={false}
        />
      ) : null}
      {/* Issue 48's review: one offer is not a comparison; and the draw the payments are for is the summary's
          "Initial draw" just above and the chosen payment's line, so the list does not say it a third time. */}
      <h2 className="offer-compare-heading">{t(rows.length > 1 ? 'Compare your offers' : 'Your offer')}</h2>
      <RadioGroup
        id="offer"
        label={t(rows.length > 1 ? 'Choose an offer' : 'The offer for this amount')}
        hint={t(
          rows.length > 1
            ? 'On every offer the APR equals the interest rate; the fee is shown apart.'
            : 'The APR equals the interest rate; the fee is shown apart.',
        )}
        value={selected?.offer.id ?? ''}
        error={rejected && !selected ? t(NO_OFFER) : undefined}
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

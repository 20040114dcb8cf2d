/**
 * The figures of a chosen draw (issue 14), shown on the offer screen under the slider and again on its confirm page:
 * cash and payoffs, the draw, its monthly payment, its origination fee (capped) and the recording tax; and the chosen
 * offer's payment the offer screen shows above the slider (issue 34).
 */
import type { Offer, OfferGroup } from '../../../src/api/contractRegistration';
import { SummaryList, type SummaryRow } from '../../../src/ui/SummaryList';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { monthlyPayment, originationFee, recordingTax } from '../../../src/lib/payments';
import { useT } from '../../../src/i18n/LocaleProvider';
import type { Translator } from '../../../src/i18n/translator';

/**
 * An origination fee as the offer screen gives it, in cents with its percentage; a capped fee is the cap (issue 48:
 * "$15,000, capped at $15,000" said it twice). The review gives the chosen offer's fee the same way.
 */
export function originationFeeText(t: Translator['t'], fee: number, percentOfDraw: number, capped: boolean): string {
  const percent = formatPercent(percentOfDraw, 2);
  return capped
    ? t('{fee}, the cap ({percent} of this draw would be more)', { fee: formatUsd(fee, 2), percent })
    : `${formatUsd(fee, 2)} (${percent})`;
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
  withPayment = true,
}: {
  offer: Offer;
  drawAmount: number;
  payoffs?: number;
  cash?: number;
  state: string;
  group: OfferGroup;
  testId?: string;
  /** False where ChosenPayment shows the payment already. */
  withPayment?: boolean;
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
    ...(withPayment
      ? [
          {
            key: 'payment',
            label: t('Monthly payment'),
            value: (
              <span data-testid="monthly-payment">
                {formatUsd(monthlyPayment(drawAmount, offer.rate, offer.term), 2)}
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'fee',
      label: t('Origination fee'),
      value: <span data-testid="origination-fee">{originationFeeText(t, fee, offer.originationFee, capped)}</span>,
    },
    ...(tax > 0
      ? [{ key: 'tax', label: t('Recording tax'), value: <span data-testid="recording-tax">{formatUsd(tax, 2)}</span> }]
      : []),
  ];
  return <SummaryList rows={rows} testId={testId} />;
}

/**
 * The chosen offer's monthly payment, above the amount (issue 34, decision 261): on a phone the first screen shows it,
 * and neither the thumb on the slider nor the keyboard of the amount field covers it while the amount changes.
 */
export function ChosenPayment({ offer, drawAmount, name }: { offer: Offer; drawAmount: number; name: string }) {
  const { t } = useT();
  return (
    <section className="offer-chosen" aria-live="polite" aria-atomic="true" data-testid="chosen-payment">
      <h2 className="offer-chosen-label">{t('Monthly payment')}</h2>
      <p className="offer-chosen-figure">
        <span className="offer-chosen-payment" data-testid="monthly-payment">
          {formatUsd(monthlyPayment(drawAmount, offer.rate, offer.term), 2)}
        </span>{' '}
        <span className="offer-chosen-name">{name}</span>
      </p>
      <p className="offer-chosen-basis">
        {t('Payments are for an initial draw of {amount}.', { amount: formatUsd(drawAmount) })}
      </p>
    </section>
  );
}

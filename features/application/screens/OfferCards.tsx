/**
 * One offer card of the offer screen (issues 14 and 34, decisions 104 and 258-263): its name, which tells it apart
 * from the other offers of its term, and badges; its payment, APR and fee at the chosen draw; a lower rate bought
 * with a higher fee said in dollars and months; and its details, opened in place.
 */
import type { Offer } from '../../../src/api/contractRegistration';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { bestDiscount, discountName, type BuyDown, type ComparedOffer } from '../offerComparison';
import { useT } from '../../../src/i18n/LocaleProvider';
import type { Translator } from '../../../src/i18n/translator';

type T = Translator['t'];
const perMonth = (t: T, amount: number) => t('{amount}/mo', { amount: formatUsd(amount, 2) });

/** The offer's name: its term, and for a term with more than one offer, what this one gives (decision 258). */
export function offerName(t: T, row: Pick<ComparedOffer, 'offer' | 'distinction'>): string {
  const { term, rate } = row.offer;
  switch (row.distinction) {
    case 'lowerRate':
      return t('{term}-year fixed, lower rate', { term });
    case 'lowerFee':
      return t('{term}-year fixed, lower fee', { term });
    case 'between':
      return t('{term}-year fixed at {rate}', { term, rate: formatPercent(rate) });
    case 'only':
      return t('{term}-year fixed', { term });
  }
}

/** The break-even, or that there is none within the term (decision 260). */
function breakEven(t: T, buyDown: BuyDown, offer: Offer): string {
  if (buyDown.breakEvenMonths === null)
    return t('The lower rate does not pay for itself within {term} years.', { term: offer.term });
  return buyDown.breakEvenMonths <= 1
    ? t('The lower rate pays for itself in the first month.')
    : t('The lower rate pays for itself after {months} months.', { months: buyDown.breakEvenMonths });
}

/** A lower rate bought with a higher fee, against the lower-fee offer of the same term (decision 260). */
function BuyDownTrade({ buyDown, offer }: { buyDown: BuyDown; offer: Offer }) {
  const { t } = useT();
  const saving = formatUsd(buyDown.monthlySaving, 2);
  return (
    <span className="offer-card-tradeoff" data-testid="offer-buy-down">
      {buyDown.extraFee > 0
        ? t('Compared with the lower fee offer: {extra} more up front, {saving} less a month.', {
            extra: formatUsd(buyDown.extraFee),
            saving,
          })
        : t(
            'Compared with the lower fee offer: the same fee at this amount (both reach the cap), {saving} less a month.',
            {
              saving,
            },
          )}{' '}
      {buyDown.extraFee > 0 ? breakEven(t, buyDown, offer) : null}
    </span>
  );
}

export function OfferCardTitle({ row }: { row: ComparedOffer }) {
  const { t } = useT();
  return (
    <span className="offer-card-title">
      <span data-testid="offer-name">{offerName(t, row)}</span>
      {row.bestValue ? <span className="badge badge-accent">{t('Best value')}</span> : null}
      {row.lowestPayment ? <span className="badge">{t('Lowest payment')}</span> : null}
    </span>
  );
}

/**
 * The offer's APR: for this line's fixed draw it is the interest rate, fees apart (decision 259); the offer list's hint
 * says so once for every card (issue 48).
 */
function AprLine({ offer }: { offer: Offer }) {
  const { t, text } = useT();
  const discount = bestDiscount(offer);
  return (
    <span data-testid="offer-apr">
      {t('APR {rate}, fixed', { rate: formatPercent(offer.rate) })}
      {discount
        ? ` · ${t('{rate} with {discount} discount', {
            rate: formatPercent(discount.rate),
            discount: text(discountName(discount.type)),
          })}`
        : ''}
    </span>
  );
}

export function OfferCardHint({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
  const { t } = useT();
  if (!row.available)
    return (
      <span className="offer-card-facts">
        <span>
          {t('Available for draws from {min} to {max}', {
            min: formatUsd(row.offer.minDraw),
            max: formatUsd(row.offer.maxDraw),
          })}
        </span>
        <AprLine offer={row.offer} />
      </span>
    );
  const percent = formatPercent(row.offer.originationFee, 2);
  return (
    <span className="offer-card-facts">
      <span className="offer-card-payment" data-testid="offer-payment">
        {perMonth(t, row.monthlyPayment)}
      </span>
      <AprLine offer={row.offer} />
      <span>
        {row.feeCapped && feeCap !== undefined
          ? // Issue 48: a capped fee is the cap: said once, with the percentage it stands in for.
            t('Origination fee {amount}, the cap ({percent} of this draw would be more)', {
              percent,
              amount: formatUsd(feeCap, 2),
            })
          : // In cents, as the draw's summary and the review give it: one fee, one figure on the screen.
            t('Origination fee {percent} ({amount})', { percent, amount: formatUsd(row.fee, 2) })}
      </span>
      {row.buyDown ? <BuyDownTrade buyDown={row.buyDown} offer={row.offer} /> : null}
    </span>
  );
}

export function OfferDetails({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
  const { t, text } = useT();
  const { offer } = row;
  const percent = formatPercent(offer.originationFee, 2);
  return (
    <details className="offer-details">
      <summary>
        {t('Details')}
        <span className="visually-hidden"> {t('of the {offer} offer', { offer: offerName(t, row) })}</span>
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

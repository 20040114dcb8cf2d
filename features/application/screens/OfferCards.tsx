/**
 * One offer card of the offer screen (issue 14, decision 104): its title and badges, its payment, rate and fee at the
 * chosen draw, and its details, opened in place.
 */
import type { Offer } from '../../../src/api/contractRegistration';
import { formatPercent, formatUsd } from '../../../src/lib/money';
import { bestDiscount, discountName, type ComparedOffer } from '../offerComparison';
import { useT } from '../../../src/i18n/LocaleProvider';
import type { Translator } from '../../../src/i18n/translator';

type T = Translator['t'];
const perMonth = (t: T, amount: number) => t('{amount}/mo', { amount: formatUsd(amount, 2) });
const termLabel = (t: T, offer: Offer) => t('{term}-year fixed', { term: offer.term });

export function OfferCardTitle({ row }: { row: ComparedOffer }) {
  const { t } = useT();
  return (
    <span className="offer-card-title">
      <span>{termLabel(t, row.offer)}</span>
      {row.bestValue ? <span className="badge badge-positive">{t('Best value')}</span> : null}
      {row.lowestPayment ? <span className="badge">{t('Lowest payment')}</span> : null}
    </span>
  );
}

export function OfferCardHint({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
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

export function OfferDetails({ row, feeCap }: { row: ComparedOffer; feeCap: number | undefined }) {
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

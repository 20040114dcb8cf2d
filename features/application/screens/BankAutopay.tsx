import { useState, type SyntheticEvent } from 'react';
import type { PaymentMethod } from '../../../src/api/contractApplication';
import { ErrorSummary, focusField, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { FactList } from '../../../src/ui/SummaryList';
import { formatPercent, formatUsd, lastFour } from '../../../src/lib/money';
import { monthlyPayment } from '../../../src/lib/payments';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { selectApplication } from '../selectors';
import { autopayDiscount, BANK_TEXT } from '../stepInputs';
import { useStepData, useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

const paymentOf = (amount: number | undefined, rate: number, term: number | undefined): string | null =>
  amount !== undefined && term ? formatUsd(monthlyPayment(amount, rate, term), 2) : null;

/** bank/autopay: AUTOPAY or MANUAL, with the chosen offer's autopay discount shown as rate and payment. */
export default function BankAutopay() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  useStepData('offers');
  const application = useAppSelector(selectApplication);
  const offers = useAppSelector((state) => selectSteps(state).offers);
  const offer = offers
    ? Object.values(offers.offersByType)
        .flat()
        .find((candidate) => candidate.id === application?.offerId)
    : undefined;
  const discount = autopayDiscount(offer);
  const [method, setMethod] = useState<PaymentMethod | ''>(application?.paymentMethod ?? '');
  const [rejected, setRejected] = useState(false);
  const fieldError = rejected && !method ? t(BANK_TEXT.methodRequired) : undefined;
  const mask = application?.disburseAccount?.mask;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) {
      setRejected(true);
      focusField('payment-method');
      return;
    }
    dispatch(
      applicationStepsActions.stepSubmitted({ step: 'autopay', body: { paymentMethod: method }, awaitsStatus: true }),
    );
  };

  const options = [
    {
      value: 'AUTOPAY',
      label: t(BANK_TEXT.autopayLabel),
      hint: (
        <>
          {discount
            ? text(BANK_TEXT.autopayHint(formatPercent(discount.discount, 2)))
            : t(BANK_TEXT.autopayNoDiscountHint)}
          {/* Issue 48 (6): the account autopay takes from, said once, on the choice it belongs to. */}
          {mask ? (
            <span className="choice-need" data-testid="autopay-account">
              {text(BANK_TEXT.paymentsFrom(lastFour(mask)))}
            </span>
          ) : null}
        </>
      ),
    },
    { value: 'MANUAL', label: t(BANK_TEXT.manualLabel), hint: t(BANK_TEXT.manualHint) },
  ] as const;
  const withPayment = discount ? paymentOf(application?.amount, discount.rateWithDiscount, application?.term) : null;
  const withoutPayment = discount ? paymentOf(application?.amount, discount.rate, application?.term) : null;

  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(BANK_TEXT.autopayTitle)}</PageHeading>
      <ErrorSummary
        errors={[
          ...(fieldError ? [{ field: 'payment-method', message: fieldError }] : []),
          ...(error ? [{ field: 'payment-method', message: text(error) }] : []),
        ]}
      />
      {discount ? (
        <FactList
          testId="autopay-discount"
          facts={[
            { key: 'rateWith', label: t(BANK_TEXT.rateWith), value: formatPercent(discount.rateWithDiscount) },
            { key: 'rateWithout', label: t(BANK_TEXT.rateWithout), value: formatPercent(discount.rate) },
            ...(withPayment && withoutPayment
              ? [
                  { key: 'paymentWith', label: t(BANK_TEXT.paymentWith), value: withPayment },
                  { key: 'paymentWithout', label: t(BANK_TEXT.paymentWithout), value: withoutPayment },
                ]
              : []),
          ]}
        />
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit}>
        <RadioGroup
          id="payment-method"
          label={t(BANK_TEXT.autopayLegend)}
          error={fieldError}
          value={method}
          options={options}
          onChange={(value) => {
            setMethod(options.find((option) => option.value === value)?.value ?? '');
          }}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{t(BANK_TEXT.autopaySubmit)}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

/**
 * The valuation branch screens (BPO status family): bpo/order-bpo and the Texas bpo/condition order a professional
 * valuation for its fee; bpo/estimate-value takes the borrower's own estimate when no automated valuation was found.
 */
import { useState } from 'react';
import { useT } from '../../../src/i18n/LocaleProvider';
import { formatUsd } from '../../../src/lib/money';
import { CheckboxField, ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { BPO_FEE, FEE_CONSENT_REQUIRED, validateEstimate } from '../stepRules';
import { InfoLayout } from './InfoScreen';
import { AmountForm, prevent, useStepForm } from './stepForm';

/** The valuation order form shared by bpo/order-bpo and the Texas bpo/condition. */
function OrderValuationForm() {
  const { t } = useT();
  const { submitting, submit, errorsOf, shown } = useStepForm('bpoOrder');
  const [agreed, setAgreed] = useState(false);
  const problems = { 'fee-consent': agreed ? null : FEE_CONSENT_REQUIRED };
  return (
    <>
      <ErrorSummary errors={errorsOf(problems, 'fee-consent')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit(problems, () => ({ feeAccepted: true, feeAmount: BPO_FEE }));
        })}
      >
        <p>
          {t('Valuation fee:')} <strong data-testid="bpo-fee">{formatUsd(BPO_FEE)}</strong>
        </p>
        <CheckboxField
          id="fee-consent"
          label={t('I agree to pay the {fee} valuation fee. It is charged even if my application does not close.', {
            fee: formatUsd(BPO_FEE),
          })}
          checked={agreed}
          error={shown(problems, 'fee-consent')}
          onChange={setAgreed}
        />
        <div className="actions">
          <SubmitButton loading={submitting}>{t('Order valuation')}</SubmitButton>
        </div>
      </form>
    </>
  );
}

export function BpoOrder() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t('Order a valuation of your home')}
      body={t(
        'We could not value your home automatically, so a licensed professional needs to value it. The valuation costs {fee}.',
        { fee: formatUsd(BPO_FEE) },
      )}
      next={[
        t('An appraiser may visit the outside of your home; you do not need to be there.'),
        t('Your offer is confirmed once the valuation is back, usually within five business days.'),
      ]}
    >
      <OrderValuationForm />
    </InfoLayout>
  );
}

export function BpoCondition() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t('Your home needs a valuation')}
      body={t(
        'Texas home equity rules require a valuation of your home by a licensed professional before we can make you a final offer. The valuation costs {fee}.',
        { fee: formatUsd(BPO_FEE) },
      )}
      next={[
        t('Order the valuation below. An appraiser may contact you to arrange a visit.'),
        t('We will email you when it is complete, usually within five business days.'),
      ]}
    >
      <OrderValuationForm />
    </InfoLayout>
  );
}

/** bpo/estimate-value: no automated valuation was found; the borrower's estimate lets the offers go ahead. */
export function BpoEstimate() {
  const { t } = useT();
  return (
    <InfoLayout
      title={t("Estimate your home's value")}
      body={t(
        'We could not find an automated valuation for your home. Tell us what you think it is worth and we will prepare your offers; a valuation confirms it later.',
      )}
      next={[t('Your offers are usually ready within a minute of sending your estimate.')]}
    >
      <AmountForm
        step="bpoEstimate"
        id="estimated-value"
        label={t('Estimated home value')}
        hint={t('In dollars, for example 450,000')}
        validate={validateEstimate}
        body={(estimatedValue) => ({ estimatedValue })}
        submitLabel={t('Submit estimate')}
      />
    </InfoLayout>
  );
}

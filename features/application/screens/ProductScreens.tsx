/**
 * The pre-qualification branch screens (ASSETS_PREQUAL and CLTV_LIEN_POSITION_REQUALIFY): product/assets qualifies on
 * assets, product/prequal-winback offers the revised numbers after the lien position changed them.
 */
import { useT } from '../../../src/i18n/LocaleProvider';
import { ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { validateAssets } from '../stepRules';
import { InfoLayout } from './InfoScreen';
import { AmountForm, prevent, useStepForm } from './stepForm';

/** product/assets: pre-qualification on assets when income alone does not qualify. */
export function ProductAssets() {
  const { t } = useT();
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t('Tell us about your assets')}</PageHeading>
      <p className="lead">
        {t(
          'Your savings and investments can help you qualify. Enter the total of your checking, savings, retirement and investment accounts.',
        )}
      </p>
      <AmountForm
        step="assets"
        id="total-assets"
        label={t('Total assets')}
        hint={t('In dollars, for example 250,000')}
        validate={validateAssets}
        body={(totalAssets) => ({ totalAssets })}
        submitLabel={t('See my offers')}
      />
    </section>
  );
}

/** product/prequal-winback: the lien position changed the numbers; a revised offer is waiting. */
export function PrequalWinback() {
  const { t } = useT();
  const { submitting, submit, errorsOf } = useStepForm('prequalWinback');
  return (
    <InfoLayout
      title={t('You qualify for a revised offer')}
      body={t(
        'The liens on your home changed how much you can borrow, but you still pre-qualify. We can prepare a revised offer for you now.',
      )}
      next={[t('Choose "See my revised offer" and pick the offer and draw that suit you.')]}
    >
      <ErrorSummary errors={errorsOf({}, 'winback')} />
      <form
        className="form"
        noValidate
        onSubmit={prevent(() => {
          submit({}, () => ({}));
        })}
      >
        <div className="actions" id="winback" tabIndex={-1}>
          <SubmitButton loading={submitting}>{t('See my revised offer')}</SubmitButton>
        </div>
      </form>
    </InfoLayout>
  );
}

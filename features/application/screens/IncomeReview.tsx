import { useState, type SyntheticEvent } from 'react';
import { ErrorSummary, focusField, RadioGroup, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { APP_BASE } from '../../../src/lib/url';
import { useAppSelector } from '../../../store/hooks';
import { redirectRequested } from '../../navigation/navigationSlice';
import { selectSteps } from '../applicationStepsSlice';
import { selectApplicationUuid } from '../selectors';
import { INCOME_TEXT, incomeMethods, type IncomeMethod } from '../stepInputs';
import { useStepData, useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

/** income/review: how the borrower verifies income, from the ways the platform asks for (offer group requests). */
export default function IncomeReview() {
  const { t, text } = useT();
  const { dispatch } = useStepScreen();
  const loadStatus = useStepData('incomeRequests');
  const uuid = useAppSelector(selectApplicationUuid);
  const requested = useAppSelector((state) => selectSteps(state).incomeRequests);
  const methods = incomeMethods(loadStatus === 'succeeded' ? requested : null);
  const [method, setMethod] = useState<IncomeMethod | ''>('');
  const [rejected, setRejected] = useState(false);
  const error = rejected && !method ? t(INCOME_TEXT.methodRequired) : undefined;

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!method) {
      setRejected(true);
      focusField('income-method');
      return;
    }
    if (!uuid) return;
    dispatch(redirectRequested({ to: `${APP_BASE}/${uuid}/income/${method}`, reason: 'income method chosen' }));
  };

  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(INCOME_TEXT.reviewTitle)}</PageHeading>
      <ErrorSummary errors={error ? [{ field: 'income-method', message: error }] : []} />
      {loadStatus === 'loading' ? (
        <p role="status">{t('Loading…')}</p>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit}>
          <RadioGroup
            id="income-method"
            label={t(INCOME_TEXT.methodLabel)}
            error={error}
            value={method}
            onChange={(value) => {
              setMethod(methods.find((candidate) => candidate === value) ?? '');
            }}
            options={methods.map((value) => ({
              value,
              label: text(INCOME_TEXT.methods[value].label),
              hint: (
                <>
                  {text(INCOME_TEXT.methods[value].hint)}
                  <span className="choice-need">{text(INCOME_TEXT.methods[value].need)}</span>
                </>
              ),
            }))}
          />
          <div className="actions">
            <SubmitButton>{t('Continue')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}

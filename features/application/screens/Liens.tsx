import { useState, type SyntheticEvent } from 'react';
import { CheckboxField, ErrorSummary, SubmitButton } from '../../../src/ui/forms';
import { PageHeading } from '../../../src/ui/PageHeading';
import { formatUsd } from '../../../src/lib/money';
import { useAppSelector } from '../../../store/hooks';
import { applicationStepsActions, selectSteps } from '../applicationStepsSlice';
import { LIENS_TEXT, liensOnHome, payoffTotal } from '../stepInputs';
import { useStepData, useStepScreen } from './useStep';
import { useT } from '../../../src/i18n/LocaleProvider';

/** liens: the liens the platform found on the property, and which of them to pay off at closing. */
export default function Liens() {
  const { t, text } = useT();
  const { dispatch, submitting, error } = useStepScreen();
  const loadStatus = useStepData('liens');
  const found = useAppSelector((state) => selectSteps(state).liens);
  const liens = found ? liensOnHome(found) : null;
  // Until the borrower touches a box, the platform's own marks stand (a reload keeps earlier choices).
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const marked = new Set((liens ?? []).filter((l) => l.payOff.status === 'MARKED_FOR_PAYOFF').map((l) => l.id));
  const selected = chosen ?? marked;

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!liens) return;
    dispatch(
      applicationStepsActions.stepSubmitted({
        step: 'liensPayoffs',
        body: { payoffLienIds: liens.filter((lien) => selected.has(lien.id)).map((lien) => lien.id) },
        awaitsStatus: true,
      }),
    );
  };

  const errors = [
    ...(loadStatus === 'failed' ? [{ field: 'liens', message: t(LIENS_TEXT.loadFailed) }] : []),
    ...(error ? [{ field: 'liens-submit', message: text(error) }] : []),
  ];
  return (
    <section className="screen" aria-labelledby="page-heading">
      <PageHeading>{t(LIENS_TEXT.title)}</PageHeading>
      <ErrorSummary errors={errors} />
      {liens ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          {liens.length > 0 ? (
            <>
              <p>{t(LIENS_TEXT.intro)}</p>
              <fieldset className="field fieldset" id="liens">
                <legend className="field-label">{t(LIENS_TEXT.legend)}</legend>
                <ul className="choice-cards choice-card-list">
                  {liens.map((lien) => (
                    <li key={lien.id} data-testid="lien">
                      <CheckboxField
                        id={`lien-${lien.id}`}
                        card
                        checked={selected.has(lien.id)}
                        onChange={(on) => {
                          toggle(lien.id, on);
                        }}
                        label={
                          <>
                            <span className="choice-card-title">{lien.creditorName}</span>
                            <span className="choice-hint">
                              {t(LIENS_TEXT.balance, { amount: formatUsd(lien.monetaryBalance) })}
                            </span>
                            <span className="choice-hint">
                              {t(LIENS_TEXT.minimum, {
                                amount: formatUsd(lien.monetaryCalculatedNextPaymentMinimumAmount),
                              })}
                            </span>
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
              <p data-testid="payoff-total">
                {t(LIENS_TEXT.payoffTotal, { amount: formatUsd(payoffTotal(liens, selected)) })}
              </p>
            </>
          ) : (
            <p>{t(LIENS_TEXT.none)}</p>
          )}
          <div className="actions" id="liens-submit" tabIndex={-1}>
            <SubmitButton loading={submitting}>{t(LIENS_TEXT.submit)}</SubmitButton>
          </div>
        </form>
      ) : loadStatus === 'loading' ? (
        <p role="status">{t('Loading…')}</p>
      ) : null}
    </section>
  );
}
